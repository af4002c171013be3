/**
 * Writes the category files of an index version (components.ts, each in the container of
 * container.ts) from categories already laid out in preorder (layout.ts) and carrying
 * their internal ids. Pure: same input, same bytes.
 */
import * as flatbuffers from 'flatbuffers';
import { Category } from './generated/sortal/index/category.js';
import { CategoryTable } from './generated/sortal/index/category-table.js';
import { Facet } from './generated/sortal/index/facet.js';
import { COMPONENTS } from './components.js';
import { sealContainer } from './container.js';
import type { Laid } from './layout.js';

export interface CategoryRecord {
  id: bigint;
  key: string;
  name: string;
  facets: ReadonlyArray<readonly [string, string]>;
  prior: number;
}

export type LaidCategoryRecord = Laid<CategoryRecord & { parent: string | null }>;

const U64_MAX = (1n << 64n) - 1n;

function assertLittleEndian(): void {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
    throw new Error('the index format is little-endian; this host is big-endian');
  }
}

export function writeCategoryFiles(
  cats: readonly LaidCategoryRecord[],
): Record<string, Uint8Array> {
  assertLittleEndian();
  const n = cats.length;
  if (n > 0x7fffffff) throw new Error(`too many categories: ${n}`);

  const ids = new BigUint64Array(n);
  const parent = new Int32Array(n);
  const depth = new Uint16Array(n);
  const end = new Uint32Array(n);
  const nameOffsets = new Uint32Array(n + 1);
  let nameTotal = 0;

  for (let i = 0; i < n; i++) {
    const c = cats[i]!;
    if (c.index !== i) throw new Error(`category ${c.key}: index ${c.index} at position ${i}`);
    if (c.id <= 0n || c.id > U64_MAX) throw new Error(`category ${c.key}: id out of range`);
    if (!Number.isFinite(c.prior))
      throw new Error(`category ${c.key}: prior ${c.prior} is not a finite number`);
    if (c.depth < 1 || c.depth > 0xffff)
      throw new Error(`category ${c.key}: depth ${c.depth} out of range`);
    if (!(c.end > i && c.end <= n))
      throw new Error(`category ${c.key}: subtree end ${c.end} out of range`);
    ids[i] = c.id;
    parent[i] = c.parentIndex;
    depth[i] = c.depth;
    end[i] = c.end;
    nameOffsets[i] = nameTotal;
    nameTotal += Buffer.byteLength(c.name, 'utf8');
    if (nameTotal > 0xffffffff) throw new Error('names blob exceeds 4 GiB');
  }
  nameOffsets[n] = nameTotal;
  const names = Buffer.alloc(nameTotal);
  for (let i = 0; i < n; i++) names.write(cats[i]!.name, nameOffsets[i]!, 'utf8');

  // Sorted ids and, for each, its category index.
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const w = new Uint32Array(ids.buffer); // little-endian: w[2i] low half, w[2i+1] high half
  order.sort((a, b) => w[2 * a + 1]! - w[2 * b + 1]! || w[2 * a]! - w[2 * b]!);
  const idsSorted = new BigUint64Array(n);
  for (let k = 0; k < n; k++) {
    idsSorted[k] = ids[order[k]!]!;
    if (k > 0 && idsSorted[k] === idsSorted[k - 1]) {
      throw new Error(
        `duplicate id ${idsSorted[k]} (${cats[order[k]!]!.key}, ${cats[order[k - 1]!]!.key})`,
      );
    }
  }

  const C = COMPONENTS;
  return {
    [C.categoryTable.file]: sealContainer(C.categoryTable, writeCategoryTable(cats)),
    [C.ids.file]: sealContainer(C.ids, bytesOf(ids)),
    [C.idsSorted.file]: sealContainer(C.idsSorted, bytesOf(idsSorted)),
    [C.idsOrder.file]: sealContainer(C.idsOrder, bytesOf(order)),
    [C.parent.file]: sealContainer(C.parent, bytesOf(parent)),
    [C.depth.file]: sealContainer(C.depth, bytesOf(depth)),
    [C.end.file]: sealContainer(C.end, bytesOf(end)),
    [C.names.file]: sealContainer(
      C.names,
      new Uint8Array(names.buffer, names.byteOffset, names.byteLength),
    ),
    [C.nameOffsets.file]: sealContainer(C.nameOffsets, bytesOf(nameOffsets)),
  };
}

function bytesOf(a: ArrayBufferView): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

function writeCategoryTable(cats: readonly LaidCategoryRecord[]): Uint8Array {
  const b = new flatbuffers.Builder(Math.max(1024, cats.length * 96));
  const offsets: flatbuffers.Offset[] = new Array<flatbuffers.Offset>(cats.length);
  for (let i = 0; i < cats.length; i++) {
    const c = cats[i]!;
    const name = b.createString(c.name);
    const key = b.createString(c.key);
    let facets = 0;
    if (c.facets.length > 0) {
      const fo = c.facets.map(([type, value]) => {
        const t = b.createSharedString(type);
        const v = b.createSharedString(value);
        Facet.startFacet(b);
        Facet.addType(b, t);
        Facet.addValue(b, v);
        return Facet.endFacet(b);
      });
      facets = Category.createFacetsVector(b, fo);
    }
    Category.startCategory(b);
    Category.addId(b, c.id);
    Category.addParent(b, c.parentIndex);
    Category.addDepth(b, c.depth);
    Category.addEnd(b, c.end);
    Category.addName(b, name);
    if (facets) Category.addFacets(b, facets);
    Category.addPrior(b, c.prior);
    Category.addKey(b, key);
    offsets[i] = Category.endCategory(b);
  }
  const vec = CategoryTable.createCategoriesVector(b, offsets);
  CategoryTable.startCategoryTable(b);
  CategoryTable.addFormatVersion(b, COMPONENTS.categoryTable.version);
  CategoryTable.addCategories(b, vec);
  CategoryTable.finishCategoryTableBuffer(b, CategoryTable.endCategoryTable(b));
  return b.asUint8Array();
}
