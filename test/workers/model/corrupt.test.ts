/**
 * A corrupted model file is refused: a flipped byte by the manifest checksums when the
 * version opens (like any index file), or by the container's checksum when the bytes are
 * read on their own; a structurally wrong file (with matching checksums) by the model
 * reader, with an error saying what is wrong.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTAINER_HEADER_BYTES,
  IndexVersionError,
  MANIFEST_FILE,
  openIndexVersion,
  resealContainer,
  type IndexVersion,
  type Manifest,
} from '../../../native-index/index.js';
import { encodeModel, HEADER_WORDS, readModel } from '../../../native-index/model-format.js';
import { CALIBRATION_POINTS, CALIBRATION_ROWS } from '../../../native-index/model-calibration.js';
import {
  FEATURES_VERSION,
  FEATURES_VERSION_CELLS,
  FEATURES_VERSION_WORDS,
} from '../../../workers/model/features.js';
import { VECTORS_FILE } from '../../../native-index/vectors-format.js';
import {
  MODEL_FILE,
  ModelFormatError,
  modelFor,
  TopicModel,
} from '../../../workers/model/index.js';
import { fixtureIndexDir } from '../../helpers/fixture-index.js';
import { tempDir } from '../../helpers/temp.js';

let sourceDir: string;
let bytes: Uint8Array;
let count: number;
let index: IndexVersion;
/** Where the payload (and the model's own header) starts. */
const P = CONTAINER_HEADER_BYTES;

test.before(async () => {
  sourceDir = await fixtureIndexDir();
  bytes = new Uint8Array(readFileSync(path.join(sourceDir, MODEL_FILE)));
  index = openIndexVersion(sourceDir, { verify: false });
  count = index.count;
});

/**
 * A copy of the fixture bytes with `edit` applied to it (the model's header words as
 * u32), its container checksum recomputed (so that the model reader's own checks run).
 */
function edited(edit: (b: Uint8Array, head: Uint32Array) => void): Uint8Array {
  const b = bytes.slice();
  edit(b, new Uint32Array(b.buffer, P, HEADER_WORDS));
  return resealContainer(b);
}

/** A copy with `edit` applied to the container header words (u32), checksum left as it was. */
function container(edit: (head: Uint32Array, b: Uint8Array) => void): Uint8Array {
  const b = bytes.slice();
  edit(new Uint32Array(b.buffer, 0, P / 4), b);
  return b;
}

function refused(b: Uint8Array, pattern: RegExp, expectedCount = count): void {
  try {
    readModel(b, expectedCount);
  } catch (e) {
    assert.instance(e, ModelFormatError);
    assert.match((e as Error).message, /^model\.bin: /);
    assert.match((e as Error).message, pattern);
    return;
  }
  assert.unreachable(`accepted, expected ${pattern}`);
}

/** Offsets of the sections, from the header (as the reader lays them out), and of the first entry word. */
function sectionOffsets(b: Uint8Array): {
  classes: number;
  rowStart: number;
  firstEntry: number;
  calibration: number;
  headTiers: number;
  headFirstEntry: number;
} {
  const h = new Uint32Array(b.buffer, P, HEADER_WORDS);
  const [N, C, B, R, S] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!];
  const a8 = (n: number) => (n + 7) & ~7;
  let at = P + HEADER_WORDS * 4;
  const classes = at;
  at += a8(4 * C) + a8(2 * C) + a8(2 * N) + a8(4 * C);
  const rowStart = at;
  at += a8(4 * (2 ** B + 1));
  const rows = at;
  at += a8(4 * R) + a8(4 * S);
  // The first non-empty row: its scale word, then its first entry.
  const starts = new Uint32Array(b.buffer, rowStart, 2 ** B + 1);
  let f = 0;
  while (starts[f + 1] === starts[f]) f++;
  const calibration = at;
  at += a8(4 * CALIBRATION_ROWS * CALIBRATION_POINTS) + a8(h[5]!);
  const H = h[9]!;
  const headTiers = at;
  at += a8(2 * H) + a8(4 * H);
  const headStarts = new Uint32Array(b.buffer, at, 2 ** B + 1);
  const headRows = at + a8(4 * (2 ** B + 1));
  let g = 0;
  while (headStarts[g + 1] === headStarts[g]) g++;
  return {
    classes,
    rowStart,
    firstEntry: rows + 4 * (starts[f]! + 1),
    calibration,
    headTiers,
    headFirstEntry: headRows + 4 * (headStarts[g]! + 1),
  };
}

test('the fixture model reads', () => {
  const m = readModel(bytes, count);
  assert.is(m.categoryCount, count);
});

test('round trip: the sections read back encode to the same bytes, tier head included', () => {
  const m = readModel(bytes, count);
  assert.ok(m.head.tiers.length > 1);
  for (const c of m.head.tiers) assert.is(m.classTier[c], c, 'a head tier is a top tier');
  assert.ok(m.tierBlend, 'the build blends the top tiers');
  assert.ok(Buffer.from(encodeModel(m)).equals(Buffer.from(bytes)));
  const headOnly = readModel(encodeModel({ ...m, tierBlend: false }), count);
  assert.not.ok(headOnly.tierBlend, "a model of the head's tiers alone reads as one");
});

test('a damaged container is refused: magic, version, length, checksum', () => {
  refused(bytes.subarray(0, 10), /truncated: 10 bytes/);
  refused(bytes.subarray(0, bytes.length - 8), /truncated: \d+ payload bytes, the header says/);
  refused(
    container((h) => (h[0] = 0x12345678)),
    /not a topic model/,
  );
  refused(
    container((h) => (h[3] = 99)),
    /format version 99/,
  );
  refused(
    container((_, b) => (b[b.length >> 1]! ^= 0x40)),
    /checksum mismatch/,
  );
});

