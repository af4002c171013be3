/**
 * Compression of answers: brotli or gzip when the client accepts one and the answer
 * is at least 1 kB. Node's zlib runs it on the libuv thread pool, off the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers are sent as they are: compression would save little and cost a task. */
export const COMPRESS_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Levels chosen for an API answering many calls a second (BENCHMARKS.md, "Compression"):
// brotli's default (11) is made for static files and costs far too much per call.
const GZIP_OPTIONS = { level: 4 };
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** The client's q-value of each coding it names in Accept-Encoding (RFC 9110 §12.5.3). */
function qualities(acceptEncoding: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name, ...params] = item.split(';');
    const coding = name!.trim().toLowerCase();
    if (coding === '') continue;
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) value = Number(m[1]);
    }
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  return q;
}

/** The coding to answer with: the client's preferred of br and gzip (br on a tie), or none. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = qualities(acceptEncoding);
  const star = q.get('*') ?? 0;
  const br = q.get('br') ?? star;
  const gz = q.get('gzip') ?? q.get('x-gzip') ?? star;
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

export function isWorthCompressing(text: string): boolean {
  // length counts UTF-16 units, never more than the UTF-8 bytes.
  return text.length >= COMPRESS_MIN_BYTES || Buffer.byteLength(text) >= COMPRESS_MIN_BYTES;
}

export function compress(data: string | Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(data, BROTLI_OPTIONS) : gzipAsync(data, GZIP_OPTIONS);
}
