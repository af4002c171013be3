import type { IndexFileWriter } from './build.js';
import { entitiesWriter } from './entities/entities-writer.js';
import { keywordsWriter } from './keywords/keywords-writer.js';
import { flagsWriter } from './rules/flags-writer.js';
import { lidModelWriter } from './lid/lid-writer.js';
import { overlaysWriter } from './overlays/overlays-writer.js';
import { modelWriter } from './model/writer.js';
import { rulesWriter } from './rules/rules-writer.js';
import { socialStatsWriter } from './social-stats-writer.js';
import { spellingWriter } from './rules/spelling-writer.js';
import { vectorsWriter } from './vectors/vectors-writer.js';
import { nearestTopicsWriter } from './vectors/nearest-topics-writer.js';

/**
 * The extra files every default build writes beside the category table (the model reads the
 * rule files: it comes after them; the spelling table comes after it, so the model's training
 * labels are the rules' own, without corrections; the keyword dataset, last, reads the
 * rules and flags; the overlays, after it, read the rules). The word vectors depend on nothing
 * else in the build; the nearest topics' centroids read them and the rules, and the model
 * reads the centroids.
 */
export function defaultIndexWriters(): IndexFileWriter[] {
  return [
    lidModelWriter,
    vectorsWriter,
    rulesWriter,
    nearestTopicsWriter,
    flagsWriter,
    socialStatsWriter,
    entitiesWriter,
    modelWriter,
    spellingWriter,
    keywordsWriter,
    overlaysWriter,
  ];
}
