import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex } from '../../../build-index/build.js';
import { assignIds, categoryId, IdCollisionError } from '../../../build-index/taxonomy/ids.js';
import { listVersions } from '../../../native-index/catalog.js';
import { MANIFEST_FILE } from '../../../native-index/format.js';
import { openIndexVersion } from '../../../native-index/reader.js';
import { smallDraft, tempDir } from '../../helpers/index-fixtures.js';

test('categoryId is the first 8 bytes of sha256(key), big-endian, machine-independent', () => {
  // `printf 'wn:1' | sha256sum` = 5122a32087a84a12f09a...
  assert.is(categoryId('wn:1'), 0x5122a32087a84a12n);
  assert.is(categoryId('tier:travel'), categoryId('tier:travel'));
  assert.is.not(categoryId('wn:1'), categoryId('wn:2'));
  assert.ok(categoryId('wn:1') > 0n && categoryId('wn:1') < 1n << 64n);
});

test('two builds of the same inputs: same ids, byte-identical category files', async () => {
  const t = tempDir();
  try {
    const a = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date('2026-11-20T00:00:00Z'),
    });
    // Same categories, listed in another order: the layout does not depend on input order.
    const shuffled = smallDraft();
    shuffled.categories.reverse();
    const b = await buildIndex({
      dataDir: t.dir,
      draft: shuffled,
      at: new Date('2026-11-21T00:00:00Z'),
    });
    assert.is.not(a.version, b.version);
    assert.equal(Object.keys(a.manifest.files), Object.keys(b.manifest.files));
    for (const name of Object.keys(a.manifest.files)) {
      assert.ok(
        readFileSync(path.join(a.dir, name)).equals(readFileSync(path.join(b.dir, name))),
        name,
      );
      assert.equal(a.manifest.files[name], b.manifest.files[name]);
    }
    assert.ok(
      !readFileSync(path.join(a.dir, MANIFEST_FILE)).equals(
        readFileSync(path.join(b.dir, MANIFEST_FILE)),
      ),
    );
    const va = openIndexVersion(a.dir);
    const vb = openIndexVersion(b.dir);
    for (let i = 0; i < va.count; i++) {
      assert.is(va.idAt(i), vb.idAt(i));
      assert.is(va.idAt(i), categoryId(va.keyAt(i)));
    }
    assert.is(listVersions(t.dir).length, 2);
  } finally {
    t.cleanup();
  }
});

test('a hash collision fails the build and publishes nothing', async () => {
  const t = tempDir();
  try {
    const hash = (key: string) => (key === 'wn:5' ? categoryId('wn:2') : categoryId(key));
    try {
      await buildIndex({ dataDir: t.dir, draft: smallDraft(), idHash: hash });
      assert.unreachable('build should fail');
    } catch (e) {
      assert.instance(e, IdCollisionError);
      assert.match((e as Error).message, /"wn:2" and "wn:5"|"wn:5" and "wn:2"/);
    }
    assert.is(listVersions(t.dir).length, 0);
  } finally {
    t.cleanup();
  }
});

test('id 0 is reserved', () => {
  assert.throws(
    () => assignIds([{ key: 'a' }], () => 0n),
    (e: Error) => e instanceof IdCollisionError && /reserved/.test(e.message),
  );
  assert.throws(
    () => assignIds([{ key: 'a' }], () => 1n << 64n),
    (e: Error) => e instanceof IdCollisionError,
  );
});

test.run();
