import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex, type IndexWriterContext } from '../../../build-index/build.js';
import { applyEdits, EditError, loadEdits } from '../../../build-index/taxonomy/edits.js';
import { categoryId } from '../../../build-index/taxonomy/ids.js';
import { listVersions } from '../../../native-index/catalog.js';
import { openIndexVersion } from '../../../native-index/reader.js';
import { DAY, smallDraft, tempDir } from '../../helpers/index-fixtures.js';

const NOW = Date.parse('2026-11-22T00:00:00Z');

function writeEdit(dataDir: string, name: string, body: unknown): string {
  const dir = path.join(dataDir, 'edits');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
  return file;
}

test('an edit adding one category and removing another shows in the next version only', async () => {
  const t = tempDir();
  try {
    const before = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date(NOW - DAY),
    });
    writeEdit(t.dir, '0002-remove.json', { op: 'remove', key: 'wn:4' });
    writeEdit(t.dir, '0001-add.json', [
      {
        op: 'add',
        key: 'edit:cold-brew',
        parent: 'wn:4',
        name: 'Cold Brew',
        patterns: ['cold brew'],
        negative: ['cold weather'],
        facets: [['domain', 'product']],
      },
      { op: 'add', key: 'edit:tea', parent: 'wn:3', name: 'Tea', patterns: ['tea'] },
      { op: 'add_patterns', key: 'edit:tea', patterns: ['chai', 'tea'], context: ['cup'] },
      { op: 'remove_patterns', key: 'wn:6', patterns: ['restaurants', 'diner'] },
    ]);
    let ctx: IndexWriterContext | undefined;
    const after = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      at: new Date(NOW),
      extraWriters: [async (c) => ((ctx = c), {})],
    });
    const a = openIndexVersion(before.dir);
    const b = openIndexVersion(after.dir);
    const tea = categoryId('edit:tea');
    assert.is(a.indexOfId(tea), -1);
    assert.ok(b.indexOfId(tea) >= 0);
    assert.equal(b.pathAt(b.indexOfId(tea)), ['Food & Drink', 'Beverages', 'Tea']);
    // The removal took the subtree: wn:4, its child wn:5, and cold brew added under it earlier.
    for (const k of ['wn:4', 'wn:5']) {
      assert.ok(a.indexOfId(categoryId(k)) >= 0, k);
      assert.is(b.indexOfId(categoryId(k)), -1, k);
    }
    assert.is(b.indexOfId(categoryId('edit:cold-brew')), -1);
    assert.is(b.count, a.count - 2 + 1);
    // Ids of untouched categories did not move.
    assert.is(b.idAt(b.indexOfId(categoryId('wn:0'))), categoryId('wn:0'));
    const m = b.manifest.edits!;
    assert.equal(m.files, ['0001-add.json', '0002-remove.json']);
    assert.is(m.added, 2);
    assert.is(m.removed, 3);
    assert.is(m.patterns_added, 2);
    assert.is(m.patterns_removed, 1);
    assert.equal(m.warnings, ['0001-add.json entry 4: wn:6 has no patterns "diner"']);
    const teaCat = ctx!.categories[ctx!.indexOfKey.get('edit:tea')!]!;
    assert.equal(teaCat.patterns, ['tea', 'chai']);
    assert.equal(teaCat.context, ['cup']);
    assert.equal(ctx!.categories[ctx!.indexOfKey.get('wn:6')!]!.patterns, []);
    assert.is(listVersions(t.dir).length, 2);
  } finally {
    t.cleanup();
  }
});

test('the input draft is not modified', () => {
  const draft = smallDraft();
  const snapshot = JSON.stringify(draft);
  applyEdits(draft, [
    { file: 'x.json', entry: 1, edit: { op: 'add_patterns', key: 'wn:4', patterns: ['joe'] } },
    { file: 'x.json', entry: 2, edit: { op: 'remove', key: 'wn:3' } },
  ]);
  assert.is(JSON.stringify(draft), snapshot);
});

const invalid: Array<[string, unknown, RegExp]> = [
  ['bad JSON', '{"op": "remove", ', /0001-bad\.json: not valid JSON/],
  [
    'unknown key',
    { op: 'remove', key: 'wn:404' },
    /0001-bad\.json entry 1 \(op "remove", key "wn:404"\): key "wn:404" does not exist/,
  ],
  [
    'unknown parent',
    [
      { op: 'remove', key: 'wn:5' },
      { op: 'add', key: 'edit:x', parent: 'wn:nope', name: 'X', patterns: [] },
    ],
    /entry 2 \(op "add", key "edit:x"\): parent "wn:nope" does not exist/,
  ],
  [
    'missing field',
    { op: 'add', key: 'edit:x', parent: 'wn:1', patterns: ['x'] },
    /entry 1 .*"name" must be a non-empty string/,
  ],
  [
    'duplicate key',
    [
      { op: 'add', key: 'edit:x', parent: 'wn:1', name: 'X', patterns: [] },
      { op: 'add', key: 'edit:x', parent: 'wn:2', name: 'Y', patterns: [] },
    ],
    /entry 2 .*already exists/,
  ],
  [
    'key without edit: prefix',
    { op: 'add', key: 'wn:77', parent: 'wn:1', name: 'X', patterns: [] },
    /must look like "edit:<slug>"/,
  ],
  ['unknown op', { op: 'rename', key: 'wn:1' }, /entry 1 .*"op" must be one of/],
  ['unknown field', { op: 'remove', key: 'wn:1', recursive: true }, /unknown field "recursive"/],
  [
    'bad facet',
    {
      op: 'add',
      key: 'edit:x',
      parent: 'wn:1',
      name: 'X',
      patterns: [],
      facets: [['colour', 'red']],
    },
    /"facets" must be/,
  ],
  ['empty pattern edit', { op: 'add_patterns', key: 'wn:1' }, /needs a non-empty "patterns"/],
  ['not an object', [42], /entry 1: an edit must be a JSON object/],
];

for (const [what, body, message] of invalid) {
  test(`invalid edit rejects the build: ${what}`, async () => {
    const t = tempDir();
    try {
      const file = writeEdit(t.dir, '0001-bad.json', body);
      try {
        await buildIndex({ dataDir: t.dir, draft: smallDraft(), at: new Date(NOW) });
        assert.unreachable('build should fail');
      } catch (e) {
        assert.instance(e, EditError);
        assert.ok((e as Error).message.includes(file), (e as Error).message);
        assert.match((e as Error).message, message);
      }
      assert.equal(listVersions(t.dir), []);
    } finally {
      t.cleanup();
    }
  });
}

test('loadEdits: files in name order, non-JSON files ignored, missing folder is no edits', () => {
  const t = tempDir();
  try {
    assert.equal(loadEdits(path.join(t.dir, 'edits')), []);
    writeEdit(t.dir, '10.json', { op: 'remove', key: 'a' });
    writeEdit(t.dir, '02.json', [
      { op: 'remove', key: 'b' },
      { op: 'remove', key: 'c' },
    ]);
    writeEdit(t.dir, 'README.md', 'notes');
    const got = loadEdits(path.join(t.dir, 'edits'));
    assert.equal(
      got.map((e) => [path.basename(e.file), e.entry, e.edit.key]),
      [
        ['02.json', 1, 'b'],
        ['02.json', 2, 'c'],
        ['10.json', 1, 'a'],
      ],
    );
  } finally {
    t.cleanup();
  }
});

test.run();
