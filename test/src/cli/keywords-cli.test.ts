import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { copyFixtureIndex } from '../../helpers/fixture-index.js';

let dataDir: string;
test.before(async () => {
  dataDir = tempDir();
  await copyFixtureIndex(dataDir);
  await runCli(['accounts', 'add', 'admin', '--group', 'admin', '--data', dataDir]);
});

test('sortal keywords search --words: CSV in volume order, with the filters of the API', async () => {
  const out = path.join(dataDir, 'hotels.csv');
  const filters = JSON.stringify({ filters: [{ filter: 6, value: [1] }] });
  const res = await runCli([
    'keywords',
    'search',
    '--words',
    'hotels',
    '--filters',
    filters,
    '--limit',
    '300',
    '--out',
    out,
    '--data',
    dataDir,
  ]);
  assert.is(res.code, 0, res.stderr);
  assert.match(res.stderr, /exported 300 of \d+ matching keywords/);
  const lines = readFileSync(out, 'utf8').trim().split('\n');
  assert.is(lines[0], 'keyword,volume,category_id,category_path');
  assert.is(lines.length, 301);
  let last = Infinity;
  for (const line of lines.slice(1)) {
    const [keyword, volume] = line.split(',');
    assert.match(keyword!, /hotel/);
    assert.ok(Number(volume) <= last);
    last = Number(volume);
  }
});

test('sortal keywords search --branch: JSON lines under the branch; bad filters are refused', async () => {
  const tiers = await runCli([
    'keywords',
    'search',
    '--words',
    'travel',
    '--limit',
    '1',
    '--format',
    'jsonl',
    '--data',
    dataDir,
  ]);
  assert.is(tiers.code, 0, tiers.stderr);
  const first = JSON.parse(tiers.stdout.trim()) as { category_id: string; path: string };
  const res = await runCli([
    'keywords',
    'search',
    '--branch',
    first.category_id,
    '--format',
    'jsonl',
    '--limit',
    '50',
    '--data',
    dataDir,
  ]);
  assert.is(res.code, 0, res.stderr);
  const rows = res.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { path: string });
  assert.is(rows.length, 50);
  for (const r of rows) assert.ok(r.path.startsWith(first.path));
  const bad = await runCli([
    'keywords',
    'search',
    '--words',
    'x',
    '--filters',
    '{"filters":[{"filter":9,"value":1}]}',
    '--data',
    dataDir,
  ]);
  assert.is.not(bad.code, 0);
  assert.match(bad.stderr, /unknown filter 9/);
});

test.run();
