/**
 * A light Arabic stemmer after Larkey, Ballesteros and Connell's "light10" (2002): the
 * port of Snowball's Arabic stemmer in `snowball-stemmers` strips a leading "ف" from
 * stems that start with it ("فندق", hotel, became "ندق") and leaves "والكتاب" whole, so
 * Arabic uses these rules instead:
 *  - normalize: diacritics and tatweel out; "أ إ آ" -> "ا"; "ى" -> "ي"; final "ة" -> "ه";
 *  - the conjunction "و" goes when at least three letters stay;
 *  - one definite article ("وال بال كال فال لل ال") goes when at least two letters stay;
 *  - suffixes, each at most once, in order, when at least two letters stay:
 *    "ها ان ات ون ين يه يه ه ي" (a final "ة" is "ه" by now).
 */
const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

export function arabicLightStem(word: string): string {
  let w = word
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة$/, 'ه');
  if (w.startsWith('و') && w.length - 1 >= 3) w = w.slice(1);
  for (const a of ARTICLES) {
    if (w.startsWith(a) && w.length - a.length >= 2) {
      w = w.slice(a.length);
      break;
    }
  }
  for (const s of SUFFIXES) {
    if (w.length - s.length >= 2 && w.endsWith(s)) w = w.slice(0, -s.length);
  }
  return w;
}
