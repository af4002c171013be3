import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { etagOf, noneMatchHits } from '../../../src/http/conditional.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
  await server.services.accounts.add({ username: 'other', group: 'users' }, 'other-secret-1');
});
test.after(async () => {
  await server.stop();
});

test('categories/tiers has an ETag and Cache-Control, and If-None-Match gets an empty 304', async () => {
  const first = await server.call('GET', '/v2/categories/tiers');
  assert.is(first.status, 200);
  const etag = first.headers.get('etag');
  assert.match(etag ?? '', /^W\/"[A-Za-z0-9_-]+"$/);
  assert.is(first.headers.get('cache-control'), 'private, max-age=300');
  const again = await server.call('GET', '/v2/categories/tiers', {
    headers: { 'if-none-match': etag! },
  });
  assert.is(again.status, 304);
  assert.is(await again.text(), '');
  assert.is(again.headers.get('etag'), etag);
  assert.ok(again.headers.get('x-request-id'));
});

test('a stale or foreign ETag gets the full answer', async () => {
  const res = await server.call('GET', '/v2/categories/tiers', {
    headers: { 'if-none-match': 'W/"not-this-one", "nor-this"' },
  });
  assert.is(res.status, 200);
  assert.ok((await json(res)).econtext.categories.length > 0);
});

test('the ETag follows the content: another account (other id secret) has another one', async () => {
  const mine = (await server.call('GET', '/v2/categories/tiers')).headers.get('etag');
  const theirs = (
    await server.call('GET', '/v2/categories/tiers', { auth: ['other', 'other-secret-1'] })
  ).headers.get('etag');
  assert.ok(mine && theirs);
  assert.is.not(mine, theirs);
});

test('categories/categories is validated by ETag per set of ids', async () => {
  const tiers = (await json(await server.call('GET', '/v2/categories/tiers'))).econtext.categories;
  const ids = [tiers[0].id, tiers[1].id];
  const first = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: ids },
  });
  assert.is(first.status, 200);
  const etag = first.headers.get('etag')!;
  assert.ok(etag);
  const same = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: ids },
    headers: { 'if-none-match': etag },
  });
  assert.is(same.status, 304);
  const fewer = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: ids.slice(0, 1) },
    headers: { 'if-none-match': etag },
  });
  assert.is(fewer.status, 200);
  assert.is.not(fewer.headers.get('etag'), etag);
});

test('openapi.json is public and cacheable, with a 304 on its ETag', async () => {
  const first = await server.call('GET', '/v2/openapi.json', { auth: null });
  assert.is(first.status, 200);
  assert.is((await json(first)).openapi, '3.1.0');
  const etag = first.headers.get('etag')!;
  assert.match(first.headers.get('cache-control') ?? '', /max-age=3600/);
  const again = await server.call('GET', '/v2/openapi.json', {
    auth: null,
    headers: { 'if-none-match': etag },
  });
  assert.is(again.status, 304);
});

test('classify calls carry no ETag', async () => {
  const res = await server.call('POST', '/v2/classify/keywords', { body: { keywords: ['golf'] } });
  assert.is(res.status, 200);
  assert.is(res.headers.get('etag'), null);
});

test('If-None-Match matching: weak comparison, lists and "*"', () => {
  const tag = etagOf('{"a":1}');
  assert.is(tag, etagOf('{"a":1}'));
  assert.is.not(tag, etagOf('{"a":2}'));
  assert.ok(noneMatchHits(tag, tag));
  assert.ok(noneMatchHits(`"x", ${tag.slice(2)}`, tag));
  assert.ok(noneMatchHits('*', tag));
  assert.not.ok(noneMatchHits(undefined, tag));
  assert.not.ok(noneMatchHits('"other"', tag));
});

test.run();
