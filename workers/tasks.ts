import type { IndexVersion } from '../native-index/index.js';
import { classifyKeywordsTask } from './engine/keywords-task.js';
import { lidTask } from './nlp/lid-task.js';
import { parseTask } from './parse/parse-task.js';

/** An engine operation run in a worker on one batch. */
export type TaskHandler = (index: IndexVersion, input: any) => unknown;

/** Task kinds the workers answer. */
export const taskHandlers: Record<string, TaskHandler> = {
  /** Index facts as a worker sees them: proves the shared bytes are attached, for health checks and tests. */
  'index-info': (index) => ({ version: index.version, count: index.count, tiers: index.topTiers().length, pid: process.pid }),
  lid: lidTask,
  parse: parseTask,
  'classify-keywords': classifyKeywordsTask,
};
