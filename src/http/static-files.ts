/**
 * A fixed set of files served from one folder: read once on first use, with an ETag and,
 * for text, a br or gzip copy made once. Only the names given are served, so a request
 * path can never reach another file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Ctx } from './context.js';
import { compress, negotiateEncoding, type ContentEncoding } from './compression.js';
import { etagOf, noneMatchHits } from './conditional.js';
import { requestHeader } from './request-header.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

interface Loaded {
  bytes: Buffer;
  type: string;
  etag: string;
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

export class StaticFiles {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly dir: string,
    private readonly names: readonly string[],
    private readonly headers: Record<string, string>,
  ) {}

  has(name: string): boolean {
    return this.names.includes(name);
  }

  private load(name: string): Loaded {
    let file = this.loaded.get(name);
    if (!file) {
      const bytes = readFileSync(path.join(this.dir, name));
      const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
      file = { bytes, type, etag: etagOf(bytes.toString('latin1')), encoded: new Map() };
      this.loaded.set(name, file);
    }
    return file;
  }

  /** The file's answer; `name` must be one this set serves. */
  serve(c: Ctx, name: string): Response | Promise<Response> {
    const file = this.load(name);
    const headers = { ...this.headers, 'Content-Type': file.type, ETag: file.etag };
    if (noneMatchHits(requestHeader(c, 'if-none-match'), file.etag))
      return c.body(null, 304, headers);
    const body = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);
    if (!file.type.startsWith('text/') && !file.type.startsWith('image/svg'))
      return c.body(body(file.bytes), 200, headers);
    const encoding = negotiateEncoding(requestHeader(c, 'accept-encoding'));
    const varied = { ...headers, Vary: 'Accept-Encoding' };
    if (!encoding) return c.body(body(file.bytes), 200, varied);
    let encoded = file.encoded.get(encoding);
    if (!encoded) file.encoded.set(encoding, (encoded = compress(file.bytes, encoding)));
    return encoded.then((b) => c.body(body(b), 200, { ...varied, 'Content-Encoding': encoding }));
  }
}
