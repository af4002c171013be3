import { threadId } from 'node:worker_threads';
import type { IndexVersion } from '../native-index/index.js';
import { classifyDocumentsTask } from './engine/documents-task.js';
import { classifyKeywordsTask } from './engine/keywords-task.js';
import { lidTask } from './nlp/lid-task.js';
import { categoriesSearchTask } from './keywords/categories-search.js';
import { keywordSearchTask } from './keywords/keyword-search.js';
import type { CustomTaxonomy } from './custom/custom-taxonomy.js';
import { customDocumentsTask, customKeywordsTask } from './custom/custom-classify-task.js';
import { heldCustomTaxonomies } from './custom/custom-cache.js';
import { zeroShotVectors } from './custom/zero-shot.js';
import type { WordVectors } from './vectors/word-vectors.js';

/** An engine operation run in a worker on one batch. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler its own input
export type TaskHandler = (index: IndexVersion, input: any, custom?: CustomTaxonomy) => unknown;

/** A handler that runs on the custom taxonomy the task names. */
function onCustom<I>(
  run: (tax: CustomTaxonomy, input: I, vectors: WordVectors | null) => unknown,
): TaskHandler {
  return (index, input: I, custom) => {
    if (!custom) throw new Error('this task needs a custom taxonomy');
    return run(custom, input, zeroShotVectors(index, custom));
  };
}

/**
 * A handler whose module is imported on first use: the parser brings wink-nlp and its
 * model, tens of MB per thread, which workers that never parse should not pay for.
 */
function lazy(load: () => Promise<TaskHandler>): TaskHandler {
  let handler: TaskHandler | undefined;
  let loading: Promise<TaskHandler> | undefined;
  return (index, input) => {
    if (handler) return handler(index, input);
    loading ??= load().then((h) => (handler = h));
    return loading.then((h) => h(index, input));
  };
}

/** Task kinds the workers answer. */
export const taskHandlers: Record<string, TaskHandler> = {
  /** Index facts as a worker sees them: proves the shared bytes are attached, for health checks and tests. */
  'index-info': (index) => ({
    version: index.version,
    count: index.count,
    tiers: index.topTiers().length,
    pid: process.pid,
  }),
  lid: lidTask,
  parse: lazy(async () => (await import('./parse/parse-task.js')).parseTask),
  'classify-keywords': classifyKeywordsTask,
  'classify-documents': classifyDocumentsTask,
  'keyword-search': keywordSearchTask,
  'categories-search': categoriesSearchTask,
  'custom-classify-keywords': onCustom(customKeywordsTask),
  'custom-classify-documents': onCustom(customDocumentsTask),
  /** The custom taxonomies this worker holds, and its thread: shows deletions reach every worker. */
  'custom-held': () => ({ held: heldCustomTaxonomies(), pid: process.pid, thread: threadId }),
  summarize: lazy(async () => (await import('./nlp/summarize-task.js')).summarizeTask),
};
