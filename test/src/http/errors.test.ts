import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json, type RequestBody } from '../../helpers/json.js';
import { z } from 'zod';
import { startTestServer, basic, type TestServer } from '../../helpers/server.js';
import { createApp } from '../../../src/http/app.js';
import { defineRoute } from '../../../src/http/route.js';
import { ApiError } from '../../../src/errors.js';

let server: TestServer;
let app: ReturnType<typeof createApp>;
let auth: string;

const echo = defineRoute({
  method: 'POST',
  path: '/test/echo',
  area: 'test',
  operation: 'api.test.echo',
  summary: 'echo',
  body: z.object({
    items: z.array(z.string()).max(3),
    n: z.number().int().min(0).max(5).optional(),
  }),
  handler: ({ body }) => body,
});
const boom = defineRoute({
  method: 'GET',
  path: '/test/boom',
  area: 'test',
  operation: 'api.test.boom',
  summary: 'fails',
  handler: () => {
    throw new Error('internal detail that must not leak');
  },
});
const teapot = defineRoute({
  method: 'GET',
  path: '/test/forbidden',
  area: 'test',
  operation: 'api.test.forbidden',
  summary: 'refuses',
  handler: () => {
    throw new ApiError(403, 'feature_not_enabled', 'Not for this account.');
  },
});

test.before(async () => {
  server = await startTestServer();
  app = createApp(server.services, [echo, boom, teapot]);
  auth = basic('admin', server.adminPassword);
});
test.after(async () => {
  await server.stop();
});

async function errorOf(res: Response, status: number, code: string) {
  assert.is(res.status, status);
  const body = await json(res);
  assert.is(body.econtext.error.code, code);
  assert.type(body.econtext.error.message, 'string');
  assert.ok(body.econtext.error.message.length > 10);
  assert.match(body.econtext.signature.status, new RegExp(`^${status} .+ - ${code}$`));
  assert.not.match(JSON.stringify(body), /at .+\.js:\d+/);
  return body.econtext;
}

const post = (
  body: RequestBody,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) =>
  app.request('/v2/test/echo', {
    method: 'POST',
    body,
    headers: { authorization: auth, ...headers },
  });

test('a valid body passes through the envelope', async () => {
  const res = await post(JSON.stringify({ items: ['a'] }));
  assert.is(res.status, 200);
  assert.equal((await json(res)).econtext.test, { items: ['a'] });
});

test('malformed JSON is a 400 invalid_json', async () => {
  await errorOf(await post('{"items": ['), 400, 'invalid_json');
});

test('an empty body is a 400 missing_body', async () => {
  await errorOf(await post(''), 400, 'missing_body');
});

test('a wrong type is a 400 naming the field', async () => {
  const e = await errorOf(await post(JSON.stringify({ items: 'a' })), 400, 'invalid_parameter');
  assert.is(e.error.field, 'items');
});

test('a missing required parameter is a 400 missing_parameter', async () => {
  const e = await errorOf(await post(JSON.stringify({})), 400, 'missing_parameter');
  assert.is(e.error.field, 'items');
});

test('an out-of-range value is a 400', async () => {
  const e = await errorOf(
    await post(JSON.stringify({ items: [], n: 9 })),
    400,
    'invalid_parameter',
  );
  assert.is(e.error.field, 'n');
});

test('a list over its limit is a 400 too_many_items, never truncated', async () => {
  await errorOf(await post(JSON.stringify({ items: ['a', 'b', 'c', 'd'] })), 400, 'too_many_items');
});

test('a body that is not an object is a 400', async () => {
  await errorOf(await post('[1,2]'), 400, 'invalid_parameter');
  await errorOf(await post('null'), 400, 'invalid_parameter');
});

test('curl -d (form content type) with a JSON body is read as JSON', async () => {
  const res = await post(JSON.stringify({ items: ['x'] }), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  assert.is(res.status, 200);
  const none = await app.request('/v2/test/echo', {
    method: 'POST',
    body: JSON.stringify({ items: ['y'] }),
    headers: { authorization: auth },
  });
  assert.is(none.status, 200);
});

test('multipart and other content types are a 415', async () => {
  await errorOf(
    await post('--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' }),
    415,
    'unsupported_media_type',
  );
  await errorOf(
    await post('<a/>', { 'content-type': 'application/xml' }),
    415,
    'unsupported_media_type',
  );
  await errorOf(
    await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
    415,
    'unsupported_media_type',
  );
});

test('a body over 16 MiB is a 413', async () => {
  const big = '{"items":["' + 'x'.repeat(16 * 1024 * 1024) + '"]}';
  await errorOf(await post(big), 413, 'body_too_large');
});

test('a body over 16 MiB with no length header (streamed) is a 413', async () => {
  const chunk = new Uint8Array(1024 * 1024).fill(32);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < 20) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const res = await app.request('/v2/test/echo', {
    method: 'POST',
    body: stream,
    headers: { authorization: auth, 'content-type': 'application/json' },
    duplex: 'half',
  });
  await errorOf(res, 413, 'body_too_large');
});

test('an unknown route is a 404 in the envelope', async () => {
  await errorOf(await server.call('GET', '/v2/nothing/here'), 404, 'not_found');
  await errorOf(await server.call('GET', '/elsewhere', { auth: null }), 404, 'not_found');
});

test('a known route with the wrong method is a 405 with Allow', async () => {
  const res = await server.call('DELETE', '/v2/user/usage');
  assert.is(res.headers.get('allow'), 'GET');
  await errorOf(res, 405, 'method_not_allowed');
});

test('a 403 from a handler keeps its status and code', async () => {
  await errorOf(
    await app.request('/v2/test/forbidden', { headers: { authorization: auth } }),
    403,
    'feature_not_enabled',
  );
});

test('an unexpected failure is a 500 without internals', async () => {
  const res = await app.request('/v2/test/boom', { headers: { authorization: auth } });
  const e = await errorOf(res, 500, 'internal_error');
  assert.not.match(JSON.stringify(e), /internal detail/);
});

test.run();
