/**
 * Generated requests over every route: random methods (mostly the route's own), path
 * parameters, queries, bodies (from garbage to nearly valid), content types and now and
 * then bad credentials. Shared by the fuzz harness and the no-5xx property test, so both
 * aim at the same surface.
 */
import fc from 'fast-check';
import { allRoutes } from '../src/routes/index.js';

const fields = [
  'keywords',
  'social',
  'text',
  'html',
  'url',
  'category_ids',
  'input',
  'query',
  'type',
  'name',
  'nodes',
  'limit',
  'page',
  'classification_type',
  'branches',
  'flags',
  'taxonomy_timestamp',
  'model',
  'language',
];

const segment = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', '..', '%', '%ZZ', '\u0000', '😀', 'a'.repeat(3000), '0', '-1', 'null'),
);

const body = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()).map((o) => JSON.stringify(o)),
  // Closer to valid: the right field with a plausible value.
  fc
    .record({
      keywords: fc.array(fc.string(), { maxLength: 20 }),
      social: fc.array(fc.string(), { maxLength: 5 }),
      text: fc.string({ maxLength: 2000 }),
      html: fc.string({ maxLength: 2000 }).map((s) => `<html><body><p>${s}</p></body></html>`),
      url: fc.constantFrom('http://127.0.0.1/', 'file:///etc/passwd', 'http://[::1]/', 'nope'),
      category_ids: fc.array(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 40 }),
        { maxLength: 5 },
      ),
      branches: fc.oneof(fc.boolean(), fc.integer()),
      flags: fc.oneof(fc.boolean(), fc.string()),
      limit: fc.oneof(fc.integer(), fc.double()),
    })
    .chain((r) => fc.subarray(Object.entries(r)).map((e) => JSON.stringify(Object.fromEntries(e)))),
  fc.constantFrom('{', '[', 'null', '""', '{"a":', '\u0000', '{"__proto__":{"x":1}}'),
);

export const fuzzRequest = fc.record({
  route: fc.constantFrom(...allRoutes()),
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constant('route') },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH') },
  ),
  params: fc.array(segment, { minLength: 1, maxLength: 3 }),
  query: fc.dictionary(
    fc.constantFrom('limit', 'branches', 'page', 'x', 'keyword', 'taxonomy_timestamp'),
    fc.oneof(fc.string(), fc.integer().map(String)),
  ),
  body,
  type: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    '',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=z',
    'image/png',
  ),
  auth: fc.oneof(
    { weight: 19, arbitrary: fc.constant('good' as const) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('none' as const, 'wrong' as const, 'garbage' as const),
    },
  ),
});
export type FuzzRequest = typeof fuzzRequest extends fc.Arbitrary<infer T> ? T : never;

/** The request's method: the route's own, or the one drawn. */
export const fuzzMethod = (r: FuzzRequest): string =>
  r.method === 'route' ? r.route.method : r.method;

/** The request's path and query below `/v2`, its parameters filled in. */
export function fuzzPath(r: FuzzRequest): string {
  let i = 0;
  const p = r.route.path.replace(/:[A-Za-z_]+/g, () =>
    encodeURIComponent(r.params[i++ % r.params.length] ?? 'x'),
  );
  const qs = new URLSearchParams(r.query).toString();
  return '/v2' + p + (qs ? '?' + qs : '');
}

/** Whether the request carries a body (not on GET or DELETE). */
export const fuzzHasBody = (r: FuzzRequest): boolean => {
  const m = fuzzMethod(r);
  return m !== 'GET' && m !== 'DELETE';
};
