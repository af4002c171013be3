import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ClientOverlayError,
  loadClientOverlays,
  parseClientOverlay,
} from '../../../build-index/overlays/client-overlays.js';
import { clientOverlayTables } from '../../../build-index/overlays/overlays-writer.js';
import type { IndexWriterContext, LaidOutCategory } from '../../../build-index/build.js';
import { tempDir } from '../../helpers/temp.js';

/** Vehicles > Cars > Convertibles, and Food, in preorder. */
function context(dataDir: string): IndexWriterContext {
  const rows: Array<[string, string, number, number, number]> = [
    ['tier:vehicles', 'Vehicles', -1, 1, 3],
    ['topic:cars', 'Cars', 0, 2, 3],
    ['topic:convertibles', 'Convertibles', 1, 3, 3],
    ['tier:food', 'Food', -1, 1, 4],
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
    dataDir,
    version: 'test',
    builtAt: new Date(0),
    profile: 'small',
    categories,
    indexOfKey: new Map(categories.map((c) => [c.key, c.index])),
    sources: {},
    files: {},
  };
}

test('a mapping file maps categories by key or path to client nodes, per owner', () => {
  const dir = tempDir('sortal-client-overlay-');
  mkdirSync(path.join(dir, 'overlays', 'acme'), { recursive: true });
  writeFileSync(
    path.join(dir, 'overlays', 'acme', 'Acme_v2_2026.tsv'),
    'category\tnode_id\tnode_path\n' +
      'topic:cars\tA1\tAutos::Cars\n' +
      'vehicles > CARS > convertibles\tA2\tAutos::Cars::Open Top\n' +
      'tier:food\tA1\tAutos::Cars\n' +
      'topic:nowhere\tA9\tLost\n',
  );
  const files = loadClientOverlays(dir);
  assert.equal(
    files.map((f) => [f.owner, f.name, f.rows.length]),
    [['acme', 'Acme_v2_2026', 4]],
  );
  const [t] = clientOverlayTables(context(dir), files);
  assert.is(t!.owner, 'acme');
  assert.equal(t!.nodes, [
    ['A1', 'Autos::Cars'],
    ['A2', 'Autos::Cars::Open Top'],
  ]);
  assert.equal(t!.map, [
    [1, [0]],
    [2, [1]],
    [3, [0]],
  ]);
  assert.is(t!.skipped, 1);
  assert.is(t!.coverage.covered, 3);
});

test('a malformed mapping line or file name is refused with where it is', () => {
  assert.throws(
    () => parseClientOverlay('acme', 'Acme_v2_2026', 'h\ntopic:cars\tA1\n', 'f.tsv'),
    (e: unknown) => e instanceof ClientOverlayError && /f\.tsv:2:/.test(e.message),
  );
  assert.throws(
    () => parseClientOverlay('acme', 'acme overlay', 'h\n', 'g.tsv'),
    /g\.tsv: the file name must be an overlay name/,
  );
});

test.run();
