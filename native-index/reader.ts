/**
 * Reader of an index version. The main thread calls `openIndexVersion(dir)`, which reads
 * every file listed in the manifest once into a SharedArrayBuffer; `version.description`
 * is a plain object of those buffers that can be posted to worker threads, where
 * `attachIndexVersion(description)` wraps the same memory without copying. Every file is
 * a container (container.ts): the category arrays are views over the payloads, which
 * start 64 bytes into each buffer.
 *
 * Category indexes are preorder positions (0 .. count-1); the subtree of i is [i, subtreeEndAt(i)).
 */
import path from 'node:path';
import * as flatbuffers from 'flatbuffers';
import { Category } from './generated/sortal/index/category.js';
import { CategoryTable } from './generated/sortal/index/category-table.js';
import { Facet } from './generated/sortal/index/facet.js';
import { readManifest } from './catalog.js';
import { COMPONENTS, componentOfFile, type IndexComponent } from './components.js';
import {
  checkBufferContainerHeader,
  markChecked,
  MAX_CONTAINER_BYTES,
  openContainer,
  type ContainerProblem,
} from './container.js';
import { IndexVersionError, type IndexVersionErrorCode, type Manifest } from './format.js';
import { readFileShared } from './shared.js';

/** What a worker needs to attach to a version: structured-clone safe, shares the buffers. */
export interface IndexVersionDescription {
  dir: string;
  version: string;
  /** ISO 8601 (a string, so any message encoding carries it). */
  builtAt: string;
  manifest: Manifest;
  files: Record<string, SharedArrayBuffer>;
}

export interface OpenOptions {
  /**
   * Recompute the sha256 of every file while reading it and refuse the version on a
   * mismatch. Default true (costs one hash pass over the bytes, done in the same read).
   * Either way the container header of every file is checked (magic, version, length);
   * the containers' own CRC-32 is not computed again (the sha256 covers the same bytes,
   * and without `verify` the caller chose not to hash them).
   */
  verify?: boolean;
}

const U64_MAX = 0xffffffffffffffffn;
const HOST_LE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Reads a version folder into shared memory. Throws IndexVersionError when it must not be served. */
export function openIndexVersion(dir: string, opts: OpenOptions = {}): IndexVersion {
  const verify = opts.verify ?? true;
  const manifest = readManifest(dir);
  const files: Record<string, SharedArrayBuffer> = {};
  for (const [name, expect] of Object.entries(manifest.files)) {
    let got;
    try {
      got = readFileShared(path.join(dir, name), { sha256: verify });
    } catch (e) {
      throw new IndexVersionError(
        'missing_file',
        dir,
        `cannot read ${name}: ${(e as Error).message}`,
        name,
      );
    }
    if (got.sab.byteLength !== expect.bytes) {
      throw new IndexVersionError(
        'size_mismatch',
        dir,
        `${name} has ${got.sab.byteLength} bytes, manifest says ${expect.bytes}`,
        name,
      );
    }
    if (verify && got.sha256 !== expect.sha256) {
      throw new IndexVersionError(
        'checksum_mismatch',
        dir,
        `${name} sha256 ${got.sha256} differs from manifest ${expect.sha256}`,
        name,
      );
    }
    const component = componentOfFile(name)!; // parseManifest refuses other names
    checkBufferContainerHeader(got.sab, component, (problem, detail) => {
      throw new IndexVersionError(errorCodeOf(problem), dir, `${name}: ${detail}`, name);
    });
    files[name] = got.sab;
  }
  return new IndexVersion({
    dir,
    version: manifest.version,
    builtAt: manifest.built_at,
    manifest,
    files,
  });
}

/** The IndexVersionError code of a container that fails its checks. */
function errorCodeOf(problem: ContainerProblem): IndexVersionErrorCode {
  return problem === 'checksum'
    ? 'checksum_mismatch'
    : problem === 'version'
      ? 'unsupported_format'
      : 'bad_layout';
}

/** Wraps buffers posted from the main thread; no file access, no copy. */
export function attachIndexVersion(desc: IndexVersionDescription): IndexVersion {
  return new IndexVersion(desc);
}

export class IndexVersion {
  readonly version: string;
  readonly builtAt: Date;
  readonly dir: string;
  readonly manifest: Manifest;
  readonly count: number;
  /** Post this to workers; attachIndexVersion(description) there shares the same memory. */
  readonly description: IndexVersionDescription;

  private readonly ids: BigUint64Array;
  /** Sorted ids as (lo, hi) uint32 pairs: number comparisons in the binary search. */
  private readonly sorted32: Uint32Array;
  private readonly order: Uint32Array;
  private readonly parent: Int32Array;
  private readonly depth: Uint16Array;
  private readonly end: Uint32Array;
  private readonly names: Buffer;
  private readonly nameOff: Uint32Array;
  private readonly table: CategoryTable;
  /** The category table's bytes, for decoding its strings. */
  private readonly tableBytes: Buffer;
  private readonly scratch = new Category();
  private readonly scratchFacet = new Facet();
  private tops: number[] | null = null;

