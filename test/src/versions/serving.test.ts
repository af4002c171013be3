import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex } from '../../../build-index/build.js';
import { json } from '../../helpers/json.js';
import { startTestServer } from '../../helpers/server.js';
import { tempDir } from '../../helpers/temp.js';
import { smallDraft } from '../../helpers/index-fixtures.js';

const waitFor = async (check: () => Promise<boolean> | boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
};

const tierNames = async (server: Awaited<ReturnType<typeof startTestServer>>, query = '') =>
  (
    (await json(await server.call('GET', '/v2/categories/tiers' + query))).econtext
      .categories as Array<{ name: string }>
  )
    .map((c) => c.name)
    .sort();

test('a new version is picked up without a restart; a corrupt newer one is refused and the previous keeps serving', async () => {
  const dataDir = tempDir();
  const day = 86_400_000;
  await buildIndex({ dataDir, draft: smallDraft(), at: new Date(Date.now() - 3 * day) });
  const server = await startTestServer({ dataDir, index: 'none', indexPollMs: 100 });
  try {
    assert.equal(await tierNames(server), ['Food & Drink', 'Travel']);
    const first = server.services.indexes.newest!.version;

    // A newer build with one more top tier (through an operator edit), published while serving.
    const draft = smallDraft();
    draft.categories.push({
      key: 'tier:sports',
      parent: null,
      name: 'Sports',
      patterns: ['sports'],
      negative: [],
      context: [],
      facets: [],
      prior: 1,
    });
    const second = await buildIndex({ dataDir, draft, at: new Date(Date.now() - 2 * day) });
    assert.ok(
      await waitFor(() => server.services.indexes.newest?.version === second.version),
      'picked up',
    );
    assert.equal(await tierNames(server), ['Food & Drink', 'Sports', 'Travel']);

    // A yet newer version whose bytes do not match its manifest.
    const corruptName = '20991231T000000Z';
    const corrupt = path.join(dataDir, 'indexes', corruptName);
    cpSync(second.dir, corrupt, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(corrupt, 'manifest.json'), 'utf8'));
    manifest.version = corruptName;
    manifest.built_at = new Date(Date.now() - day).toISOString().replace(/\.\d{3}Z$/, 'Z');
    writeFileSync(path.join(corrupt, 'manifest.json'), JSON.stringify(manifest));
    const names = path.join(corrupt, 'names.utf8');
    const bytes = readFileSync(names);
    bytes[0] = bytes[0]! ^ 0xff;
    writeFileSync(names, bytes);
    await new Promise((r) => setTimeout(r, 400));
    assert.is(server.services.indexes.newest!.version, second.version);
    assert.equal(await tierNames(server), ['Food & Drink', 'Sports', 'Travel']);

    // taxonomy_timestamp on a keyword call selects the older version; out of range is a 400.
    assert.is(
      server.services.indexes.resolve(Math.floor((Date.now() - 2.5 * day) / 1000)).version,
      first,
    );
    const old = await server.call(
      'GET',
      `/v2/categories/map/coffee?taxonomy_timestamp=${Math.floor((Date.now() - 30 * day) / 1000)}`,
    );
    assert.is(old.status, 400);
    assert.is((await json(old)).econtext.error.code, 'taxonomy_timestamp_too_old');
    const future = await server.call(
      'GET',
      `/v2/categories/map/coffee?taxonomy_timestamp=${Math.floor(Date.now() / 1000) + 3600}`,
    );
    assert.is(future.status, 400);
    assert.is((await json(future)).econtext.error.code, 'taxonomy_timestamp_in_future');
  } finally {
    await server.stop();
  }
});

test.run();
