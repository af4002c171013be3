import { stem } from './stem.js';
import { STOP } from './stop-words.js';

const NON_WORD = /[^\p{L}\p{M}\p{N}'’]+/u;
const CONTRACTION = /(?:n't|'re|'ve|'ll|'m|'d)$/;
const NUMERIC = /^\p{N}+$/u;

export interface Tokens {
  words: number;
  terms: string[];
}

/** Words (letters, marks, digits, inner apostrophes) of a sentence, and its content terms. */
export function tokenize(sentence: string): Tokens {
  const terms: string[] = [];
  let words = 0;
  for (let t of sentence.toLowerCase().split(NON_WORD)) {
    if (t.length === 0) continue;
    if (t.includes('’')) t = t.replace(/’/g, "'");
    if (t.charCodeAt(0) === 39 || t.charCodeAt(t.length - 1) === 39) t = t.replace(/^'+|'+$/g, '');
    if (t.length === 0) continue;
    words++;
    if (t.endsWith("'s")) t = t.slice(0, -2);
    if (t.length < 2 || STOP.has(t) || CONTRACTION.test(t)) continue;
    const c0 = t.charCodeAt(0);
    if (((c0 >= 48 && c0 <= 57) || c0 > 127) && NUMERIC.test(t)) continue;
    terms.push(stem(t));
  }
  return { words, terms };
}
