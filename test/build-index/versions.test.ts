import { appendFileSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex } from '../../build-index/build.js';
import { KeywordTableBuilder } from '../../build-index/keywords/keyword-table-builder.js';
import { publishVersion, pruneVersions, VersionExistsError } from '../../build-index/versions.js';
import {
  indexesDir,
  listVersions,
  NoIndexVersionError,
  resolveIndexVersion,
  TaxonomyTimestampError,
  verifyVersion,
} from '../../native-index/catalog.js';
import { COMPONENTS } from '../../native-index/components.js';
import { CONTAINER_HEADER_BYTES } from '../../native-index/container.js';
import { IndexVersionError } from '../../native-index/format.js';
import {
  encodeKeywordTable,
  KEYWORDS_FILE,
  readKeywordTable,
} from '../../native-index/keywords-format.js';
import { sha256OfFile } from '../../native-index/shared.js';
import { openIndexVersion } from '../../native-index/reader.js';
import { DAY, smallDraft, tempDir } from '../helpers/index-fixtures.js';

const NOW = Date.parse('2026-11-22T00:00:00Z');

test('a file a writer hands over as parts is published whole, with its sha256, and opens', async () => {
  const t = tempDir();
  try {
    const { dir, manifest } = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date(NOW),
      extraWriters: [
        async (ctx) => {
          const b = new KeywordTableBuilder(ctx.categories.length);
          for (let i = 0; i < ctx.categories.length; i++)
            b.category(
              i,
              i === 0
                ? [{ text: 'cheap hotels', volume: 5, flags: 0, intent: 0, lang: 'eng' }]
                : [],
            );
          b.unmapped([{ text: 'zzq', volume: 1, flags: 0, intent: 0, lang: 'eng' }]);
          return { [KEYWORDS_FILE]: encodeKeywordTable(b.finish()) };
        },
      ],
    });
    const onDisk = sha256OfFile(path.join(dir, KEYWORDS_FILE));
    assert.equal(manifest.files[KEYWORDS_FILE], { bytes: onDisk.bytes, sha256: onDisk.sha256 });
    const v = openIndexVersion(dir);
    const table = readKeywordTable(v.sharedFile(KEYWORDS_FILE), v.count);
    assert.is(table.volume.length, 2);
    assert.is(Buffer.from(table.pool).toString(), 'cheap hotelszzq');
  } finally {
    t.cleanup();
  }
});

test('a corrupted file is refused by verifyVersion and openIndexVersion', async () => {
  const t = tempDir();
  try {
    const { dir } = await buildIndex({ dataDir: t.dir, draft: smallDraft(), at: new Date(NOW) });
    assert.is(verifyVersion(dir).version, '20261122T000000Z');
    // Same size, one byte of the payload changed.
    const file = path.join(dir, COMPONENTS.names.file);
    const v = openIndexVersion(dir);
    const bytes = Buffer.from(v.file(COMPONENTS.names.file));
    bytes[CONTAINER_HEADER_BYTES] = bytes[CONTAINER_HEADER_BYTES]! ^ 0x20;
    writeFileSync(file, bytes);
    assert.throws(
      () => verifyVersion(dir),
      (e: Error) =>
        e instanceof IndexVersionError &&
        e.code === 'checksum_mismatch' &&
        e.file === 'names.utf8' &&
        /20261122T000000Z.*refused.*names\.utf8/.test(e.message),
    );
    assert.throws(
      () => openIndexVersion(dir),
      (e: Error) => e instanceof IndexVersionError && e.code === 'checksum_mismatch',
    );
    // Without verify, the sizes still match, so it opens (the caller chose not to check).
    assert.ok(openIndexVersion(dir, { verify: false }));
    appendFileSync(file, 'x');
    assert.throws(
      () => verifyVersion(dir),
      (e: Error) => e instanceof IndexVersionError && e.code === 'size_mismatch',
    );
    assert.throws(
      () => openIndexVersion(dir, { verify: false }),
      (e: Error) => e instanceof IndexVersionError && e.code === 'size_mismatch',
    );
    writeFileSync(path.join(dir, 'manifest.json'), '{not json');
    assert.throws(
      () => verifyVersion(dir),
      (e: Error) => e instanceof IndexVersionError && e.code === 'bad_manifest',
    );
    assert.equal(listVersions(t.dir), []);
  } finally {
    t.cleanup();
  }
});

test('publishing is atomic: no temp folders left, an existing version is never overwritten', async () => {
  const t = tempDir();
  try {
    const at = new Date(NOW);
    await buildIndex({ dataDir: t.dir, draft: smallDraft(), at });
    assert.equal(readdirSync(indexesDir(t.dir)), ['20261122T000000Z']);
    try {
      await buildIndex({ dataDir: t.dir, draft: smallDraft(), at: new Date(NOW + 400) });
      assert.unreachable('same second must not overwrite');
    } catch (e) {
      assert.instance(e, VersionExistsError);
    }
    // A rejected publish leaves nothing behind either.
    try {
      publishVersion(
        t.dir,
        new Date(NOW + 1000),
        { 'ok.bin': new Uint8Array(1), 'BAD NAME': new Uint8Array(1) },
        {
          sources: {},
          counts: { total: 0, by_source: {}, by_depth: {} },
        },
      );
      assert.unreachable();
    } catch (e) {
      assert.match((e as Error).message, /bad index file name/);
    }
    assert.equal(readdirSync(indexesDir(t.dir)), ['20261122T000000Z']);
    // A temp folder of a build that died long ago is swept by pruning; a fresh one is not.
    const stale = path.join(indexesDir(t.dir), '.tmp-20261101T000000Z-1-abcd');
    const fresh = path.join(indexesDir(t.dir), '.tmp-20261122T000000Z-2-abcd');
    mkdirSync(stale);
    mkdirSync(fresh);
    utimesSync(stale, new Date(NOW - 3 * DAY), new Date(NOW - 3 * DAY));
    utimesSync(fresh, new Date(NOW), new Date(NOW));
    pruneVersions(t.dir, NOW);
    assert.equal(readdirSync(indexesDir(t.dir)).sort(), [
      '.tmp-20261122T000000Z-2-abcd',
      '20261122T000000Z',
    ]);
  } finally {
    t.cleanup();
  }
});

