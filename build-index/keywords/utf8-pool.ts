/**
 * Strings appended as UTF-8 into one growing buffer, with the byte offset where each one
 * ends: the keyword texts of a build, held without one JS string per keyword. The pool
 * can grow to just under 4 GiB (u32 offsets; also the largest Buffer of Node 20); past it, a
 * clear error.
 */
import { constants } from 'node:buffer';
import { GrowableArray } from './growable-array.js';

/** Offsets are u32, so a pool ends before 2^32 bytes even where a Buffer could be that long. */
const MAX_BYTES = Math.min(constants.MAX_LENGTH, 0xffffffff);

export class Utf8Pool {
  private pool: Buffer;
  private bytes = 0;
  /** starts[i] is where string i begins; starts[count] where the pool ends. */
  private readonly starts: GrowableArray<Uint32Array>;

  /** `room`: the strings and bytes expected, when known (no growth, no slack). */
  constructor(
    private readonly what: string,
    room: { strings: number; bytes: number } = { strings: 1 << 16, bytes: 1 << 20 },
  ) {
    this.pool = Buffer.alloc(Math.min(MAX_BYTES, Math.max(16, room.bytes)));
    this.starts = new GrowableArray(new Uint32Array(Math.max(16, room.strings + 1)));
    this.starts.push(0);
  }

  get count(): number {
    return this.starts.length - 1;
  }

  /** Bytes of UTF-8 appended so far. */
  get byteLength(): number {
    return this.bytes;
  }

  /** Drops the room past the last string (a copy). */
  trim(): void {
    this.starts.trim();
    if (this.pool.length > this.bytes) this.pool = Buffer.from(this.pool.subarray(0, this.bytes));
  }

  append(text: string): void {
    const needed = this.bytes + Buffer.byteLength(text);
    if (needed > this.pool.length) {
      if (needed > MAX_BYTES)
        throw new RangeError(
          `${this.what}: the texts pass ${MAX_BYTES} bytes, the most one pool holds`,
        );
      const n = this.pool.length;
      const grown = n < 1 << 28 ? n * 2 : Math.ceil(n * 1.25); // a quarter at most wasted when large
      const b = Buffer.alloc(Math.min(MAX_BYTES, Math.max(needed, grown)));
      this.pool.copy(b, 0, 0, this.bytes);
      this.pool = b;
    }
    this.bytes += this.pool.write(text, this.bytes, 'utf8');
    this.starts.push(this.bytes);
  }

  text(i: number): string {
    return this.pool.toString('utf8', this.starts.a[i], this.starts.a[i + 1]);
  }

  /** The byte offsets (count + 1 of them) and the bytes, as views. */
  done(): { starts: Uint32Array; bytes: Uint8Array } {
    return { starts: this.starts.done(), bytes: this.pool.subarray(0, this.bytes) };
  }
}
