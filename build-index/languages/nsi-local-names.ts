/**
 * Brand and operator names in the eight languages from the name-suggestion-index
 * (BSD-3-Clause): an item's `name:<lang>` and `brand:<lang>` tags ("Макдоналдс",
 * "بريد المغرب", "Ziraat Bankası"). The brand's category already holds these names as
 * English patterns (nsi.ts reads every name tag); as patterns of their language they are
 * stemmed like the language's words, so inflected and prefixed forms meet them ("в
 * Макдоналдсе"). A name is placed on the category that holds it as a pattern; a name the
 * item also has in English (`name:en`), or a Latin one given as Arabic or Russian ("IKEA"),
 * is left to English; a name whose every word is an ordinary word of the language (a stop
 * word or one of its 10,000 most frequent subtitle words: "Да", "Колесо", "Батон") is left
 * out, as English brand names that are common words are (nsi.ts).
 */
import { TEXT_LANGUAGES, type TextLanguage } from '../../text/languages/language-codes.js';
import { languageNormalizer } from '../../text/languages/language-normalizer.js';
import { stopWordsOf } from '../../text/languages/stop-words.js';
import { tokenize } from '../../text/normalize.js';
import { languageFrequencyList } from '../lid/lid-corpus.js';
import type { LaidOutCategory } from '../build.js';
import { NSI_PACKAGE } from '../sources/nsi.js';
import { readPackageJson } from '../sources/packages.js';
import { normPattern } from '../sources/vocab.js';

interface NsiItem {
  displayName: string;
  tags: Record<string, string>;
}

const LATIN_ONLY = /^[\p{Script=Latin}\P{L}]*$/u;

export type LocalNames = ReadonlyMap<TextLanguage, ReadonlySet<string>>;

let read: LocalNames | undefined;

/** Per language, the normalized local names the index's items carry. */
export function nsiLocalNames(
  data: { nsi: Record<string, { items: NsiItem[] }> } = readPackageJson(
    NSI_PACKAGE,
    'dist',
    'json',
    'nsi.json',
  ),
): LocalNames {
  const out = new Map<TextLanguage, Set<string>>(TEXT_LANGUAGES.map((l) => [l, new Set()]));
  for (const { items } of Object.values(data.nsi))
    for (const item of items) {
      const t = item.tags;
      const english = new Set(
        [t['name:en'], t['brand:en']].filter((n): n is string => n !== undefined).map(normPattern),
      );
      for (const lang of TEXT_LANGUAGES)
        for (const tag of [`name:${lang}`, `brand:${lang}`])
          for (const name of (t[tag] ?? '').split(';')) {
            const p = normPattern(name);
            if (p === '' || english.has(p)) continue;
            if ((lang === 'ar' || lang === 'ru') && LATIN_ONLY.test(p)) continue;
            out.get(lang)!.add(p);
          }
    }
  return out;
}

/** Category key -> the local names in `lang` that the brand categories of this build hold. */
export function nsiLocalNameForms(
  lang: TextLanguage,
  cats: readonly LaidOutCategory[],
  names: LocalNames = (read ??= nsiLocalNames()),
): Map<string, string[]> {
  const local = names.get(lang);
  const out = new Map<string, string[]>();
  if (local === undefined || local.size === 0) return out;
  const ordinary = ordinaryName(lang);
  for (const c of cats) {
    if (!c.key.startsWith('nsi:')) continue;
    const hits = c.patterns.filter((p) => local.has(p) && !ordinary(p));
    if (hits.length > 0) out.set(c.key, hits);
  }
  return out;
}

const ordinaryKeys = new Map<TextLanguage, Set<string>>();

/** Whether every word of a name is a stop word or a frequent word of `lang`. */
export function ordinaryName(lang: TextLanguage): (name: string) => boolean {
  const norm = languageNormalizer(lang);
  let keys = ordinaryKeys.get(lang);
  if (keys === undefined) {
    let frequent: string[] = [];
    try {
      frequent = languageFrequencyList(lang).slice(0, 10000);
    } catch {
      // Without the list, stop words only.
    }
    keys = new Set([...stopWordsOf(lang), ...frequent].map((w) => norm.key(w)));
    ordinaryKeys.set(lang, keys);
  }
  const known = keys;
  return (name) =>
    tokenize(name, { stem: false }).every((t) => known.has(norm.key(name.slice(t.start, t.end))));
}
