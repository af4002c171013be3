/**
 * The translations of the topical backbone's node names, written by us:
 * `build-index/topics/i18n/<lang>.tsv`, UTF-8, one node per line,
 * `<path key>\t<forms>`, where the path key is `topicKey(vertical slug, names from level 2
 * down)` (topic-categories.ts) and the forms are a comma-separated list of lower-case
 * surface forms in that language, the node's name first. Lines starting with `#` and blank
 * lines are skipped. A path key the backbone does not have is an error naming the file and
 * line (`TopicTranslationError`); a language without a file has no translations.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEXT_LANGUAGES, type TextLanguage } from '../../text/languages/language-codes.js';
import { VERTICALS, TOPIC_BRANCHES } from '../taxonomy/verticals.js';
import { topicCategories } from '../topics/topic-categories.js';
import { readTopicBackbone, TOPICS_DIR } from '../topics/topic-file.js';

export const TRANSLATIONS_DIR = path.join(TOPICS_DIR, 'i18n');

export class TopicTranslationError extends Error {
  override readonly name = 'TopicTranslationError';
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
  }
}

export interface TopicTranslation {
  lang: TextLanguage;
  /** The node's path key, as written. */
  pathKey: string;
  /** The key of the node's category (the path key, or a hand-made branch's). */
  key: string;
  forms: string[];
}

/** Path key -> category key of every backbone node. */
export function topicPathKeys(): Map<string, string> {
  return topicCategories(readTopicBackbone(TOPICS_DIR), VERTICALS, TOPIC_BRANCHES).keyOfPathKey;
}

/** Parses one language's file text; `file` names it in errors. */
export function parseTopicTranslations(
  text: string,
  lang: TextLanguage,
  file: string,
  keyOfPathKey: ReadonlyMap<string, string>,
): TopicTranslation[] {
  const out: TopicTranslation[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const tab = line.indexOf('\t');
    if (tab < 0) throw new TopicTranslationError(file, i + 1, 'expected <path key>\\t<forms>');
    const pathKey = line.slice(0, tab).trim();
    const key = keyOfPathKey.get(pathKey);
    if (key === undefined)
      throw new TopicTranslationError(file, i + 1, `unknown path key ${JSON.stringify(pathKey)}`);
    const forms = line
      .slice(tab + 1)
      .split(',')
      .map((f) => f.trim().normalize('NFC'))
      .filter((f) => f.length > 0);
    if (forms.length === 0) throw new TopicTranslationError(file, i + 1, 'no forms');
    out.push({ lang, pathKey, key, forms });
  }
  return out;
}

/** Every language's translations in `dir`, and the languages that have no file there. */
export function readTopicTranslations(
  dir: string = TRANSLATIONS_DIR,
  keyOfPathKey: ReadonlyMap<string, string> = topicPathKeys(),
): { translations: TopicTranslation[]; absent: TextLanguage[] } {
  const translations: TopicTranslation[] = [];
  const absent: TextLanguage[] = [];
  for (const lang of TEXT_LANGUAGES) {
    const file = path.join(dir, `${lang}.tsv`);
    if (!existsSync(file)) {
      absent.push(lang);
      continue;
    }
    translations.push(
      ...parseTopicTranslations(readFileSync(file, 'utf8'), lang, file, keyOfPathKey),
    );
  }
  return { translations, absent };
}