test('retention: versions older than 21 days go, the newest and the one covering the window start stay', async () => {
  const t = tempDir();
  try {
    const ages = [40, 30, 22, 21.5, 20, 1];
    for (const age of ages) {
      await buildIndex({
        dataDir: t.dir,
        draft: smallDraft(),
        at: new Date(NOW - age * DAY),
        retentionDays: 0,
      });
    }
    assert.is(listVersions(t.dir).length, 6);
    const deleted = pruneVersions(t.dir, NOW);
    assert.equal(deleted, ['20261013T000000Z', '20261023T000000Z', '20261031T000000Z']);
    const left = listVersions(t.dir).map((v) => v.version);
    // 21.5 days old is kept: it is what a taxonomy_timestamp 21 days back resolves to.
    assert.equal(left, ['20261031T120000Z', '20261102T000000Z', '20261121T000000Z']);
    // Never the newest, however old.
    assert.equal(pruneVersions(t.dir, NOW + 365 * DAY), ['20261031T120000Z', '20261102T000000Z']);
    assert.equal(
      listVersions(t.dir).map((v) => v.version),
      ['20261121T000000Z'],
    );
    // buildIndex prunes after publishing.
    const r = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date(NOW + 30 * DAY),
    });
    assert.equal(r.pruned, []);
    const r2 = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date(NOW + 80 * DAY),
    });
    assert.equal(r2.pruned, ['20261121T000000Z']);
  } finally {
    t.cleanup();
  }
});

test('resolveIndexVersion: newest at or before the time, 400 when too old or in the future', () => {
  const v = (iso: string) => ({ version: iso, builtAt: new Date(iso) });
  const versions = [
    v('2026-11-01T00:00:00Z'),
    v('2026-11-21T00:00:00Z'),
    v('2026-11-10T00:00:00Z'),
    v('2026-11-22T00:00:00Z'),
  ];
  const s = (iso: string) => Date.parse(iso) / 1000;
  assert.is(resolveIndexVersion(versions, undefined, NOW).version, '2026-11-22T00:00:00Z');
  assert.is(
    resolveIndexVersion(versions, s('2026-11-21T00:00:00Z'), NOW).version,
    '2026-11-21T00:00:00Z',
  );
  assert.is(
    resolveIndexVersion(versions, s('2026-11-20T23:59:59Z'), NOW).version,
    '2026-11-10T00:00:00Z',
  );
  assert.is(
    resolveIndexVersion(versions, s('2026-11-02T00:00:00Z'), NOW).version,
    '2026-11-01T00:00:00Z',
  );
  assert.is(resolveIndexVersion(versions, NOW / 1000, NOW).version, '2026-11-22T00:00:00Z');
  // Exactly 21 days back is allowed; older than 21 days is a 400.
  assert.is(
    resolveIndexVersion(versions, NOW / 1000 - 21 * 86400, NOW).version,
    '2026-11-01T00:00:00Z',
  );
  const is400 = (code: string) => (e: Error) =>
    e instanceof TaxonomyTimestampError &&
    e.status === 400 &&
    e.code === code &&
    e.field === 'taxonomy_timestamp';
  assert.throws(
    () => resolveIndexVersion(versions, NOW / 1000 - 21 * 86400 - 1, NOW),
    is400('taxonomy_timestamp_too_old'),
  );
  assert.throws(
    () => resolveIndexVersion(versions, NOW / 1000 + 1, NOW),
    is400('taxonomy_timestamp_in_future'),
  );
  assert.throws(
    () => resolveIndexVersion(versions, Number.NaN, NOW),
    is400('taxonomy_timestamp_invalid'),
  );
  // Inside the window but before the first version of a young installation: the oldest there is.
  assert.is(
    resolveIndexVersion([v('2026-11-21T00:00:00Z')], s('2026-11-15T00:00:00Z'), NOW).version,
    '2026-11-21T00:00:00Z',
  );
  assert.throws(
    () => resolveIndexVersion([], undefined, NOW),
    (e: Error) => e instanceof NoIndexVersionError && e.status === 503,
  );
});

test('resolveIndexVersion over listVersions picks a real folder', async () => {
  const t = tempDir();
  try {
    await buildIndex({ dataDir: t.dir, draft: smallDraft(), at: new Date(NOW - 2 * DAY) });
    await buildIndex({ dataDir: t.dir, draft: smallDraft(), at: new Date(NOW - DAY) });
    const chosen = resolveIndexVersion(listVersions(t.dir), (NOW - 1.5 * DAY) / 1000, NOW);
    assert.is(chosen.version, '20261120T000000Z');
    assert.is(openIndexVersion(chosen.dir).version, '20261120T000000Z');
  } finally {
    t.cleanup();
  }
});

test.run();
