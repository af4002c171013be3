import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One autocannon run against a loopback target; bounded in time. */
export async function load(target: LoadTarget, opts: { seconds: number; connections: number; rate?: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
    duration: opts.seconds,
    connections: opts.connections,
    ...(opts.rate !== undefined ? { overallRate: opts.rate } : {}),
  });
  return {
    requestsPerSec: result.requests.average,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Runs the targets alternately, `rounds` times, so that drift in the machine's load hits both alike. */
export async function sideBySide(targets: Record<string, LoadTarget>, opts: { rounds: number; seconds: number; connections: number }) {
  const runs: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  // Unmeasured warm-up: JIT, caches and connection set-up happen before the rounds.
  for (const target of Object.values(targets)) await load(target, { seconds: 2, connections: opts.connections });
  for (let r = 0; r < opts.rounds; r++) {
    for (const [name, target] of Object.entries(targets)) runs[name]!.push(await load(target, opts));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [name, {
      requestsPerSec: median(list.map((x) => x.requestsPerSec)),
      p50ms: median(list.map((x) => x.p50ms)),
      p99ms: median(list.map((x) => x.p99ms)),
      errors: list.reduce((a, x) => a + x.errors + x.non2xx, 0),
      runs: list.map((x) => Math.round(x.requestsPerSec)),
    }]),
  );
}

/**
 * Open-loop load at a steady rate: one request every 1/rate seconds, evenly spaced
 * (autocannon's rate limit sends each second's quota in a burst, which measures queueing
 * of the burst rather than latency at that load).
 */
export async function pacedLoad(target: LoadTarget, opts: { rate: number; seconds: number }): Promise<{ sent: number; p50ms: number; p99ms: number; errors: number }> {
  const total = Math.max(1, Math.round(opts.rate * opts.seconds));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    inFlight.push(
      fetch(target.url, { method: target.method ?? 'GET', headers: target.headers ?? {}, ...(target.body !== undefined ? { body: target.body } : {}) })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status >= 400) errors++;
          latencies.push(performance.now() - t0);
        }, () => {
          errors++;
        }),
    );
  }
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return { sent: total, p50ms: at(0.5), p99ms: at(0.99), errors };
}
