import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { LevelStore } from '../../../src/state/level-store.js';
import { SearchResults, CHUNK_IDS } from '../../../src/keywords/search-results.js';
import { ApiError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/temp.js';

let dir: string;
let store: LevelStore;
let now = 1_800_000_000_000;
const clock = () => now;

test.before(async () => {
  dir = tempDir();
  store = await LevelStore.open(dir);
});
test.after(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const meta = { version: 'v', builtAt: 1, pagesize: 4, limit: 100 };

async function status(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof ApiError ? `${e.status} ${e.code}` : String(e);
  }
}

test('pages read the ids in order; the last page has next null and consumes the result', async () => {
  const results = new SearchResults(store, clock);
  const ids = Uint32Array.from({ length: 10 }, (_, k) => 100 + k);
  const { searchid, meta: m } = await results.create('acct', meta, ids);
  assert.is(m.count, 10);
  assert.is(m.pages, 3);
  const p2 = await results.page('acct', searchid, 2);
  assert.equal(Array.from(p2.ids), [104, 105, 106, 107]);
  assert.is(p2.next, 3);
  assert.is(await status(results.page('acct', searchid, 4)), '400 invalid_page');
  assert.is(await status(results.page('acct', searchid, 0)), '400 invalid_page');
  assert.is(await status(results.page('other', searchid, 1)), '404 result_expired');
  const p3 = await results.page('acct', searchid, 3);
  assert.equal(Array.from(p3.ids), [108, 109]);
  assert.is(p3.next, null);
  assert.is(await status(results.page('acct', searchid, 1)), '404 result_expired');
});

test('a page across chunks reads both', async () => {
  const results = new SearchResults(store, clock);
  const ids = Uint32Array.from({ length: CHUNK_IDS + 50 }, (_, k) => k);
  const { searchid } = await results.create('acct', { ...meta, pagesize: 100 }, ids);
  const page = await results.page('acct', searchid, Math.ceil(CHUNK_IDS / 100));
  assert.is(page.ids[0], CHUNK_IDS - 100);
  assert.is(page.ids[99], CHUNK_IDS - 1);
  const across = await results.page('acct', searchid, CHUNK_IDS / 100 + 1);
  assert.equal(Array.from(across.ids.slice(0, 2)), [CHUNK_IDS, CHUNK_IDS + 1]);
});

test('a result expires 2 days after its creation', async () => {
  const results = new SearchResults(store, clock);
  const { searchid } = await results.create('acct', meta, Uint32Array.from([1, 2, 3, 4, 5]));
  now += 2 * 86_400_000 - 1;
  assert.is((await results.page('acct', searchid, 1)).ids.length, 4);
  now += 1;
  assert.is(await status(results.page('acct', searchid, 1)), '404 result_expired');
});

test('an empty result has no page to read but page 1, which consumes it', async () => {
  const results = new SearchResults(store, clock);
  const { searchid, meta: m } = await results.create('acct', meta, new Uint32Array(0));
  assert.is(m.pages, 0);
  const p = await results.page('acct', searchid, 1);
  assert.is(p.ids.length, 0);
  assert.is(p.next, null);
  assert.is(await status(results.page('acct', searchid, 1)), '404 result_expired');
  assert.is(await status(results.page('acct', 'not-an-id', 1)), '404 result_expired');
});

test.run();
