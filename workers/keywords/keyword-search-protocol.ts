/** The `keyword-search` and `categories-search` tasks (workers/keywords/). The route validates; the worker trusts. */

/** Operators of keyword-search filters (API.md, decisions). */
export const OP = { eq: 0, ne: 1, lt: 2, le: 3, gt: 4, ge: 5, or: 10, and: 11 } as const;

export type KeywordFilter =
  | { filter: 1 | 2 | 5; value: number; operator: number; invert?: boolean }
  | { filter: 3; value: number[]; invert?: boolean }
  | { filter: 6; value: number[]; operator?: number; invert?: boolean }
  | { filter: 7; value: string[]; invert?: boolean }
  | { filter: 8; value: string[]; invert?: boolean };

export interface KeywordSearchInput {
  type: 0 | 1;
  /** Type 0: category index ranges [lo, hi) (a whole branch, or one node). */
  ranges?: Array<[number, number]>;
  /** Type 1: the query words. */
  words?: string;
  filters: KeywordFilter[];
  limit: number;
}

export interface KeywordSearchOutput {
  /** Keyword ids (uint32, little-endian), highest volume first, at most `limit`. */
  ids: Uint8Array;
  /** Keywords that passed the filters, before the limit. */
  matched: number;
}

export interface CategoriesSearchInput {
  keyword: string;
  limit: number;
  /** Category index ranges [lo, hi); empty: everywhere. */
  ranges: Array<[number, number]>;
}

export interface CategoriesSearchOutput {
  /** Category indexes, most matched volume first. */
  categories: number[];
  /** Share of the matched volume of each. */
  confidence: number[];
}