test('structurally wrong files are refused with a clear message', () => {
  refused(
    edited((_, h) => (h[8] = 99)),
    /normalizer version 99/,
  );
  refused(bytes, /built for \d+ categories, the version has/, count + 1);
  refused(
    edited((_, h) => (h[2] = 30)),
    /bucket bits/,
  );
  refused(
    edited((b) => new DataView(b.buffer).setFloat32(P + 24, Number.NaN, true)),
    /temperature/,
  );
  refused(
    edited((_, h) => (h[11] = 2)),
    /top tiers' probability kind 2, expected 0 or 1/,
  );
  refused(
    edited((_, h) => (h[12] = 1)),
    /reserved header words/,
  );
  const off = sectionOffsets(bytes);
  refused(
    edited((b) => new DataView(b.buffer).setInt32(off.classes, count, true)),
    /class 0 names category/,
  );
  refused(
    edited((b) => new DataView(b.buffer).setUint32(off.rowStart + 4, 0xfffffff0, true)),
    /row offsets/,
  );
  refused(
    edited((b) => new DataView(b.buffer).setUint16(off.firstEntry, 0xffff, true)),
    /names class 65535/,
  );
  refused(
    edited((b) => new DataView(b.buffer).setFloat32(off.calibration + 8, -1, true)),
    /calibration/,
  );
  refused(
    edited((_, h) => (h[9] = 0)),
    /tier head of 0 top tiers/,
  );
  const notATier = readModel(bytes, count).classTier.findIndex((t, c) => t !== c);
  refused(
    edited((b) => new DataView(b.buffer).setUint16(off.headTiers, notATier, true)),
    /tier head 0 names class \d+, not a top tier/,
  );
  refused(
    edited((b) => new DataView(b.buffer).setUint16(off.headFirstEntry, 0xffff, true)),
    /tier head: weight \d+ of bucket \d+ names class 65535/,
  );
});

test("a model built for other features is refused by the workers' loader", () => {
  assert.is(readModel(bytes, count).featuresVersion, FEATURES_VERSION);
  assert.ok(new TopicModel(index, bytes).usesNearestTopic);
  // The features before the nearest topic are still read, without it.
  const cells = new TopicModel(
    index,
    edited((_, h) => (h[7] = FEATURES_VERSION_CELLS)),
  );
  assert.not.ok(cells.usesNearestTopic);
  assert.throws(
    () =>
      new TopicModel(
        index,
        edited((_, h) => (h[7] = 99)),
      ),
    (e: unknown) =>
      e instanceof ModelFormatError &&
      /^model\.bin: built for features version 99, this reader computes \d+/.test(
        (e as Error).message,
      ),
  );
});

test('a model with vector features is refused in a version without vectors.bin', () => {
  const withoutVectors = {
    version: index.version,
    count: index.count,
    file: (name: string) => index.file(name),
    hasFile: (name: string) => name !== VECTORS_FILE && index.hasFile(name),
    depthAt: (i: number) => index.depthAt(i),
    ancestorAtDepth: (i: number, d: number) => index.ancestorAtDepth(i, d),
  };
  assert.throws(
    () => new TopicModel(withoutVectors, bytes),
    (e: unknown) =>
      e instanceof ModelFormatError && /trained with vector features/.test((e as Error).message),
  );
  // The same model without vector features (features version 3) needs no vectors.
  const words = edited((_, h) => (h[7] = FEATURES_VERSION_WORDS));
  assert.ok(new TopicModel(withoutVectors, words));
});

/** A copy of the fixture version with model.bin replaced (and the manifest updated when `fixManifest`). */
function versionWith(model: Uint8Array | null, fixManifest: boolean): string {
  const dir = path.join(tempDir('sortal-model-'), path.basename(sourceDir));
  cpSync(sourceDir, dir, { recursive: true });
  const manifestPath = path.join(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (model === null) {
    rmSync(path.join(dir, MODEL_FILE));
    delete manifest.files[MODEL_FILE];
  } else {
    writeFileSync(path.join(dir, MODEL_FILE), model);
    if (fixManifest)
      manifest.files[MODEL_FILE] = {
        bytes: model.length,
        sha256: createHash('sha256').update(model).digest('hex'),
      };
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return dir;
}

test('a flipped byte in model.bin: the version is refused at open', () => {
  const b = bytes.slice();
  b[b.length >> 1]! ^= 0x40;
  const dir = versionWith(b, false);
  try {
    openIndexVersion(dir);
    assert.unreachable('opened');
  } catch (e) {
    assert.instance(e, IndexVersionError);
    assert.is((e as IndexVersionError).code, 'checksum_mismatch');
    assert.is((e as IndexVersionError).file, MODEL_FILE);
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

test('a structurally wrong model.bin with a matching checksum: modelFor refuses it, every time', () => {
  const off = sectionOffsets(bytes);
  const dir = versionWith(
    edited((b) => new DataView(b.buffer).setUint16(off.firstEntry, 0xffff, true)),
    true,
  );
  try {
    const index = openIndexVersion(dir);
    assert.throws(
      () => modelFor(index),
      (e: unknown) =>
        e instanceof ModelFormatError && /names class 65535/.test((e as Error).message),
    );
    assert.throws(
      () => modelFor(index),
      (e: unknown) => e instanceof ModelFormatError,
      'not cached as if it were fine',
    );
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

test('a version without model.bin has no model', () => {
  const dir = versionWith(null, true);
  try {
    assert.is(modelFor(openIndexVersion(dir)), null);
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

test.run();
