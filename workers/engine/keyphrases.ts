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
import { CLASS_MODIFIER, CLASS_PREDICATE, CLASS_STOP } from './rules-format.js';
import type { EngineTokens } from './rule-engine.js';
import type { SenseList } from './sense-list.js';

const MAX_WORDS = 4;
const CATEGORY_BONUS = 1.5;
/** Commonness at and below which a word counts fully; each decade above loses a share. */
const RARE_UP_TO = 72;
const INFO_FLOOR = 0.05;
const UNKNOWN_INFO = 0.9;
/** Candidates kept per document while collecting (the rest are dropped by score at the end). */
const MAX_CANDIDATES = 20_000;


/** A phrase; its surface (first occurrence, lower-cased) is made only when it is shown or compared. */
class Candidate {
  private shown: string | undefined;
  score = 0;
  constructor(private readonly text: string, private readonly start: number, private readonly end: number, public category: boolean) {}

  get surface(): string {
    return (this.shown ??= surfaceOf(this.text, this.start, this.end));
  }
}

const surfaceOf = (text: string, start: number, end: number): string => text.slice(start, end).toLowerCase().replace(/\s+/g, ' ');

export class KeyphraseCollector {
  private readonly byKey = new Map<number, Candidate>();
  private total = 0;
  /** Per token of the segment: information, and whether it breaks a chunk (reused, grown as needed). */
  private info = new Float64Array(64);
  private breaker = new Uint8Array(64);

  /** Forgets the candidates (the collector is reused from document to document). */
  clear(): void {
    this.byKey.clear();
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
      breaker[t] = (cls & (CLASS_STOP | CLASS_PREDICATE)) !== 0 || !hasLetterOrDigit(text, tokens.start[t]!, tokens.end[t]!) ? 1 : 0;
    }
    const phrase = (ts: number, te: number, category: boolean): void => {
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
      this.add(a * 2097152 + (b & 0x1fffff), text, tokens.start[ts]!, tokens.end[te - 1]!, weight * s * (category ? CATEGORY_BONUS : 1), category);
    };
    for (let m = 0; m < senses.matches; m++) {
      if (senses.strong[m] === 1) phrase(senses.tokenStart[m]!, senses.tokenEnd[m]!, true);
    }
    let runStart = -1;
    for (let t = 0; t <= T; t++) {
      const breaks =
        t === T ||
        breaker[t] === 1 ||
        (t > 0 && runStart >= 0 && !onlySpaceBetween(text, tokens.end[t - 1]!, tokens.start[t]!)) ||
        (runStart >= 0 && t - runStart >= MAX_WORDS);
      if (breaks && runStart >= 0) {
        phrase(runStart, t, false);
        runStart = -1;
      }
      if (t < T && breaker[t] === 0 && runStart < 0) runStart = t;
    }
  }

  private add(key: number, text: string, start: number, end: number, score: number, category: boolean): void {
    let c = this.byKey.get(key);
    if (!c) {
      if (this.byKey.size >= MAX_CANDIDATES) return;
      if (!worthShowing(text, start, end)) return;
      c = new Candidate(text, start, end, category);
      this.byKey.set(key, c);
    }
    // A chunk that is also a category phrase scores once, as the category phrase.
    if (category && !c.category) {
      c.category = true;
      c.score *= CATEGORY_BONUS;
    } else if (!category && c.category) {
      return;
    }
    c.score += score;
    this.total += score;
  }

  /** The best `n` phrases, best first, each with its share of all candidates' score. */
  top(n: number): { keyword: string; score: number }[] {
    if (this.total <= 0) return [];
    const all = [...this.byKey.values()].sort((a, b) => b.score - a.score || (a.surface < b.surface ? -1 : 1));
    const out: { keyword: string; score: number }[] = [];
    const seen = new Set<string>();
    for (const c of all) {
      if (out.length >= n) break;
      if (seen.has(c.surface)) continue;
      seen.add(c.surface);
      out.push({ keyword: c.surface, score: round(c.score / this.total) });
    }
    return out;
  }
}

function hasLetterOrDigit(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c < 0xd800) || c > 0xdfff) return true;
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
