/**
 * `languages.json` (COMPONENTS.languageVocabulary): what a version holds of the eight
 * other languages, a JSON object in the container. Per language: `keys`, the unmarked
 * keys of its vocabulary (text/languages/language-tokens.ts: the words of its patterns and
 * its stop words), which text read as that language turns into its marked tokens; `stop`,
 * the keys of its stop words; and the build's report: forms added per source, and what it
 * could not find.
 */
import { Buffer } from 'node:buffer';
import { COMPONENTS } from './components.js';
import { openContainer, sealContainer } from './container.js';

export const LANGUAGES_FILE = COMPONENTS.languageVocabulary.file;

export interface LanguageReport {
  /**
   * Patterns added to categories, per source ("topics", "cldr-countries"), and the words of
   * the language's content-flag lists ("flags:naughty-words", "flags:cuss", "flags:terms").
   */
  forms: Record<string, number>;
  /** Categories that got at least one pattern. */
  categories: number;
  /** What the build could not find: a note per source (no file, keys without a category here). */
  missing: string[];
}

export interface LanguageEntry {
  keys: string[];
  stop: string[];
  report: LanguageReport;
}

export type LanguageVocabularyFile = Record<string, LanguageEntry>;

export function encodeLanguageVocabulary(v: LanguageVocabularyFile): Uint8Array {
  return sealContainer(COMPONENTS.languageVocabulary, new TextEncoder().encode(JSON.stringify(v)));
}

export function readLanguageVocabulary(input: Uint8Array): LanguageVocabularyFile {
  const v: unknown = JSON.parse(
    Buffer.from(openContainer(input, COMPONENTS.languageVocabulary)).toString('utf8'),
  );
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new Error(`${LANGUAGES_FILE}: not an object`);
  for (const [lang, e] of Object.entries(v as Record<string, unknown>)) {
    const entry = e as Partial<LanguageEntry> | null;
    if (!entry || !Array.isArray(entry.keys) || !Array.isArray(entry.stop))
      throw new Error(`${LANGUAGES_FILE}: bad entry for ${lang}`);
  }
  return v as LanguageVocabularyFile;
}
