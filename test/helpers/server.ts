import { readFileSync, rmSync } from 'node:fs';
import { tempDir } from './temp.js';
import path from 'node:path';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server.js';
import { createLogger } from '../../src/logger.js';
import type { RequestBody } from './json.js';
import { copyFixtureIndex } from './fixture-index.js';

export interface TestServer extends RunningServer {
  dataDir: string;
  adminPassword: string;
  /** fetch against the server with admin credentials unless `auth` is given (null: none). */
  call(
    method: string,
    route: string,
    init?: {
      body?: unknown;
      rawBody?: RequestBody;
      headers?: Record<string, string>;
      auth?: [string, string] | null;
    },
  ): Promise<Response>;
  stop(): Promise<void>;
}

export function basic(user: string, password: string): string {
  return 'Basic ' + Buffer.from(`${user}:${password}`).toString('base64');
}

export { tempDir };

/**
 * A server on a free loopback port over a fresh data folder (holding a copy of the
 * small fixture index unless `index: 'none'`); stop() removes the folder.
 */
export async function startTestServer(
  opts: Partial<ServeOptions> & { index?: 'small' | 'none' } = {},
): Promise<TestServer> {
  const { index = 'small', ...serveOpts } = opts;
  const dataDir = opts.dataDir ?? tempDir();
  if (index === 'small') await copyFixtureIndex(dataDir);
  const running = await startServer({
    port: 0,
    host: '127.0.0.1',
    logger: createLogger('silent'),
    buildIfMissing: false,
    nightly: false,
    ...serveOpts,
    dataDir,
  });
  const adminPassword = readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim();
  const call: TestServer['call'] = (method, route, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    const auth = init.auth === undefined ? ['admin', adminPassword] : init.auth;
    if (auth) headers.authorization = basic(auth[0]!, auth[1]!);
    let body: RequestBody | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    return fetch(running.url + route, { method, headers, ...(body !== undefined ? { body } : {}) });
  };
  return {
    ...running,
    dataDir,
    adminPassword,
    call,
    async stop() {
      await running.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
