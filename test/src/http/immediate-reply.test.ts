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

test('a call with cached credentials, no body and a synchronous handler is answered without a promise', async () => {
  const app = createApp(server.services, allRoutes());
  const authorization = basic('admin', server.adminPassword);
  // The first call verifies the password (scrypt): that one waits.
  const first = app.fetch(request(authorization));
  assert.instance(first, Promise);
  assert.is((await first).status, 200);
  const second = app.fetch(request(authorization));
  assert.not.instance(second, Promise);
  const res = second as Response;
  assert.is(res.status, 200);
  assert.is(JSON.parse(await res.text()).econtext.user.attributes.username, 'admin');
});

test('a wrong password after a cached call still waits for the check and is refused', async () => {
  const app = createApp(server.services, allRoutes());
  await app.fetch(request(basic('admin', server.adminPassword)));
  const wrong = await app.fetch(request(basic('admin', 'not-the-password')));
  assert.is(wrong.status, 401);
});

test.run();
