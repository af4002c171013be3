/**
 * Loading index files into shared memory. Each file is read once into a SharedArrayBuffer;
 * the buffers travel to worker threads by postMessage (structured clone shares, never
 * copies, a SharedArrayBuffer), so adding a worker adds no copy of the index.
 *
 * Node has no mmap; one read into a SharedArrayBuffer per file per process is the
 * equivalent here.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const CHUNK = 16 << 20;

export interface SharedFile {
  sab: SharedArrayBuffer;
  /** Hex sha256 of the bytes, when asked for. */
  sha256?: string;
}

/** Reads a whole file into a new SharedArrayBuffer, hashing it in the same pass if asked. */
export function readFileShared(path: string, opts: { sha256?: boolean } = {}): SharedFile {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const sab = new SharedArrayBuffer(size);
    const hash = opts.sha256 ? createHash('sha256') : null;
    let off = 0;
    // A view per chunk: no typed array views more than 4 GiB, and a file may be longer.
    while (off < size) {
      const view = new Uint8Array(sab, off, Math.min(CHUNK, size - off));
      const got = readSync(fd, view, 0, view.byteLength, off);
      if (got === 0)
        throw new Error(`${path}: file shrank while reading (${off} of ${size} bytes)`);
      hash?.update(view.subarray(0, got));
      off += got;
    }
    return hash ? { sab, sha256: hash.digest('hex') } : { sab };
  } finally {
    closeSync(fd);
  }
}

/** Hex sha256 of a file, streamed in chunks (no SharedArrayBuffer). */
export function sha256OfFile(path: string): { sha256: string; bytes: number } {
  const fd = openSync(path, 'r');
  try {
    const hash = createHash('sha256');
    const buf = Buffer.allocUnsafe(CHUNK);
    let bytes = 0;
    for (;;) {
      const got = readSync(fd, buf, 0, CHUNK, bytes);
      if (got === 0) break;
      hash.update(buf.subarray(0, got));
      bytes += got;
    }
    return { sha256: hash.digest('hex'), bytes };
  } finally {
    closeSync(fd);
  }
}

export function sha256OfBytes(bytes: Uint8Array | readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  for (const part of bytes instanceof Uint8Array ? [bytes] : bytes) hash.update(part);
  return hash.digest('hex');
}

/**
 * Decodes UTF-8 from a view that may sit on a SharedArrayBuffer. Buffer views share the
 * memory (no copy); TextDecoder refuses shared views in some runtimes.
 */
export function utf8At(sab: SharedArrayBuffer | ArrayBuffer, start: number, end: number): string {
  return Buffer.from(sab, start, end - start).toString('utf8');
}
