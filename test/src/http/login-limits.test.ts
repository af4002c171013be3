import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer({
    index: 'none',
    // Calls say which client they are for through X-Forwarded-For.
    trustProxy: '127.0.0.1',
    loginLimits: {
      account: { freeFailures: 3, baseDelayMs: 60_000 },
      address: { freeFailures: 1000 },
    },
  });
});
test.after(async () => {
  await server.stop();
});

const attributes = (user: string, password: string, client = '198.51.100.1') =>
  server.call('GET', '/v2/user/attributes', {
    auth: [user, password],
    headers: { 'x-forwarded-for': client },
  });

test('after a few wrong passwords: 429 in the error envelope with Retry-After', async () => {
  // The admin logs in first, so this address is one the account knows.
  assert.is((await attributes('admin', server.adminPassword)).status, 200);
  for (let i = 0; i < 3; i++) assert.is((await attributes('nobody', `guess-${i}`)).status, 401);
  const refused = await attributes('nobody', 'guess-3');
  assert.is(refused.status, 429);
  assert.is(refused.headers.get('retry-after'), '60');
  const body = await json(refused);
  assert.is(body.econtext.error.code, 'too_many_failed_logins');
  assert.is(body.econtext.signature.status.slice(0, 3), '429');
});

test('failures from elsewhere do not shut the owner out of an address it logged in from', async () => {
  const owner = '192.0.2.10';
  server.services.accounts.forget('admin');
  assert.is((await attributes('admin', server.adminPassword, owner)).status, 200);
  for (let i = 0; i < 3; i++)
    assert.is((await attributes('admin', `wrong-${i}`, `203.0.113.${i}`)).status, 401);
  assert.is((await attributes('admin', 'wrong-3', '203.0.113.9')).status, 429);
  // Past the verification cache (credentials verified within the minute pass as they are):
  server.services.accounts.forget('admin');
  assert.is((await attributes('admin', server.adminPassword, '203.0.113.9')).status, 429);
  assert.is((await attributes('admin', server.adminPassword, owner)).status, 200);
});

test.run();
