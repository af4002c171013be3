import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uploadedOverlayTables } from '../../../build-index/overlays/overlays-writer.js';
import {
  readOverlayUploads,
  writeOverlayUploads,
  type OverlayUpload,
} from '../../../native-index/overlay-uploads.js';
import type { IndexWriterContext, LaidOutCategory } from '../../../build-index/build.js';
import { tempDir } from '../../helpers/temp.js';

/** Vehicles > Cars > Convertibles, and Food > Coffee, in preorder. */
function context(): IndexWriterContext {
  const rows: Array<[string, string, number, number, number]> = [
    ['tier:vehicles', 'Vehicles', -1, 1, 3],
    ['topic:cars', 'Cars', 0, 2, 3],
    ['topic:convertibles', 'Convertibles', 1, 3, 3],
    ['tier:food', 'Food', -1, 1, 5],
    ['topic:coffee', 'Coffee', 3, 2, 5],
  ];
  const categories = rows.map(([key, name, parentIndex, depth, end], index) => ({
    key,
    name,
    parentIndex,
    depth,
    end,
    index,
  })) as unknown as LaidOutCategory[];
  return {
    dataDir: tempDir('sortal-uploaded-overlay-'),
    version: 'test',
    builtAt: new Date(0),
    profile: 'small',
    categories,
    indexOfKey: new Map(categories.map((c) => [c.key, c.index])),
    sources: {},
    files: {},
  };
}

const upload = (name: string, extra: Partial<OverlayUpload>): OverlayUpload => ({
  account: 'acme',
  name,
  upload_id: `id-${name}`,
  uploaded_at: '2026-11-26T00:00:00.000Z',
  uploaded_by: 'admin',
  ...extra,
});

test('an uploaded client taxonomy is mapped by name, then by its name and vocabulary through the engine', () => {
  const seen: string[] = [];
  // The engine stand-in knows "roadster" (a convertible) and "beans" (coffee) only.
  const classify = (text: string): number => {
    seen.push(text);
    return /roadster/.test(text) ? 2 : /beans/.test(text) ? 4 : -1;
  };
  const tax = upload('AcmeShop_v1_2026', {
    nodes: [
      {
        id: 'D1',
        name: 'Cars',
        positive_vocab: ['cars'],
        negative_vocab: [],
        nodes: [{ id: 'D11', name: 'Open Tops', positive_vocab: ['roadster'], negative_vocab: [] }],
      },
      { id: 'D2', name: 'Morning Cup', positive_vocab: ['beans', 'grind'], negative_vocab: [] },
      { id: 'D3', name: 'Gadgets', positive_vocab: ['widgets'], negative_vocab: [] },
    ],
  });
  const { tables, shadowed } = uploadedOverlayTables(context(), [tax], new Set(), classify);
  assert.equal(shadowed, []);
  const [t] = tables;
  assert.equal(
    [t!.owner, t!.name, t!.upload, t!.slug],
    ['acme', 'AcmeShop_v1_2026', 'id-AcmeShop_v1_2026', 'client'],
  );
  assert.equal(t!.nodes, [
    ['D1', 'Cars'],
    ['D11', 'Cars::Open Tops'],
    ['D2', 'Morning Cup'],
    ['D3', 'Gadgets'],
  ]);
  assert.equal(t!.category, [1, 2, 4, -1]);
  assert.is(t!.by, 'ncc-');
  assert.ok(seen.includes('Open Tops roadster'), seen.join(' | '));
  assert.ok(seen.includes('Morning Cup beans, grind'), seen.join(' | '));
});

test('an uploaded mapping maps like a mapping file; a name a file or a built-in overlay has is left out', () => {
  const rows = upload('AcmeMap_v1_2026', {
    mapping: [
      { category: 'topic:cars', node_id: 'M1', node_path: 'Autos' },
      { category: 'Food > Coffee', node_id: 'M2', node_path: 'Drinks::Coffee' },
      { category: 'topic:gone', node_id: 'M3', node_path: 'Lost' },
    ],
  });
  const clash = upload('AcmeFile_v1_2026', { mapping: rows.mapping! });
  const builtIn = upload('Topics_v2_2023', { mapping: rows.mapping! });
  const { tables, shadowed } = uploadedOverlayTables(
    context(),
    [rows, clash, builtIn],
    new Set(['acme/AcmeFile_v1_2026', 'Topics_v2_2023']),
    () => -1,
  );
  assert.equal(
    tables.map((t) => [t.name, t.upload, t.map, t.skipped]),
    [
      [
        'AcmeMap_v1_2026',
        'id-AcmeMap_v1_2026',
        [
          [1, [0]],
          [4, [1]],
        ],
        1,
      ],
    ],
  );
  assert.equal(
    shadowed.map((s) => `${s.owner}/${s.name}`),
    ['acme/AcmeFile_v1_2026', 'acme/Topics_v2_2023'],
  );
});

test('the uploads snapshot reads back what was written, and none when there is no file', () => {
  const dir = tempDir('sortal-upload-snapshot-');
  assert.equal(readOverlayUploads(dir), []);
  const u = upload('AcmeMap_v1_2026', {
    mapping: [{ category: 'a', node_id: 'b', node_path: 'c' }],
  });
  writeOverlayUploads(dir, [u]);
  assert.equal(readOverlayUploads(dir), [u]);
});

test.run();
