#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultDataDir } from '../native-index/data-folder.js';
import { dataFolderIsNew, startServer } from './server.js';
import { heldByAnotherProcess, LevelStore } from './state/level-store.js';
import { RedisStore, redactUrl } from './state/redis-store.js';
import { isRedisSpec, STATE_HELP } from './state/open-store.js';
import { migrateState, MigrationError } from './state/migrate-state.js';
import { Accounts } from './accounts/accounts.js';
import {
  parseFeatures,
  runAccountCommand,
  type AccountCommand,
  type AccountCommandResult,
} from './cli/account-commands.js';
import { sendControlCommand } from './cli/control-socket.js';
import {
  overlayUploadsOn,
  readOverlayFile,
  refreshOverlayUploads,
  runOverlayCommand,
  type OverlayCommand,
  type OverlayCommandResult,
} from './cli/overlay-commands.js';
import { buildProgressBar, type Profile } from './versions/build-runner.js';
import { announceIndexVersion } from './versions/fleet-version.js';
import { listVersions } from '../native-index/catalog.js';
import { buildIndex } from '../build-index/build.js';
import { defaultIndexWriters } from '../build-index/writers.js';
import { classifyKeywordFile } from './cli/classify-cli.js';
import { languagesReport } from './cli/languages-report.js';
import { overlayReport } from './cli/overlay-report.js';
import { exportKeywordSearch } from './cli/keywords-cli.js';
import { createLogger } from './logger.js';
import { TrustedProxies } from './http/client-address.js';
import { CorsPolicy } from './http/cors.js';

const USAGE = `usage:
  sortal serve [--data DIR] [--port N] [--host H] [--tls-cert F --tls-key F] [--trust-proxy ADDR[,ADDR|CIDR...]] [--cors-origin *|ORIGIN[,ORIGIN...]] [--profile full|small] [--workers N] [--no-nightly]
  sortal build-index [--data DIR] [--at ISO-TIME] [--profile full|small] [--progress bar|json|none] [--state redis://...]
  sortal index announce VERSION [--data DIR] [--state redis://...]
  sortal overlays upload USER FILE.json|FILE.tsv [--name NAME] | list [USER] | remove USER NAME [--data DIR] [--state redis://...]
  sortal accounts add USER --group G [--tier-depth N] [--features parse,overlays] [--quota N] [--rate N] [--password-stdin]
  sortal classify --type keywords [--in FILE] [--out FILE] [--account USER] [--workers N]
  sortal keywords search (--words TEXT | --branch ID[,ID...] [--node-only]) [--filters JSON] [--limit N] [--format csv|jsonl] [--out FILE] [--account USER]
  sortal accounts list
  sortal accounts remove USER
  sortal accounts passwd USER [--password-stdin]
  sortal state migrate --to redis://HOST:PORT [--from level]
options common to all: --data DIR (default ./data or SORTAL_DATA)
serve, accounts: --state level|redis://... (default level or SORTAL_STATE): where accounts, usage, limits and search results live
build-index, index announce: with a redis:// state, the version becomes the fleet's current one`;

class UsageError extends Error {}

/** `--state`, else SORTAL_STATE (when set and not empty), else the embedded store. */
function stateOption(value: string | undefined): string | undefined {
  const spec = value ?? (process.env.SORTAL_STATE || undefined);
  try {
    return isRedisSpec(spec) ? spec : undefined;
  } catch {
    throw new UsageError(`--state (or SORTAL_STATE) must be ${STATE_HELP}`);
  }
}

function intOption(value: string | undefined, name: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min)
    throw new UsageError(`--${name} takes a whole number ≥ ${min}`);
  return Number(value);
}

/** `--profile`, else SORTAL_PROFILE (when set and not empty), else full. */
function profileOption(value: string | undefined): Profile {
  const [name, profile] =
    value !== undefined
      ? ['--profile', value]
      : ['SORTAL_PROFILE', process.env.SORTAL_PROFILE || 'full'];
  if (profile !== 'full' && profile !== 'small')
    throw new UsageError(`${name} is full or small, not "${profile}"`);
  return profile;
}

const TRUST_PROXY_HELP =
  'the addresses or CIDR ranges of the reverse proxies to trust, separated by commas (e.g. --trust-proxy 127.0.0.1 or --trust-proxy 10.0.0.0/8,::1)';

