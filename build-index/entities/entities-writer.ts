/**
 * Writes `entities.types` (workers/entities/table.ts): the entity type of every category,
 * one byte per category index (entity-types.ts says which source gives which type).
 */
import { encodeEntityTypes, ENTITY_TYPES_FILE } from '../../workers/entities/table.js';
import type { IndexFileWriter } from '../build.js';
import { entityTypeCodes } from './entity-types.js';
import { wordnetEntityTyper } from './entity-wordnet.js';
import { loadWordNet } from '../sources/wordnet.js';

export const entitiesWriter: IndexFileWriter = async (ctx) => {
  ctx.onProgress?.('entities', 0, 1);
  const needsWordNet = ctx.categories.some((c) => c.key.startsWith('wn:'));
  const wordnet = needsWordNet ? wordnetEntityTyper(loadWordNet()) : () => null;
  const codes = entityTypeCodes(ctx.categories, wordnet);
  ctx.onProgress?.('entities', 1, 1);
  return { [ENTITY_TYPES_FILE]: encodeEntityTypes(codes) };
};
