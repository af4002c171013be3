/**
 * The document model that buildDocument (tree.ts) makes and the extractor (extract.ts)
 * reads: blocks in typed-array columns, events in document order, document facts (the
 * module comment of tree.ts describes them).
 */

/** Block flags. */
export const F_SEM_BOILER = 1; // nav, aside, footer, form, menu, page-level header, boilerplate roles
export const F_CLASS_NEG = 2; // class/id (or custom element name) looks like boilerplate
export const F_CLASS_POS = 4; // class/id looks like content
export const F_STRONG_POS = 8; // main, role=main, itemprop=articleBody, article (not negative)

/** Event codes besides block ids (≥ 0) and strings. */
export const EV_BR = -1;
export const evClose = (id: number) => -2 - id;

export interface DocModel {
  /** Number of blocks; block 0 is the document root. */
  n: number;
  tag: string[];
  parent: Int32Array;
  ownText: Int32Array;
  ownLink: Int32Array;
  ownTags: Int32Array;
  commas: Int32Array;
  hint: Int32Array;
  flags: Int32Array;
  evStart: Int32Array;
  evEnd: Int32Array;
  events: (string | number)[];
  title: string;
  ogTitle: string;
  description: string;
  ogDescription: string;
  /** h1–h3 texts with the heading's block id (the extractor drops those in boilerplate). */
  headings: { text: string; tag: string; block: number }[];
}