/** `--trust-proxy`, else SORTAL_TRUST_PROXY (when set and not empty): checked here so that a bad list is a usage error. */
function trustProxyOption(value: string | undefined): string | undefined {
  const [name, list] =
    value !== undefined
      ? ['--trust-proxy', value]
      : ['SORTAL_TRUST_PROXY', process.env.SORTAL_TRUST_PROXY || undefined];
  if (list === undefined) return undefined;
  try {
    TrustedProxies.parse(list);
  } catch (err) {
    throw new UsageError(
      list.trim() === ''
        ? `${name} needs ${TRUST_PROXY_HELP}`
        : `${name}: ${(err as Error).message}`,
    );
  }
  return list;
}

/** `--cors-origin`, else SORTAL_CORS_ORIGIN (when set and not empty): checked here so that a bad list is a usage error. */
function corsOriginOption(value: string | undefined): string | undefined {
  const [name, list] =
    value !== undefined
      ? ['--cors-origin', value]
      : ['SORTAL_CORS_ORIGIN', process.env.SORTAL_CORS_ORIGIN || undefined];
  if (list === undefined) return undefined;
  try {
    CorsPolicy.parse(list);
  } catch (err) {
    throw new UsageError(`${name}: ${(err as Error).message}`);
  }
  return list;
}

function readPasswordFromStdin(): string {
  const text = readFileSync(0, 'utf8').replace(/\r?\n$/, '');
  if (text.length < 8)
    throw new UsageError('the password from standard input must have at least 8 characters');
  return text;
}

