// Pure unit tests of the address policy and URL check: no sockets, no name resolution.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isPublicAddress, isLoopbackAddress, addressVerdict } from '../../../src/fetch/address.js';
import { checkUrl, vetResolved } from '../../../src/fetch/url.js';
import { FetchError } from '../../../src/fetch/errors.js';
import { ApiError } from '../../../src/errors.js';

const NOT_PUBLIC: Record<string, string[]> = {
  'IPv4 loopback': ['127.0.0.1', '127.255.255.254', '127.0.0.2'],
  'IPv4 private 10/8': ['10.0.0.1', '10.255.255.255'],
  'IPv4 private 172.16/12': ['172.16.0.1', '172.31.255.254'],
  'IPv4 private 192.168/16': ['192.168.0.1', '192.168.255.255'],
  'IPv4 link-local': ['169.254.0.1', '169.254.169.254'],
  'IPv4 CGNAT': ['100.64.0.1', '100.127.255.254'],
  'IPv4 multicast': ['224.0.0.1', '239.255.255.250'],
  'IPv4 unspecified / this network': ['0.0.0.0', '0.1.2.3'],
  'IPv4 broadcast': ['255.255.255.255'],
  'IPv4 reserved and documentation': [
    '240.0.0.1',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '192.0.0.8',
    '198.18.0.1',
    '198.19.255.1',
  ],
  'IPv6 loopback': ['::1'],
  'IPv6 unspecified': ['::'],
  'IPv6 link-local': ['fe80::1', 'febf::1'],
  'IPv6 unique-local': ['fc00::1', 'fd12:3456:789a::1'],
  'IPv6 site-local (deprecated)': ['fec0::1'],
  'IPv6 multicast': ['ff02::1', 'ff05::2'],
  'IPv6 documentation': ['2001:db8::1'],
  'IPv4-mapped IPv6 of non-public': [
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:192.168.1.1',
  ],
  'IPv4-compatible IPv6': ['::127.0.0.1', '::10.0.0.1', '::8.8.8.8'],
  'IPv4-translated IPv6 (RFC 6145)': ['::ffff:0:127.0.0.1', '::ffff:0:a00:1'],
  'NAT64 of non-public, local-use NAT64': [
    '64:ff9b::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::1',
  ],
  '6to4 of non-public': ['2002:7f00:1::1', '2002:a00:1::', '2002:c0a8:101::1'],
  'Teredo of non-public': [
    '2001:0:7f00:1::',
    '2001:0:4136:e378:8000:63bf:f5ff:fffe' /* client 10.0.0.1 */,
  ],
  'IPv6 outside 2000::/3 or special': ['100::1', '4000::1', '5f00::1', 'e000::1'],
  'zone index': ['fe80::1%eth0'],
  'not an IP': ['', 'localhost', 'example', '1.2.3.4.5', '256.1.1.1', '::g', '[::1', '1::2::3'],
};

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.15.255.255',
  '172.32.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '169.253.0.1',
  '11.0.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
];

for (const [name, ips] of Object.entries(NOT_PUBLIC)) {
  test(`isPublicAddress refuses ${name}`, () => {
    for (const ip of ips) assert.is(isPublicAddress(ip), false, ip);
  });
}

test('isPublicAddress accepts global unicast', () => {
  for (const ip of PUBLIC) assert.is(isPublicAddress(ip), true, ip);
});

test('legacy numeric IPv4 forms are read as the address they mean', () => {
  for (const ip of ['2130706433', '0x7f.1', '127.1', '0177.0.0.1', '0x7f000001', '017700000001']) {
    assert.is(isPublicAddress(ip), false, ip);
    assert.is(isLoopbackAddress(ip), true, ip);
  }
});

test('loopback is its own verdict, and only true loopback forms get it', () => {
  assert.is(addressVerdict('127.0.0.1'), 'loopback');
  assert.is(addressVerdict('::1'), 'loopback');
  assert.is(addressVerdict('::ffff:127.0.0.1'), 'loopback');
  assert.is(addressVerdict('[::1]'), 'loopback');
  // Tunnelled/translated forms embedding 127/8 are not loopback sockets: never allowed.
  assert.is(addressVerdict('2002:7f00:1::1'), 'not_public');
  assert.is(addressVerdict('64:ff9b::127.0.0.1'), 'not_public');
  assert.is(addressVerdict('::127.0.0.1'), 'not_public');
  assert.is(addressVerdict('10.0.0.1'), 'not_public');
  assert.is(addressVerdict('nope'), 'invalid');
  assert.is(addressVerdict('fe80::1%eth0'), 'invalid');
  // Three-part legacy form: 1.2.3 is 1.2.0.3.
  assert.is(isPublicAddress('1.2.3'), true);
});

