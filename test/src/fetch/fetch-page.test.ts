// fetchPage against fixture HTTP servers on loopback only (127.0.0.1 / 127.0.0.2, port 0).
// Every success path uses allowLoopbackForTests; names resolve only through an injected
// fake resolver or the system resolver for `localhost`. Nothing leaves this machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, type Fixture, type Handler } from '../../helpers/page-fixture.js';
import { fetchPage, type FetchOptions, type Resolver } from '../../../src/fetch/fetch-page.js';
import { FetchError } from '../../../src/fetch/errors.js';
import {
  MemoryRobotsCache,
  type RobotsCache,
  type RobotsRecord,
} from '../../../src/fetch/robots.js';

const html =
  (body: string, type = 'text/html; charset=utf-8'): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
const redirect =
  (to: string, status = 302): Handler =>
  (_req, res) => {
    res.writeHead(status, { location: to });
    res.end();
  };

/** Fresh robots cache per call unless given: tests must not see each other's robots. */
const loop = (extra: FetchOptions = {}): FetchOptions => ({
  allowLoopbackForTests: true,
  timeoutMs: 2000,
  robotsCache: new MemoryRobotsCache(),
  ...extra,
});

async function rejects(p: Promise<unknown>, code: string, status = 400): Promise<FetchError> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof FetchError)) throw e;
    assert.is(e.code, code, e.message);
    assert.is(e.status, status);
    return e;
  }
  assert.unreachable(`expected ${code}`);
  throw new Error('unreachable');
}

let a: Fixture;
let b: Fixture;

test.before(async () => {
  a = await fixture();
  b = await fixture();
});
test.after(async () => {
  await a.close();
  await b.close();
});
test.before.each(() => {
  a.seen.length = 0;
  b.seen.length = 0;
  a.routes.clear();
  b.routes.clear();
});

const paths = (f: Fixture) => f.seen.map((s) => s.path);

test('fetches a page: final URL, status, type, bytes, decoded body, SortalBot UA', async () => {
  a.routes.set('/page.html', html('<html><title>Café</title><p>Hello – world</p></html>'));
  const page = await fetchPage(`${a.base}/page.html#frag`, loop());
  assert.is(page.url, `${a.base}/page.html`);
  assert.is(page.status, 200);
  assert.is(page.contentType, 'text/html');
  assert.is(page.charset, 'utf-8');
  assert.match(page.body, 'Café');
  assert.match(page.body, 'Hello – world');
  assert.is(page.bytes, Buffer.byteLength(page.body));
  assert.is(page.redirects, 0);
  assert.ok(!Number.isNaN(Date.parse(page.fetchedAt)));
  assert.equal(paths(a), ['/robots.txt', '/page.html']);
  for (const s of a.seen) {
    assert.match(s.ua, /^SortalBot\/1\.0/);
    assert.is(s.host, `127.0.0.1:${a.port}`);
  }
});

test('robots.txt disallow -> 403 robots_disallowed; page never requested', async () => {
  a.routes.set(
    '/robots.txt',
    html(
      'User-agent: OtherBot\nDisallow: /\n\nUser-agent: SortalBot\nDisallow: /private\n',
      'text/plain',
    ),
  );
  a.routes.set('/private/x.html', html('<p>secret</p>'));
  a.routes.set('/public.html', html('<p>fine</p>'));
  const cache = new MemoryRobotsCache();
  const e = await rejects(
    fetchPage(`${a.base}/private/x.html`, loop({ robotsCache: cache })),
    'robots_disallowed',
    403,
  );
  assert.match(e.message, /robots\.txt of 127\.0\.0\.1:\d+ disallows/);
  assert.equal(paths(a), ['/robots.txt']);
  // Same origin, allowed path: robots.txt comes from the cache.
  const ok = await fetchPage(`${a.base}/public.html`, loop({ robotsCache: cache }));
  assert.match(ok.body, 'fine');
  assert.equal(paths(a), ['/robots.txt', '/public.html']);
});

