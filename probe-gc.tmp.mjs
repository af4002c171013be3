import { EnginePool } from './dist/src/pool.js';
import { IndexManager } from './dist/src/index-manager.js';
import { createLogger } from './dist/src/logger.js';
import { socialBatch, htmlPage } from './dist/bench/document-batches.js';
import { keywordBatch } from './dist/bench/keyword-batches.js';
const logger = createLogger('silent');
const im = new IndexManager('/work/main/data', logger);
const index = im.refresh();
const pool = new EnginePool({ logger, workers: 1 });
const kw = Array.from({ length: 8 }, (_, i) => keywordBatch(i + 1));
const so = Array.from({ length: 8 }, (_, i) => socialBatch(i + 1));
const page = htmlPage(50000, 1);
const base = { flags: true, sentiment: true, entities: true, limit: 10, addLastNode: true };
async function t(label, f, n) { const xs = []; for (let i = 0; i < n; i++) { const s = performance.now(); await f(i); xs.push(performance.now() - s); } xs.sort((a, b) => a - b); return xs[n >> 1]; }
const res = {};
for (let r = 0; r < 3; r++) {
  res.kw = await t('kw', (i) => pool.run('classify-keywords', index, { keywords: kw[i % 8], flags: true, branches: [], addLastNode: true }), 40);
  res.social = await t('social', (i) => pool.run('classify-documents', index, { ...base, kind: 'social', docs: so[i % 8] }), 20);
  res.html = await t('html', (i) => pool.run('classify-documents', index, { ...base, kind: 'html', docs: [page] }), 40);
}
console.log(process.env.Y ?? 'default', JSON.stringify(Object.fromEntries(Object.entries(res).map(([k, v]) => [k, +v.toFixed(2)]))));
await pool.close();
