/**
 * Training of the language-identification model (its format and the scorer are the
 * workers': workers/nlp/lid-format.ts, lid-scorer.ts). Per (language, script) class, a
 * naive-Bayes word model in which each word's probability mixes
 *   - a lexicon probability (subtitle word-frequency rank, Zipf-weighted, or for English
 *     SUBTLEX counts; blended with word counts from the UDHR training split), and
 *   - a character 4-gram language model with interpolated Witten-Bell smoothing, which
 *     scores words the lexicon does not know.
 * A text's score for a class is its log prior plus the sum of its words' log probabilities;
 * only classes written in the text's dominant script compete.
 *
 * Training (`trainLidModel`) reads only packaged text (lid-corpus.ts): no network, no
 * download. The build writes the model into every index version (lid-writer.ts).
 */
import {
  frequencyList,
  FREQUENCY_LISTS,
  subtlexWords,
  udhrText,
  UDHR_OTHERS,
  UDHR_SUPPORTED,
  corpusVersions,
} from './lid-corpus.js';
import { SUPPORTED_CONTENT_LANGUAGES } from '../../workers/nlp/languages.js';
import {
  LID_MODEL_FORMAT,
  MODELLED_SCRIPTS,
  type LidHyper,
  type LidModelData,
} from '../../workers/nlp/lid-format.js';
import { normaliseWord, scriptOf, tokenize, type Script } from '../../workers/nlp/lid-text.js';
import { H, hashRange, HashIndex } from '../../workers/nlp/lid-hash.js';

export type { LidHyper, LidModelData };

const MAX_ORDER = 4; // characters per n-gram, the predicted one included
const BOS = '^';
const EOS = '$';
/** Character alphabet size assumed for the unigram floor. */
const ALPHABET = 100;

export const DEFAULT_HYPER: LidHyper = {
  subsShare: 0.7,
  charExponent: 0.5,
  lexWeight: 0.9,
  supportedPrior: 4,
  englishPrior: 1,
  englishWords: 20000,
  zipfOffset: 2.7,
};

interface ClassSpec {
  lang: string;
  script: Script;
  lists: string[]; // frequency-list file names
  udhr: string[]; // UDHR codes (training split only)
}

