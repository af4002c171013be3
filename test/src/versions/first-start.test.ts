import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnServe } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { basic } from '../../helpers/server.js';
import { msUntilNextUtcMidnight } from '../../../src/versions/build-runner.js';

test('serve on an empty data folder builds the index first (with progress), then serves it', async () => {
  const dataDir = tempDir();
  const {
    child,
    url,
    stderr: stderrSoFar,
  } = await spawnServe(dataDir, ['--profile', 'small', '--no-nightly']);
  const stderr = stderrSoFar();
  try {
    assert.match(stderr, /building the default index/);
    assert.match(stderr, /Building index \|/);
    assert.match(stderr, /admin-password/);
    const versions = readdirSync(path.join(dataDir, 'indexes')).filter((n) =>
      /^\d{8}T\d{6}Z$/.test(n),
    );
    assert.is(versions.length, 1);
    const manifest = JSON.parse(
      readFileSync(path.join(dataDir, 'indexes', versions[0]!, 'manifest.json'), 'utf8'),
    );
    assert.ok(manifest.counts.total > 50_000);
    assert.ok(manifest.files['rules.automaton']);
    const password = readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim();
    const res = await fetch(url + '/v2/categories/map/' + encodeURIComponent('hotels in paris'), {
      headers: { authorization: basic('admin', password) },
    });
    assert.is(res.status, 200);
    const body = (await res.json()) as any;
    assert.is(body.econtext.categories[0].path[0], 'Travel');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
});

test('the nightly build is due at the next 00:00 UTC', () => {
  assert.is(msUntilNextUtcMidnight(new Date('2026-11-22T23:59:00Z')), 60_000);
  assert.is(msUntilNextUtcMidnight(new Date('2026-11-22T00:00:00Z')), 86_400_000);
  assert.is(msUntilNextUtcMidnight(new Date('2026-12-31T12:00:00Z')), 12 * 3_600_000);
});

test.run();
