/**
 * Child process of the HTTP overhead benchmark: our server and a bare Hono route that
 * returns the same JSON, in one process, on two loopback ports.
 */
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startServer } from '../src/server.js';
import { createLogger } from '../src/logger.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.argv[2]!;
const ours = await startServer({
  dataDir,
  port: 0,
  host: '127.0.0.1',
  logger: createLogger('silent'),
  buildIfMissing: false,
  nightly: false,
  workers: 1,
});
const password = readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim();
const account = (await ours.services.accounts.get('admin'))!;
const sameJson = {
  econtext: {
    user: {
      attributes: {
        account_id: account.account_id,
        username: account.username,
        group: account.group,
        tier_depth: account.tier_depth,
      },
    },
    signature: {
      resource: 'GET /user/attributes',
      status: '200 OK - successful',
      client_ip: '127.0.0.1',
    },
  },
};
const bare = new Hono();
bare.get('/v2/user/attributes', (c) => c.json(sameJson));
const bareServer = await new Promise<Server>((resolve) => {
  const s = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, () =>
    resolve(s),
  ) as Server;
});
process.stdout.write(
  JSON.stringify({
    ours: ours.url,
    bare: `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`,
    password,
  }) + '\n',
);
process.on('SIGTERM', () => {
  bareServer.close();
  ours.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