  constructor(desc: IndexVersionDescription) {
    if (!HOST_LE)
      throw new IndexVersionError(
        'bad_layout',
        desc.dir,
        'the index format is little-endian; this host is big-endian',
      );
    this.description = desc;
    this.dir = desc.dir;
    this.version = desc.version;
    this.builtAt = new Date(desc.builtAt);
    this.manifest = desc.manifest;
    const n = desc.manifest.counts.total;
    this.count = n;

    const bad = (detail: string, file?: string): never => {
      throw new IndexVersionError('bad_layout', desc.dir, detail, file);
    };
    // These bytes were hashed against the manifest at open, or the opener chose not to.
    for (const b of Object.values(desc.files)) markChecked(b);
    /** The payload of a category file: its offset in the buffer and its length. */
    const payload = (c: IndexComponent): { sab: SharedArrayBuffer; at: number; bytes: number } => {
      const b = desc.files[c.file];
      if (!b) throw new IndexVersionError('missing_file', desc.dir, `no ${c.file}`, c.file);
      const p = openContainer(new Uint8Array(b), c, {
        error: (problem, message) =>
          new IndexVersionError(errorCodeOf(problem), desc.dir, message, c.file),
      });
      return { sab: b, at: p.byteOffset, bytes: p.byteLength };
    };
    const sized = <A>(
      c: IndexComponent,
      width: number,
      entries: number,
      make: (b: SharedArrayBuffer, at: number, length: number) => A,
    ): A => {
      const p = payload(c);
      if (p.bytes !== width * entries)
        bad(
          `${c.file} has ${p.bytes} bytes, expected ${width * entries} for ${n} categories`,
          c.file,
        );
      return make(p.sab, p.at, entries);
    };
    this.ids = sized(COMPONENTS.ids, 8, n, (b, at, k) => new BigUint64Array(b, at, k));
    this.sorted32 = sized(COMPONENTS.idsSorted, 8, n, (b, at, k) => new Uint32Array(b, at, 2 * k));
    this.order = sized(COMPONENTS.idsOrder, 4, n, (b, at, k) => new Uint32Array(b, at, k));
    this.parent = sized(COMPONENTS.parent, 4, n, (b, at, k) => new Int32Array(b, at, k));
    this.depth = sized(COMPONENTS.depth, 2, n, (b, at, k) => new Uint16Array(b, at, k));
    this.end = sized(COMPONENTS.end, 4, n, (b, at, k) => new Uint32Array(b, at, k));
    this.nameOff = sized(COMPONENTS.nameOffsets, 4, n + 1, (b, at, k) => new Uint32Array(b, at, k));
    const names = payload(COMPONENTS.names);
    if (this.nameOff[n] !== names.bytes)
      bad(`${COMPONENTS.names.file} length does not match its offsets`, COMPONENTS.names.file);
    this.names = Buffer.from(names.sab, names.at, names.bytes);

    const table = payload(COMPONENTS.categoryTable);
    const tableFile = COMPONENTS.categoryTable.file;
    this.tableBytes = Buffer.from(table.sab, table.at, table.bytes);
    const bb = new flatbuffers.ByteBuffer(
      new Uint8Array(
        this.tableBytes.buffer,
        this.tableBytes.byteOffset,
        this.tableBytes.byteLength,
      ),
    );
    if (bb.capacity() < 8 || !CategoryTable.bufferHasIdentifier(bb))
      bad(`${tableFile} is not a category table`, tableFile);
    this.table = CategoryTable.getRootAsCategoryTable(bb);
    if (this.table.formatVersion() !== COMPONENTS.categoryTable.version)
      bad(`${tableFile} format ${this.table.formatVersion()}`, tableFile);
    if (this.table.categoriesLength() !== n)
      bad(
        `${tableFile} holds ${this.table.categoriesLength()} categories, manifest says ${n}`,
        tableFile,
      );
  }

  /** Index of the category with this internal id, -1 if none. O(log n). */
  indexOfId(id: bigint): number {
    if (id <= 0n || id > U64_MAX) return -1;
    const hi = Number(id >> 32n);
    const lo = Number(BigInt.asUintN(32, id));
    const s = this.sorted32;
    let a = 0;
    let b = this.count;
    while (a < b) {
      const m = (a + b) >>> 1;
      const mh = s[2 * m + 1]!;
      if (mh < hi || (mh === hi && s[2 * m]! < lo)) a = m + 1;
      else b = m;
    }
    return a < this.count && s[2 * a + 1] === hi && s[2 * a] === lo ? this.order[a]! : -1;
  }

  idAt(i: number): bigint {
    this.check(i);
    return this.ids[i]!;
  }

