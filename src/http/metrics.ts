import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LABELS = ['method', 'route', 'status'] as const;

interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  buckets: Float64Array;
}

interface MetricValue {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * Request counts and latency by method, route template and status. Counting a request
 * is three map lookups and a few additions; the Prometheus series are written out
 * only when scraped. (prom-client's own Counter and Histogram hash the label set on
 * every observation, which was a measurable share of a small authenticated call.)
 */
class RequestSeries {
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map<string, Map<number, Series>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, Series>()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
      };
      byStatus.set(status, series);
    }
    series.count += 1;
    series.sum += seconds;
    let b = 0;
    while (b < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[b]!) b++;
    series.buckets[b]! += 1;
  }

  *all(): Iterable<Series> {
    for (const byMethod of this.byRoute.values())
      for (const byStatus of byMethod.values()) yield* byStatus.values();
  }

  /** The series in prom-client's custom-metric shape (what `Registry.registerMetric` accepts). */
  asMetrics() {
    const counter = {
      name: 'sortal_http_requests_total',
      help: 'HTTP requests by method, route template and status',
      type: 'counter',
      aggregator: 'sum',
      labelNames: LABELS,
      get: () => ({
        ...counter,
        values: [...this.all()].map((s): MetricValue => ({ labels: s.labels, value: s.count })),
      }),
      reset: () => {},
    };
    const histogram = {
      name: 'sortal_http_request_duration_seconds',
      help: 'HTTP request latency by method, route template and status',
      type: 'histogram',
      aggregator: 'sum',
      labelNames: LABELS,
      get: () => {
        const values: MetricValue[] = [];
        for (const s of this.all()) {
          let cumulative = 0;
          LATENCY_BUCKETS.forEach((le, i) => {
            cumulative += s.buckets[i]!;
            values.push({
              metricName: `${histogram.name}_bucket`,
              labels: { le, ...s.labels },
              value: cumulative,
            });
          });
          values.push({
            metricName: `${histogram.name}_bucket`,
            labels: { le: '+Inf', ...s.labels },
            value: s.count,
          });
          values.push({ metricName: `${histogram.name}_sum`, labels: s.labels, value: s.sum });
          values.push({ metricName: `${histogram.name}_count`, labels: s.labels, value: s.count });
        }
        return { ...histogram, values };
      },
      reset: () => {},
    };
    return [counter, histogram];
  }
}

/** Prometheus metrics: the process's defaults and request counts and latency by route template and status. */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new RequestSeries();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Duck-typed metrics: prom-client formats whatever get() returns.
    for (const metric of this.requests.asMetrics())
      this.registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }
}

/** What `/metrics` says of a shared state store: whether it answers, and its round trips so far. */
export function stateMetrics(
  metrics: Metrics,
  store: { readonly reachable: boolean; readonly roundTrips: number },
): void {
  new Gauge({
    name: 'sortal_state_reachable',
    help: 'Whether the shared state store (Redis) answers: 1 or 0.',
    registers: [metrics.registry],
    collect() {
      this.set(store.reachable ? 1 : 0);
    },
  });
  new Gauge({
    name: 'sortal_state_round_trips',
    help: 'Operations sent to the shared state store since start, each one round trip.',
    registers: [metrics.registry],
    collect() {
      this.set(store.roundTrips);
    },
  });
}

/** What `/metrics` says of the index version: the one served, and whether the fleet is ahead of it. */
export function indexMetrics(
  metrics: Metrics,
  indexes: {
    readonly newest: { readonly version: string } | undefined;
    readonly fleetVersion: string | undefined;
    readonly behind: boolean;
  },
): void {
  new Gauge({
    name: 'sortal_index_behind_fleet',
    help: 'Whether the fleet has moved to an index version this instance does not have yet (it serves the previous one): 1 or 0.',
    registers: [metrics.registry],
    collect() {
      this.set(indexes.behind ? 1 : 0);
    },
  });
  const info = new Gauge({
    name: 'sortal_index_version_info',
    help: "Always 1: the index version this instance serves, and the fleet's current one (empty until one is announced).",
    labelNames: ['served', 'fleet'] as const,
    registers: [metrics.registry],
    collect() {
      info.reset();
      info.set({ served: indexes.newest?.version ?? '', fleet: indexes.fleetVersion ?? '' }, 1);
    },
  });
}
