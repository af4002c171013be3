/**
 * The keywords made from one category of the taxonomy, classified by construction (they
 * belong to the category they come from): its names (name and patterns, at most
 * NAME_SHARES.length of them), alone and with the modifiers of the category's kind
 * ("iphone 15 case" under a product, "hotels in chicago" and "chicago hotels" under a
 * place, "plumbers near me" under a local service, "what is photosynthesis" under a
 * concept). The first name takes every modifier, the others the MINOR_MODIFIERS with the
 * largest shares. Flags: the content flags the engine finds in the name, Brands (512)
 * for a category with a brand facet, Location (1024) for places and local services,
 * Intent (2048) when the keyword has an intent.
 */
import type { Facet } from '../taxonomy/draft.js';
import {
  MODIFIERS,
  applyModifier,
  intentOf,
  type KeywordKind,
  type Modifier,
} from './keyword-modifiers.js';
import { NAME_SHARES, categoryVolume, roundVolume } from './keyword-volume.js';
import type { KeywordRow } from './keyword-table-builder.js';

export const FLAG_BRANDS = 512;
export const FLAG_LOCATION = 1024;
export const FLAG_INTENT = 2048;
/** Modifiers of a category's second and third names. */
const MINOR_MODIFIERS = 5;
/** Longest name (characters, words) made into keywords. */
const MAX_NAME_CHARS = 60;
const MAX_NAME_WORDS = 6;

export interface KeywordSource {
  key: string;
  name: string;
  patterns: readonly string[];
  facets: readonly Facet[];
  prior: number;
  depth: number;
  entityType?: string | undefined;
  /** A place's parent place ("illinois" for Springfield): people add it to tell places apart. */
  parentPlace?: string | undefined;
}

/** What kind of searches a category draws. */
export function kindOf(c: KeywordSource): KeywordKind {
  const prefix = c.key.slice(0, c.key.indexOf(':') + 1);
  if (prefix === 'geo:' || prefix === 'airport:') return 'place';
  if (c.entityType === 'PERSON' || c.entityType === 'WORK_OF_ART' || c.entityType === 'EVENT')
    return 'named';
  const domain = c.facets.find((f) => f[0] === 'domain')?.[1];
  if (c.facets.some((f) => f[0] === 'brand' || f[0] === 'product line'))
    return domain === 'service' ? 'service' : 'product';
  if (domain === 'product') return 'product';
  if (domain === 'service') return 'service';
  return 'topic';
}

/** Location flag: places and services in a place. */
function isLocal(c: KeywordSource, kind: KeywordKind): boolean {
  return kind === 'place' || c.key.startsWith('svc:') || c.key.startsWith('airports:');
}

/** A name as people type it: lower case, no parenthetical, single spaces; '' when unusable. */
export function searchForm(name: string): string {
  const s = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (s.length < 2 || s.length > MAX_NAME_CHARS || !/\p{L}/u.test(s)) return '';
  if (s.split(' ').length > MAX_NAME_WORDS) return '';
  return s;
}

/** The category's names to search for, best first, each once. */
export function namesOf(c: KeywordSource): string[] {
  const out: string[] = [];
  const add = (n: string) => {
    const s = searchForm(n);
    if (s && !out.includes(s) && out.length < NAME_SHARES.length) out.push(s);
  };
  // "Restaurants in Abu Dhabi, United Arab Emirates": people type the part before the
  // comma first, and the whole name without it next.
  add(c.name.split(',')[0]!);
  if (c.parentPlace) add(`${c.name} ${c.parentPlace}`);
  if (c.name.includes(',')) add(c.name.replace(/,/g, ' '));
  for (const n of c.patterns) add(n.split(',')[0]!);
  return out;
}

const minorOf = new Map<KeywordKind, readonly Modifier[]>(
  Object.entries(MODIFIERS).map(([k, mods]) => [
    k as KeywordKind,
    [...mods].sort((a, b) => b.share - a.share).slice(0, MINOR_MODIFIERS),
  ]),
);

/**
 * The rows of one category. `contentFlags(text)` gives the content flags of a name (the
 * engine's flag lexicon); `fresh(text)` says whether a keyword is new to the dataset.
 */
export function generateKeywords(
  c: KeywordSource,
  contentFlags: (text: string) => number,
  fresh: (text: string) => boolean,
): KeywordRow[] {
  const kind = kindOf(c);
  const base =
    (c.facets.some((f) => f[0] === 'brand') ? FLAG_BRANDS : 0) |
    (isLocal(c, kind) ? FLAG_LOCATION : 0);
  const volume = categoryVolume(c.depth, c.prior);
  const rows: KeywordRow[] = [];
  namesOf(c).forEach((name, rank) => {
    const share = NAME_SHARES[rank]!;
    const flags = base | contentFlags(name);
    const push = (text: string, modShare: number, modIntent: number) => {
      if (!fresh(text)) return;
      const intent = modIntent | intentOf(text);
      rows.push({
        text,
        volume: roundVolume(volume * share * modShare),
        flags: flags | (intent !== 0 ? FLAG_INTENT : 0),
        intent,
        lang: 'eng',
      });
    };
    push(name, 1, 0);
    for (const mod of rank === 0 ? MODIFIERS[kind] : minorOf.get(kind)!)
      push(applyModifier(mod, name), mod.share, mod.intent);
  });
  return rows;
}

/** Flag ids as one bit set. */
export function flagBits(ids: readonly number[]): number {
  let f = 0;
  for (const id of ids) f |= id;
  return f;
}
