/**
 * Whether the title of a work (a book, a film) is distinctive enough to stand alone as a
 * pattern: a title that is one common word ("Beloved", "Money", "Heat") or a phrase of
 * common words ("Great Expectations", "The Time Machine") would take over queries and
 * texts that merely use the words. A title passes when, after a leading article, it has
 * a word rarely written in lower case in everyday English (SUBTLEX-US: a name or a rare
 * word), or when it is long (three words or more) so that meeting it by chance is
 * unlikely. A one-word title must also not be a common given name. Phrases of three
 * words that are still in everyday use ("In Cold Blood") are for the caller to exclude.
 */
import type { WordFrequencies } from '../../sources/subtlex.js';
import { isTakenWord, type NameTests } from './name-tests.js';

/** Below this count in lower case in SUBTLEX-US (51 million words) a word is rare. */
export const RARE_WORD_COUNT = 30;
/** A one-word title that is a name said this often ("Emma", "Rebecca") names people first. */
export const COMMON_NAME_COUNT = 300;
/** From this many words on (after a leading article), a title is met only on purpose. */
export const LONG_TITLE_WORDS = 3;

const FUNCTION_WORDS = new Set([
  ...['a', 'an', 'the', 'of', 'and', 'or', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with'],
  ...['as', 'is', 'are', 'was', 'be', 'it', 'its', 'my', 'your', 'his', 'her', 'our', 'their'],
  ...['me', 'you', 'we', 'us', 'i', 'no', 'not', 'if', 'all', 'one'],
]);

/** Lower-case words of a title; "Tiffany's" → "tiffany", "Don't" → "dont". */
export function titleWords(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

export function isDistinctiveTitle(title: string, freqs: WordFrequencies): boolean {
  const words = titleWords(title);
  if (words.length > 1 && /^(the|a|an)$/.test(words[0]!)) words.shift();
  if (words.length === 0 || words.every((w) => /^\d+$/.test(w))) return false;
  if (words.length >= LONG_TITLE_WORDS) return true;
  if (words.length === 1 && freqs.nameCount(words[0]!) >= COMMON_NAME_COUNT) return false;
  return words.some(
    (w) => !FUNCTION_WORDS.has(w) && /\p{L}/u.test(w) && freqs.wordCount(w) < RARE_WORD_COUNT,
  );
}

/**
 * Whether a title may stand alone as a pattern: distinctive, and after a leading "the" more
 * than one word or a word that names nothing else first (isTakenWord).
 */
export function titleStandsAlone(title: string, t: NameTests): boolean {
  if (!isDistinctiveTitle(title, t.freqs)) return false;
  const words = titleWords(title);
  if (words.length > 1 && words[0] === 'the') words.shift();
  return words.length > 1 || !isTakenWord(words[0]!, t);
}
