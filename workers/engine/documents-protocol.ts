/** The `classify-documents` task: a batch of posts, one text or one HTML page, classified in a worker. */
import type { DocumentExplanation } from './document-explanation.js';

export type DocumentKind = 'text' | 'social' | 'html';

export interface DocumentTaskInput {
  kind: DocumentKind;
  /** Posts (social), or one text, or one HTML page. */
  docs: string[];
  /** HTML: fewer relevant tags than this and the whole page is used. */
  minTags?: number;
  flags: boolean;
  sentiment: boolean;
  entities: boolean;
  /** Most categories per document (null: all above the score floor). */
  limit: number | null;
  /** false: a category that has no children is replaced by its parent. */
  addLastNode: boolean;
  /** 0 hybrid (rules and the topic model), 1 rules only, 2 the topic model only (default 1). */
  classificationType?: 0 | 1 | 2;
  /** Least probability of a model prediction that is shown (default 0.75). */
  mlThreshold?: number;
  /** Time budget in ms; documents not reached when it runs out get empty results. */
  budgetMs?: number;
  /** Why each document got its categories (DocumentResult.explanation). */
  explain?: boolean;
  /** The call's source_language (ISO 639-1); absent: the language model's answer per document (language-choice.ts). */
  language?: string;
}

export interface FlagRecord {
  flag_id: number;
  /** Number of terms of the flag's lists found in the post. */
  priority: number;
  listname: string[];
}

export interface EntityResult {
  /** The entity's fullest name in the document. */
  text: string;
  /** One of the 11 entity types. */
  type: string;
  /** The taxonomy category the entity is, or -1 for an entity-derived category. */
  category: number;
  /** Entity-derived categories: the UUID-style id and the group (first path element). */
  uuid?: string;
  group?: string;
}

export interface DocumentResult {
  /** Category indexes, best first, and their scores. */
  categories: number[];
  scores: number[];
  keywords: { keyword: string; score: number }[];
  flags: FlagRecord[];
  /** Named entities, one per entity (when asked for). */
  entities: EntityResult[];
  /** In [-1, 1]; null when not asked for. */
  sentiment: number | null;
  /** Characters of text classified. */
  chars: number;
  /** HTML: the page title. */
  title?: string;
  /** When `explain` was asked for. */
  explanation?: DocumentExplanation;
}

export interface DocumentTaskOutput {
  results: DocumentResult[];
  /** Documents classified before the budget ran out. */
  done: number;
}
