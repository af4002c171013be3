import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import { basic, startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
let agent: http.Agent;
test.before(async () => {
  server = await startTestServer();
  await server.services.accounts.add({ username: 'carol', group: 'users' }, 'carol-secret-1');
  // One socket, kept alive: every call below travels on the same connection.
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
test.after(async () => {
  agent.destroy();
  await server.stop();
});

/** GET /v2/user/attributes on the agent's one connection: the status, and whether the socket was reused. */
function call(authorization: string): Promise<{ status: number; reused: boolean }> {
  const url = new URL('/v2/user/attributes', server.url);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

test('on one keep-alive connection, a header verified before does not let a different one through', async () => {
  assert.is((await call(basic('carol', 'carol-secret-1'))).status, 200);
  const wrong = await call(basic('carol', 'carol-secret-2'));
  assert.ok(wrong.reused, "the second call shares the first one's connection");
  assert.is(wrong.status, 401);
  assert.is((await call(basic('carol', 'carol-secret-1'))).status, 200);
  // Same length, one character apart.
  assert.is((await call(basic('carol', 'carol-secret-9'))).status, 401);
  assert.is((await call(basic('admin', server.adminPassword))).status, 200);
  assert.is((await call(basic('carol', 'carol-secret-1'))).status, 200);
});

test('on one keep-alive connection, a password change takes effect at the next call', async () => {
  const before = await call(basic('carol', 'carol-secret-1'));
  assert.is(before.status, 200);
  await server.services.accounts.setPassword('carol', 'carol-secret-2');
  const old = await call(basic('carol', 'carol-secret-1'));
  assert.ok(old.reused);
  assert.is(old.status, 401);
  assert.is((await call(basic('carol', 'carol-secret-2'))).status, 200);
});

test('on one keep-alive connection, a removed account is refused at the next call', async () => {
  assert.is((await call(basic('carol', 'carol-secret-2'))).status, 200);
  await server.services.accounts.remove('carol');
  const after = await call(basic('carol', 'carol-secret-2'));
  assert.ok(after.reused);
  assert.is(after.status, 401);
});

test.run();
