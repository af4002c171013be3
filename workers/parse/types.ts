/**
 * Output shapes of the parse engine: `econtext.nlp.doc` of POST /v2/nlp/parse (API.md).
 * Offsets are UTF-16 code-unit offsets into the original text, end exclusive, so
 * `text.slice(start, end)` gives back exactly what the token/sentence/entity covers.
 */

export interface ParsedToken {
  text: string;
  lemma: string;
  /** Position of the token in the whole document (0-based, across sentences). */
  index: number;
  char_offset: [number, number];
  part_of_speech: {
    /** Penn Treebank tag (OntoNotes 5 variant: HYPH, NFP, ADD, XX included). */
    tag: string;
    /** Human description of the tag. */
    detail: string;
  };
  dependency_parse: {
    /** Document-level index of the head token; the sentence root points to itself. */
    head_index: number;
    /** ClearNLP / spaCy English label (nsubj, dobj, prep, pobj, ..., ROOT). */
    label: string;
  };
}

export interface ParsedSentence {
  index: number;
  char_offset: [number, number];
  tokens: ParsedToken[];
}

export type EntityLabel =
  | 'PERSON'
  | 'NORP'
  | 'FAC'
  | 'ORG'
  | 'GPE'
  | 'LOC'
  | 'PRODUCT'
  | 'EVENT'
  | 'WORK_OF_ART'
  | 'LAW'
  | 'LANGUAGE';

export interface ParsedEntity {
  text: string;
  label: EntityLabel;
  /** Document token indexes [first, last + 1): end exclusive, like char_offset. */
  token_offset: [number, number];
  char_offset: [number, number];
}

export interface ParsedDoc {
  sentences: ParsedSentence[];
  entities: ParsedEntity[];
  /** In [-1, 1]; from `opts.sentiment` over the whole text, else 0. */
  sentiment: number;
}

export interface ParseOptions {
  /** Sentiment scorer applied to the whole (parsed) text; its result is clamped to [-1, 1]. */
  sentiment?: (sentence: string) => number;
}