async function serveCommand(args: string[]): Promise<void> {
  // parseArgs's own message for a bare flag does not say what the value is.
  if (
    args.some(
      (a, i) => a === '--trust-proxy' && (i === args.length - 1 || args[i + 1]!.startsWith('-')),
    )
  ) {
    throw new UsageError(`--trust-proxy needs ${TRUST_PROXY_HELP}`);
  }
  const { values } = parseArgs({
    args,
    options: {
      data: { type: 'string' },
      state: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'trust-proxy': { type: 'string' },
      'cors-origin': { type: 'string' },
      profile: { type: 'string' },
      'no-nightly': { type: 'boolean' },
      workers: { type: 'string' },
    },
  });
  const workers = intOption(values.workers, 'workers', 1);
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  const port = intOption(values.port ?? process.env.PORT, 'port') ?? 8080;
  const trustProxy = trustProxyOption(values['trust-proxy']);
  const corsOrigin = corsOriginOption(values['cors-origin']);
  const profile = profileOption(values.profile);
  const bar = buildProgressBar();
  const state = stateOption(values.state);
  const running = await startServer({
    dataDir,
    ...(state ? { state } : {}),
    port,
    ...(values.host ? { host: values.host } : {}),
    ...(values['tls-cert'] ? { tlsCert: values['tls-cert'] } : {}),
    ...(values['tls-key'] ? { tlsKey: values['tls-key'] } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(corsOrigin !== undefined ? { corsOrigin } : {}),
    profile,
    nightly: !values['no-nightly'],
    ...(workers ? { workers } : {}),
    onBuildProgress: bar.update,
    announce: (line) => process.stderr.write(line + '\n'),
  });
  bar.stop();
  process.stderr.write(`Sortal is serving on ${running.url}/v2/ (data in ${dataDir})\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.services.logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Runs on the store when it is free; when a running server holds it, through the server's control socket. */
async function withAccounts(
  dataDir: string,
  cmd: AccountCommand,
  state = stateOption(undefined),
): Promise<AccountCommandResult> {
  return onStateStore(
    dataDir,
    state,
    (store) => runAccountCommand(new Accounts(store), cmd),
    () => sendControlCommand(dataDir, cmd),
  );
}

/** An overlay command on the store (Redis, or the embedded one when free), else through the running server. */
async function withOverlayUploads(
  dataDir: string,
  cmd: OverlayCommand,
  state: string | undefined,
): Promise<OverlayCommandResult> {
  return onStateStore(
    dataDir,
    state,
    (store) => runOverlayCommand(overlayUploadsOn(store, dataDir), cmd),
    () => sendControlCommand(dataDir, cmd),
  );
}

/**
 * Runs `work` on the state store: a shared one (Redis) directly, since it has no single
 * holder; the embedded one when no other process holds it, else `viaServer` (the running
 * server's control socket).
 */
async function onStateStore<R>(
  dataDir: string,
  state: string | undefined,
  work: (store: RedisStore | LevelStore) => Promise<R>,
  viaServer: () => Promise<R>,
): Promise<R> {
  const store = state !== undefined ? await RedisStore.open(state) : await openEmbedded(dataDir);
  if (store === null)
    return viaServer().catch(() => {
      throw new UsageError(
        `the state store in ${dataDir} is held by another process that does not answer on its control socket`,
      );
    });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** The embedded store of the data folder, or null when another process holds it. */
async function openEmbedded(dataDir: string): Promise<LevelStore | null> {
  try {
    return await LevelStore.open(path.join(dataDir, 'state'));
  } catch (err) {
    if (!heldByAnotherProcess(err)) throw err;
    return null;
  }
}

async function overlaysCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { data: { type: 'string' }, state: { type: 'string' }, name: { type: 'string' } },
  });
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  const [sub, user, arg] = positionals;
  let cmd: OverlayCommand;
  switch (sub) {
    case 'upload':
      if (!user || !arg || positionals.length !== 3)
        throw new UsageError('usage: sortal overlays upload USER FILE.json|FILE.tsv [--name NAME]');
      cmd = { op: 'overlay-upload', body: readOverlayFile(arg, user, values.name) };
      break;
    case 'list':
      cmd = { op: 'overlay-list', ...(user ? { account: user } : {}) };
      break;
    case 'remove':
      if (!user || !arg) throw new UsageError('usage: sortal overlays remove USER NAME');
      cmd = { op: 'overlay-remove', account: user, name: arg };
      break;
    default:
      throw new UsageError(`unknown overlays command ${sub ?? '(none)'}`);
  }
  const result = await withOverlayUploads(dataDir, cmd, stateOption(values.state));
  if (!result.ok) {
    process.stderr.write(`sortal: ${result.message}\n`);
    return 1;
  }
  if (cmd.op === 'overlay-list')
    for (const o of result.overlays ?? []) process.stdout.write(JSON.stringify(o) + '\n');
  if (result.message) process.stderr.write(result.message + '\n');
  return 0;
}

/** `sortal state migrate`: the data folder's embedded state copied into an empty Redis. */
async function stateCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
    },
  });
  if (positionals[0] !== 'migrate' || positionals.length !== 1)
    throw new UsageError('usage: sortal state migrate --to redis://HOST:PORT [--from level]');
  if ((values.from ?? 'level') !== 'level') throw new UsageError('--from can only be level');
  const to = values.to;
  if (to === undefined || !/^rediss?:\/\//.test(to))
    throw new UsageError("--to takes the redis:// or rediss:// URL of the fleet's state store");
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  if (dataFolderIsNew(dataDir)) throw new UsageError(`no state store in ${dataDir}`);
  let from: LevelStore;
  try {
    from = await LevelStore.open(path.join(dataDir, 'state'));
  } catch {
    throw new UsageError(
      `the state store in ${dataDir} is held by a running server: stop it first`,
    );
  }
  try {
    const target = await RedisStore.open(to);
    try {
      const { entries, counters, taxonomies } = await migrateState(from, target);
      process.stdout.write(
        `copied ${entries} entries and ${counters} usage counters from ${dataDir} into ${redactUrl(to)}\n` +
          `(${taxonomies} custom taxonomies among the entries)\n`,
      );
      return 0;
    } catch (err) {
      if (err instanceof MigrationError) throw new UsageError(err.message);
      throw err;
    } finally {
      await target.close();
    }
  } finally {
    await from.close();
  }
}

async function accountsCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      state: { type: 'string' },
      group: { type: 'string' },
      'tier-depth': { type: 'string' },
      features: { type: 'string' },
      quota: { type: 'string' },
      rate: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
  });
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  const [sub, user] = positionals;
  let cmd: AccountCommand;
  switch (sub) {
    case 'add': {
      if (!user) throw new UsageError('accounts add needs a USER');
      if (!values.group) throw new UsageError('accounts add needs --group G');
      const tierDepth = intOption(values['tier-depth'], 'tier-depth', 1);
      const quota = intOption(values.quota, 'quota');
      const rate = intOption(values.rate, 'rate', 1);
      cmd = {
        op: 'add',
        spec: {
          username: user,
          group: values.group,
          features: parseFeatures(values.features),
          ...(tierDepth !== undefined ? { tier_depth: tierDepth } : {}),
          ...(quota !== undefined ? { quota } : {}),
          ...(rate !== undefined ? { rate } : {}),
        },
        ...(values['password-stdin'] ? { password: readPasswordFromStdin() } : {}),
      };
      break;
    }
    case 'list':
      cmd = { op: 'list' };
      break;
    case 'remove':
      if (!user) throw new UsageError('accounts remove needs a USER');
      cmd = { op: 'remove', username: user };
      break;
    case 'passwd':
      if (!user) throw new UsageError('accounts passwd needs a USER');
      cmd = {
        op: 'passwd',
        username: user,
        ...(values['password-stdin'] ? { password: readPasswordFromStdin() } : {}),
      };
      break;
    default:
      throw new UsageError(`unknown accounts command ${sub ?? '(none)'}`);
  }
  const result = await withAccounts(dataDir, cmd, stateOption(values.state));
  if (!result.ok) {
    process.stderr.write(`sortal: ${result.message}\n`);
    return 1;
  }
  if (result.accounts) {
    for (const a of result.accounts as Array<Record<string, unknown>>)
      process.stdout.write(JSON.stringify(a) + '\n');
  }
  if (result.message) process.stderr.write(result.message + '\n');
  if (result.password)
    process.stdout.write(`password: ${result.password}\n(shown once: keep it now)\n`);
  return 0;
}

async function buildIndexCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      data: { type: 'string' },
      at: { type: 'string' },
      profile: { type: 'string' },
      progress: { type: 'string' },
      state: { type: 'string' },
    },
  });
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  const state = stateOption(values.state);
  let at: Date | undefined;
  if (values.at !== undefined) {
    at = new Date(values.at);
    if (Number.isNaN(at.getTime()))
      throw new UsageError('--at takes an ISO 8601 time, e.g. 2026-11-22T00:00:00Z');
  }
  const mode = values.progress ?? (process.stderr.isTTY ? 'bar' : 'none');
  if (!['bar', 'json', 'none'].includes(mode))
    throw new UsageError('--progress is bar, json or none');
  const bar = mode === 'bar' ? buildProgressBar() : undefined;
  const onProgress =
    mode === 'json'
      ? (stage: string, done: number, total: number) =>
          process.stdout.write(JSON.stringify({ stage, done, total }) + '\n')
      : bar?.update;
  await refreshOverlayUploads(dataDir, state);
  const started = performance.now();
  const result = await buildIndex({
    dataDir,
    profile: profileOption(values.profile),
    extraWriters: defaultIndexWriters(),
    ...(at ? { at } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
  bar?.stop();
  const { counts } = result.manifest;
  const out = mode === 'json' ? process.stderr : process.stdout;
  const bytes = Object.values(result.manifest.files).reduce((a, f) => a + f.bytes, 0);
  out.write(
    `built index version ${result.version} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.dir}\n`,
  );
  out.write(
    `categories: ${counts.total}; size on disk: ${(bytes / 1048576).toFixed(1)} MiB; peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB\n`,
  );
  out.write('per source:\n');
  for (const [source, n] of Object.entries(counts.by_source))
    out.write(`  ${source.padEnd(24)} ${n}\n`);
  out.write('depth histogram (1 = top tier):\n');
  for (const [depth, n] of Object.entries(counts.by_depth).sort(
    (a, b) => Number(a[0]) - Number(b[0]),
  ))
    out.write(`  ${depth.padStart(2)} ${n}\n`);
  for (const line of languagesReport(result.dir)) out.write(line + '\n');
  for (const line of overlayReport(result.dir)) out.write(line + '\n');
  if (result.pruned.length)
    out.write(`pruned versions older than 21 days: ${result.pruned.join(', ')}\n`);
  if (state !== undefined) {
    try {
      await announceToFleet(dataDir, state, result.version);
    } catch (err) {
      process.stderr.write(
        `sortal: version ${result.version} is published but was not announced (${(err as Error).message}); run \`sortal index announce ${result.version}\` when Redis answers\n`,
      );
      return 1;
    }
    out.write(`announced ${result.version} as the fleet's current index version\n`);
  }
  return 0;
}

