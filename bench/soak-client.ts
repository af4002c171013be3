/**
 * The soak harness's load generator, run as a child process (its garbage collections
 * stay out of the harness, which serves the pages and samples memory):
 *
 *   node dist/bench/soak-client.js spec.json   ({@link SoakSpec})
 *
 * First the maximum: `connections` callers each send the next request as soon as the
 * last is answered, for `maxSeconds`. Then the soak: open-loop requests at `fraction` of
 * that rate for `seconds`, the i-th to `targets[i % targets.length]`. Prints one JSON line
 * ({@link SoakClientResult}); a line per window goes to stderr as it closes.
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'undici';
import type { LoadTarget } from './load.js';
import { send, sendPaced, type PacedAnswer } from './paced-client.js';

export interface SoakSpec {
  /** Each target names its route, for the per-route figures. */
  targets: Array<LoadTarget & { name: string }>;
  connections: number;
  maxSeconds: number;
  fraction: number;
  seconds: number;
  windowSeconds: number;
}

export interface WindowStats {
  /** Seconds into the soak at which the window's requests were due. */
  fromS: number;
  sent: number;
  errors: number;
  p50ms: number;
  p99ms: number;
}

export interface SoakClientResult {
  max: { requestsPerSec: number; answered: number; errors: number };
  rate: number;
  /** Epoch milliseconds at which the soak (after the maximum) began. */
  soakStartedAt: number;
  soakEndedAt: number;
  sent: number;
  /** Answers per second over the soak, last answer included. */
  achievedPerSec: number;
  errors: number;
  /** Failures by status or message, and the first few, with their route. */
  errorKinds: Record<string, number>;
  errorSamples: Array<{ route: string; status?: number; error?: string }>;
  windows: WindowStats[];
  routes: Record<string, { sent: number; errors: number; p50ms: number; p99ms: number }>;
}

function percentile(sorted: number[], q: number): number {
  const v = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return Number(v.toFixed(1));
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50ms: percentile(sorted, 0.5), p99ms: percentile(sorted, 0.99) };
}

/** Closed loop: answered requests per second with `connections` callers. */
async function measureMax(spec: SoakSpec, agent: Agent) {
  let next = 0;
  let answered = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + spec.maxSeconds * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const target = spec.targets[next++ % spec.targets.length]!;
      try {
        if ((await send(target, agent)) < 400) answered++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, caller));
  const seconds = (performance.now() - started) / 1000;
  return { requestsPerSec: Number((answered / seconds).toFixed(1)), answered, errors };
}

export async function soak(spec: SoakSpec): Promise<SoakClientResult> {
  // Fewer connections than the server's cap per client address (256): a stalled server
  // queues requests in the client, where their wait still counts in their latency.
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
  try {
    const max = await measureMax(spec, agent);
    const rate = Number((max.requestsPerSec * spec.fraction).toFixed(1));
    // Each request's window, by the time it was due, and how many each window holds.
    const total = Math.max(1, Math.round(rate * spec.seconds));
    const windowCount = Math.ceil(spec.seconds / spec.windowSeconds);
    const windowOf = Int32Array.from({ length: total }, (_, i) =>
      Math.min(windowCount - 1, Math.floor(i / rate / spec.windowSeconds)),
    );
    const windows = Array.from({ length: windowCount }, () => ({
      due: 0,
      sent: 0,
      errors: 0,
      latencies: [] as number[],
    }));
    for (const w of windowOf) windows[w]!.due++;
    const routes = new Map<string, { sent: number; errors: number; latencies: number[] }>();
    const errorKinds: Record<string, number> = {};
    const errorSamples: SoakClientResult['errorSamples'] = [];
    let errors = 0;
    let reported = 0;
    const report = () => {
      // A window is reported once every request due in it and before it has answered.
      for (; reported < windowCount; reported++) {
        const w = windows[reported]!;
        if (w.sent < w.due) return;
        const s = summary(w.latencies);
        process.stderr.write(
          `soak ${(reported + 1) * spec.windowSeconds} s: ${w.sent} sent, ${w.errors} errors, p50 ${s.p50ms} ms, p99 ${s.p99ms} ms\n`,
        );
      }
    };
    const onAnswer = (a: PacedAnswer) => {
      const name = spec.targets[a.i % spec.targets.length]!.name;
      const w = windowOf[a.i]!;
      const route = routes.get(name) ?? { sent: 0, errors: 0, latencies: [] };
      routes.set(name, route);
      for (const bucket of [windows[w]!, route]) {
        bucket.sent++;
        if (a.latencyMs !== undefined) bucket.latencies.push(a.latencyMs);
        if (!a.ok) bucket.errors++;
      }
      if (!a.ok) {
        errors++;
        const kind = a.status !== undefined ? `HTTP ${a.status}` : (a.error ?? 'error');
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        if (errorSamples.length < 10)
          errorSamples.push({
            route: name,
            ...(a.status !== undefined ? { status: a.status } : {}),
            ...(a.error !== undefined ? { error: a.error } : {}),
          });
      }
      report();
    };
    const soakStartedAt = Date.now();
    const t0 = performance.now();
    const sent = await sendPaced(
      (i) => spec.targets[i % spec.targets.length]!,
      agent,
      rate,
      spec.seconds,
      onAnswer,
    );
    const elapsedS = (performance.now() - t0) / 1000;
    return {
      max,
      rate,
      soakStartedAt,
      soakEndedAt: Date.now(),
      sent,
      achievedPerSec: Number((sent / elapsedS).toFixed(1)),
      errors,
      errorKinds,
      errorSamples,
      windows: windows.map((w, n) => ({
        fromS: n * spec.windowSeconds,
        sent: w.sent,
        errors: w.errors,
        ...summary(w.latencies),
      })),
      routes: Object.fromEntries(
        [...routes].map(([name, r]) => [
          name,
          { sent: r.sent, errors: r.errors, ...summary(r.latencies) },
        ]),
      ),
    };
  } finally {
    await agent.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SoakSpec;
  console.log(JSON.stringify(await soak(spec)));
}
