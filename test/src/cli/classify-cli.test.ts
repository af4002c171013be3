import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { copyFixtureIndex } from '../../helpers/fixture-index.js';

test('sortal classify --type keywords: one keyword per line in, JSON lines out in order', async () => {
  const dataDir = tempDir();
  await copyFixtureIndex(dataDir);
  assert.is(
    (await runCli(['accounts', 'add', 'admin', '--group', 'admin', '--data', dataDir])).code,
    0,
  );
  const input = path.join(dataDir, 'in.txt');
  const output = path.join(dataDir, 'out.jsonl');
  const keywords = Array.from(
    { length: 2500 },
    (_, i) => ['jaguar habitat', 'apple pie', 'qwzxv plorf'][i % 3]!,
  );
  writeFileSync(input, keywords.join('\n') + '\n');
  const res = await runCli([
    'classify',
    '--type',
    'keywords',
    '--in',
    input,
    '--out',
    output,
    '--data',
    dataDir,
    '--workers',
    '1',
  ]);
  assert.is(res.code, 0, res.stderr);
  assert.match(res.stderr, /classified 2500 keywords \(1667 matched\)/);
  const lines = readFileSync(output, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.is(lines.length, 2500);
  assert.is(lines[0].keyword, 'jaguar habitat');
  assert.is(lines[0].path[0], 'Pets & Animals');
  assert.match(lines[0].category_id, /^[0-9a-f]{32}$/);
  assert.type(lines[0].key, 'string');
  assert.is(lines[1].path[0], 'Food & Drink');
  assert.is(lines[2].category_id, null);
  assert.is(lines[2499].keyword, keywords[2499]);
});

test('sortal classify needs --type keywords', async () => {
  const res = await runCli(['classify', '--in', 'x']);
  assert.is(res.code, 2);
  assert.match(res.stderr, /--type keywords/);
});

test.run();
