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
  let s = asciiKey(text) ?? unicodeKey(text);
  if (s.startsWith('the ')) s = s.slice(4);
  let cut = s.lastIndexOf(' ');
  while (cut > 0 && COMPANY_FORMS.has(s.slice(cut + 1))) {
    s = s.slice(0, cut).trimEnd();
    cut = s.lastIndexOf(' ');
  }
  return s.length > MAX_KEY ? s.slice(0, MAX_KEY) : s;
}

function unicodeKey(text: string): string {
  const s = text.normalize('NFKD').replace(MARKS, '').toLowerCase();
  return s
    .replace(/['\u2019]s?$/u, '')
    .replace(DROPPED, '')
    .replace(/&/g, ' & ')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** The same as unicodeKey for printable ASCII, in one pass (most names); null otherwise. */
function asciiKey(text: string): string | null {
  let end = text.length;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return null;
  }
  // A final possessive or apostrophe.
  if (end >= 2 && text.charCodeAt(end - 2) === 0x27 && (text.charCodeAt(end - 1) | 0x20) === 0x73)
    end -= 2;
  else if (end >= 1 && text.charCodeAt(end - 1) === 0x27) end -= 1;
  let out = '';
  let space = false;
  for (let i = 0; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c === 0x27 || c === 0x2e) continue; // apostrophes and dots are dropped
    const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
    if (alnum) {
      if (space && out.length > 0) out += ' ';
      space = false;
      if (c <= 0x5a && c >= 0x41) c += 0x20;
      out += String.fromCharCode(c);
    } else if (c === 0x26) {
      if (out.length > 0) out += ' ';
      out += '&';
      space = true;
    } else space = true;
  }
  return out;
}