function majorityScript(words: string[]): Script {
  const counts = new Map<Script, number>();
  for (const w of words) {
    for (const ch of w) {
      const s = scriptOf(ch.codePointAt(0)!);
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** The classes the model distinguishes: (language, script) pairs of the modelled scripts. */
export function classSpecs(): ClassSpec[] {
  const specs = new Map<string, ClassSpec>();
  const get = (lang: string, script: Script) => {
    const key = `${lang}/${script}`;
    let s = specs.get(key);
    if (!s) specs.set(key, (s = { lang, script, lists: [], udhr: [] }));
    return s;
  };
  for (const src of [...UDHR_SUPPORTED, ...UDHR_OTHERS]) {
    const script = majorityScript(udhrText(src.code, 'train').slice(0, 3));
    if (MODELLED_SCRIPTS.has(script)) get(src.lang, script).udhr.push(src.code);
  }
  for (const [file, lang] of Object.entries(FREQUENCY_LISTS)) {
    if (lang === 'en') continue; // English uses SUBTLEX counts instead of a rank list
    const script = majorityScript(frequencyList(file).slice(0, 200));
    if (MODELLED_SCRIPTS.has(script)) get(lang, script).lists.push(file);
  }
  return [...specs.values()].sort((a, b) => (a.script + a.lang).localeCompare(b.script + b.lang));
}

const WORD_SHAPE = /^[\p{L}\p{M}']+$/u;

function normalised(map: Map<string, number>): Map<string, number> {
  let total = 0;
  for (const c of map.values()) total += c;
  if (total > 0) for (const [w, c] of map) map.set(w, c / total);
  return map;
}

/** English word probabilities from SUBTLEX counts. */
function englishCounts(limit: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const { word, count } of subtlexWords().slice(0, limit)) {
    const w = normaliseWord(word);
    if (!w || !WORD_SHAPE.test(w)) continue;
    out.set(w, (out.get(w) ?? 0) + count);
  }
  return normalised(out);
}

/** Word probabilities of one class's lexicon. */
function lexicon(
  spec: ClassSpec,
  hyper: LidHyper,
  english: Map<string, number>,
): Map<string, number> {
  let subs = new Map<string, number>();
  if (spec.lang === 'en' && spec.script === 'Latn') {
    subs = new Map(english);
  } else {
    for (const file of spec.lists) {
      frequencyList(file).forEach((raw, i) => {
        const w = normaliseWord(raw);
        if (!w || !WORD_SHAPE.test(w) || scriptOf(w.codePointAt(0)!) !== spec.script) return;
        subs.set(w, (subs.get(w) ?? 0) + 1 / (i + 1 + hyper.zipfOffset));
      });
    }
    normalised(subs);
  }
  const udhr = new Map<string, number>();
  for (const code of spec.udhr) {
    for (const para of udhrText(code, 'train')) {
      for (const t of tokenize(para)) {
        if (t.script === spec.script) udhr.set(t.word, (udhr.get(t.word) ?? 0) + 1);
      }
    }
  }
  normalised(udhr);
  const share = subs.size > 0 && udhr.size > 0 ? hyper.subsShare : subs.size > 0 ? 1 : 0;
  const out = new Map<string, number>();
  for (const [w, p] of subs) out.set(w, share * p);
  for (const [w, p] of udhr) out.set(w, (out.get(w) ?? 0) + (1 - share) * p);
  return out;
}

interface ClassChars {
  h1: number[];
  h2: number[];
  prob: Float64Array; // per local n-gram; 0 when it was only a context
  alpha: Float64Array; // per local n-gram; 1 when it was never a context
  floor: number;
}

/** Interpolated Witten-Bell character model of one class, trained on weighted words. */
function charModel(lex: Map<string, number>, hyper: LidHyper): ClassChars {
  let mean = 0;
  for (const p of lex.values()) mean += Math.pow(p, hyper.charExponent);
  mean /= Math.max(1, lex.size);
  const index = new HashIndex(1 << 16);
  const h1: number[] = [];
  const h2: number[] = [];
  const len: number[] = [];
  const lower: number[] = []; // id of the n-gram without its first character
  const ctxOf: number[] = []; // id of the n-gram without its last character
  const count: number[] = [];
  const ctxTotal: number[] = [];
  const ctxTypes: number[] = [];
  let fresh = false;
  const idOf = (s: string, start: number, end: number): number => {
    hashRange(s, start, end);
    const id = index.getOrSet(H[0]!, H[1]!, h1.length);
    fresh = id === h1.length;
    if (fresh) {
      h1.push(H[0]!);
      h2.push(H[1]!);
      len.push(end - start);
      lower.push(-1);
      ctxOf.push(-1);
      count.push(0);
      ctxTotal.push(0);
      ctxTypes.push(0);
    }
    return id;
  };
  let unigramTotal = 0;
  const cur = [-1, -1, -1, -1, -1];
  const prev = [-1, -1, -1, -1, -1];
  for (const [w, p] of lex) {
    const x = Math.pow(p, hyper.charExponent) / mean;
    const s = BOS + w + EOS;
    prev[1] = idOf(s, 0, 1);
    for (let i = 1; i < s.length; i++) {
      for (let k = 1; k <= MAX_ORDER && i - k + 1 >= 0; k++) {
        const id = idOf(s, i - k + 1, i + 1);
        cur[k] = id;
        count[id]! += x;
        if (k === 1) {
          unigramTotal += x;
        } else {
          const ctx = prev[k - 1]!;
          if (fresh) {
            lower[id] = cur[k - 1]!;
            ctxOf[id] = ctx;
            ctxTypes[ctx]!++;
          }
          ctxTotal[ctx]! += x;
        }
      }
      for (let k = 1; k <= MAX_ORDER; k++) prev[k] = cur[k]!;
    }
  }
  const n = h1.length;
  const prob = new Float64Array(n);
  const alpha = new Float64Array(n).fill(1);
  for (let id = 0; id < n; id++)
    if (ctxTypes[id]! > 0) alpha[id] = ctxTypes[id]! / (ctxTotal[id]! + ctxTypes[id]!);
  // Shorter n-grams first, so each longer one can read its back-off probability.
  for (let k = 1; k <= MAX_ORDER; k++) {
    for (let id = 0; id < n; id++) {
      if (len[id] !== k || count[id] === 0) continue;
      if (k === 1) {
        prob[id] = (count[id]! + 0.5) / (unigramTotal + 0.5 * ALPHABET);
      } else {
        const ctx = ctxOf[id]!;
        prob[id] =
          (count[id]! + ctxTypes[ctx]! * prob[lower[id]!]!) / (ctxTotal[ctx]! + ctxTypes[ctx]!);
      }
    }
  }
  return { h1, h2, prob, alpha, floor: 0.5 / (unigramTotal + 0.5 * ALPHABET) };
}

function logPriorOf(lang: string, hyper: LidHyper): number {
  let p = 0;
  if ((SUPPORTED_CONTENT_LANGUAGES as readonly string[]).includes(lang)) p += hyper.supportedPrior;
  if (lang === 'en') p += hyper.englishPrior;
  return p;
}

/** Log prior per class for the given hyper-parameters. */
export function classPriors(langs: string[], hyper: LidHyper): Float64Array {
  return Float64Array.from(langs.map((l) => logPriorOf(l, hyper)));
}

/** Sparse rows (CSR) from (row, class, values...) entries added in class order. */
class RowBuilder {
  readonly index = new HashIndex(1 << 18);
  readonly h1: number[] = [];
  readonly h2: number[] = [];
  readonly row: number[] = [];
  readonly cls: number[] = [];
  readonly a: number[] = [];
  readonly b: number[] = [];

  add(k1: number, k2: number, cls: number, a: number, b = 0): void {
    const r = this.index.getOrSet(k1, k2, this.h1.length);
    if (r === this.h1.length) {
      this.h1.push(k1);
      this.h2.push(k2);
    }
    this.row.push(r);
    this.cls.push(cls);
    this.a.push(a);
    this.b.push(b);
  }

  build() {
    const rows = this.h1.length;
    const n = this.row.length;
    const start = new Uint32Array(rows + 1);
    for (const r of this.row) start[r + 1]!++;
    for (let i = 0; i < rows; i++) start[i + 1]! += start[i]!;
    const fill = start.slice(0, rows);
    const cls = new Uint8Array(n);
    const a = new Float32Array(n);
    const b = new Float32Array(n);
    for (let e = 0; e < n; e++) {
      const o = fill[this.row[e]!]!++;
      cls[o] = this.cls[e]!;
      a[o] = this.a[e]!;
      b[o] = this.b[e]!;
    }
    return { h1: Uint32Array.from(this.h1), h2: Uint32Array.from(this.h2), start, cls, a, b };
  }
}

/** Builds the model from packaged text (UDHR training split, frequency lists, SUBTLEX). */
export function trainLidModel(hyper: LidHyper = DEFAULT_HYPER): LidModelData {
  const specs = classSpecs();
  if (specs.length > 255) throw new Error('too many classes');
  const english = englishCounts(hyper.englishWords);
  const grams = new RowBuilder();
  const words = new RowBuilder();
  const floor = new Float64Array(specs.length);
  specs.forEach((spec, ci) => {
    const lex = lexicon(spec, hyper, english);
    for (const [w, p] of lex) {
      hashRange(w, 0, w.length);
      words.add(H[0]!, H[1]!, ci, p);
    }
    const cm = charModel(lex, hyper);
    floor[ci] = cm.floor;
    for (let id = 0; id < cm.h1.length; id++)
      grams.add(cm.h1[id]!, cm.h2[id]!, ci, cm.prob[id]!, cm.alpha[id]);
  });
  const g = grams.build();
  const w = words.build();
  const langs = specs.map((s) => s.lang);
  return {
    format: LID_MODEL_FORMAT,
    hyper,
    sources: corpusVersions(),
    langs,
    scripts: specs.map((s) => s.script),
    prior: classPriors(langs, hyper),
    floor,
    gramH1: g.h1,
    gramH2: g.h2,
    gramStart: g.start,
    gramClass: g.cls,
    gramProb: g.a,
    gramAlpha: g.b,
    wordH1: w.h1,
    wordH2: w.h2,
    wordStart: w.start,
    wordClass: w.cls,
    wordProb: w.a,
  };
}
