/**
 * Where a classify/html page's CPU goes, one thread, in process, on the newest index of
 * the bench data folder (`npm run bench -- html-page`). The page is the one
 * `classify-documents` sends over HTTP (document-batches.ts: 50 kB, its article grown
 * with the evaluation set's texts), with three more of its kind (other seeds) so that no
 * stage runs on one string only.
 *
 * Per page, median of ROUNDS rounds (each: every page PASSES times, after a warm-up):
 *  - parse5's tokenizer alone with handlers that do nothing: what any parse5-based
 *    extraction costs at least;
 *  - extractHtml: the tokenizer, our document model and the content extractor;
 *  - rule scoring: DocumentScorer.score on the extracted parts, as the task scores them;
 *  - topic model: predictTokens on the scored tokens (hybrid, the default type);
 *  - the whole worker task (classifyDocumentsTask, hybrid): about the sum of the three;
 *  - rule scoring again with the body cut at 20,000 / 10,000 / 5,000 / 2,500 characters.
 * The budget line is what the target allows over all threads: 2 cores / 300 pages/s.
 */
import path from 'node:path';
import { Tokenizer, type TokenHandler } from 'parse5';
import { listVersions } from '../native-index/catalog.js';
import { openIndexVersion } from '../native-index/index.js';
import { documentScorerFor } from '../workers/engine/document-scorer.js';
import {
  classifyDocumentsTask,
  DOCUMENT_KEYWORDS,
  htmlParts,
  MODEL_TOP_K,
} from '../workers/engine/documents-task.js';
import { extractHtml } from '../workers/html/index.js';
import { DEFAULT_ML_THRESHOLD } from '../workers/model/index.js';
import { engineModelFor } from '../workers/engine/engine-model.js';
import { benchDataDir } from './bench-data.js';
import { htmlPage } from './document-batches.js';
import { median } from './median.js';

const ROUNDS = 7;
const PASSES = 5;
const TARGET_PAGES_PER_SEC = 300;
const CORES = 2;

function tokenizeOnly(page: string): void {
  const nothing = (): void => {};
  const handler: TokenHandler = {
    onCharacter: nothing,
    onWhitespaceCharacter: nothing,
    onNullCharacter: nothing,
    onComment: nothing,
    onDoctype: nothing,
    onEof: nothing,
    onStartTag: nothing,
    onEndTag: nothing,
    onParseError: null,
  };
  new Tokenizer({ sourceCodeLocationInfo: false }, handler).write(page, true);
}

/** Median over rounds of the mean ms per page of `stage` over `pages`. */
function msPerPage(pages: number, stage: (k: number) => void): number {
  for (let k = 0; k < 2 * pages; k++) stage(k % pages);
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    for (let k = 0; k < PASSES * pages; k++) stage(k % pages);
    rounds.push((performance.now() - t0) / (PASSES * pages));
  }
  return Number(median(rounds).toFixed(2));
}

export async function run() {
  const dataDir = await benchDataDir();
  const versions = listVersions(dataDir);
  const index = openIndexVersion(path.join(versions[versions.length - 1]!.dir), { verify: false });
  const { scorer } = documentScorerFor(index);
  const model = engineModelFor(index);
  const pages = [1, 2, 3, 4].map((seed) => htmlPage(50_000, seed));
  const extracted = pages.map((p) => extractHtml(p));
  const parts = extracted.map(htmlParts);
  const scoreOpts = { limit: null, keywords: DOCUMENT_KEYWORDS, addLastNode: true, tokens: true };
  const scored = parts.map((p) => {
    const s = scorer.score(p, scoreOpts);
    return { tokens: s.tokens.slice(), chosen: s.chosen.slice() };
  });
  const task = (k: number) =>
    classifyDocumentsTask(index, {
      kind: 'html',
      docs: [pages[k]!],
      classificationType: 0,
      flags: false,
      sentiment: false,
      entities: false,
      limit: null,
      addLastNode: true,
    });
  const stages = {
    tokenizerOnlyMs: msPerPage(pages.length, (k) => tokenizeOnly(pages[k]!)),
    extractMs: msPerPage(pages.length, (k) => extractHtml(pages[k]!)),
    ruleScoringMs: msPerPage(pages.length, (k) => scorer.score(parts[k]!, scoreOpts)),
    topicModelMs: model
      ? msPerPage(pages.length, (k) =>
          model.predictTokens(scored[k]!.tokens, scored[k]!.tokens.length, scored[k]!.chosen, {
            topK: MODEL_TOP_K,
            minProbability: DEFAULT_ML_THRESHOLD,
          }),
        )
      : null,
    wholeTaskMs: msPerPage(pages.length, task),
  };
  // What scoring fewer characters would save: the body cut shorter than MAX_SCORED_CHARS.
  const ruleScoringByBodyChars: Record<number, number> = {};
  for (const cut of [20_000, 10_000, 5_000, 2_500]) {
    const cutParts = parts.map((p) =>
      p.map((x) => (x.body ? { ...x, text: x.text.slice(0, cut) } : x)),
    );
    ruleScoringByBodyChars[cut] = msPerPage(pages.length, (k) =>
      scorer.score(cutParts[k]!, scoreOpts),
    );
  }
  const reply = task(0).results[0]!;
  return {
    name: 'classify/html: CPU per 50 kB page by stage, one thread, in process',
    index: index.version,
    pageBytes: pages.map((p) => p.length),
    extractedChars: extracted.map((e) => e.text.length),
    scoredChars: parts.map((p) => p.reduce((n, x) => n + x.text.length, 0)),
    categoriesInReply: reply.categories.length,
    ...stages,
    ruleScoringByBodyChars,
    budgetMsAllThreads: Number(((1000 * CORES) / TARGET_PAGES_PER_SEC).toFixed(2)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