test('robots.txt: wildcard group applies; 4xx allows all; 5xx disallows for a short time', async () => {
  a.routes.set('/robots.txt', html('User-agent: *\nDisallow: /no\n', 'text/plain'));
  a.routes.set('/yes', html('<p>y</p>'));
  await rejects(fetchPage(`${a.base}/no/thing`, loop()), 'robots_disallowed', 403);
  assert.match((await fetchPage(`${a.base}/yes`, loop())).body, 'y');

  a.routes.set('/robots.txt', (_q, r) => {
    r.writeHead(503);
    r.end();
  });
  const puts: { key: string; value: RobotsRecord; ttl: number }[] = [];
  const cache: RobotsCache = {
    get: () => undefined,
    put: (key, value, ttl) => void puts.push({ key, value, ttl }),
  };
  a.seen.length = 0;
  const e = await rejects(
    fetchPage(`${a.base}/yes`, loop({ robotsCache: cache })),
    'robots_disallowed',
    403,
  );
  assert.match(e.message, /HTTP 503/);
  assert.equal(paths(a), ['/robots.txt']);
  assert.is(puts.length, 1);
  assert.is(puts[0]!.key, `http://127.0.0.1:${a.port}`);
  assert.is(puts[0]!.value.kind, 'disallow_all');
  assert.is(puts[0]!.ttl, 60);

  a.routes.set('/robots.txt', (_q, r) => {
    r.writeHead(403);
    r.end();
  });
  assert.match((await fetchPage(`${a.base}/yes`, loop())).body, 'y');
});

test('robots cache interface: async store is consulted and filled', async () => {
  a.routes.set('/robots.txt', html('User-agent: sortalbot\nDisallow: /x\n', 'text/plain'));
  a.routes.set('/y', html('<p>y</p>'));
  const store = new Map<string, RobotsRecord>();
  const ttls: number[] = [];
  const cache: RobotsCache = {
    get: async (k) => store.get(k),
    put: async (k, v, ttl) => {
      store.set(k, v);
      ttls.push(ttl);
    },
  };
  await fetchPage(`${a.base}/y`, loop({ robotsCache: cache }));
  await fetchPage(`${a.base}/y?again=1`, loop({ robotsCache: cache }));
  await rejects(fetchPage(`${a.base}/x`, loop({ robotsCache: cache })), 'robots_disallowed', 403);
  assert.equal(paths(a), ['/robots.txt', '/y', '/y?again=1']);
  assert.equal(ttls, [3600]);
  assert.is(store.get(`http://127.0.0.1:${a.port}`)?.kind, 'rules');
  // A store that throws is treated as a miss.
  const broken: RobotsCache = {
    get: () => {
      throw new Error('down');
    },
    put: async () => {
      throw new Error('down');
    },
  };
  assert.match((await fetchPage(`${a.base}/y`, loop({ robotsCache: broken }))).body, 'y');
});

test('content type outside the allowed list is refused, naming it', async () => {
  a.routes.set('/img', html('PNG', 'image/png'));
  a.routes.set('/none', (_q, r) => {
    r.removeHeader('content-type');
    r.writeHead(200);
    r.end('x');
  });
  const e = await rejects(fetchPage(`${a.base}/img`, loop()), 'unsupported_content_type');
  assert.match(e.message, 'image/png');
  await rejects(fetchPage(`${a.base}/none`, loop()), 'unsupported_content_type');
  for (const t of [
    'text/plain',
    'text/xhtml',
    'application/xhtml+xml',
    'text/xml',
    'application/xml; charset=utf-8',
    'TEXT/HTML',
  ]) {
    a.routes.set('/t', html('<a>ok</a>', t));
    assert.is((await fetchPage(`${a.base}/t`, loop())).body, '<a>ok</a>', t);
  }
});

test('size: Content-Length over 256,000 refused before reading; counted bytes when chunked', async () => {
  // Declares a large body, sends a few bytes and then stalls: only a refusal based on the
  // header can answer quickly.
  a.routes.set('/declared', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html', 'content-length': '256001' });
    r.write('<p>start');
  });
  const t0 = Date.now();
  const e = await rejects(
    fetchPage(`${a.base}/declared`, loop({ timeoutMs: 5000 })),
    'content_too_large',
  );
  assert.ok(Date.now() - t0 < 2000);
  assert.match(e.message, '256,001');

  // Chunked, no length: 300,000 bytes in 10,000-byte chunks.
  a.routes.set('/chunked', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html' });
    const chunk = 'x'.repeat(10_000);
    let sent = 0;
    const pump = () => {
      while (sent < 300_000) {
        sent += chunk.length;
        if (!r.write(chunk)) return void r.once('drain', pump);
      }
      r.end();
    };
    pump();
  });
  await rejects(fetchPage(`${a.base}/chunked`, loop()), 'content_too_large');

  // Exactly the limit, chunked: accepted.
  a.routes.set('/exact', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/plain' });
    r.write('y'.repeat(128_000));
    r.end('y'.repeat(128_000));
  });
  const ok = await fetchPage(`${a.base}/exact`, loop());
  assert.is(ok.bytes, 256_000);
  // maxBytes is an option.
  await rejects(fetchPage(`${a.base}/exact`, loop({ maxBytes: 1000 })), 'content_too_large');
});

