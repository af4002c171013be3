/**
 * Summarizer benchmark: summarize() on a ~5 kB news text and on a 1 MB text, one thread,
 * keyword stand-in for the rule engine's per-sentence categories (test/workers/nlp/summarize-texts.ts).
 *
 *   node dist/bench/summarize.bench.js      (or `npm run bench -- summarize`)
 *
 * Figures: best of N passes after a warm-up, in milliseconds, with the input size and
 * sentence count; summary length at the default limit (420).
 */
import { fileURLToPath } from 'node:url';
import {
  bigText,
  keywordCategories,
  NEWS_5K,
  TRANSIT,
} from '../test/workers/nlp/summarize-texts.js';
import { summarize, type SummaryResult } from '../workers/nlp/summarize.js';
import { bestMs } from './best-ms.js';

function measure(
  text: string,
  passes: number,
): { chars: number; sentences: number; summaryChars: number; ms: number } {
  let r: SummaryResult | undefined;
  const opts = { summaryLimit: 420, validate: true, inFocus: (c: number) => c === TRANSIT };
  const ms = bestMs(() => {
    r = summarize(text, keywordCategories, opts);
  }, passes);
  return {
    chars: text.length,
    sentences: r!.sentences.length,
    summaryChars: r!.summary.length,
    ms: Math.round(ms * 100) / 100,
  };
}

export async function run(): Promise<unknown> {
  return { news5k: measure(NEWS_5K, 50), text1MB: measure(bigText(1_000_000), 5) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await run(), null, 2));
}
