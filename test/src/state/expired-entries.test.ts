// Expired entries of the state store (classify/url's cached pages) leave the disk: when
// read, and by the sweeps the server runs at start and every hour.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ClassicLevel } from 'classic-level';
import { LevelStore } from '../../../src/state/level-store.js';
import { loadPage, PAGE_CACHE_TTL_SECONDS } from '../../../src/fetch/page-cache.js';
import { MemoryRobotsCache } from '../../../src/fetch/robots.js';
import { fixture, type Fixture } from '../../helpers/page-fixture.js';
import { startTestServer } from '../../helpers/server.js';
import { tempDir } from '../../helpers/temp.js';

let site: Fixture;
test.before(async () => {
  site = await fixture();
  for (const name of ['a', 'b']) {
    site.routes.set(`/${name}.html`, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<html><head><title>${name}</title></head><body><p>Page ${name} about apple pie.</p></body></html>`,
      );
    });
  }
});
test.after(() => site.close());

const fetchOptions = () => ({
  allowLoopbackForTests: (url: URL) => url.port === String(site.port),
  robotsCache: new MemoryRobotsCache(),
});

/** Every key on disk, expired or not (the store itself hides expired entries). */
async function keysOnDisk(dir: string): Promise<string[]> {
  const db = new ClassicLevel<string, unknown>(dir, { valueEncoding: 'json' });
  await db.open();
  try {
    return await db.keys().all();
  } finally {
    await db.close();
  }
}

const pageKeys = (keys: string[]) => keys.filter((k) => k.startsWith('scrape:'));

test('an expired cached page is deleted from disk when it is read', async () => {
  const dir = tempDir();
  try {
    const store = await LevelStore.open(dir);
    const url = `${site.base}/a.html`;
    assert.is(
      (await loadPage(store, url, { cacheSkip: false, fetch: fetchOptions() })).cached,
      false,
    );
    assert.is(
      (await loadPage(store, url, { cacheSkip: false, fetch: fetchOptions() })).cached,
      true,
    );
    const [[key]] = (await store.scan('scrape:')) as [[string, unknown]];
    const realNow = Date.now;
    Date.now = () => realNow() + (PAGE_CACHE_TTL_SECONDS + 1) * 1000;
    try {
      assert.is(await store.get(key), undefined);
    } finally {
      Date.now = realNow;
    }
    await store.close();
    assert.equal(await keysOnDisk(dir), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a sweep deletes the expired cached pages from disk and keeps everything else', async () => {
  const dir = tempDir();
  try {
    const store = await LevelStore.open(dir);
    for (const name of ['a', 'b'])
      await loadPage(store, `${site.base}/${name}.html`, {
        cacheSkip: false,
        fetch: fetchOptions(),
      });
    await store.put('account:someone', { username: 'someone' });
    await store.put('later:1', 'kept', { ttlSeconds: 3 * PAGE_CACHE_TTL_SECONDS });
    assert.is(await store.sweepExpired(), 0);
    assert.is(pageKeys(await store.scan<unknown>('').then((e) => e.map(([k]) => k))).length, 2);
    assert.is(await store.sweepExpired(Date.now() + (PAGE_CACHE_TTL_SECONDS + 1) * 1000), 2);
    assert.equal(await store.get('account:someone'), { username: 'someone' });
    assert.is(await store.get('later:1'), 'kept');
    await store.close();
    const keys = await keysOnDisk(dir);
    assert.equal(pageKeys(keys), []);
    assert.ok(keys.includes('account:someone'));
    assert.is(keys.filter((k) => k.startsWith('expiry:')).length, 1, keys.join(' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an entry written again with a later expiry survives the sweep of its first expiry', async () => {
  const dir = tempDir();
  try {
    const store = await LevelStore.open(dir);
    await store.put('scrape:x', 'first', { ttlSeconds: 10 });
    await store.put('scrape:x', 'second', { ttlSeconds: 1000 });
    assert.is(await store.sweepExpired(Date.now() + 20_000), 0);
    assert.is(await store.get('scrape:x'), 'second');
    assert.is(await store.sweepExpired(Date.now() + 2_000_000), 1);
    await store.close();
    assert.equal(await keysOnDisk(dir), ['meta:expiry-markers']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the first sweep of a store written without expiry markers deletes its expired pages and marks the rest', async () => {
  const dir = tempDir();
  try {
    const db = new ClassicLevel<string, unknown>(dir, { valueEncoding: 'json' });
    await db.open();
    await db.batch([
      { type: 'put', key: 'scrape:old', value: { v: { body: 'old' }, x: Date.now() - 1000 } },
      { type: 'put', key: 'scrape:new', value: { v: { body: 'new' }, x: Date.now() + 60_000 } },
      { type: 'put', key: 'account:a', value: { v: { username: 'a' } } },
    ]);
    await db.close();
    const store = await LevelStore.open(dir);
    assert.is(await store.sweepExpired(), 1);
    assert.is(await store.sweepExpired(Date.now() + 120_000), 1);
    await store.close();
    assert.equal(await keysOnDisk(dir), ['account:a', 'meta:expiry-markers']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the server sweeps expired cached pages at start', async () => {
  const dataDir = tempDir();
  const stateDir = path.join(dataDir, 'state');
  try {
    const store = await LevelStore.open(stateDir);
    await loadPage(store, `${site.base}/a.html`, { cacheSkip: false, fetch: fetchOptions() });
    await store.put('scrape:expired', { url: 'http://example.com/' }, { ttlSeconds: 0 });
    await store.close();
    assert.is(pageKeys(await keysOnDisk(stateDir)).length, 2);
    const server = await startTestServer({ dataDir });
    await (server.services.store as LevelStore).swept();
    await server.stop();
    assert.is(pageKeys(await keysOnDisk(stateDir)).length, 1);
    assert.not.ok((await keysOnDisk(stateDir)).includes('scrape:expired'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