test('redirects: 5 followed, the 6th refused; relative Location resolved', async () => {
  for (let i = 0; i < 6; i++)
    a.routes.set(
      `/r${i}`,
      redirect(i % 2 ? `/r${i + 1}` : `${a.base}/r${i + 1}`, [301, 302, 303, 307, 308][i % 5]),
    );
  a.routes.set('/r6', html('<p>end</p>'));
  const page = await fetchPage(`${a.base}/r1`, loop());
  assert.is(page.url, `${a.base}/r6`);
  assert.is(page.redirects, 5);
  a.seen.length = 0;
  const e = await rejects(fetchPage(`${a.base}/r0`, loop()), 'too_many_redirects');
  assert.match(e.message, /more than 5/);
  assert.not.ok(paths(a).includes('/r6'));
  await rejects(fetchPage(`${a.base}/r4`, loop({ maxRedirects: 1 })), 'too_many_redirects');
  a.routes.set('/noloc', (_q, r) => {
    r.writeHead(302);
    r.end();
  });
  await rejects(fetchPage(`${a.base}/noloc`, loop()), 'fetch_failed_status');
  a.routes.set('/toftp', redirect('ftp://127.0.0.1/file'));
  await rejects(fetchPage(`${a.base}/toftp`, loop()), 'invalid_url');
});

test('redirect to another loopback port: fine when allowed, refused when only the first hop is', async () => {
  a.routes.set('/go', redirect(`${b.base}/dest`));
  b.routes.set('/dest', html('<p>other server</p>'));
  const page = await fetchPage(`${a.base}/go`, loop());
  assert.is(page.url, `${b.base}/dest`);
  assert.match(page.body, 'other server');
  assert.equal(paths(b), ['/robots.txt', '/dest']);

  b.seen.length = 0;
  const firstOnly = (u: URL) => u.host === `127.0.0.1:${a.port}`;
  await rejects(
    fetchPage(`${a.base}/go`, loop({ allowLoopbackForTests: firstOnly })),
    'address_not_public',
  );
  assert.equal(paths(b), []);
});

test('non-2xx final status is fetch_failed_status naming it', async () => {
  a.routes.set('/gone', (_q, r) => {
    r.writeHead(410, { 'content-type': 'text/html' });
    r.end('<p>gone</p>');
  });
  const e = await rejects(fetchPage(`${a.base}/gone`, loop()), 'fetch_failed_status');
  assert.match(e.message, 'HTTP 410');
  await rejects(fetchPage(`${a.base}/missing`, loop()), 'fetch_failed_status');
});

test('timeouts: no headers, stalled body, hanging robots.txt', async () => {
  a.routes.set('/hang', () => {});
  a.routes.set('/stall', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html' });
    r.write('<p>partial');
  });
  for (const p of ['/hang', '/stall']) {
    const t0 = Date.now();
    const e = await rejects(fetchPage(`${a.base}${p}`, loop({ timeoutMs: 300 })), 'fetch_timeout');
    const took = Date.now() - t0;
    assert.ok(took >= 250 && took < 1500, `${p} took ${took} ms`);
    assert.match(e.message, 'timed out');
  }
  b.routes.set('/robots.txt', () => {});
  b.routes.set('/p', html('<p>never</p>'));
  const e = await rejects(fetchPage(`${b.base}/p`, loop({ timeoutMs: 300 })), 'fetch_timeout');
  assert.match(e.message, 'robots.txt');
  assert.equal(paths(b), ['/robots.txt']);
  // The overall bound covers the whole chain.
  a.routes.set('/slowdrip', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/plain' });
    const t = setInterval(() => (r.writableEnded ? clearInterval(t) : r.write('.')), 50);
    r.on('close', () => clearInterval(t));
  });
  const t0 = Date.now();
  await rejects(
    fetchPage(`${a.base}/slowdrip`, loop({ timeoutMs: 5000, totalTimeoutMs: 400 })),
    'fetch_timeout',
  );
  assert.ok(Date.now() - t0 < 1500);
});

