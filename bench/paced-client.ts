import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import type { LoadTarget } from './load.js';
import { median } from './median.js';

export interface PacedResult {
  sent: number;
  /** Medians over the rounds of each round's percentile. */
  p50ms: number;
  p99ms: number;
  errors: number;
  rounds: Array<{ p50ms: number; p99ms: number }>;
}

export interface PacedOptions {
  rate: number;
  /** Length of one measured round. */
  seconds: number;
  /** Measured rounds; the machines are shared, so one round's p99 can be one neighbour's burst (default 3). */
  rounds?: number;
  warmupSeconds?: number;
}

/**
 * Open-loop load at a steady rate: one request every 1/rate seconds, evenly spaced
 * (autocannon's rate limit sends each second's quota in a burst, which measures queueing
 * of the burst rather than latency at that load). Requests go through undici's
 * dispatcher API, which costs the client less CPU than `fetch` (1.4-1.7 against 2.1 ms a
 * keyword batch): on two cores the load generator's time is taken from the server.
 */
export async function pacedRun(target: LoadTarget, opts: PacedOptions): Promise<PacedResult> {
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  try {
    // Unmeasured first: the client's connections are opened and its code warmed at this rate.
    await paced(target, agent, opts.rate, opts.warmupSeconds ?? 2);
    const rounds: Array<{ p50ms: number; p99ms: number }> = [];
    let sent = 0;
    let errors = 0;
    for (let r = 0; r < (opts.rounds ?? 3); r++) {
      const run = await paced(target, agent, opts.rate, opts.seconds);
      const sorted = run.latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        Number(
          (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1),
        );
      rounds.push({ p50ms: at(0.5), p99ms: at(0.99) });
      sent += run.sent;
      errors += run.errors;
    }
    return {
      sent,
      p50ms: median(rounds.map((r) => r.p50ms)),
      p99ms: median(rounds.map((r) => r.p99ms)),
      errors,
      rounds,
    };
  } finally {
    await agent.close();
  }
}

async function paced(target: LoadTarget, agent: Agent, rate: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const sent = await sendPaced(
    () => target,
    agent,
    rate,
    seconds,
    (answer) => {
      if (answer.latencyMs !== undefined) latencies.push(answer.latencyMs);
      if (!answer.ok) errors++;
    },
  );
  return { sent, latencies, errors };
}

/** One answer of a paced run: `status` is absent when the request failed without one. */
export interface PacedAnswer {
  /** Index of the request in the run (0-based); its send was due at i/rate seconds. */
  i: number;
  ok: boolean;
  status?: number;
  /** Time from send to the end of the answer; absent for a request that failed. */
  latencyMs?: number;
  error?: string;
}

/**
 * Sends rate × seconds requests, one every 1/rate seconds, the i-th to `pick(i)`, and
 * reports each answer (an answer of 400 or more is not ok); resolves with the number sent
 * once every answer is in.
 */
export async function sendPaced(
  pick: (i: number) => LoadTarget,
  agent: Agent,
  rate: number,
  seconds: number,
  onAnswer: (answer: PacedAnswer) => void,
): Promise<number> {
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const target = pick(i);
    const t0 = performance.now();
    const done = send(target, agent).then(
      (status) => {
        const latencyMs = performance.now() - t0;
        onAnswer({ i, ok: status < 400, status, latencyMs });
      },
      (err: unknown) => {
        onAnswer({ i, ok: false, error: err instanceof Error ? err.message : String(err) });
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }
  await Promise.all(inFlight);
  return total;
}

/** One request, its answer read to the end without keeping the bytes; resolves with the status. */
export async function send(target: LoadTarget, agent: Agent): Promise<number> {
  const res = await request(target.url, {
    dispatcher: agent,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
  await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
  return res.statusCode;
}

// As a child process: `node paced-client.js load.json` ({"target": ..., "opts": ...}) prints the result as one JSON line.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { target, opts } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
    target: LoadTarget;
    opts: PacedOptions;
  };
  console.log(JSON.stringify(await pacedRun(target, opts)));
}
