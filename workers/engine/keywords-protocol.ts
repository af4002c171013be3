import type { KeywordExplanation } from './keyword-explanation.js';

/** The `classify-keywords` task: one batch of keywords, classified by the rule engine in a worker. */
export interface KeywordTaskInput {
  keywords: string[];
  /** Return content flags per keyword. */
  flags: boolean;
  /** Category indexes; a category outside all of their subtrees is never chosen. Empty: no restriction. */
  branches: number[];
  /** false: a matched category that has no children is replaced by its parent. */
  addLastNode: boolean;
  /** 0 hybrid: the rules, and the topic model where no rule matched; 1 rules only; 2 the model only (default 1). */
  classificationType?: 0 | 1 | 2;
  /** Least probability of a model prediction that is used (default 0.75). */
  mlThreshold?: number;
  /** Time budget in ms; keywords not reached when it runs out are left unclassified. */
  budgetMs?: number;
  /** Also say why each keyword got its category (explanations). */
  explain?: boolean;
  /** The call's source_language (ISO 639-1); absent: the language model's answer per keyword (language-choice.ts). */
  language?: string;
}

export interface KeywordTaskOutput {
  /** Per keyword: the chosen category index, or -1 when no rule matched (never a guess). */
  categories: number[];
  /** Per keyword: flag ids (a flag may repeat), when flags were asked for; else empty arrays. */
  flags: number[][];
  /** Keywords classified before the budget ran out (keywords.length when it did not). */
  done: number;
  /** Per keyword, when `explain` was asked for (null for a keyword not reached or not a string). */
  explanations?: Array<KeywordExplanation | null>;
}
