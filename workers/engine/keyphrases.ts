/**
 * Scored keywords of a document: its high-value phrases.
 *
 * Candidates, per segment, from the rule engine's tokens of that segment:
 *  - category phrases: every topical match of the taxonomy (may contain function words:
 *    "lord of the rings");
 *  - other noun-phrase-like chunks: runs of up to MAX_WORDS content tokens between
 *    function words, words mostly used as verbs or adjectives, symbols and punctuation.
 * A candidate occurrence is worth segment weight × the sum of its words' information;
 * a word's information falls with how common it is in speech (SUBTLEX commonness byte,
 * 36 per decade: "thing" is worth little, "glaucoma" much; a word the lexicon does not
 * know, mostly names, counts as rare), and aspect words ("price", "review") count half.
 * Category phrases count CATEGORY_BONUS times. Occurrences of one phrase add up;
 * inflections are one phrase (tokens compare by their normalized, stemmed form). The
 * surface shown is the first occurrence, lower-cased.
 * Scores are each phrase's share of the total over all candidates.
 */
import { grownCopy } from '../typed-arrays.js';
import { CLASS_MODIFIER, CLASS_PREDICATE, CLASS_STOP } from '../../native-index/rules-format.js';
import type { EngineTokens } from './engine-tokens.js';
import type { SenseList } from './sense-list.js';

const MAX_WORDS = 4;
const CATEGORY_BONUS = 1.5;
/** Commonness at and below which a word counts fully; each decade above loses a share. */
const RARE_UP_TO = 72;
const INFO_FLOOR = 0.05;
const UNKNOWN_INFO = 0.9;
/** Candidates kept per document while collecting (the rest are dropped by score at the end). */
const MAX_CANDIDATES = 20_000;

/** The phrase as shown: lower-cased, every run of white space one space. */
function surfaceOf(text: string, start: number, end: number): string {
  const s = text.slice(start, end).toLowerCase();
  return hasSpaceToFold(s) ? s.replace(/\s+/g, ' ') : s;
}

/** Whether the string has white space other than single ASCII spaces (conservative beyond ASCII). */
function hasSpaceToFold(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (i + 1 < s.length && s.charCodeAt(i + 1) <= 32) return true;
    } else if (c < 32 || c === 0xa0 || c >= 0x1680) return true;
  }
  return false;
}

/**
 * Collects one document's candidates. Storage is parallel arrays and an open-addressing
 * table of phrase keys, reused from document to document: collecting allocates nothing
 * but a candidate's surface, made only when it is shown or compared.
 */
export class KeyphraseCollector {
  private total = 0;
  /** Per token of the segment: information, and whether it breaks a chunk (reused, grown as needed). */
  private info = new Float64Array(64);
  private breaker = new Uint8Array(64);
  // Candidates.
  private count = 0;
  private keyHi = new Uint32Array(64);
  private keyLo = new Uint32Array(64);
  private score = new Float64Array(64);
  private category = new Uint8Array(64);
  private start = new Int32Array(64);
  private end = new Int32Array(64);
  private slot = new Int32Array(64);
  private readonly text: string[] = [];
  private readonly surfaces: (string | undefined)[] = [];
  /** Key table: candidate + 1 per slot, 0 empty. */
  private table = new Int32Array(256);
  /** The best candidates while choosing the top (reused). */
  private readonly best: number[] = [];
  // The segment being added (addSegment), read by phrase.
  private segText = '';
  private segTokens: EngineTokens | null = null;
  private segWeight = 0;

  /** Forgets the candidates (the collector is reused from document to document). */
  clear(): void {
    for (let i = 0; i < this.count; i++) {
      this.table[this.slot[i]!] = 0;
      // Holding a window's text would keep the whole document it was cut from.
      this.text[i] = '';
      this.surfaces[i] = undefined;
    }
    this.count = 0;
    this.total = 0;
  }