/** Records a version of the data folder as the fleet's current one in the Redis at `state`. */
async function announceToFleet(dataDir: string, state: string, version: string): Promise<void> {
  const info = listVersions(dataDir).find((v) => v.version === version);
  if (!info)
    throw new UsageError(`no index version ${version} in ${path.join(dataDir, 'indexes')}`);
  const store = await RedisStore.open(state, {}, 5000);
  try {
    await announceIndexVersion(store, { version, built_at: info.manifest.built_at });
  } finally {
    await store.close();
  }
}

/** `sortal index announce VERSION`: a version already here becomes the fleet's current one (a rollback, or after a copy). */
async function indexCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { data: { type: 'string' }, state: { type: 'string' } },
  });
  const [sub, version] = positionals;
  if (sub !== 'announce' || version === undefined || positionals.length !== 2)
    throw new UsageError('usage: sortal index announce VERSION [--state redis://HOST:PORT]');
  const state = stateOption(values.state);
  if (state === undefined)
    throw new UsageError(
      "index announce needs the fleet's state: --state redis://... (or SORTAL_STATE)",
    );
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  await announceToFleet(dataDir, state, version);
  process.stdout.write(`announced ${version} as the fleet's current index version\n`);
  return 0;
}

async function classifyCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      data: { type: 'string' },
      type: { type: 'string' },
      in: { type: 'string' },
      out: { type: 'string' },
      account: { type: 'string' },
      workers: { type: 'string' },
    },
  });
  if (values.type !== 'keywords')
    throw new UsageError(
      'classify needs --type keywords (one keyword per line in, JSON lines out)',
    );
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  const username = values.account ?? 'admin';
  const found = await withAccounts(dataDir, { op: 'get', username });
  if (!found.ok || !('account' in found) || !found.account)
    throw new UsageError(
      `no account ${username}: ids are shown as that account sees them (--account USER)`,
    );
  const workers = intOption(values.workers, 'workers', 1);
  const started = performance.now();
  const result = await classifyKeywordFile({
    dataDir,
    account: found.account,
    ...(values.in ? { input: values.in } : {}),
    ...(values.out ? { output: values.out } : {}),
    ...(workers ? { workers } : {}),
    logger: createLogger(process.env.LOG_LEVEL ?? 'warn', 2),
    progress: Boolean(values.in && values.out && process.stderr.isTTY),
  });
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(
    `classified ${result.keywords} keywords (${result.matched} matched) in ${seconds.toFixed(1)} s\n`,
  );
  return 0;
}

