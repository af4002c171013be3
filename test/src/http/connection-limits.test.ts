import { test } from 'uvu';
import * as assert from 'uvu/assert';
import net from 'node:net';
import { startTestServer, basic, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer({
    index: 'none',
    connectionLimits: {
      headersTimeoutMs: 300,
      requestTimeoutMs: 800,
      idleTimeoutMs: 300,
      checkIntervalMs: 50,
      maxConnectionsPerAddress: 6,
    },
  });
});
test.after(async () => {
  await server.stop();
});

interface Slow {
  socket: net.Socket;
  /** What the server sent and when it closed the connection (ms after it opened). */
  ended: Promise<{ reply: string; afterMs: number }>;
}

/** A raw loopback connection that sends `head` at once and then `drip` a byte every 50 ms. */
function slowClient(head: string, drip = ''): Slow {
  const started = performance.now();
  const socket = net.connect(server.port, '127.0.0.1');
  let reply = '';
  let i = 0;
  const timer = setInterval(() => {
    if (drip && !socket.destroyed) socket.write(drip[i++ % drip.length]!);
  }, 50);
  socket.on('data', (d: Buffer) => (reply += d.toString('latin1')));
  socket.on('error', () => undefined);
  socket.write(head);
  const ended = new Promise<{ reply: string; afterMs: number }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ reply, afterMs: performance.now() - started });
    }),
  );
  return { socket, ended };
}

test('headers sent a byte at a time: 408 and the connection closed at the header time', async () => {
  const slow = slowClient(
    '',
    `GET /v2/user/attributes HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(500)}`,
  );
  const { reply, afterMs } = await slow.ended;
  assert.match(reply, /^HTTP\/1\.1 408 /);
  assert.ok(afterMs < 1000, `closed after ${afterMs} ms`);
});

test('a body sent a byte at a time: 408 and the connection closed at the request time', async () => {
  const slow = slowClient(
    `POST /v2/classify/keywords HTTP/1.1\r\nHost: x\r\nAuthorization: ${basic('admin', server.adminPassword)}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    '{',
  );
  const { reply, afterMs } = await slow.ended;
  assert.match(reply, /^HTTP\/1\.1 408 /, reply);
  assert.ok(afterMs >= 700 && afterMs < 2000, `closed after ${afterMs} ms`);
});

test('a connection that sends nothing is closed', async () => {
  const { afterMs } = await slowClient('').ended;
  assert.ok(afterMs < 1000, `closed after ${afterMs} ms`);
});

test('slow clients do not hold up other calls', async () => {
  const slow = Array.from({ length: 4 }, () => slowClient('', 'GET / HTTP/1.1\r\nX-Pad: aaaaaaa'));
  await new Promise((r) => setTimeout(r, 100));
  const res = await fetch(server.url + '/health');
  assert.is(res.status, 200);
  assert.ok(
    slow.every((s) => !s.socket.destroyed),
    'the slow clients were still connected',
  );
  await Promise.all(slow.map((s) => s.ended));
});

test('connections over the cap per address are closed at once', async () => {
  const held = Array.from({ length: 6 }, () => slowClient('', 'G'));
  await new Promise((r) => setTimeout(r, 50));
  const over = await slowClient('').ended;
  assert.is(over.reply, '');
  assert.ok(over.afterMs < 100, `closed after ${over.afterMs} ms`);
  assert.ok(
    held.every((s) => !s.socket.destroyed),
    'the connections under the cap stay open',
  );
  await Promise.all(held.map((s) => s.ended));
  // Closed connections leave the count: the address is served again.
  assert.is((await fetch(server.url + '/health')).status, 200);
});

test.run();