  nameAt(i: number): string {
    this.check(i);
    return this.names.toString('utf8', this.nameOff[i], this.nameOff[i + 1]);
  }

  /** Parent index, -1 for a top tier. */
  parentAt(i: number): number {
    this.check(i);
    return this.parent[i]!;
  }

  /** 1 for a top tier. */
  depthAt(i: number): number {
    this.check(i);
    return this.depth[i]!;
  }

  /** Exclusive end of the subtree of i: descendants are i+1 .. subtreeEndAt(i)-1. */
  subtreeEndAt(i: number): number {
    this.check(i);
    return this.end[i]!;
  }

  /** True when i is `ancestor` or one of its descendants. O(1). */
  isWithin(i: number, ancestor: number): boolean {
    this.check(i);
    this.check(ancestor);
    return ancestor <= i && i < this.end[ancestor]!;
  }

  /** The ancestor of i at depth d (i itself when d equals its depth); -1 when d is out of 1..depth. */
  ancestorAtDepth(i: number, d: number): number {
    this.check(i);
    let depth = this.depth[i]!;
    if (d < 1 || d > depth) return -1;
    while (depth > d) {
      i = this.parent[i]!;
      depth--;
    }
    return i;
  }

  /** Top-tier indexes in order. */
  topTiers(): number[] {
    if (!this.tops) {
      const t: number[] = [];
      for (let i = 0; i < this.count; i = this.end[i]!) t.push(i);
      this.tops = t;
    }
    return this.tops.slice();
  }

  /** Names from the top tier down to i. */
  pathAt(i: number): string[] {
    this.check(i);
    const out: string[] = [];
    for (let k = i; k >= 0; k = this.parent[k]!) out.push(this.nameAt(k));
    return out.reverse();
  }

  /** Internal ids from the top tier down to i. */
  idpathAt(i: number): bigint[] {
    this.check(i);
    const out: bigint[] = [];
    for (let k = i; k >= 0; k = this.parent[k]!) out.push(this.ids[k]!);
    return out.reverse();
  }

  facetsAt(i: number): [string, string][] {
    const c = this.cat(i);
    const n = c.facetsLength();
    const out: [string, string][] = new Array<[string, string]>(n);
    for (let k = 0; k < n; k++) {
      const f = c.facets(k, this.scratchFacet)!;
      out[k] = [
        this.str(f.type(flatbuffers.Encoding.UTF8_BYTES)),
        this.str(f.value(flatbuffers.Encoding.UTF8_BYTES)),
      ];
    }
    return out;
  }

  priorAt(i: number): number {
    return this.cat(i).prior();
  }

  /** Stable source key (wn:..., geo:..., edit:...). */
  keyAt(i: number): string {
    return this.str(this.cat(i).key(flatbuffers.Encoding.UTF8_BYTES));
  }

  /** Whether the key begins with `prefix` (ASCII), without decoding the key. */
  keyStartsWith(i: number, prefix: string): boolean {
    const k = this.cat(i).key(flatbuffers.Encoding.UTF8_BYTES) as Uint8Array | null;
    if (k === null || k.length < prefix.length) return false;
    for (let j = 0; j < prefix.length; j++) if (k[j] !== prefix.charCodeAt(j)) return false;
    return true;
  }

  /**
   * Raw bytes of a named file of this version, container header included (component
   * readers open it: container.ts openContainer), e.g. the rule automaton's.
   */
  file(name: string): Uint8Array {
    const b = this.sharedFile(name);
    if (b.byteLength > MAX_CONTAINER_BYTES)
      throw new RangeError(`${name} is longer than one view holds: read it with sharedFile`);
    return new Uint8Array(b);
  }

  /** The shared buffer holding a named file, for a file of any length (keywords.table). */
  sharedFile(name: string): SharedArrayBuffer {
    const b = this.description.files[name];
    if (!b) throw new Error(`index version ${this.version} has no file ${JSON.stringify(name)}`);
    return b;
  }

  hasFile(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.description.files, name);
  }

  /** Total bytes held (shared, counted once per process group). */
  get bytes(): number {
    let t = 0;
    for (const b of Object.values(this.description.files)) t += b.byteLength;
    return t;
  }

  private cat(i: number): Category {
    this.check(i);
    return this.table.categories(i, this.scratch)!;
  }

  private str(v: string | Uint8Array | null): string {
    if (v === null) return '';
    if (typeof v === 'string') return v;
    // Decoded from a Buffer over the whole table: no Buffer made per string.
    const at = v.byteOffset - this.tableBytes.byteOffset;
    return this.tableBytes.toString('utf8', at, at + v.byteLength);
  }

  private check(i: number): void {
    if (!((i | 0) === i && i >= 0 && i < this.count)) {
      throw new RangeError(`category index ${i} out of range 0..${this.count - 1}`);
    }
  }
}
