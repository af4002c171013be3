// The client address (signature.client_ip) behind reverse proxies: the socket's peer
// unless --trust-proxy names it; X-Forwarded-For is walked from the right past trusted
// proxies only, so entries a client writes itself are never believed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { json } from '../../helpers/json.js';
import { startTestServer, tempDir, basic } from '../../helpers/server.js';
import { spawnServe } from '../../helpers/cli.js';
import { copyFixtureIndex } from '../../helpers/fixture-index.js';
import { TrustedProxies } from '../../../src/http/client-address.js';

test('client address: the socket peer unless it is trusted; X-Forwarded-For walked from the right past trusted proxies', () => {
  const trusted = TrustedProxies.parse('127.0.0.1, 10.0.0.0/8,2001:db8::/32');
  // An untrusted peer: whatever the header says.
  assert.is(trusted.clientAddress('198.51.100.7', '203.0.113.9'), '198.51.100.7');
  // A trusted peer without the header.
  assert.is(trusted.clientAddress('127.0.0.1', undefined), '127.0.0.1');
  // The first untrusted entry from the right; what the client wrote to its left is ignored.
  assert.is(trusted.clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9'), '203.0.113.9');
  assert.is(
    trusted.clientAddress('127.0.0.1', '6.6.6.6,203.0.113.9, 10.1.2.3 ,10.0.0.1'),
    '203.0.113.9',
  );
  assert.is(
    trusted.clientAddress('2001:db8::1', '6.6.6.6, 2001:db9::5, 2001:db8:ffff::2'),
    '2001:db9::5',
  );
  // A forged "trusted" entry left of the real client does not move the answer further left.
  assert.is(trusted.clientAddress('127.0.0.1', '6.6.6.6, 127.0.0.1, 198.51.100.7'), '198.51.100.7');
  // Every entry trusted: the leftmost.
  assert.is(trusted.clientAddress('127.0.0.1', '10.9.9.9, 10.0.0.1'), '10.9.9.9');
  // An entry that is not an address is not trusted: it is where the walk stops.
  assert.is(trusted.clientAddress('127.0.0.1', '6.6.6.6, unknown'), 'unknown');
  assert.is(trusted.clientAddress('127.0.0.1', ' , '), '127.0.0.1');
});

test('client address: IPv4-mapped IPv6 addresses match IPv4 proxies and ranges, and the other way round', () => {
  const v4 = TrustedProxies.parse('127.0.0.1,10.0.0.0/8');
  assert.ok(v4.trusts('::ffff:127.0.0.1'));
  assert.ok(v4.trusts('::ffff:10.20.30.40'));
  assert.not.ok(v4.trusts('::ffff:11.0.0.1'));
  assert.not.ok(v4.trusts('::1'));
  assert.is(v4.clientAddress('::ffff:127.0.0.1', '203.0.113.9, ::ffff:10.0.0.1'), '203.0.113.9');
  const mapped = TrustedProxies.parse('::ffff:127.0.0.1,::ffff:10.0.0.0/104');
  assert.ok(mapped.trusts('127.0.0.1'));
  assert.ok(mapped.trusts('10.255.0.1'));
  assert.not.ok(mapped.trusts('11.0.0.1'));
  assert.ok(TrustedProxies.parse('::1').trusts('0:0:0:0:0:0:0:1'));
});

test('client address: a trusted-proxy list that is not addresses or CIDR ranges is refused, naming the item', () => {
  for (const bad of [
    '',
    'localhost',
    '127.0.0.1,',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/',
    '10.0.0.0/x',
    '2130706433',
    '::ffff:0:0/64',
  ]) {
    assert.throws(
      () => TrustedProxies.parse(bad),
      /is not an IP address or CIDR range .*127\.0\.0\.1,10\.0\.0\.0\/8/,
      bad,
    );
  }
});

test('behind a trusted proxy a client cannot forge its address with X-Forwarded-For', async () => {
  const server = await startTestServer({ trustProxy: '127.0.0.1' });
  try {
    const res = await server.call('GET', '/v2/user/attributes', {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    assert.is((await json(res)).econtext.signature.client_ip, '203.0.113.9');
    const failed = await server.call('GET', '/v2/user/attributes', {
      auth: null,
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    assert.is(failed.status, 401);
    assert.is((await json(failed)).econtext.signature.client_ip, '203.0.113.9');
  } finally {
    await server.stop();
  }
});

test('X-Forwarded-For is ignored when the socket peer is not a trusted proxy', async () => {
  const server = await startTestServer({ trustProxy: '10.0.0.0/8,::1' });
  try {
    const res = await server.call('GET', '/v2/user/attributes', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    assert.is((await json(res)).econtext.signature.client_ip, '127.0.0.1');
  } finally {
    await server.stop();
  }
});

/** `sortal serve` on a copy of the fixture index; resolves with its URL, or rejects with its stderr if it exits first. */
async function serveCli(args: string[], env: Record<string, string>) {
  const dataDir = tempDir();
  await copyFixtureIndex(dataDir);
  const served = await spawnServe(dataDir, ['--no-nightly', '--workers', '1', ...args], env).catch(
    (err: Error) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw err;
    },
  );
  const { child, url, exited } = served;
  return {
    url,
    password: readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim(),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test('sortal serve: SORTAL_TRUST_PROXY names the trusted proxies', async () => {
  const server = await serveCli([], { SORTAL_TRUST_PROXY: '127.0.0.1' });
  try {
    const res = await fetch(server.url + '/v2/user/attributes', {
      headers: {
        authorization: basic('admin', server.password),
        'x-forwarded-for': '6.6.6.6, 203.0.113.9',
      },
    });
    assert.is((await json(res)).econtext.signature.client_ip, '203.0.113.9');
  } finally {
    await server.stop();
  }
});

test('sortal serve: a bare --trust-proxy, or a list that is not addresses, is a usage error saying what to pass', async () => {
  const cases: Array<[string[], Record<string, string>, RegExp]> = [
    [
      ['--trust-proxy'],
      {},
      /--trust-proxy needs the addresses or CIDR ranges of the reverse proxies to trust.*127\.0\.0\.1/,
    ],
    [['--trust-proxy', '--workers', '1'], {}, /--trust-proxy needs the addresses or CIDR ranges/],
    [['--trust-proxy=', '--workers', '1'], {}, /--trust-proxy needs the addresses or CIDR ranges/],
    [
      ['--trust-proxy', 'proxy.example'],
      {},
      /--trust-proxy: "proxy\.example" is not an IP address or CIDR range .*127\.0\.0\.1/,
    ],
    [
      [],
      { SORTAL_TRUST_PROXY: '10.0.0.0/99' },
      /SORTAL_TRUST_PROXY: "10\.0\.0\.0\/99" is not an IP address or CIDR range/,
    ],
  ];
  for (const [args, env, message] of cases) {
    const what = `${args.join(' ')} ${JSON.stringify(env)}`;
    const outcome = await serveCli(args, env).then(
      async (server) => {
        await server.stop();
        return { code: 0, stderr: 'it served' };
      },
      (err: { code: number; stderr: string }) => err,
    );
    assert.is(outcome.code, 2, what);
    assert.match(outcome.stderr, message, what);
  }
});

test.run();
