import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { LevelStore } from '../../../src/state/level-store.js';
import { UsageCounter } from '../../../src/usage/usage.js';
import { tempDir } from '../../helpers/temp.js';

const writer = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../helpers/usage-writer.js',
);

/** Runs the writer until it has acknowledged `atLeast` counts, kills it with SIGKILL; the acknowledged count. */
async function countThenKill(dir: string, atLeast: number): Promise<number> {
  const child = spawn(process.execPath, [writer, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let acknowledged = 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for await (const line of createInterface({ input: child.stdout })) {
    acknowledged = Number(line.slice('counted '.length));
    if (acknowledged >= atLeast) {
      child.kill('SIGKILL');
      break;
    }
  }
  await exited;
  return acknowledged;
}

test('every count acknowledged before a SIGKILL is in the store when it is reopened', async () => {
  const dir = tempDir();
  try {
    const first = await countThenKill(dir, 300);
    const second = await countThenKill(dir, 200);
    const store = await LevelStore.open(dir);
    const usage = new UsageCounter(store);
    let total = 0;
    for (const account of ['acct0', 'acct1'])
      total += (await usage.report(account, new Date().toISOString().slice(0, 10))).total_usage;
    await usage.close();
    await store.close();
    // Counts committed but not yet read from the child's output may be there too; none
    // acknowledged may be missing.
    assert.ok(total >= first + second, `${total} stored, ${first + second} acknowledged`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
