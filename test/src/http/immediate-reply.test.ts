import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../src/http/app.js';
import { allRoutes } from '../../../src/routes/index.js';
import { startTestServer, basic, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer({ index: 'none' });
});
test.after(async () => {
  await server.stop();
});

const request = (authorization: string) =>
  new Request('http://127.0.0.1/v2/user/attributes', { headers: { authorization } });

test('a call with cached credentials is answered once its count is in the store', async () => {
  const app = createApp(server.services, allRoutes());
  const authorization = basic('admin', server.adminPassword);
  const store = server.services.store;
  const admin = (await server.services.accounts.get('admin'))!;
  const key = `usage:${admin.account_id}:${new Date().toISOString().slice(0, 10)}`;
  const stored = async () =>
    ((await store.get<Record<string, number>>(key)) ?? {})['api.user.attributes'] ?? 0;
  const before = await stored();
  for (let i = 1; i <= 3; i++) {
    const res = await app.fetch(request(authorization));
    assert.is(res.status, 200);
    assert.is(await stored(), before + i);
  }
  const res = await app.fetch(request(authorization));
  assert.is(JSON.parse(await res.text()).econtext.user.attributes.username, 'admin');
});

test('a wrong password after a cached call still waits for the check and is refused', async () => {
  const app = createApp(server.services, allRoutes());
  await app.fetch(request(basic('admin', server.adminPassword)));
  const wrong = await app.fetch(request(basic('admin', 'not-the-password')));
  assert.is(wrong.status, 401);
});

test.run();
