/**
 * The rule engine's evidence tokens by hash (rule-engine.ts, step 5 of classify): open
 * addressing, entries of older texts told apart by generation, so that "does this word
 * occur outside the match" costs one probe instead of a pass over the text.
 *
 * No allocation per text: the tables are reused.
 */

/** Slots of the evidence-token table - 1 (at least twice MAX_EVIDENCE_TOKENS of rule-engine.ts). */
const TOKEN_SET_MASK = 127;

export class EvidenceTokenSet {
  private readonly tokSetKey = new Uint32Array(TOKEN_SET_MASK + 1);
  private readonly tokSetMin = new Int32Array(TOKEN_SET_MASK + 1);
  private readonly tokSetMax = new Int32Array(TOKEN_SET_MASK + 1);
  private readonly tokSetUsed = new Uint32Array(TOKEN_SET_MASK + 1);
  private tokSetGen = 0;
  /**
   * 256-bit signature of the evidence tokens (bit h & 255 of each hash): an evidence
   * word is looked up in the token set only when its bit is set. The evidence lists'
   * own 32-bit signature (bits h & 31) lets through most lists of a sentence.
   */
  readonly tokSig = new Int32Array(8);

  /**
   * Indexes the first `n` tokens (hashes `th`) by hash (first and last position of each), so that
   * "does this word occur outside the match" costs one probe instead of a pass over the
   * text (context lists are checked per sense; sentences have dozens of senses).
   */
  indexTokens(th: Uint32Array, n: number): void {
    const gen = ++this.tokSetGen;
    const sig = this.tokSig.fill(0);
    for (let t = 0; t < n; t++) {
      const h = th[t]!;
      sig[(h >>> 5) & 7]! |= 1 << (h & 31);
      let s = h & TOKEN_SET_MASK;
      for (;;) {
        if (this.tokSetUsed[s] !== gen) {
          this.tokSetUsed[s] = gen;
          this.tokSetKey[s] = h;
          this.tokSetMin[s] = t;
          this.tokSetMax[s] = t;
          break;
        }
        if (this.tokSetKey[s] === h) {
          this.tokSetMax[s] = t;
          break;
        }
        s = (s + 1) & TOKEN_SET_MASK;
      }
    }
  }

  /** True when a token outside [ts, te) among the indexed ones has hash `h`. */
  hasOtherToken(h: number, ts: number, te: number): boolean {
    const gen = this.tokSetGen;
    let s = h & TOKEN_SET_MASK;
    for (;;) {
      if (this.tokSetUsed[s] !== gen) return false;
      if (this.tokSetKey[s] === h) return this.tokSetMin[s]! < ts || this.tokSetMax[s]! >= te;
      s = (s + 1) & TOKEN_SET_MASK;
    }
  }
}
