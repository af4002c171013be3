import { serve } from '@hono/node-server';
import { createServer as createHttpsServer } from 'node:https';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Accounts, generatePassword } from './accounts/accounts.js';
import { LoginLimiter, type LoginLimiterOptions } from './accounts/login-limiter.js';
import { FleetLoginFailures } from './accounts/fleet-login-failures.js';
import { LevelStore } from './state/level-store.js';
import { RedisStore } from './state/redis-store.js';
import { openStateStore } from './state/open-store.js';
import { UsageCounter, RateLimiter } from './usage/usage.js';
import { SharedRateLimiter } from './usage/shared-rate-limiter.js';
import { Metrics, indexMetrics, stateMetrics } from './http/metrics.js';
import { createLogger, type Logger } from './logger.js';
import { createApp } from './http/app.js';
import { TrustedProxies } from './http/client-address.js';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  serverOptionsOf,
  type ConnectionLimits,
} from './http/connection-limits.js';
import { CorsPolicy } from './http/cors.js';
import type { Services } from './services.js';
import { CustomTaxonomies } from './taxonomies/custom-taxonomies.js';
import { TaxonomyStore } from './taxonomies/taxonomy-store.js';
import type { FetchOptions } from './fetch/index.js';
import { TrafficCounter } from './usage/traffic.js';
import { isoDate } from './usage/billing-cycle.js';
import { allRoutes } from './routes/index.js';
import { startControlSocket } from './cli/control-socket.js';
import { ClientOverlayUploads, servedOverlaysOf } from './overlays/client-overlay-uploads.js';
import { OverlayUploadStore } from './overlays/overlay-upload-store.js';
import { IndexManager } from './versions/index-manager.js';
import {
  announceIndexVersion,
  fleetVersionOf,
  followFleetVersion,
} from './versions/fleet-version.js';
import { EnginePool } from './pool/pool.js';
import { listVersions } from '../native-index/catalog.js';
import {
  runBuildProcess,
  scheduleNightly,
  type Profile,
  type ProgressFn,
} from './versions/build-runner.js';

export interface ServeOptions {
  dataDir: string;
  /** The state store: `level` (default, in the data folder) or a redis:// URL shared by a fleet (`--state`). */
  state?: string;
  port: number;
  host?: string;
  tlsCert?: string;
  tlsKey?: string;
  /** Origins browsers may call the API from, `*` or a comma-separated list (`--cors-origin`); default none. */
  corsOrigin?: string;
  /** Trusted reverse proxies, addresses and CIDR ranges separated by commas (`--trust-proxy`). */
  trustProxy?: string;
  logger?: Logger;
  /** How long in-flight requests may run after a shutdown begins. */
  drainMs?: number;
  /** Print the first-start admin note (the CLI does; tests do not). */
  announce?: (line: string) => void;
  /** Taxonomy profile of the first-start and nightly builds (default full). */
  profile?: Profile;
  /** Progress of a first-start build (the CLI shows a bar). */
  onBuildProgress?: ProgressFn;
  /** Build the default index on a first start with none (default true). */
  buildIfMissing?: boolean;
  /** Build a new version every day at 00:00 UTC (default true). */
  nightly?: boolean;
  /** Engine worker threads (default one per core). */
  workers?: number;
  /** Batches waiting for a worker before a 503 (default 64 per worker). */
  maxQueue?: number;
  /** How often to look for new index versions, ms (default 10 s). */
  indexPollMs?: number;
  /** Options of classify/url's page fetcher (tests use this for loopback fixtures; the CLI never sets it). */
  fetchOptions?: FetchOptions;
  /** Failed-login limits (tests shorten them; the defaults are in login-limiter.ts). */
  loginLimits?: LoginLimiterOptions;
  /** Connection timeouts and caps (tests shorten them; the defaults are in connection-limits.ts). */
  connectionLimits?: Partial<ConnectionLimits>;
}

export interface RunningServer {
  port: number;
  url: string;
  services: Services;
  close(): Promise<void>;
}

/** On an empty data folder: an `admin` account whose password goes to data/admin-password (0600). */
async function ensureAdmin(
  accounts: Accounts,
  dataDir: string,
  announce: (line: string) => void,
): Promise<void> {
  if ((await accounts.list()).length > 0) return;
  const password = generatePassword();
  await accounts.add(
    { username: 'admin', group: 'admin', features: ['parse', 'overlays'] },
    password,
  );
  const file = path.join(dataDir, 'admin-password');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  announce(`Created account "admin"; its password is in ${file} (readable by this user only).`);
}

