/**
 * Scores texts against a trained language-identification model (see lid-format.ts).
 */
import { MODELLED_SCRIPTS, type LidModelData } from './lid-format.js';
import { H, hashRange, HashIndex } from './lid-hash.js';
import { SCRIPT_LANGUAGE, scriptOf, tokenize, type Script, type Token } from './lid-text.js';

/** Words read from one input; beyond that the answer no longer changes in practice. */
export const MAX_WORDS = 256;
/** UTF-16 units of one input that are read (bounds the time a huge input can take). */
export const MAX_CHARS = 65536;
/** Characters of one word that are scored. */
const MAX_WORD_CHARS = 48;
/** Lexicon words at least this probable in some class (about 33,000 words) have their scores memoised. */
const FREQUENT = 1e-4;
/** Classes this many nats behind the leader stop being scored. */
const BEAM = 20;
/** Positions multiplied before a logarithm is taken (keeps products far from underflow). */
const FOLD = 8;

export class LidScorer {
  readonly model: LidModelData;
  private readonly n: number;
  private readonly gramIndex: HashIndex;
  private readonly wordIndex: HashIndex;
  private readonly classesByScript = new Map<Script, number[]>();
  private readonly lexWeight: number;
  // Scratch buffers, reused between calls (the scorer is used from one thread).
  private readonly p: Float64Array;
  private readonly lex: Float64Array;
  private readonly tmp: Float64Array;
  /** 1 for lexicon rows frequent enough to be memoised (see FREQUENT). */
  private readonly frequent: Uint8Array;
  private readonly memo = new Map<number, Float64Array>();
  private readonly rowsA = new Int32Array(5);
  private readonly rowsB = new Int32Array(5);
  private readonly prod: Float64Array;
  private readonly logChr: Float64Array;
  private readonly score: Float64Array;

  constructor(model: LidModelData) {
    this.model = model;
    this.n = model.langs.length;
    this.gramIndex = indexOf(model.gramH1, model.gramH2);
    this.wordIndex = indexOf(model.wordH1, model.wordH2);
    model.scripts.forEach((s, i) => {
      const list = this.classesByScript.get(s) ?? [];
      list.push(i);
      this.classesByScript.set(s, list);
    });
    this.lexWeight = model.hyper.lexWeight;
    this.p = new Float64Array(this.n);
    this.lex = new Float64Array(this.n);
    this.tmp = new Float64Array(this.n);
    this.frequent = new Uint8Array(model.wordH1.length);
    for (let r = 0; r < model.wordH1.length; r++) {
      for (let e = model.wordStart[r]!, end = model.wordStart[r + 1]!; e < end; e++) {
        if (model.wordProb[e]! >= FREQUENT) {
          this.frequent[r] = 1;
          break;
        }
      }
    }
    this.prod = new Float64Array(this.n);
    this.logChr = new Float64Array(this.n);
    this.score = new Float64Array(this.n);
  }

  /** ISO 639-1 code of the text's language, or null when it has no letters to go on. */
  identify(text: string): string | null {
    const tokens = tokenize(text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text, MAX_WORDS);
    if (tokens.length === 0) return null;
    const script = dominantScript(tokens);
    if (script === null) return null;
    if (!MODELLED_SCRIPTS.has(script)) return SCRIPT_LANGUAGE[script] ?? null;
    const all = this.classesByScript.get(script);
    if (!all || all.length === 0) return null;
    if (all.length === 1) return this.model.langs[all[0]!]!;
    const score = this.score;
    // Beam: classes more than BEAM nats behind the leader are dropped; once one class is
    // left the remaining words cannot change the answer.
    let classes = all;
    for (const c of classes) score[c] = this.model.prior[c]!;
    for (const t of tokens) {
      if (t.script !== script) continue;
      this.scoreWord(
        t.word.length > MAX_WORD_CHARS ? t.word.slice(0, MAX_WORD_CHARS) : t.word,
        all,
        classes,
      );
      let best = -Infinity;
      for (let i = 0; i < classes.length; i++) best = Math.max(best, score[classes[i]!]!);
      const kept: number[] = [];
      for (let i = 0; i < classes.length; i++)
        if (score[classes[i]!]! >= best - BEAM) kept.push(classes[i]!);
      classes = kept;
      if (classes.length === 1) break;
    }
    let best = classes[0]!;
    for (const c of classes) if (score[c]! > score[best]!) best = c;
    return this.model.langs[best]!;
  }