  /** Adds the candidates of one segment (tokens and matches as the engine left them for `text`). */
  addSegment(text: string, tokens: EngineTokens, senses: SenseList, weight: number): void {
    const T = tokens.count;
    if (T === 0 || weight <= 0) return;
    if (this.info.length < T) {
      this.info = new Float64Array(2 * T);
      this.breaker = new Uint8Array(2 * T);
    }
    const info = this.info;
    const breaker = this.breaker;
    for (let t = 0; t < T; t++) {
      const cls = tokens.cls[t]!;
      const c = tokens.commonness(t);
      let v = c < 0 ? UNKNOWN_INFO : 1 - Math.max(0, c - RARE_UP_TO) / 150;
      if (v < INFO_FLOOR) v = INFO_FLOOR;
      if (cls & CLASS_MODIFIER) v *= 0.5;
      if (cls & CLASS_PREDICATE) v *= 0.3;
      info[t] = cls & CLASS_STOP ? 0 : v;
      breaker[t] =
        (cls & (CLASS_STOP | CLASS_PREDICATE)) !== 0 ||
        !hasLetterOrDigit(text, tokens.start[t]!, tokens.end[t]!)
          ? 1
          : 0;
    }
    this.segText = text;
    this.segTokens = tokens;
    this.segWeight = weight;
    // Category phrases: matches with a sense (a stray token's match, "15", has none).
    for (let m = 0; m < senses.matches; m++) {
      if (senses.strong[m] === 1 && senses.senseEnd[m]! > senses.senseStart[m]!)
        this.phrase(senses.tokenStart[m]!, senses.tokenEnd[m]!, true);
    }
    let runStart = -1;
    for (let t = 0; t <= T; t++) {
      const breaks =
        t === T ||
        breaker[t] === 1 ||
        (t > 0 && runStart >= 0 && !onlySpaceBetween(text, tokens.end[t - 1]!, tokens.start[t]!)) ||
        (runStart >= 0 && t - runStart >= MAX_WORDS);
      if (breaks && runStart >= 0) {
        this.phrase(runStart, t, false);
        runStart = -1;
      }
      if (t < T && breaker[t] === 0 && runStart < 0) runStart = t;
    }
    this.segTokens = null;
    this.segText = '';
  }

