import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { fuzzHasBody, fuzzMethod, fuzzPath, fuzzRequest } from '../../../bench/fuzz-requests.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

test('random and malformed input to every route never gets a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fuzzRequest, async (r) => {
      // Credentials are the test server's own; the harness also tries bad ones.
      const method = fuzzMethod(r);
      const url = fuzzPath(r);
      let res: Response;
      try {
        res = await server.call(method, url, {
          ...(fuzzHasBody(r) ? { rawBody: r.body } : {}),
          headers: r.type ? { 'content-type': r.type } : {},
        });
      } catch (err) {
        // fetch refuses some URLs outright (never reaching the server); that is not our 5xx.
        if (err instanceof TypeError) return;
        throw err;
      }
      const text = await res.text();
      assert.ok(res.status < 500, `${method} ${url} -> ${res.status} ${text.slice(0, 300)}`);
      const parsed = JSON.parse(text);
      assert.ok(parsed.econtext, 'envelope');
    }),
    { numRuns: 400, seed: 20261122 },
  );
});

test.run();
