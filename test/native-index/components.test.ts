/**
 * The registry of index components: a built version holds exactly its files (plus the
 * manifest), each in its container; anything else is refused, and so is a version folder
 * of an older format.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex } from '../../build-index/build.js';
import { listVersions } from '../../native-index/catalog.js';
import {
  COMPONENT_LIST,
  COMPONENTS,
  componentOfFile,
  REQUIRED_FILES,
} from '../../native-index/components.js';
import {
  checkContainerHeader,
  CONTAINER_HEADER_BYTES,
  magicText,
  sealContainer,
} from '../../native-index/container.js';
import {
  FILE_NAME_RE,
  INDEX_FORMAT_VERSION,
  IndexVersionError,
  MANIFEST_FILE,
} from '../../native-index/format.js';
import { openIndexVersion } from '../../native-index/reader.js';
import { fixtureIndexDir } from '../helpers/fixture-index.js';
import { smallDraft, tempDir } from '../helpers/index-fixtures.js';

async function rejects(p: Promise<unknown>, re: RegExp): Promise<void> {
  try {
    await p;
  } catch (e) {
    assert.match((e as Error).message, re);
    return;
  }
  assert.unreachable(`resolved, expected ${re}`);
}

test('the registry: one component per file name; a magic names one format', () => {
  const files = COMPONENT_LIST.map((c) => c.file);
  assert.is(new Set(files).size, files.length);
  for (const c of COMPONENT_LIST) {
    assert.ok(FILE_NAME_RE.test(c.file) && c.file !== MANIFEST_FILE, c.file);
    assert.ok(/^[A-Z]{4}$/.test(magicText(c.magic)), c.file);
    assert.ok(Number.isInteger(c.version) && c.version >= 1, c.file);
    assert.is(componentOfFile(c.file), c);
  }
  const versionOfMagic = new Map<number, number>();
  for (const c of COMPONENT_LIST) {
    assert.is(
      versionOfMagic.get(c.magic) ?? c.version,
      c.version,
      `${c.file}: a magic shared by two versions`,
    );
    versionOfMagic.set(c.magic, c.version);
  }
  // Only the rule automaton's format serves two files each (rules and flags).
  assert.is(versionOfMagic.size, COMPONENT_LIST.length - 2);
  assert.equal(REQUIRED_FILES, [
    'categories.fb',
    'ids.u64',
    'ids-sorted.u64',
    'ids-order.u32',
    'parent.i32',
    'depth.u16',
    'end.u32',
    'names.utf8',
    'names.u32',
  ]);
  assert.is(componentOfFile('extra.bin'), undefined);
});

test("a version built with the default writers holds exactly the registry's files, each in its container", async () => {
  const dir = await fixtureIndexDir();
  const onDisk = readdirSync(dir).sort();
  // social.stats is written only when the server left a traffic snapshot (the fixture build has none).
  const expected = [
    ...COMPONENT_LIST.map((c) => c.file).filter((f) => f !== COMPONENTS.socialStats.file),
    MANIFEST_FILE,
  ].sort();
  assert.equal(onDisk, expected);
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as {
    format_version: number;
    files: Record<string, unknown>;
  };
  assert.is(manifest.format_version, INDEX_FORMAT_VERSION);
  assert.equal(
    Object.keys(manifest.files).sort(),
    onDisk.filter((f) => f !== MANIFEST_FILE),
  );
  for (const name of Object.keys(manifest.files)) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, name)));
    assert.is(
      checkContainerHeader(bytes, componentOfFile(name)!),
      bytes.byteLength - CONTAINER_HEADER_BYTES,
      name,
    );
  }
});

test('the build and publishing refuse a file that is not a component, or not in its container', async () => {
  const t = tempDir();
  try {
    const draft = smallDraft();
    await rejects(
      buildIndex({
        dataDir: t.dir,
        draft,
        extraWriters: [async () => ({ 'extra.bin': sealContainer(COMPONENTS.socialStats) })],
      }),
      /extra\.bin is not an index component/,
    );
    await rejects(
      buildIndex({
        dataDir: t.dir,
        draft,
        extraWriters: [
          async (ctx) => ({
            [COMPONENTS.socialStats.file]: new Uint8Array(8 * ctx.categories.length),
          }),
        ],
      }),
      /social\.stats: bad magic/,
    );
    assert.equal(listVersions(t.dir), []);
  } finally {
    t.cleanup();
  }
});

test('a version folder of an older format is left out of the catalog and refused at open, not crashed on', async () => {
  const t = tempDir();
  try {
    const { dir } = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date(Date.now() - 60_000),
    });
    assert.is(listVersions(t.dir).length, 1);
    const manifestPath = path.join(dir, MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { format_version: number };
    manifest.format_version = 1;
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const invalid: Error[] = [];
    assert.equal(
      listVersions(t.dir, (_, err) => invalid.push(err)),
      [],
    );
    assert.is(invalid.length, 1);
    assert.ok(invalid[0] instanceof IndexVersionError && invalid[0].code === 'unsupported_format');
    assert.match(
      invalid[0].message,
      new RegExp(`format_version 1, this build reads ${INDEX_FORMAT_VERSION}`),
    );
    assert.throws(
      () => openIndexVersion(dir),
      (e: unknown) => e instanceof IndexVersionError && e.code === 'unsupported_format',
    );
  } finally {
    t.cleanup();
  }
});

test('a file of another component version (or a file from before the container) is refused at open, naming the file', async () => {
  const t = tempDir();
  try {
    const { dir } = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date(Date.now() - 60_000),
    });
    const file = path.join(dir, COMPONENTS.depth.file);
    const bytes = readFileSync(file);
    bytes.writeUInt32LE(COMPONENTS.depth.version + 1, 12);
    writeFileSync(file, bytes);
    assert.throws(
      () => openIndexVersion(dir, { verify: false }),
      (e: unknown) =>
        e instanceof IndexVersionError &&
        e.code === 'unsupported_format' &&
        e.file === COMPONENTS.depth.file &&
        /format version 2, this build reads 1/.test(e.message),
    );
    // The raw array as format 1 wrote it: no container.
    writeFileSync(file, bytes.subarray(CONTAINER_HEADER_BYTES));
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as {
      files: Record<string, { bytes: number }>;
    };
    manifest.files[COMPONENTS.depth.file]!.bytes = bytes.length - CONTAINER_HEADER_BYTES;
    writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
    assert.throws(
      () => openIndexVersion(dir, { verify: false }),
      (e: unknown) =>
        e instanceof IndexVersionError &&
        e.code === 'bad_layout' &&
        e.file === COMPONENTS.depth.file,
    );
  } finally {
    t.cleanup();
  }
});

test.run();
