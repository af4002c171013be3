/**
 * Topical evaluation: the hand-written queries of topical-queries.tsv and the KDD Cup 2005
 * sample through `POST /v2/classify/keywords` of a running server, scored by the rules of
 * topical-queries.README.md (fixed before any run).
 *
 *   node dist/test/eval/topical.js --url http://127.0.0.1:PORT --user admin --password-file DATA/admin-password [--misses]
 *   node dist/test/eval/topical.js [--data DIR] [--misses]
 *
 * Without --url it starts `node dist/src/cli.js serve` on DIR (else SORTAL_DATA, else ./data)
 * on a free loopback port, waits for GET /health, uses DIR/admin-password and stops the
 * server at the end. Other options: --kdd FILE (default ../shared/eval/kdd2005-sample.tsv
 * beside the repository), --set FILE, --mapping FILE.
 *
 * Prints top-tier and topic-path accuracy overall, per kind and per vertical, and P@1 on the
 * KDD sample through kdd2005-mapping.tsv, then eContext's documented answers beside ours
 * (econtext-examples.ts); --misses lists every miss with the expected and
 * the answered path. `--paths FILE` only prints the best path of each query of FILE (the
 * before/after table of BENCHMARKS.md: before-after-queries.txt).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, projectRoot } from '../../native-index/data-folder.js';
import { compareWithEcontext, defaultEcontextExamplesPath } from './econtext-examples.js';

export const KINDS = [
  'entity',
  'product',
  'misspelling',
  'local',
  'commercial',
  'question',
  'generic',
] as const;
export type Kind = (typeof KINDS)[number];

export interface TopicalCase {
  query: string;
  vertical: string;
  /** Expected names below the vertical, top down. */
  path: string[];
  kind: Kind;
  /** Accepted names for the deepest node: its own name first, then the alternatives. */
  accepted: string[];
}

export interface MappingRule {
  label: string;
  vertical: string;
  /** Empty: the rule maps from the vertical alone. */
  topics: string[];
}

export interface KddCase {
  query: string;
  labels: string[];
}

/** A best category as answered: its path from the top tier down, or null for no category. */
export type Answer = string[] | null;

const here = path.dirname(fileURLToPath(import.meta.url));

/** A file beside the sources (this file runs from dist/test/eval/). */
function besideSources(name: string): string {
  const candidates = [path.join(here, name), path.join(projectRoot, 'test', 'eval', name)];
  for (const c of candidates) if (existsSync(c)) return c;
  throw new Error(`${name} not found (looked in ${candidates.join(', ')})`);
}

export function defaultKddPath(): string {
  return path.join(projectRoot, '..', 'shared', 'eval', 'kdd2005-sample.tsv');
}

// ---------------------------------------------------------------------------------------
// Name matching (README, "Scoring rules")

/**
 * Lower case, accents removed, `&` as "and", apostrophes removed, other non-alphanumerics as
 * spaces, a trailing s dropped from words over 3 letters not ending in ss; the words.
 */