function refusedWith(fn: () => unknown, code: string, status = 400): FetchError {
  try {
    fn();
  } catch (e) {
    assert.instance(e, FetchError);
    assert.instance(e, ApiError);
    const f = e as FetchError;
    assert.is(f.code, code, f.message);
    assert.is(f.status, status);
    assert.is(f.field, 'url');
    return f;
  }
  assert.unreachable(`expected ${code}`);
  throw new Error('unreachable');
}

test('checkUrl: only fully qualified http(s) URLs with a host and no credentials', () => {
  for (const bad of [
    '',
    '   ',
    'example.com/page',
    '/relative',
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http:/example.com',
    'http:example.com',
    'http://',
    'http://user:pw@example.com/',
    'http://user@example.com/',
    'http://example.com:25/',
    'https://example.com:22/',
    'http://exa mple.com/',
    'http://[::1/',
    'http://' + 'a'.repeat(3000) + '.com/',
  ]) {
    refusedWith(() => checkUrl(bad), 'invalid_url');
  }
  const ok = checkUrl('HTTPS://Example.COM:8443/a/b?c=d#frag');
  assert.is(ok.href, 'https://example.com:8443/a/b?c=d');
});

test('checkUrl: numeric host tricks are normalised, then refused', () => {
  for (const u of [
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://0/',
    'http://0.0.0.0/',
    'http://10.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://0xa9fea9fe/',
    'http://3232235777/',
  ]) {
    const e = refusedWith(() => checkUrl(u), 'address_not_public');
    assert.match(e.message, /not a public/);
  }
  // The flag admits loopback and nothing else.
  assert.is(
    checkUrl('http://2130706433:8080/', { allowLoopbackForTests: true }).hostname,
    '127.0.0.1',
  );
  assert.is(
    checkUrl('http://[::ffff:127.0.0.1]/', { allowLoopbackForTests: true }).hostname,
    '[::ffff:7f00:1]',
  );
  refusedWith(
    () => checkUrl('http://10.0.0.1/', { allowLoopbackForTests: true }),
    'address_not_public',
  );
  refusedWith(
    () => checkUrl('http://[fd00::1]/', { allowLoopbackForTests: true }),
    'address_not_public',
  );
  // Names are not resolved by checkUrl.
  assert.is(checkUrl('http://localhost/').hostname, 'localhost');
});

test('vetResolved: ANY non-public address refuses the host (no network)', () => {
  const url = new URL('http://host.test/');
  refusedWith(
    () =>
      vetResolved(url, [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ]),
    'address_not_public',
  );
  refusedWith(
    () =>
      vetResolved(url, [
        { address: '2606:4700::1', family: 6 },
        { address: 'fe80::1', family: 6 },
      ]),
    'address_not_public',
  );
  refusedWith(
    () =>
      vetResolved(url, [
        { address: '93.184.216.34', family: 4 },
        { address: '::ffff:127.0.0.1', family: 6 },
      ]),
    'address_not_public',
  );
  refusedWith(
    () =>
      vetResolved(
        url,
        [
          { address: '127.0.0.1', family: 4 },
          { address: '169.254.169.254', family: 4 },
        ],
        true,
      ),
    'address_not_public',
  );
  refusedWith(() => vetResolved(url, [{ address: 'garbage', family: 4 }]), 'address_not_public');
  refusedWith(() => vetResolved(url, []), 'fetch_unreachable');
  assert.equal(
    vetResolved(url, [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700:0::1', family: 6 },
    ]),
    [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700::1', family: 6 },
    ],
  );
  assert.equal(vetResolved(url, [{ address: '127.0.0.1', family: 4 }], true), [
    { address: '127.0.0.1', family: 4 },
  ]);
  // Per-URL policy: allowed for one host only.
  const only = (u: URL) => u.hostname === 'allowed.test';
  assert.equal(
    vetResolved(new URL('http://allowed.test/'), [{ address: '::1', family: 6 }], only),
    [{ address: '::1', family: 6 }],
  );
  refusedWith(() => vetResolved(url, [{ address: '::1', family: 6 }], only), 'address_not_public');
});

test.run();