test('unreachable: nothing listening', async () => {
  const c = await fixture();
  const base = c.base;
  await c.close();
  await rejects(fetchPage(`${base}/x`, loop()), 'fetch_unreachable');
});

test('charset: header iso-8859-1, meta charset, BOM, default utf-8', async () => {
  const latin = Buffer.from('<p>caf\xe9 na\xefve \xa35</p>', 'latin1');
  a.routes.set('/latin', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
    r.end(latin);
  });
  const p1 = await fetchPage(`${a.base}/latin`, loop());
  assert.is(p1.body, '<p>café naïve £5</p>');
  assert.is(p1.charset, 'windows-1252');
  assert.is(p1.bytes, latin.length);

  const meta = Buffer.concat([
    Buffer.from('<html><head><meta charset="iso-8859-1"></head><body>'),
    Buffer.from('gr\xfc\xdfe', 'latin1'),
  ]);
  a.routes.set('/meta', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html' });
    r.end(meta);
  });
  assert.match((await fetchPage(`${a.base}/meta`, loop())).body, 'grüße');

  a.routes.set('/bom', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
    r.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('naïve ✓')]));
  });
  assert.is((await fetchPage(`${a.base}/bom`, loop())).body, 'naïve ✓');

  a.routes.set('/utf8', html('<p>日本語</p>', 'text/html'));
  assert.is((await fetchPage(`${a.base}/utf8`, loop())).body, '<p>日本語</p>');

  a.routes.set('/bogus', html('<p>ok é</p>', 'text/html; charset=no-such-charset'));
  assert.is((await fetchPage(`${a.base}/bogus`, loop())).body, '<p>ok é</p>');
});

test('gzip sent despite Accept-Encoding: identity is decoded and still size-limited', async () => {
  const { gzipSync } = await import('node:zlib');
  const small = gzipSync('<p>zipped</p>');
  const bomb = gzipSync(Buffer.alloc(5_000_000, 0x61));
  a.routes.set('/gz', (_q, r) => {
    r.writeHead(200, {
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'content-length': small.length,
    });
    r.end(small);
  });
  a.routes.set('/bomb', (_q, r) => {
    r.writeHead(200, {
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'content-length': bomb.length,
    });
    r.end(bomb);
  });
  a.routes.set('/weird', (_q, r) => {
    r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'zstd-ish' });
    r.end('x');
  });
  assert.is((await fetchPage(`${a.base}/gz`, loop())).body, '<p>zipped</p>');
  await rejects(fetchPage(`${a.base}/bomb`, loop()), 'content_too_large');
  await rejects(fetchPage(`${a.base}/weird`, loop()), 'unsupported_content_encoding');
});

test('without the flag, loopback in every spelling is refused before any connection', async () => {
  a.routes.set('/page.html', html('<p>x</p>'));
  const p = a.port;
  const urls = [
    `http://127.0.0.1:${p}/page.html`,
    `http://[::1]:${p}/page.html`,
    `http://localhost:${p}/page.html`, // system resolver, localhost only
    `http://2130706433:${p}/page.html`,
    `http://0x7f.1:${p}/page.html`,
    `http://127.1:${p}/page.html`,
    `http://0177.0.0.1:${p}/page.html`,
    `http://[::ffff:127.0.0.1]:${p}/page.html`,
    `http://0.0.0.0:${p}/page.html`,
  ];
  for (const u of urls) {
    const e = await rejects(
      fetchPage(u, { robotsCache: new MemoryRobotsCache(), timeoutMs: 2000 }),
      'address_not_public',
    );
    assert.match(e.message, /not a public Internet address/, u);
  }
  assert.equal(a.seen, []);
});