async function keywordsCommand(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'search') throw new UsageError('keywords needs a subcommand: keywords search ...');
  const { values } = parseArgs({
    args: rest,
    options: {
      data: { type: 'string' },
      words: { type: 'string' },
      branch: { type: 'string' },
      'node-only': { type: 'boolean' },
      filters: { type: 'string' },
      limit: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      account: { type: 'string' },
    },
  });
  if ((values.words === undefined) === (values.branch === undefined))
    throw new UsageError('keywords search needs one of --words TEXT or --branch ID[,ID...]');
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'jsonl') throw new UsageError('--format is csv or jsonl');
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  const username = values.account ?? 'admin';
  const found = await withAccounts(dataDir, { op: 'get', username });
  if (!found.ok || !('account' in found) || !found.account)
    throw new UsageError(
      `no account ${username}: ids are shown as that account sees them (--account USER)`,
    );
  const started = performance.now();
  const result = await exportKeywordSearch({
    dataDir,
    account: found.account,
    ...(values.words !== undefined ? { words: values.words } : {}),
    ...(values.branch !== undefined
      ? {
          branches: values.branch
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : {}),
    nodeOnly: values['node-only'] === true,
    ...(values.filters !== undefined ? { filters: values.filters } : {}),
    limit: intOption(values.limit, 'limit', 1) ?? 25_000,
    format,
    ...(values.out ? { output: values.out } : {}),
    progress: Boolean(values.out && process.stderr.isTTY),
    logger: createLogger(process.env.LOG_LEVEL ?? 'warn', 2),
  });
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(
    `exported ${result.written} of ${result.matched} matching keywords in ${seconds.toFixed(1)} s\n`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      await serveCommand(rest);
      return -1;
    case 'accounts':
      return accountsCommand(rest);
    case 'state':
      return stateCommand(rest);
    case 'overlays':
      return overlaysCommand(rest);
    case 'build-index':
      return buildIndexCommand(rest);
    case 'index':
      return indexCommand(rest);
    case 'classify':
      return classifyCommand(rest);
    case 'keywords':
      return keywordsCommand(rest);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE + '\n');
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (err: Error) => {
    const usage =
      err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`sortal: ${err.message}\n${usage ? USAGE + '\n' : ''}`);
    process.exitCode = 2;
  },
);
