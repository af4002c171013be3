/**
 * Child process of the reliability benchmarks: `startServer` over a data folder of its
 * own whose `indexes` links to the benchmark index, printing `{url, password}` when it
 * serves. argv: index data folder, then options as JSON (`usage: "memory"` counts in
 * memory only, as before durable usage, to measure what durability costs; `workers`;
 * `noLoginLimit`;
 * `loopbackFetch`: classify/url may fetch loopback pages, for the soak's page server: a
 * port allows that port only, `true` any loopback port).
 */
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/server.js';
import { createLogger } from '../src/logger.js';

const [indexDir, optionsJson] = process.argv.slice(2);
const options = JSON.parse(optionsJson ?? '{}') as {
  usage?: 'durable' | 'memory';
  workers?: number;
  loopbackFetch?: boolean | number;
  dataDir?: string;
  /** `--state`: a redis:// URL to keep the state in Redis. */
  state?: string;
  /** No failed-login limit: the 401 timing benchmark fails thousands of logins. */
  noLoginLimit?: boolean;
};
const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sortal-bench-server-'));
try {
  symlinkSync(path.resolve(indexDir!, 'indexes'), path.join(dataDir, 'indexes'));
} catch {
  // Already linked: a restart over the same data folder.
}
const running = await startServer({
  dataDir,
  port: 0,
  host: '127.0.0.1',
  logger: createLogger('silent'),
  buildIfMissing: false,
  nightly: false,
  workers: options.workers ?? 1,
  ...(options.state ? { state: options.state } : {}),
  ...(options.noLoginLimit
    ? { loginLimits: { account: { freeFailures: 1e9 }, address: { freeFailures: 1e9 } } }
    : {}),
  ...(options.loopbackFetch !== undefined && options.loopbackFetch !== false
    ? {
        fetchOptions: {
          allowLoopbackForTests:
            options.loopbackFetch === true
              ? true
              : (url: URL) => url.port === String(options.loopbackFetch),
        },
      }
    : {}),
});
if (options.usage === 'memory') {
  const counts = new Map<string, number>();
  running.services.usage.record = (accountId, operation) => {
    const key = `${accountId}:${operation}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return Promise.resolve();
  };
}
const password = readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim();
process.stdout.write(
  JSON.stringify({ url: running.url, password, dataDir, pid: process.pid }) + '\n',
);
process.on('SIGTERM', () => {
  running.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