export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  const trustProxy =
    opts.trustProxy === undefined ? undefined : TrustedProxies.parse(opts.trustProxy);
  const cors = opts.corsOrigin === undefined ? undefined : CorsPolicy.parse(opts.corsOrigin);
  const logger = opts.logger ?? createLogger();
  const announce = opts.announce ?? (() => {});
  mkdirSync(opts.dataDir, { recursive: true });
  const store = await openStateStore(opts.state, opts.dataDir, {
    onStatus: (reachable, err) =>
      reachable
        ? logger.info('state store reachable')
        : logger.error({ err }, 'state store unreachable; calls that need it answer 503'),
  });
  const accounts = new Accounts(store);
  await accounts.followChanges();
  await ensureAdmin(accounts, opts.dataDir, announce);
  const overlayUploads = new ClientOverlayUploads(
    new OverlayUploadStore(store),
    accounts,
    opts.dataDir,
    () => {
      const served = indexes.newest;
      return served ? servedOverlaysOf(served) : undefined;
    },
    (err, what) => logger.warn({ err }, what),
  );
  // Every build reads the uploads from the data folder's snapshot: leave it current.
  if (store.reachable) await overlayUploads.refreshSnapshot();
  const profile = opts.profile ?? 'full';
  if (opts.buildIfMissing !== false && listVersions(opts.dataDir).length === 0) {
    announce('No index yet: building the default index before serving (first start only).');
    await runBuildProcess({
      dataDir: opts.dataDir,
      profile,
      ...(opts.onBuildProgress ? { onProgress: opts.onBuildProgress } : {}),
    });
  }
  const indexes = new IndexManager(opts.dataDir, logger);
  const pollMs = opts.indexPollMs ?? 10_000;
  // A fleet serves the version announced in the shared state; one machine serves its
  // newest and records it there (so that `sortal state migrate` carries it to a fleet).
  let fleet: { stop(): void } | undefined;
  if (store.shared) fleet = await followFleetVersion(store, indexes, logger, pollMs);
  else
    indexes.onNewVersion((index) => {
      announceIndexVersion(store, fleetVersionOf(index)).catch((err: unknown) =>
        logger.warn({ err }, 'recording the served index version failed'),
      );
    });
  if (!indexes.refresh())
    logger.error('no index version passes its checks; category calls answer 503 until one does');
  indexes.watch(pollMs);
  const traffic = new TrafficCounter(store);
  const nightly =
    opts.nightly === false
      ? undefined
      : scheduleNightly(
          async () => {
            // One build a night for a whole fleet: the instance that claims the night.
            if (
              store.claim &&
              !(await store.claim(`index:nightly:${isoDate(new Date())}`, 6 * 3600))
            )
              return;
            await traffic.writeSnapshot(opts.dataDir);
            await overlayUploads.refreshSnapshot();
            logger.info({ profile }, 'nightly index build started');
            // In a fleet the build announces its version (build-index --state).
            await runBuildProcess({
              dataDir: opts.dataDir,
              profile,
              lowPriority: true,
              ...(store.shared && opts.state ? { state: opts.state } : {}),
            });
            indexes.refresh();
          },
          (err) => logger.error({ err }, 'nightly index build failed'),
        );
  const shutdown = new AbortController();
  const pool = new EnginePool({
    logger,
    ...(opts.workers ? { workers: opts.workers } : {}),
    ...(opts.maxQueue ? { maxQueue: opts.maxQueue } : {}),
  });
  const services: Services = {
    dataDir: opts.dataDir,
    store,
    accounts,
    logins: new LoginLimiter({
      ...opts.loginLimits,
      ...(store instanceof RedisStore ? { shared: new FleetLoginFailures(store) } : {}),
    }),
    usage: new UsageCounter(store),
    rate: store instanceof RedisStore ? new SharedRateLimiter(store) : new RateLimiter(),
    metrics: new Metrics(),
    indexes,
    pool,
    taxonomies: new CustomTaxonomies(new TaxonomyStore(store), pool, (err, what) =>
      logger.warn({ err }, what),
    ),
    overlayUploads,
    logger,
    trustProxy,
    shutdown: shutdown.signal,
    fetchOptions: opts.fetchOptions ?? {},
    traffic,
    ...(cors ? { cors } : {}),
  };
  await services.taxonomies.followChanges();
  if (store instanceof RedisStore) stateMetrics(services.metrics, store);
  indexMetrics(services.metrics, indexes);
  const app = createApp(services, allRoutes());

  const tls =
    opts.tlsCert && opts.tlsKey
      ? { key: readFileSync(opts.tlsKey), cert: readFileSync(opts.tlsCert) }
      : undefined;
  if ((opts.tlsCert === undefined) !== (opts.tlsKey === undefined)) {
    throw new Error('--tls-cert and --tls-key go together');
  }
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...opts.connectionLimits };
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: opts.port,
        hostname: opts.host ?? '0.0.0.0',
        serverOptions: { ...serverOptionsOf(limits), ...tls },
        ...(tls ? { createServer: createHttpsServer } : {}),
      },
      () => resolve(s),
    ) as Server;
    s.once('error', reject);
  });
  limitConnections(server, limits, trustProxy);
  const control = await startControlSocket(opts.dataDir, accounts, overlayUploads).catch(
    (err: Error) => {
      logger.warn(
        { err: err.message },
        'control socket not started; account commands need the server stopped',
      );
      return undefined;
    },
  );
  const port = (server.address() as AddressInfo).port;
  const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
  const url = `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Expired entries (classify/url's cached pages) are deleted now and every hour; close() stops this.
  // (Redis expires entries itself.)
  if (store instanceof LevelStore)
    store.sweepEvery(3600_000, (err) =>
      logger.warn({ err }, 'deleting expired state entries failed'),
    );
  logger.info(
    { port, tls: Boolean(tls), dataDir: opts.dataDir, sharedState: store.shared },
    'serving',
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      shutdown.abort();
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Connections become idle as their in-flight requests finish: close them as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), opts.drainMs ?? 10_000);
      await drained;
      clearInterval(sweep);
      clearTimeout(timer);
      control?.close();
      nightly?.stop();
      fleet?.stop();
      indexes.close();
      await services.pool.close();
      await services.usage.close();
      await traffic.close();
      await store.close();
      logger.info('stopped');
    })());
  return { port, url, services, close };
}

export function dataFolderIsNew(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'state'));
}
