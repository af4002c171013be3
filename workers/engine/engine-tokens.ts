/** The tokens of the text the engine read last (RuleEngine.tokens). */
export interface EngineTokens {
  count: number;
  /** Char spans. */
  start: Int32Array;
  end: Int32Array;
  /** CLASS_* bits. */
  cls: Uint8Array;
  /** Normalized (case-folded, stemmed) token hashes. */
  hash: Uint32Array;
  /** Spoken commonness byte (36 per decade), -1 for a word the token table does not know. */
  commonness(t: number): number;
}
