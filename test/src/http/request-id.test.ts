import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { requestId } from '../../../src/http/request-id.js';

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});

let server: TestServer;
test.before(async () => {
  server = await startTestServer({ index: 'none', logger: pino({ level: 'debug' }, sink) });
});
test.after(async () => {
  await server.stop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('an answer without a client id carries a generated UUID, a new one per request', async () => {
  const a = await server.call('GET', '/v2/user/attributes');
  const b = await server.call('GET', '/v2/user/attributes');
  assert.match(a.headers.get('x-request-id') ?? '', UUID);
  assert.match(b.headers.get('x-request-id') ?? '', UUID);
  assert.is.not(a.headers.get('x-request-id'), b.headers.get('x-request-id'));
});

test("the client's X-Request-Id is echoed, also on errors and on /health", async () => {
  for (const [route, auth] of [
    ['/v2/user/attributes', undefined],
    ['/v2/user/attributes', null],
    ['/v2/no/such/route', undefined],
    ['/health', null],
  ] as const) {
    const res = await server.call('GET', route, {
      headers: { 'x-request-id': 'edge-1234.abc' },
      ...(auth === null ? { auth: null } : {}),
    });
    assert.is(res.headers.get('x-request-id'), 'edge-1234.abc', route);
  }
});

test('an unusable client id (spaces, too long) is replaced by a generated one', () => {
  assert.match(requestId('has space'), UUID);
  assert.match(requestId('x'.repeat(129)), UUID);
  assert.match(requestId(''), UUID);
  assert.is(requestId('x'.repeat(128)), 'x'.repeat(128));
});

test('the request id is in the log line of the request', async () => {
  await server.call('GET', '/v2/user/attributes', { headers: { 'x-request-id': 'trace-me-42' } });
  const line = lines.find((l) => l.request_id === 'trace-me-42');
  assert.ok(line, 'a log line names the request id');
  assert.is(line.route, '/user/attributes');
  assert.is(line.status, 200);
});

test.run();
