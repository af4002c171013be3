import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Metrics } from '../../../src/http/metrics.js';

const line = (text: string, prefix: string) => text.split('\n').find((l) => l.startsWith(prefix));

test('request latency buckets are cumulative, with sum and count per method, route and status', async () => {
  const metrics = new Metrics();
  for (const s of [0.0005, 0.002, 0.002, 0.3, 20]) metrics.observe('GET', '/user/usage', 200, s);
  metrics.observe('POST', '/user/usage', 405, 0.001);
  const text = await metrics.registry.metrics();
  const labels = 'method="GET",route="/user/usage",status="200"';
  assert.is(
    line(text, `sortal_http_request_duration_seconds_bucket{le="0.001",${labels}}`)?.split(' ')[1],
    '1',
  );
  assert.is(
    line(text, `sortal_http_request_duration_seconds_bucket{le="0.0025",${labels}}`)?.split(' ')[1],
    '3',
  );
  assert.is(
    line(text, `sortal_http_request_duration_seconds_bucket{le="0.5",${labels}}`)?.split(' ')[1],
    '4',
  );
  assert.is(
    line(text, `sortal_http_request_duration_seconds_bucket{le="10",${labels}}`)?.split(' ')[1],
    '4',
  );
  assert.is(
    line(text, `sortal_http_request_duration_seconds_bucket{le="+Inf",${labels}}`)?.split(' ')[1],
    '5',
  );
  assert.is(
    line(text, `sortal_http_request_duration_seconds_count{${labels}}`)?.split(' ')[1],
    '5',
  );
  assert.ok(
    Math.abs(
      Number(line(text, `sortal_http_request_duration_seconds_sum{${labels}}`)?.split(' ')[1]) -
        20.3045,
    ) < 1e-9,
  );
  assert.is(line(text, `sortal_http_requests_total{${labels}}`)?.split(' ')[1], '5');
  assert.is(
    line(text, 'sortal_http_requests_total{method="POST",route="/user/usage",status="405"}')?.split(
      ' ',
    )[1],
    '1',
  );
  assert.match(text, /# TYPE sortal_http_request_duration_seconds histogram/);
  assert.match(text, /# TYPE sortal_http_requests_total counter/);
  assert.match(text, /process_cpu_user_seconds_total/);
});

test.run();
