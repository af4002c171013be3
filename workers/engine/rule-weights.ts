/** Scoring weights of the rule engine (rule-engine.ts: see its module comment); set on test/eval/keywords.tsv. */
export const WEIGHTS = {
  /** Per token of a match beyond the first. */
  length: 1.4,
  /** A match that covers every content token of the keyword. */
  whole: 0.4,
  /** Times ln(share of the sense's prior among the match's senses), floored at PRIOR_FLOOR. */
  prior: 0.5,
  /**
   * A place or brand sense of a one-word match that also has a common-noun sense
   * ("casino"): `entity`, plus `proper` times the share of the word's spoken uses that
   * are in lower case.
   */
  entity: 1.0,
  proper: 1.5,
  /** Per level of depth in the tree (up to DEPTH_CAP). */
  depth: 0.08,
  /** The match ends at the last content word (the head noun of an English compound). */
  last: 0.3,
  /**
   * A keyword's match after its first "for" or "about" that follows a content word:
   * whom or what the head is for ("best pillows for neck pain", "books about feelings").
   */
  purpose: 4,
  /** Per context word of the sense present in the keyword (at most 3 count). */
  context: 1.6,
  /** Per negative word of the sense present in the keyword. */
  negative: 2.0,
  /** Times the summed cue weight (0..1 per word) of the other words for the sense's vertical. */
  cue: 2.0,
  /** Cap of the cue evidence (in cue units). */
  cueCap: 2.0,
  /** A purchase word in the keyword and a commercial sense. */
  purchase: 1.0,
  /** Per other match with a sense in the same vertical. */
  agree: 0.5,
  /** Single function word as the head. */
  stop: 8,
  /** Aspect/intent word as the head. */
  modifier: 2.6,
  /** Per decade of spoken frequency above COMMON_FROM, for one-token matches. */
  common: 0.5,
  /**
   * A named sense (an entity) of another phrase within this much of the best, in its
   * vertical, is the answer instead ("venmo fees": Venmo, not a fee); set on the topical
   * queries' topic paths (BENCHMARKS.md).
   */
  named: 0.5,
  /**
   * Keywords: a place's name loses this much, in all its senses, beside another match whose
   * likeliest sense is a travel topic or brand, aspect word or not, or after "in" or
   * "near" that follows a content word: the place says where the trip goes, or where the
   * thing is ("rome tours", "airbnb in san diego", "best pizza in chicago").
   */
  trip: 2.5,
} as const;
