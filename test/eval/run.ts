/**
 * `npm run eval`: every evaluation, one after another (or those named, e.g.
 * `npm run eval -- keywords lid`). The keyword evaluation runs on the newest index in
 * SORTAL_DATA or ./data, building the full profile there first when there is none.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = [
  'keywords',
  'documents',
  'lid',
  'parse',
  'sentiment',
  'model',
  'model-tiers',
  'topical',
  'vectors',
  'people',
  'languages',
  'zero-shot',
  'senses',
];
const wanted = process.argv.slice(2).filter((a) => all.includes(a));
let failed = 0;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(process.execPath, [path.join(here, `${name}.js`)], { stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
