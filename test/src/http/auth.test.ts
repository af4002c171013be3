import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

async function expect401(res: Response) {
  assert.is(res.status, 401);
  assert.match(res.headers.get('www-authenticate') ?? '', /^Basic realm="sortal"/);
  const body = await json(res);
  assert.is(body.econtext.error.code, 'unauthorized');
  assert.is(body.econtext.signature.status, '401 Unauthorized - unauthorized');
}

test('a call without credentials is a 401 with WWW-Authenticate', async () => {
  await expect401(await server.call('GET', '/v2/user/attributes', { auth: null }));
});

test('a wrong password is a 401', async () => {
  await expect401(
    await server.call('GET', '/v2/user/attributes', { auth: ['admin', 'not-the-password'] }),
  );
});

test('an unknown user is a 401', async () => {
  await expect401(
    await server.call('GET', '/v2/user/attributes', { auth: ['nobody', 'whatever1'] }),
  );
});

test('a malformed Authorization header is a 401', async () => {
  for (const header of [
    'Bearer abc',
    'Basic',
    'Basic !!!',
    'Basic ' + Buffer.from('nocolon').toString('base64'),
  ]) {
    await expect401(
      await server.call('GET', '/v2/user/attributes', {
        auth: null,
        headers: { authorization: header },
      }),
    );
  }
});

test('other spellings of a Basic header are accepted, and wrong ones refused, before and after a cached call', async () => {
  const token = Buffer.from(`admin:${server.adminPassword}`).toString('base64');
  assert.is((await server.call('GET', '/v2/user/attributes')).status, 200);
  for (const header of [
    `basic ${token}`,
    `BASIC   ${token}  `,
    `Basic ${token.replace(/=+$/, '')}`,
  ]) {
    assert.is(
      (
        await server.call('GET', '/v2/user/attributes', {
          auth: null,
          headers: { authorization: header },
        })
      ).status,
      200,
      header,
    );
  }
  const wrong = Buffer.from('admin:not-the-password').toString('base64');
  for (const header of [`Basic ${wrong}`, `basic  ${wrong}`]) {
    await expect401(
      await server.call('GET', '/v2/user/attributes', {
        auth: null,
        headers: { authorization: header },
      }),
    );
  }
});

test('unknown routes under /v2 also need credentials', async () => {
  await expect401(await server.call('GET', '/v2/no/such/route', { auth: null }));
});

test('a correct call answers the envelope with the signature', async () => {
  const res = await server.call('GET', '/v2/user/attributes');
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  const body = await json(res);
  assert.equal(Object.keys(body), ['econtext']);
  const { attributes } = body.econtext.user;
  assert.is(attributes.username, 'admin');
  assert.is(attributes.group, 'admin');
  assert.type(attributes.account_id, 'string');
  assert.type(attributes.tier_depth, 'number');
  assert.equal(body.econtext.signature, {
    resource: 'GET /user/attributes',
    status: '200 OK - successful',
    client_ip: '127.0.0.1',
  });
});

test('X-Forwarded-For is ignored without --trust-proxy', async () => {
  const res = await server.call('GET', '/v2/user/attributes', {
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  assert.is((await json(res)).econtext.signature.client_ip, '127.0.0.1');
});

test('the health check needs no credentials', async () => {
  const res = await server.call('GET', '/health', { auth: null });
  assert.is(res.status, 200);
  assert.equal(await json(res), { status: 'ok' });
});

test.run();
