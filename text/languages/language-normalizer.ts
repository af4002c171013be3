/**
 * How a word of one of the eight languages becomes its key, the same at build time (the
 * language's patterns) and at query time (text read as that language):
 *  1. lower case, by the language's rules (Turkish: "I" -> "ı", "İ" -> "i"), in NFC;
 *  2. letters the stemmer does not expect go: Russian "ё" -> "е", Arabic tatweel; the
 *     Portuguese plurals the Snowball stemmer does not bring to their singular's stem
 *     are made singular first ("viagens" -> "viagem", "hotéis" -> "hotel", "faróis" -> "farol");
 *     German umlauts typed as "ae", "oe", "ue" become umlauts ("Mueller" -> "Müller",
 *     "gruesse" -> "grüße"; not "ue" after "q": "Quelle"), as Snowball's "german2" variant
 *     does, so both spellings meet (words that merely contain the pairs, "neue", "Feuer",
 *     change the same way in patterns and in text);
 *  3. French and Italian elided articles are dropped ("l'hôtel" -> "hôtel", elision.ts);
 *  4. the language's Snowball stemmer (language-stemmer.ts) on the word with its accents;
 *  5. the stem is folded like every token (fold.ts: accents and case gone, "ß" -> "ss",
 *     "ı" -> "i", Arabic hamza forms of alef -> alef), so text typed without accents meets
 *     patterns written with them when their stems agree.
 * German compounds stay one word ("fußballschuhe" -> "fussballschuh"). A key is not a
 * token by itself: language-tokens.ts marks it with the language's tag.
 */
import { tokenize } from '../normalize.js';
import type { TextLanguage } from './language-codes.js';
import { dropElision } from './elision.js';
import { languageStemmer } from './language-stemmer.js';
import { stopWordsOf } from './stop-words.js';

/** Keys remembered per normalizer (words repeat; the stemmers are not cheap). */
const CACHE_MAX = 1 << 16;

export class LanguageNormalizer {
  private readonly stemmer: (word: string) => string;
  private readonly cache = new Map<string, string>();
  private stops: ReadonlySet<string> | undefined;

  constructor(readonly lang: TextLanguage) {
    this.stemmer = languageStemmer(lang);
  }

  /** The key of one word as written ("Hôtels" -> "hotel"); "" when it has no letter or digit. */
  key(word: string): string {
    let k = this.cache.get(word);
    if (k !== undefined) return k;
    k = this.compute(word);
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(word, k);
    return k;
  }

  /** The keys of the language's stop words. */
  stopKeys(): ReadonlySet<string> {
    this.stops ??= new Set(stopWordsOf(this.lang).map((w) => this.key(w)));
    return this.stops;
  }

  private compute(word: string): string {
    let w = word.normalize('NFC');
    w = this.lang === 'tr' ? w.toLocaleLowerCase('tr') : w.toLowerCase();
    if (this.lang === 'ru') w = w.replace(/ё/g, 'е');
    else if (this.lang === 'ar') w = w.replace(/\u0640/g, '');
    else if (this.lang === 'pt') w = portugueseSingular(w);
    else if (this.lang === 'de') w = germanUmlauts(w);
    w = dropElision(this.lang, w);
    let folded = '';
    for (const t of tokenize(this.stemmer(w), { stem: false })) folded += t.text;
    return folded;
  }
}

const normalizers = new Map<TextLanguage, LanguageNormalizer>();

/** The normalizer of `lang`, one per thread. */
export function languageNormalizer(lang: TextLanguage): LanguageNormalizer {
  let n = normalizers.get(lang);
  if (n === undefined) {
    n = new LanguageNormalizer(lang);
    normalizers.set(lang, n);
  }
  return n;
}

/** The Portuguese plurals in -ns, -éis and -óis, made singular (other words unchanged). */
function portugueseSingular(w: string): string {
  if (w.length > 4 && w.endsWith('ns')) return w.slice(0, -2) + 'm';
  if (w.length > 4 && w.endsWith('éis')) return w.slice(0, -3) + 'el';
  if (w.length > 4 && w.endsWith('óis')) return w.slice(0, -3) + 'ol';
  return w;
}

/** German "ae", "oe", "ue" as the umlauts they stand for, except "ue" after "q". */
function germanUmlauts(w: string): string {
  if (!/[aou]e/.test(w)) return w;
  return w
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/(?<!q)ue/g, 'ü');
}
