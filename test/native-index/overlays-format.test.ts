import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  decodeOverlays,
  encodeOverlays,
  overlayNodesOf,
  type OverlaysDocument,
} from '../../native-index/overlays-format.js';
import { ContainerError } from '../../native-index/container.js';

const doc: OverlaysDocument = {
  overlays: [
    {
      name: 'T_v1_2020',
      slug: 't',
      nodes: [
        ['10', 'A'],
        ['11', 'A::B'],
      ],
      map: [
        [0, [0]],
        [2, [1]],
      ],
      mapped: { name: 2 },
      category: [0, 2],
      by: 'nn',
      coverage: { categories: 4, covered: 4, by_vertical: { A: { categories: 4, covered: 4 } } },
    },
  ],
};

test('overlays.json round-trips through its container', () => {
  assert.equal(decodeOverlays(encodeOverlays(doc)), doc);
});

test('a damaged overlays.json is refused by its checksum', () => {
  const bytes = encodeOverlays(doc);
  bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0xff;
  assert.throws(
    () => decodeOverlays(bytes),
    (e: unknown) => e instanceof ContainerError,
  );
});

test('a category takes its own nodes, else its nearest mapped ancestor’s, else none', () => {
  const t = doc.overlays[0]!;
  const lookup = { name: t.name, nodes: t.nodes, own: new Map(t.map) };
  // 0 > 1 > 2 > 3, and 4 a root of its own.
  const parent = [-1, 0, 1, 2, -1];
  const of = (c: number) => overlayNodesOf(lookup, (i) => parent[i]!, c);
  assert.equal(of(0), [0]);
  assert.equal(of(1), [0]);
  assert.equal(of(3), [1]);
  assert.equal(of(4), []);
});

test.run();
