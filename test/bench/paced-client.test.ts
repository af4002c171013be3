import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent } from 'undici';
import { sendPaced, type PacedAnswer } from '../../bench/paced-client.js';
import { startPageServer } from '../../bench/page-server.js';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('sendPaced sends rate × seconds requests, the i-th to pick(i), and reports every answer', async () => {
  const pages = await startPageServer(['<p>page</p>']);
  const refused = `http://127.0.0.1:${await closedPort()}/`;
  const agent = new Agent();
  try {
    const answers: PacedAnswer[] = [];
    const started = performance.now();
    const sent = await sendPaced(
      (i) => ({
        url: i % 3 === 0 ? pages.urls[0]! : i % 3 === 1 ? pages.urls[0] + '.missing' : refused,
      }),
      agent,
      50,
      0.3,
      (a) => answers.push(a),
    );
    assert.is(sent, 15);
    // Evenly spaced: the last request was due at 14/50 s.
    assert.ok(performance.now() - started >= 270);
    assert.equal(
      answers.map((a) => a.i).sort((a, b) => a - b),
      Array.from({ length: 15 }, (_, i) => i),
    );
    for (const a of answers) {
      if (a.i % 3 === 0) assert.equal([a.ok, a.status], [true, 200]);
      if (a.i % 3 === 1) assert.equal([a.ok, a.status], [false, 404]);
      if (a.i % 3 === 2) {
        assert.equal([a.ok, a.status, a.latencyMs], [false, undefined, undefined]);
        assert.type(a.error, 'string');
      }
    }
    assert.equal(pages.counts, { pages: 5, robots: 0, other: 5 });
  } finally {
    await agent.close();
    await pages.close();
  }
});

test.run();