test('redirect from an allowed first hop to loopback spellings is vetted and refused', async () => {
  // The policy admits exactly the first hop's host (127.0.0.1:<a.port>); the redirect
  // targets are loopback too, so only the per-hop vetting stands between us and them.
  const firstOnly = (u: URL) => u.host === `127.0.0.1:${a.port}`;
  const spellings = (port: number) => [
    `http://localhost:${port}/secret`,
    `http://[::1]:${port}/secret`,
    `http://2130706433:${port}/secret`,
    `http://0x7f.1:${port}/secret`,
    `http://0177.0.0.1:${port}/secret`,
    `http://[::ffff:127.0.0.1]:${port}/secret`,
    `http://127.0.0.2:${port}/secret`,
  ];
  // Other port: every spelling, including those that normalise to 127.0.0.1.
  // Same port: the spellings whose host differs from the allowed one.
  const targets = [
    ...spellings(b.port),
    ...spellings(a.port).filter((t) => new URL(t).host !== `127.0.0.1:${a.port}`),
  ];
  b.routes.set('/secret', html('<p>internal</p>'));
  a.routes.set('/secret', html('<p>internal</p>'));
  for (const t of targets) {
    a.seen.length = 0;
    a.routes.set('/hop', redirect(t));
    const e = await rejects(
      fetchPage(`${a.base}/hop`, loop({ allowLoopbackForTests: firstOnly })),
      'address_not_public',
    );
    assert.match(e.message, /not a public Internet address/);
    assert.equal(paths(a), ['/robots.txt', '/hop'], t);
  }
  assert.equal(b.seen, []);
});

test('a name is connected to only at its vetted address (Host header keeps the name)', async () => {
  // The fixture listens on 127.0.0.2 only. The system resolver would give 127.0.0.1/::1
  // for "localhost"; success proves the socket used the address our resolver vetted.
  let c: Fixture;
  try {
    c = await fixture('127.0.0.2');
  } catch {
    console.warn('127.0.0.2 not bindable here; skipping pinning test');
    return;
  }
  try {
    c.routes.set('/pinned', html('<p>pinned</p>'));
    let calls = 0;
    // First answer vetted; any later answer would be a "rebinding" to a private address.
    const resolver: Resolver = async (host) => {
      assert.is(host, 'localhost');
      calls++;
      return calls === 1
        ? [{ address: '127.0.0.2', family: 4 }]
        : [{ address: '10.9.9.9', family: 4 }];
    };
    const page = await fetchPage(`http://localhost:${c.port}/pinned`, loop({ resolver }));
    assert.match(page.body, 'pinned');
    assert.is(calls, 1);
    assert.equal(
      c.seen.map((s) => s.host),
      [`localhost:${c.port}`, `localhost:${c.port}`],
    );

    // ANY unacceptable address refuses the host, even with loopback allowed.
    const mixed: Resolver = async () => [
      { address: '127.0.0.2', family: 4 },
      { address: '0.0.0.0', family: 4 },
    ];
    c.seen.length = 0;
    await rejects(
      fetchPage(`http://localhost:${c.port}/pinned`, loop({ resolver: mixed })),
      'address_not_public',
    );
    // Without the flag, a resolver answer of loopback is refused too.
    const loopOnly: Resolver = async () => [{ address: '::ffff:127.0.0.2', family: 6 }];
    await rejects(
      fetchPage(`http://localhost:${c.port}/pinned`, {
        resolver: loopOnly,
        robotsCache: new MemoryRobotsCache(),
      }),
      'address_not_public',
    );
    // Resolution failure is fetch_unreachable.
    const nx: Resolver = async () => {
      throw Object.assign(new Error('nx'), { code: 'ENOTFOUND' });
    };
    await rejects(
      fetchPage(`http://localhost:${c.port}/pinned`, loop({ resolver: nx })),
      'fetch_unreachable',
    );
    assert.equal(c.seen, []);
  } finally {
    await c.close();
  }
});

test('invalid URLs are refused before anything happens', async () => {
  for (const u of [
    'not a url',
    'ftp://127.0.0.1/',
    'http://user:pw@127.0.0.1/',
    '//127.0.0.1/x',
    `http://127.0.0.1:25/`,
  ]) {
    await rejects(fetchPage(u, loop()), 'invalid_url');
  }
});

test('caller abort rejects with the signal reason', async () => {
  a.routes.set('/hang', () => {});
  const ac = new AbortController();
  const reason = new Error('client went away');
  setTimeout(() => ac.abort(reason), 100);
  try {
    await fetchPage(`${a.base}/hang`, loop({ signal: ac.signal }));
    assert.unreachable('should abort');
  } catch (e) {
    assert.is(e, reason);
  }
});

test.run();