  /**
   * The most probable of `langs` (ISO 639-1 codes) for the text, every word scored (no
   * beam); null when it has no letters or none of them is written in its script. For a
   * caller that reads only some languages: the model's own answer may be a language
   * close to one of them ("adoptar un perro" as Galician, a German compound as Dutch).
   * `favoured` starts `headStart` nats (natural log) ahead of the others.
   */
  identifyAmong(
    text: string,
    langs: ReadonlySet<string>,
    favoured: string | null = null,
    headStart = 0,
  ): string | null {
    const tokens = tokenize(text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text, MAX_WORDS);
    const script = tokens.length ? dominantScript(tokens) : null;
    if (script === null) return null;
    if (!MODELLED_SCRIPTS.has(script)) {
      const lang = SCRIPT_LANGUAGE[script];
      return lang !== undefined && langs.has(lang) ? lang : null;
    }
    const all = this.classesByScript.get(script) ?? [];
    const classes = all.filter((c) => langs.has(this.model.langs[c]!));
    if (classes.length === 0) return null;
    const score = this.score;
    for (const c of classes)
      score[c] = this.model.prior[c]! + (this.model.langs[c] === favoured ? headStart : 0);
    for (const t of tokens)
      if (t.script === script)
        this.scoreWord(
          t.word.length > MAX_WORD_CHARS ? t.word.slice(0, MAX_WORD_CHARS) : t.word,
          all,
          classes,
        );
    let best = classes[0]!;
    for (const c of classes) if (score[c]! > score[best]!) best = c;
    return this.model.langs[best]!;
  }

  /** Log score per class for a text (only classes of its dominant script); for tests and tuning. */
  scores(text: string): Map<string, number> {
    const out = new Map<string, number>();
    const tokens = tokenize(text, MAX_WORDS);
    const script = tokens.length ? dominantScript(tokens) : null;
    const classes = script ? (this.classesByScript.get(script) ?? []) : [];
    for (const c of classes) this.score[c] = this.model.prior[c]!;
    for (const t of tokens)
      if (t.script === script) this.scoreWord(t.word.slice(0, MAX_WORD_CHARS), classes, classes);
    for (const c of classes)
      out.set(`${this.model.langs[c]}/${this.model.scripts[c]}`, this.score[c]!);
    return out;
  }

  /**
   * Adds log P(word | class) to `score` for each class in `classes` (a subset of `all`, the
   * classes of the word's script). Frequent lexicon words are scored once for all classes of
   * their script and remembered: a fixed set, so memory stays bounded whatever the traffic.
   */
  private scoreWord(word: string, all: number[], classes: number[]): void {
    hashRange(word, 0, word.length);
    const wr = this.wordIndex.get(H[0]!, H[1]!);
    if (wr >= 0 && this.frequent[wr] === 1) {
      let vec = this.memo.get(wr);
      if (!vec) {
        const tmp = this.tmp;
        for (const c of all) tmp[c] = 0;
        this.addWord(word, wr, all, tmp);
        vec = Float64Array.from(tmp);
        this.memo.set(wr, vec);
      }
      for (let j = 0; j < classes.length; j++) this.score[classes[j]!]! += vec[classes[j]!]!;
      return;
    }
    this.addWord(word, wr, classes, this.score);
  }

