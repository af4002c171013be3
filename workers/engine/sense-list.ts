/**
 * Every scored sense of every topical match of one text, as the rule engine saw them
 * (RuleEngine.senses): what document scoring needs to choose senses with the whole
 * document's evidence instead of one sentence's. Reused between texts; grows as needed.
 *
 * Matches are those not inside a longer match; each has its char and token span, its
 * head score (length, weak-word and commonness adjustments) and whether it has a
 * content word that is not an aspect word. Its senses are [senseStart, senseEnd).
 */
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
  openMatch(start: number, end: number, tokenStart: number, tokenEnd: number, head: number, strong: boolean): void {
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
    const i32 = (a: Int32Array) => { const b = new Int32Array(c); b.set(a); return b; };
    this.start = i32(this.start);
    this.end = i32(this.end);
    this.tokenStart = i32(this.tokenStart);
    this.tokenEnd = i32(this.tokenEnd);
    this.senseStart = i32(this.senseStart);
    this.senseEnd = i32(this.senseEnd);
    const h = new Float64Array(c); h.set(this.head); this.head = h;
    const s = new Uint8Array(c); s.set(this.strong); this.strong = s;
  }

  private growSenses(): void {
    const c = this.category.length * 2;
    const cat = new Int32Array(c); cat.set(this.category); this.category = cat;
    const sc = new Float64Array(c); sc.set(this.score); this.score = sc;
    const v = new Uint8Array(c); v.set(this.vertical); this.vertical = v;
  }
}
