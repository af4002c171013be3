/** One scored (match, category) candidate of RuleEngine.explain, with the weighed parts of its score. */
export interface CandidateTrace {
  category: number;
  score: number;
  match: string;
  /** Char offset of the match in the text. */
  start: number;
  head: number;
  prior: number;
  context: number;
  cue: number;
  agree: number;
  subsumed: boolean;
  /** A match of one stray token (a number, one or two letters) that nothing else supports: never the answer. */
  stray: boolean;
  /** Cosine of the context's word vectors to the sense, when the vector step weighed it (sense-vectors.ts). */
  similarity?: number;
}
