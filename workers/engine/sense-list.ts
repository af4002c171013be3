/**
 * Every scored sense of every topical match of one text, as the rule engine saw them
 * (RuleEngine.senses): what document scoring needs to choose senses with the whole
 * document's evidence instead of one sentence's. Reused between texts; grows as needed.
 *
 * Matches are those not inside a longer match; each has its char and token span, its
 * head score (length, weak-word and commonness adjustments) and whether it has a
 * content word that is not an aspect word. Its senses are [senseStart, senseEnd).
 */
import { grownCopy } from '../typed-arrays.js';

export class SenseList {
  matches = 0;
  senses = 0;
  start = new Int32Array(16);
  end = new Int32Array(16);
  tokenStart = new Int32Array(16);
  tokenEnd = new Int32Array(16);
  head = new Float64Array(16);
  strong = new Uint8Array(16);
  senseStart = new Int32Array(16);
  senseEnd = new Int32Array(16);
  category = new Int32Array(64);
  score = new Float64Array(64);
  vertical = new Uint8Array(64);

  clear(): void {
    this.matches = 0;
    this.senses = 0;
  }

  /** Opens a match; its senses are the ones added until the next openMatch. */
  openMatch(
    start: number,
    end: number,
    tokenStart: number,
    tokenEnd: number,
    head: number,
    strong: boolean,
  ): void {
    const m = this.matches;
    if (m === this.start.length) this.growMatches();
    this.start[m] = start;
    this.end[m] = end;
    this.tokenStart[m] = tokenStart;
    this.tokenEnd[m] = tokenEnd;
    this.head[m] = head;
    this.strong[m] = strong ? 1 : 0;
    this.senseStart[m] = this.senses;
    this.senseEnd[m] = this.senses;
    this.matches = m + 1;
  }

  addSense(category: number, score: number, vertical: number): void {
    const k = this.senses;
    if (k === this.category.length) this.growSenses();
    this.category[k] = category;
    this.score[k] = score;
    this.vertical[k] = vertical;
    this.senses = k + 1;
    this.senseEnd[this.matches - 1] = k + 1;
  }

  private growMatches(): void {
    const c = this.start.length * 2;
    this.start = grownCopy(this.start, c);
    this.end = grownCopy(this.end, c);
    this.tokenStart = grownCopy(this.tokenStart, c);
    this.tokenEnd = grownCopy(this.tokenEnd, c);
    this.senseStart = grownCopy(this.senseStart, c);
    this.senseEnd = grownCopy(this.senseEnd, c);
    this.head = grownCopy(this.head, c);
    this.strong = grownCopy(this.strong, c);
  }

  private growSenses(): void {
    const c = this.category.length * 2;
    this.category = grownCopy(this.category, c);
    this.score = grownCopy(this.score, c);
    this.vertical = grownCopy(this.vertical, c);
  }
}
