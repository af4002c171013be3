/**
 * The identity of an entity name, for folding mentions together: case, accents, dots,
 * apostrophes, a possessive, spacing, a leading "the" and trailing company forms do not
 * count. "The Apple Inc.'s" and "apple" have the same key; so do "U.S." and "US".
 */
import { COMPANY_FORMS } from './lexicon.js';

const MAX_KEY = 200;
const MARKS = /\p{M}+/gu;
const DROPPED = /['\u2019.\u00b7]/g;
const SEPARATORS = /[^\p{L}\p{N}&]+/gu;

export function entityKey(text: string): string {
  let s = text.normalize('NFKD').replace(MARKS, '').toLowerCase();
  s = s.replace(/['\u2019]s?$/u, '').replace(DROPPED, '').replace(/&/g, ' & ').replace(SEPARATORS, ' ').trim();
  if (s.startsWith('the ')) s = s.slice(4);
  let cut = s.lastIndexOf(' ');
  while (cut > 0 && COMPANY_FORMS.has(s.slice(cut + 1))) {
    s = s.slice(0, cut).trimEnd();
    cut = s.lastIndexOf(' ');
  }
  return s.length > MAX_KEY ? s.slice(0, MAX_KEY) : s;
}
