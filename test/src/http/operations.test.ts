import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import https from 'node:https';
import { readFileSync } from 'node:fs';
import { json } from '../../helpers/json.js';
import { startTestServer, tempDir, basic, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

test('metrics are Prometheus text for admins, with request counts and latency by route', async () => {
  await server.call('GET', '/v2/user/attributes');
  const res = await server.call('GET', '/metrics');
  assert.is(res.status, 200);
  const text = await res.text();
  assert.match(
    text,
    /sortal_http_requests_total\{method="GET",route="\/user\/attributes",status="200"\} \d+/,
  );
  assert.match(
    text,
    /sortal_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/user\/attributes",status="200"\}/,
  );
});

test('metrics refuse non-admins (403) and anonymous callers (401)', async () => {
  await runCli(
    ['accounts', 'add', 'plain', '--group', 'user', '--password-stdin', '--data', server.dataDir],
    { stdin: 'plain-pass-1' },
  );
  assert.is(
    (await server.call('GET', '/metrics', { auth: ['plain', 'plain-pass-1'] })).status,
    403,
  );
  assert.is((await server.call('GET', '/metrics', { auth: null })).status, 401);
});

test('the OpenAPI document lists every route with its schemas', async () => {
  const res = await server.call('GET', '/v2/openapi.json');
  assert.is(res.status, 200);
  const doc = await json(res);
  assert.is(doc.openapi, '3.1.0');
  assert.ok(doc.paths['/user/attributes'].get);
  assert.ok(doc.paths['/user/usage'].get);
  assert.equal(doc.components.securitySchemes.basic, { type: 'http', scheme: 'basic' });
});

test('with --trust-proxy the client ip comes from X-Forwarded-For', async () => {
  const proxied = await startTestServer({ trustProxy: '127.0.0.1,10.0.0.0/8' });
  try {
    const res = await proxied.call('GET', '/v2/user/attributes', {
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    });
    assert.is((await json(res)).econtext.signature.client_ip, '203.0.113.9');
  } finally {
    await proxied.stop();
  }
});

test('HTTPS with a certificate and key (self-signed, made here)', async () => {
  const dir = tempDir();
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const secure = await startTestServer({ tlsCert: cert, tlsKey: key });
  try {
    assert.match(secure.url, /^https:\/\/127\.0\.0\.1:\d+$/);
    const body = await new Promise<string>((resolve, reject) => {
      const req = https.request(
        secure.url + '/v2/user/attributes',
        {
          ca: readFileSync(cert),
          headers: { authorization: basic('admin', secure.adminPassword) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.is(JSON.parse(body).econtext.user.attributes.username, 'admin');
  } finally {
    await secure.stop();
  }
});

test.run();
