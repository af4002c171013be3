import { Registry, Counter, Histogram, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics: request counts and latency by route template and status. */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'sortal_http_requests_total',
      help: 'HTTP requests by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.latency = new Histogram({
      name: 'sortal_http_request_duration_seconds',
      help: 'HTTP request latency by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  private readonly children = new Map<string, { count: { inc(): void }; latency: { observe(v: number): void } }>();

  observe(method: string, route: string, status: number, seconds: number): void {
    // Label children are looked up once per (method, route, status), not hashed per request.
    const key = `${method} ${route} ${status}`;
    let child = this.children.get(key);
    if (!child) {
      const labels = { method, route, status: String(status) };
      child = { count: this.requests.labels(labels), latency: this.latency.labels(labels) };
      this.children.set(key, child);
    }
    child.count.inc();
    child.latency.observe(seconds);
  }
}
