import type { IndexFileWriter } from './build.js';
import { lidModelWriter } from './lid-writer.js';

/** The extra files every default build writes beside the category table. */
export function defaultIndexWriters(): IndexFileWriter[] {
  return [lidModelWriter];
}