export function normalizeName(name: string): string[] {
  const s = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (s === '') return [];
  return s
    .split(' ')
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/** The node's words contain the name's words as a contiguous run of whole words. */
export function nodeMatches(node: string, name: string): boolean {
  const n = normalizeName(node);
  const w = normalizeName(name);
  if (w.length === 0 || w.length > n.length) return false;
  for (let i = 0; i + w.length <= n.length; i++) {
    let ok = true;
    for (let k = 0; k < w.length; k++) {
      if (n[i + k] !== w[k]) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

/** Some node of `nodes` matches one of `names`. */
export function pathMatches(nodes: readonly string[], names: readonly string[]): boolean {
  return nodes.some((node) => names.some((name) => nodeMatches(node, name)));
}

// ---------------------------------------------------------------------------------------
// Files

export function loadTopicalCases(file = besideSources('topical-queries.tsv')): TopicalCase[] {
  const out: TopicalCase[] = [];
  for (const [k, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const cols = line.split('\t');
    if (cols.length !== 4 && cols.length !== 5)
      throw new Error(`${file}:${k + 1}: expected 4 or 5 tab-separated columns`);
    const [query, vertical, topicPath, kind, alternatives] = cols.map((c) => c.trim()) as [
      string,
      string,
      string,
      string,
      string | undefined,
    ];
    if (!(KINDS as readonly string[]).includes(kind))
      throw new Error(`${file}:${k + 1}: unknown kind ${kind}`);
    const names = topicPath
      .split('>')
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length === 0) throw new Error(`${file}:${k + 1}: empty topic path`);
    const alts = (alternatives ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    out.push({
      query,
      vertical,
      path: names,
      kind: kind as Kind,
      accepted: [names[names.length - 1]!, ...alts],
    });
  }
  return out;
}

export function loadMapping(file = besideSources('kdd2005-mapping.tsv')): MappingRule[] {
  const out: MappingRule[] = [];
  for (const [k, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const cols = line.split('\t').map((c) => c.trim());
    if (cols.length < 2 || cols.length > 3)
      throw new Error(`${file}:${k + 1}: expected 2 or 3 tab-separated columns`);
    out.push({
      label: cols[0]!,
      vertical: cols[1]!,
      topics: (cols[2] ?? '')
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean),
    });
  }
  return out;
}

/**
 * The KDD sample: one query per line (CRLF), the query then up to 5 labels in tab-separated
 * columns, empty trailing columns and trailing spaces trimmed; no per-editor columns.
 */
export function loadKddSample(file: string): KddCase[] {
  const out: KddCase[] = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') continue;
    const cols = line.split('\t').map((c) => c.trim());
    out.push({ query: cols[0]!, labels: cols.slice(1).filter(Boolean) });
  }
  return out;
}

/** The KDD label of a best category: the first matching rule's, or null. */
export function mapToKdd(rules: readonly MappingRule[], answer: Answer): string | null {
  if (!answer || answer.length === 0) return null;
  const [vertical, ...below] = answer;
  for (const r of rules) {
    if (r.vertical !== vertical) continue;
    if (r.topics.length === 0 || pathMatches(below, r.topics)) return r.label;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Scoring

export interface Tally {
  n: number;
  topTier: number;
  topic: number;
}

export interface TopicalMiss {
  c: TopicalCase;
  answer: Answer;
  topTierOk: boolean;
}

export interface TopicalScore {
  overall: Tally;
  perKind: Record<string, Tally>;
  perVertical: Record<string, Tally>;
  misses: TopicalMiss[];
}

export function scoreTopical(
  cases: readonly TopicalCase[],
  answers: readonly Answer[],
): TopicalScore {
  const overall: Tally = { n: 0, topTier: 0, topic: 0 };
  const perKind: Record<string, Tally> = {};
  const perVertical: Record<string, Tally> = {};
  const misses: TopicalMiss[] = [];
  cases.forEach((c, i) => {
    const a = answers[i] ?? null;
    const topOk = !!a && a[0] === c.vertical;
    const topicOk = topOk && pathMatches(a.slice(1), c.accepted);
    for (const t of [
      overall,
      (perKind[c.kind] ??= { n: 0, topTier: 0, topic: 0 }),
      (perVertical[c.vertical] ??= { n: 0, topTier: 0, topic: 0 }),
    ]) {
      t.n++;
      if (topOk) t.topTier++;
      if (topicOk) t.topic++;
    }
    if (!topicOk) misses.push({ c, answer: a, topTierOk: topOk });
  });
  return { overall, perKind, perVertical, misses };
}

export interface KddResult {
  query: string;
  labels: string[];
  answer: Answer;
  mapped: string | null;
  correct: boolean;
}

export function scoreKdd(
  cases: readonly KddCase[],
  answers: readonly Answer[],
  rules: readonly MappingRule[],
): { correct: number; n: number; results: KddResult[] } {
  const results = cases.map((c, i): KddResult => {
    const answer = answers[i] ?? null;
    const mapped = mapToKdd(rules, answer);
    return {
      query: c.query,
      labels: c.labels,
      answer,
      mapped,
      correct: mapped !== null && c.labels.includes(mapped),
    };
  });
  return { correct: results.filter((r) => r.correct).length, n: results.length, results };
}

// ---------------------------------------------------------------------------------------
// HTTP

export interface Client {
  url: string;
  authorization: string;
}

const BATCH = 1000;

export async function post(client: Client, route: string, body: unknown): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(client.url + route, {
      method: 'POST',
      headers: { authorization: client.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if ((res.status === 429 || res.status === 503) && attempt < 20) {
      const wait = Math.min(60, Number(res.headers.get('retry-after')) || 1);
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, wait * 1000));
      continue;
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as unknown;
  }
}

interface KeywordsResponse {
  econtext: {
    classify: {
      results: Array<{ category_id: string | null }>;
      categories: Record<string, { path: string[] }>;
    };
  };
}

/** The best category of each keyword (its path), in batches of 1,000. */
export async function classifyAll(client: Client, keywords: readonly string[]): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < keywords.length; i += BATCH) {
    const batch = keywords.slice(i, i + BATCH);
    const body = (await post(client, '/v2/classify/keywords', {
      keywords: batch,
    })) as KeywordsResponse;
    const { results, categories } = body.econtext.classify;
    if (results.length !== batch.length)
      throw new Error(
        `classify/keywords answered ${results.length} results for ${batch.length} keywords`,
      );
    for (const r of results) {
      const cat = r.category_id === null ? undefined : categories[r.category_id];
      out.push(cat ? cat.path : null);
    }
  }
  return out;
}

/** Names of the top tiers the server shows, or null when it will not say. */
async function topTierNames(client: Client): Promise<Set<string> | null> {
  try {
    const res = await fetch(client.url + '/v2/categories/tiers', {
      headers: { authorization: client.authorization },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { econtext: { categories: Array<{ name: string }> } };
    return new Set(body.econtext.categories.map((c) => c.name));
  } catch {
    return null;
  }
}

function basic(user: string, password: string): string {
  return 'Basic ' + Buffer.from(`${user}:${password}`).toString('base64');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

interface Served {
  url: string;
  stop(): Promise<void>;
}

/** `sortal serve` on `dataDir` in a child process; resolves once GET /health answers. */
export async function serveChild(dataDir: string, timeoutMs = 15 * 60_000): Promise<Served> {
  const cli = path.join(projectRoot, 'dist', 'src', 'cli.js');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      cli,
      'serve',
      '--data',
      dataDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-nightly',
    ],
    {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(url + '/health');
      if (res.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`server did not answer /health within ${timeoutMs / 1000} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

// ---------------------------------------------------------------------------------------
// Command line

interface Options {
  url?: string;
  user: string;
  passwordFile?: string;
  data?: string;
  misses: boolean;
  kdd: string;
  set?: string;
  mapping?: string;
  /** Only print the best path of each query of this file (one per line, `#` comments). */
  paths?: string;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { user: 'admin', misses: false, kdd: defaultKddPath() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    switch (a) {
      case '--url':
        opts.url = value().replace(/\/+$/, '').replace(/\/v2$/, '');
        break;
      case '--user':
        opts.user = value();
        break;
      case '--password-file':
        opts.passwordFile = value();
        break;
      case '--data':
        opts.data = value();
        break;
      case '--misses':
        opts.misses = true;
        break;
      case '--kdd':
        opts.kdd = value();
        break;
      case '--set':
        opts.set = value();
        break;
      case '--mapping':
        opts.mapping = value();
        break;
      case '--paths':
        opts.paths = value();
        break;
      default:
        throw new Error(`unknown argument ${a}`);
    }
  }
  return opts;
}

function pct(x: number, n: number): string {
  return n === 0 ? '-' : `${((100 * x) / n).toFixed(1)}%`;
}

function showPath(a: Answer): string {
  return a ? a.join(' > ') : '(no category)';
}

export async function main(argv: string[]): Promise<void> {
  const opts = parseArgs(argv);
  const cases = loadTopicalCases(opts.set);
  const rules = loadMapping(opts.mapping);
  const kdd = existsSync(opts.kdd) ? loadKddSample(opts.kdd) : null;

  let served: Served | null = null;
  let client: Client;
  if (opts.url) {
    const passwordFile =
      opts.passwordFile ?? (opts.data ? path.join(opts.data, 'admin-password') : undefined);
    if (!passwordFile)
      throw new Error('--url needs --password-file (or --data DIR holding admin-password)');
    client = {
      url: opts.url,
      authorization: basic(opts.user, readFileSync(passwordFile, 'utf8').trim()),
    };
  } else {
    const dataDir = path.resolve(opts.data ?? defaultDataDir());
    process.stderr.write(`starting sortal serve on ${dataDir}\n`);
    served = await serveChild(dataDir);
    const passwordFile = opts.passwordFile ?? path.join(dataDir, 'admin-password');
    client = {
      url: served.url,
      authorization: basic(opts.user, readFileSync(passwordFile, 'utf8').trim()),
    };
  }

  try {
    if (opts.paths) {
      const queries = readFileSync(opts.paths, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'));
      const answers = await classifyAll(client, queries);
      queries.forEach((q, i) => process.stdout.write(`${q}\t${showPath(answers[i]!)}\n`));
      return;
    }
    const tiers = await topTierNames(client);
    if (tiers) {
      const unknown = [...new Set(cases.map((c) => c.vertical))].filter((v) => !tiers.has(v));
      if (unknown.length)
        process.stderr.write(`warning: the server has no top tier named ${unknown.join(', ')}\n`);
    }

    const t0 = performance.now();
    const answers = await classifyAll(
      client,
      cases.map((c) => c.query),
    );
    const kddAnswers = kdd
      ? await classifyAll(
          client,
          kdd.map((c) => c.query),
        )
      : [];
    const seconds = (performance.now() - t0) / 1000;

    const s = scoreTopical(cases, answers);
    const lines: string[] = [];
    lines.push(
      `topical evaluation, ${new Date().toISOString().slice(0, 10)}, server ${client.url}`,
    );
    lines.push(`${s.overall.n} queries (${seconds.toFixed(1)} s for all calls)`);
    lines.push(
      `top-tier accuracy:   ${pct(s.overall.topTier, s.overall.n)} (${s.overall.topTier}/${s.overall.n})`,
    );
    lines.push(
      `topic-path accuracy: ${pct(s.overall.topic, s.overall.n)} (${s.overall.topic}/${s.overall.n})`,
    );
    lines.push(`no category:         ${answers.filter((a) => a === null).length}`);
    const table = (title: string, rows: Record<string, Tally>, order: string[]) => {
      lines.push(`${title} (n, top-tier, topic-path):`);
      for (const k of order) {
        const t = rows[k];
        if (!t) continue;
        lines.push(
          `  ${k.padEnd(26)} ${String(t.n).padStart(4)}  ${pct(t.topTier, t.n).padStart(6)}  ${pct(t.topic, t.n).padStart(6)}`,
        );
      }
    };
    table('per kind', s.perKind, [...KINDS]);
    table('per vertical', s.perVertical, Object.keys(s.perVertical).sort());

    let kddScore: ReturnType<typeof scoreKdd> | null = null;
    if (kdd) {
      kddScore = scoreKdd(kdd, kddAnswers, rules);
      lines.push(
        `KDD Cup 2005 sample: P@1 ${pct(kddScore.correct, kddScore.n)} (${kddScore.correct}/${kddScore.n}); ` +
          `no category ${kddAnswers.filter((a) => a === null).length}, no rule ${kddScore.results.filter((r) => r.answer && !r.mapped).length}`,
      );
    } else {
      lines.push(`KDD Cup 2005 sample: not found at ${opts.kdd}; skipped`);
    }

    lines.push('', ...(await compareWithEcontext(client, defaultEcontextExamplesPath())));

    if (opts.misses) {
      lines.push('');
      lines.push('topical misses (* = wrong top tier): query [kind]: expected -> answered');
      for (const m of s.misses) {
        const alts = m.c.accepted.length > 1 ? ` (or ${m.c.accepted.slice(1).join(' | ')})` : '';
        lines.push(
          `  ${m.topTierOk ? ' ' : '*'} ${m.c.query} [${m.c.kind}]: ${m.c.vertical} > ${m.c.path.join(' > ')}${alts} -> ${showPath(m.answer)}`,
        );
      }
      if (kddScore) {
        lines.push('');
        lines.push('KDD misses: query: labels -> answered -> mapped label');
        for (const r of kddScore.results) {
          if (r.correct) continue;
          lines.push(
            `  ${r.query}: ${r.labels.join('; ')} -> ${showPath(r.answer)} -> ${r.mapped ?? '(none)'}`,
          );
        }
      }
    }
    console.log(lines.join('\n'));
  } finally {
    if (served) await served.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
