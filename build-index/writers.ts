import type { IndexFileWriter } from './build.js';
import { entitiesWriter } from './entities-writer.js';
import { flagsWriter } from './flags-writer.js';
import { lidModelWriter } from './lid-writer.js';
import { modelWriter } from './model/writer.js';
import { rulesWriter } from './rules-writer.js';
import { socialStatsWriter } from './social-stats-writer.js';

/** The extra files every default build writes beside the category table (the model reads the rule files: it comes after them). */
export function defaultIndexWriters(): IndexFileWriter[] {
  return [lidModelWriter, rulesWriter, flagsWriter, socialStatsWriter, entitiesWriter, modelWriter];
}
