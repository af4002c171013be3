import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let withIndex: TestServer;
let withoutIndex: TestServer;
test.before(async () => {
  withIndex = await startTestServer();
  withoutIndex = await startTestServer({ index: 'none' });
});
test.after(async () => {
  await Promise.all([withIndex.stop(), withoutIndex.stop()]);
});

test('/ready is 200 with the served index version when an index is open and the store answers', async () => {
  const res = await withIndex.call('GET', '/ready', { auth: null });
  assert.is(res.status, 200);
  const body = await json(res);
  assert.is(body.status, 'ready');
  assert.is(body.index, withIndex.services.indexes.newest!.version);
  assert.is(body.store, 'ok');
});

test('/ready is 503 without an index, while /health stays 200 (liveness)', async () => {
  const res = await withoutIndex.call('GET', '/ready', { auth: null });
  assert.is(res.status, 503);
  const body = await json(res);
  assert.is(body.status, 'not_ready');
  assert.is(body.index, null);
  assert.is((await withoutIndex.call('GET', '/health', { auth: null })).status, 200);
});

test('/ready is 503 when the state store cannot be read', async () => {
  const store = withIndex.services.store;
  const get = store.get.bind(store);
  store.get = () => Promise.reject(new Error('store down'));
  try {
    const res = await withIndex.call('GET', '/ready', { auth: null });
    assert.is(res.status, 503);
    assert.is((await json(res)).store, 'unreachable');
  } finally {
    store.get = get;
  }
});

test.run();