  /** Adds log P(word | class) to `score` for each class in `classes`; `wr` is the word's lexicon row or -1. */
  private addWord(word: string, wr: number, classes: number[], score: Float64Array): void {
    const m = this.model;
    const { p, prod, logChr } = this;
    const nc = classes.length;
    const floor = m.floor;
    const gStart = m.gramStart;
    const gClass = m.gramClass;
    const gProb = m.gramProb;
    const gAlpha = m.gramAlpha;
    for (let j = 0; j < nc; j++) {
      const c = classes[j]!;
      prod[c] = 1;
      logChr[c] = 0;
    }
    const s = '^' + word + '$';
    // Rows of the n-grams (lengths 1..4) ending at the previous and at the current position.
    let prevRows = this.rowsA;
    let rows = this.rowsB;
    prevRows[1] = this.row(s, 0, 1);
    let folded = 0;
    for (let i = 1; i < s.length; i++) {
      const maxK = i + 1 < 4 ? i + 1 : 4;
      // P(c | history) by interpolated Witten-Bell, built up from the unigram, in place:
      // p = alpha(context) * p_lower, then overwritten where the n-gram itself was seen.
      p.set(floor); // every class, so scattered updates never act on stale values
      for (let k = 1; k <= maxK; k++) {
        const r = this.row(s, i - k + 1, i + 1);
        rows[k] = r;
        if (k > 1) {
          const ctx = prevRows[k - 1]!;
          if (ctx >= 0)
            for (let e = gStart[ctx]!, end = gStart[ctx + 1]!; e < end; e++)
              p[gClass[e]!]! *= gAlpha[e]!;
        }
        if (r >= 0) {
          for (let e = gStart[r]!, end = gStart[r + 1]!; e < end; e++) {
            const v = gProb[e]!;
            if (v > 0) p[gClass[e]!] = v;
          }
        }
      }
      for (let j = 0; j < nc; j++) prod[classes[j]!]! *= p[classes[j]!]!;
      if (++folded === FOLD) {
        folded = 0;
        for (let j = 0; j < nc; j++) {
          const c = classes[j]!;
          logChr[c]! += Math.log(prod[c]!);
          prod[c] = 1;
        }
      }
      const t = prevRows;
      prevRows = rows;
      rows = t;
    }
    // Mix with the lexicon: log(λ·lex + (1-λ)·chr).
    const lex = this.lex;
    for (let j = 0; j < nc; j++) lex[classes[j]!] = 0;
    if (wr >= 0) {
      for (let e = m.wordStart[wr]!, end = m.wordStart[wr + 1]!; e < end; e++)
        lex[m.wordClass[e]!] = m.wordProb[e]!;
    }
    const lw = this.lexWeight;
    const logCharShare = Math.log(1 - lw);
    for (let j = 0; j < nc; j++) {
      const c = classes[j]!;
      const a = logCharShare + logChr[c]! + Math.log(prod[c]!);
      const x = lex[c]!;
      if (x > 0) {
        const b = Math.log(lw * x);
        score[c]! += a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b));
      } else {
        score[c]! += a;
      }
    }
  }

  private row(s: string, start: number, end: number): number {
    hashRange(s, start, end);
    return this.gramIndex.get(H[0]!, H[1]!);
  }
}

function indexOf(h1: Uint32Array, h2: Uint32Array): HashIndex {
  const index = new HashIndex(h1.length);
  for (let i = 0; i < h1.length; i++) index.getOrSet(h1[i]!, h2[i]!, i);
  return index;
}

/** Script with the most letters; on a tie, a non-Latin script wins (Latin is often borrowed). */
export function dominantScript(tokens: Token[]): Script | null {
  const counts = new Map<Script, number>();
  for (const t of tokens) {
    if (t.script === 'Hani' || t.script === 'Kana') {
      for (const ch of t.word) {
        const s = scriptOf(ch.codePointAt(0)!);
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
    } else {
      counts.set(t.script, (counts.get(t.script) ?? 0) + t.word.length);
    }
  }
  // Japanese text mixes kana with Han characters: count both as Japanese when kana occur.
  const kana = counts.get('Kana') ?? 0;
  if (kana > 0) {
    counts.set('Kana', kana + (counts.get('Hani') ?? 0));
    counts.delete('Hani');
  }
  counts.delete('Zyyy');
  let best: Script | null = null;
  let bestN = 0;
  for (const [s, n] of counts) {
    if (n > bestN || (n === bestN && best === 'Latn')) {
      best = s;
      bestN = n;
    }
  }
  return best;
}
