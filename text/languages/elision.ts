/**
 * Elided articles and prepositions of French and Italian: "l'hôtel", "d'occasion",
 * "dell'anno", "all'aperto". The tokenizer joins the two sides of an apostrophe (an
 * English rule: "don't"); read as French or Italian, the part before the apostrophe is
 * dropped when it is one of these words, so "l'hôtel" is the token "hôtel".
 */
import type { TextLanguage } from './language-codes.js';

const ELIDED: Partial<Record<TextLanguage, ReadonlySet<string>>> = {
  fr: new Set([
    'l',
    'd',
    'j',
    'm',
    'n',
    's',
    't',
    'c',
    'qu',
    'jusqu',
    'lorsqu',
    'puisqu',
    'quoiqu',
    'presqu',
  ]),
  it: new Set([
    'l',
    'd',
    'c',
    's',
    'm',
    't',
    'v',
    'un',
    'dell',
    'dall',
    'nell',
    'all',
    'sull',
    'coll',
    'pell',
    'quest',
    'quell',
    'tutt',
    'nessun',
    'bell',
    'sant',
    'buon',
    'mezz',
  ]),
};

const APOSTROPHE = /['’‘ʼ`´＇]/g;

/** `word` (lower case) without an elided article before its last apostrophe. */
export function dropElision(lang: TextLanguage, word: string): string {
  const elided = ELIDED[lang];
  if (elided === undefined) return word;
  let cut = -1;
  for (const m of word.matchAll(APOSTROPHE)) {
    if (!elided.has(word.slice(cut + 1, m.index))) break;
    cut = m.index;
  }
  return cut >= 0 && cut < word.length - 1 ? word.slice(cut + 1) : word;
}
