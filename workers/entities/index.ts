/**
 * Named-entity recognition for the classify calls (`entities: true`).
 *
 *     const table = entityTypesFor(index);             // once per version per thread
 *     const entities = recognizeEntities(text, matches, table);
 *
 * `matches` are the taxonomy matches the rule engine found in the same text (offsets and
 * the category chosen for each). Two sources of names, then folding:
 * 1. gazetteer (gazetteer.ts): matches whose category is an entity by the version's
 *    entities.types and that the text writes as a name;
 * 2. the text (heuristic.ts, hashtags.ts): capitalized runs typed by the cues shared
 *    with nlp/parse (cues.ts), and hashtags split at their capitals;
 * 3. overlaps and mentions of one entity folded into one entry (resolve.ts).
 * One cheap scan of the text (scan.ts), no tagger: linear in the text, at most
 * `maxChars` characters looked at, at most `maxEntities` entities returned. Never throws
 * on odd input (a non-string text gives no entities; malformed matches are skipped).
 */
import { gazetteerMentions, type TaxonomyMatch } from './gazetteer.js';
import { hashtagMentions } from './hashtags.js';
import { textMentions } from './heuristic.js';
import { sentenceModes } from './names.js';
import { combineMentions, foldMentions, type EntityMention } from './resolve.js';
import { TokenScan } from './scan.js';
import type { EntityTypeTable } from './table.js';

export { ENTITY_TYPES, entityGroup, type EntityType } from './types.js';
export {
  encodeEntityTypes,
  ENTITY_TYPES_FILE,
  EntityTypeTable,
  EntityTypesError,
  entityTypesFor,
  readEntityTypes,
} from './table.js';
export { entityUuid } from './uuid.js';
export { entityKey } from './key.js';
export type { EntityMention, TaxonomyMatch };

/** Entities returned per text by default. */
export const MAX_ENTITIES = 100;
/** Characters of a text looked at by default (longer texts: the rest is not searched). */
export const MAX_ENTITY_CHARS = 1_000_000;

export interface RecognizeOptions {
  maxEntities?: number;
  maxChars?: number;
}

const scan = new TokenScan();
const HAS_CAPITAL = /[\p{Lu}\p{Lt}]/u;

export function recognizeEntities(
  text: string,
  matches: ArrayLike<TaxonomyMatch> | TaxonomyMatch[] | null | undefined,
  table: EntityTypeTable | null,
  options: RecognizeOptions = {},
): EntityMention[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const max = positive(options.maxEntities, MAX_ENTITIES);
  const limit = cutPoint(text, positive(options.maxChars, MAX_ENTITY_CHARS));
  // Every kind of mention needs a capital letter somewhere: a text in lower case has none.
  if (!HAS_CAPITAL.test(limit < text.length ? text.slice(0, limit) : text)) return [];
  try {
    scan.reset(text, limit);
    const modes = sentenceModes(scan);
    const gaz = gazetteerMentions(scan, modes, matches, table, limit);
    const own = textMentions(scan, modes, gaz.plain);
    const mentions = combineMentions(gaz.mentions, own);
    const tags = hashtagMentions(scan);
    if (tags.length) {
      mentions.push(...tags);
      mentions.sort((a, b) => a.start - b.start || b.end - a.end);
    }
    return foldMentions(mentions, max);
  } finally {
    scan.reset('');
  }
}

/** A count option: a number >= 0 (Infinity: no limit), else the default. */
function positive(v: number | undefined, fallback: number): number {
  return typeof v === 'number' && v >= 0 ? Math.floor(v) : fallback;
}

/** `max` characters, not splitting a surrogate pair. */
function cutPoint(text: string, max: number): number {
  if (text.length <= max) return text.length;
  const c = text.charCodeAt(max - 1);
  return c >= 0xd800 && c <= 0xdbff ? max - 1 : max;
}