  /** One occurrence of the tokens [ts, te) of the segment as a candidate. */
  private phrase(ts: number, te: number, category: boolean): void {
    const tokens = this.segTokens!;
    const info = this.info;
    let s = 0;
    for (let t = ts; t < te; t++) s += info[t]!;
    if (s <= 0) return;
    // Key: the phrase's normalized tokens, mixed into 53 bits (inflections are one phrase).
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let t = ts; t < te; t++) {
      const h = tokens.hash[t]!;
      a = Math.imul(a ^ h, 0x85ebca6b) >>> 0;
      b = Math.imul(b ^ h, 0xc2b2ae35) >>> 0;
    }
    this.add(
      a,
      b & 0x1fffff,
      tokens.start[ts]!,
      tokens.end[te - 1]!,
      this.segWeight * s * (category ? CATEGORY_BONUS : 1),
      category,
    );
  }

  private add(
    hi: number,
    lo: number,
    start: number,
    end: number,
    score: number,
    category: boolean,
  ): void {
    let mask = this.table.length - 1;
    let k = keySlot(hi, lo, mask);
    let c = -1;
    for (let e = this.table[k]!; e !== 0; k = (k + 1) & mask, e = this.table[k]!) {
      if (this.keyHi[e - 1] === hi && this.keyLo[e - 1] === lo) {
        c = e - 1;
        break;
      }
    }
    if (c < 0) {
      if (this.count >= MAX_CANDIDATES) return;
      const text = this.segText;
      if (!worthShowing(text, start, end)) return;
      if (2 * (this.count + 1) > this.table.length) {
        this.grow();
        mask = this.table.length - 1;
        k = keySlot(hi, lo, mask);
        while (this.table[k] !== 0) k = (k + 1) & mask;
      }
      c = this.count++;
      if (c === this.score.length) this.growCandidates();
      this.keyHi[c] = hi;
      this.keyLo[c] = lo;
      this.score[c] = 0;
      this.category[c] = category ? 1 : 0;
      this.start[c] = start;
      this.end[c] = end;
      this.text[c] = text;
      this.surfaces[c] = undefined;
      this.slot[c] = k;
      this.table[k] = c + 1;
    }
    // A chunk that is also a category phrase scores once, as the category phrase.
    if (category && this.category[c] === 0) {
      this.category[c] = 1;
      this.score[c]! *= CATEGORY_BONUS;
    } else if (!category && this.category[c] === 1) {
      return;
    }
    this.score[c]! += score;
    this.total += score;
  }

  private surface(c: number): string {
    return (this.surfaces[c] ??= surfaceOf(this.text[c]!, this.start[c]!, this.end[c]!));
  }

  /** Whether candidate x ranks before y: higher score, then surface in code-unit order. */
  private before(x: number, y: number): boolean {
    const sx = this.score[x]!;
    const sy = this.score[y]!;
    if (sx !== sy) return sx > sy;
    return this.surface(x) < this.surface(y);
  }

  /** The best `n` phrases, best first, each with its share of all candidates' score; one per surface. */
  top(n: number): { keyword: string; score: number }[] {
    if (this.total <= 0 || n <= 0) return [];
    // The best n distinct surfaces, kept sorted. A candidate that misses them can never
    // come back: n candidates with other surfaces all rank before it.
    const best = this.best;
    best.length = 0;
    for (let c = 0; c < this.count; c++) {
      if (best.length === n && !this.before(c, best[n - 1]!)) continue;
      const surface = this.surface(c);
      let same = -1;
      for (let i = 0; i < best.length; i++) if (this.surfaces[best[i]!] === surface) same = i;
      // Insertion from the end (or from the place of the same surface's worse candidate).
      let at = best.length;
      if (same >= 0) {
        if (!this.before(c, best[same]!)) continue;
        at = same;
      } else if (at < n) {
        best.push(c);
      } else {
        at = n - 1;
      }
      while (at > 0 && this.before(c, best[at - 1]!)) {
        best[at] = best[at - 1]!;
        at--;
      }
      best[at] = c;
    }
    return best.map((c) => ({
      keyword: this.surface(c),
      score: round(this.score[c]! / this.total),
    }));
  }

  private grow(): void {
    const table = new Int32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let c = 0; c < this.count; c++) {
      let k = keySlot(this.keyHi[c]!, this.keyLo[c]!, mask);
      while (table[k] !== 0) k = (k + 1) & mask;
      table[k] = c + 1;
      this.slot[c] = k;
    }
    this.table = table;
  }

  private growCandidates(): void {
    const n = this.score.length * 2;
    this.keyHi = grownCopy(this.keyHi, n);
    this.keyLo = grownCopy(this.keyLo, n);
    this.score = grownCopy(this.score, n);
    this.category = grownCopy(this.category, n);
    this.start = grownCopy(this.start, n);
    this.end = grownCopy(this.end, n);
    this.slot = grownCopy(this.slot, n);
  }
}

/** First slot of a phrase key (hi, lo) in a key table of mask + 1 slots. */
const keySlot = (hi: number, lo: number, mask: number): number =>
  (Math.imul(hi ^ Math.imul(lo, 0x9e3779b1), 0x85ebca6b) >>> 0) & mask;

function hasLetterOrDigit(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (
      (c >= 48 && c <= 57) ||
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      (c >= 0xc0 && c < 0xd800) ||
      c > 0xdfff
    )
      return true;
  }
  return false;
}

function onlySpaceBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const ch = text.charCodeAt(i);
    if (ch !== 32 && ch !== 9 && ch !== 10 && ch !== 13 && ch !== 0xa0 && ch !== 45) return false; // hyphen joins
  }
  return true;
}

/** Whether the phrase's surface is 3-80 characters with two letters in a row (numbers, codes and symbols alone are no keyword). */
function worthShowing(text: string, start: number, end: number): boolean {
  // ASCII spans are checked in place; lower-casing keeps their length and letters.
  let length = 0;
  let letters = 0;
  let twoLetters = false;
  let space = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return worthShowingSurface(surfaceOf(text, start, end));
    const isSpace = c === 32 || (c >= 9 && c <= 13);
    if (!(isSpace && space)) length++;
    space = isSpace;
    letters = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? letters + 1 : 0;
    if (letters >= 2) twoLetters = true;
  }
  return length >= 3 && length <= 80 && twoLetters;
}

function worthShowingSurface(surface: string): boolean {
  return surface.length >= 3 && surface.length <= 80 && /\p{L}{2}/u.test(surface);
}

const round = (x: number) => Math.round(x * 10000) / 10000;
