/**
 * Writes `spelling.table` (native-index/spelling-format.ts): the words a misspelled query
 * word may be corrected to, with how often each is said, for the spelling step of
 * classify/keywords (workers/engine/speller.ts).
 *
 * The vocabulary is the index's and the language's: SUBTLEX's spoken words said at least
 * MIN_SPOKEN times, and the words of every category's patterns, but for places the names
 * of the GEO_NAMES best-known only (their many alternate spellings, and the names of
 * small towns, would mostly become targets of false corrections) and for WordNet its
 * named things only (entities.types, written before: "wimbledon",
 * "oppenheimer"; its other words that people use are spoken words, the rest are rare
 * terms a misspelling seldom means). Words are lower-case ASCII letters, at least
 * MIN_LETTERS long; a word's weight is its spoken count, at least 1.
 */
import { readPackageJson } from '../sources/packages.js';
import { SUBTLEX_PACKAGE } from '../sources/subtlex.js';
import {
  SPELLING_FILE,
  SPELLING_MAX_WORD,
  encodeSpellingTable,
} from '../../native-index/spelling-format.js';
import { tokenize } from '../../text/normalize.js';
import { ENTITY_TYPES_FILE, readEntityTypes } from '../../workers/entities/table.js';
import type { IndexFileWriter } from '../build.js';
import { buildSpellingTable } from './spelling-table.js';

/** Spoken words said fewer times than this are left out (many are typos of the subtitles). */
const MIN_SPOKEN = 3;
/** Shortest word kept: a correction target is at least three letters. */
const MIN_LETTERS = 3;
/** Places whose names are kept: the best-known by prior (the full profile has about 220,000). */
const GEO_NAMES = 20_000;

export const spellingWriter: IndexFileWriter = async (ctx) => {
  ctx.onProgress?.('spelling', 0, 1);
  const types = ctx.files[ENTITY_TYPES_FILE];
  const codes = types ? readEntityTypes(types, ctx.categories.length).codes : null;
  const named = (index: number) => codes !== null && codes[index] !== 0;
  const table = buildSpellingTable(spellingVocabulary(ctx.categories, spokenCounts(), named));
  ctx.onProgress?.('spelling', 1, 1);
  return { [SPELLING_FILE]: encodeSpellingTable(table) };
};

/** SUBTLEX counts by lower-cased word. */
export function spokenCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { word, count } of readPackageJson<Array<{ word: string; count: number }>>(
    SUBTLEX_PACKAGE,
    'index.json',
  )) {
    const w = word.toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + count);
  }
  return counts;
}

/** Word -> weight (see the module comment). */
export function spellingVocabulary(
  categories: ReadonlyArray<{
    key: string;
    index: number;
    name: string;
    prior: number;
    patterns: readonly string[];
  }>,
  spoken: ReadonlyMap<string, number>,
  named: (index: number) => boolean,
): Map<string, number> {
  const words = new Map<string, number>();
  const add = (w: string) => {
    if (w.length < MIN_LETTERS || w.length > SPELLING_MAX_WORD || !/^[a-z]+$/.test(w)) return;
    if (!words.has(w)) words.set(w, Math.max(1, spoken.get(w) ?? 0));
  };
  for (const [w, count] of spoken) if (count >= MIN_SPOKEN) add(w);
  const places = categories
    .filter((c) => c.key.startsWith('geo:'))
    .sort((a, b) => b.prior - a.prior || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, GEO_NAMES);
  for (const c of places) for (const t of tokenize(c.name, { stem: false })) add(t.text);
  for (const c of categories) {
    if (c.key.startsWith('geo:') || c.key.startsWith('svc:')) continue;
    if (c.key.startsWith('wn:') && !named(c.index)) continue;
    for (const p of c.patterns) for (const t of tokenize(p, { stem: false })) add(t.text);
  }
  return words;
}
