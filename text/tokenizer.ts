/**
 * The tokenizer shared by the rule-automaton build (patterns) and the scan (input
 * text): characters are folded and classified (fold.ts); word characters make tokens,
 * apostrophes between word characters join them, a final "'s" is dropped, hyphens
 * split tokens and mark the next one hyphen-joined, ideographs and emoji are tokens of
 * their own; each token is folded for inflection (stem.ts, unless `stem: false`) and
 * hashed (FNV-1a, hash.ts). A change of the output needs a NORMALIZER_VERSION bump
 * (normalizer-version.ts).
 *
 * Offsets are UTF-16 indices into the original string: `start` is the first unit of
 * the first character of the token, `end` is one past the last unit of its last
 * character (trailing ignorable characters such as combining marks included).
 */

import { Buffer } from 'node:buffer';
/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison --
   CharKind's members are compared with the kinds read from the KIND table (plain numbers). */
import {
  ASTRAL_FOLD as ASTRAL_FOLD_TABLE,
  astralKind,
  bmpKind,
  CharKind,
  FOLD as FOLD_TABLE,
  KIND as KIND_TABLE,
  kindAt,
  MULTI as MULTI_TABLE,
} from './fold.js';
import { Fnv, FNV_PRIME, hashUnits } from './hash.js';
import { mayStem, stemRewrote, stemUnits } from './stem.js';
import type { TokenRewriter } from './token-rewriter.js';
import { unitsToString } from './units-to-string.js';

// Module constants read by the loops below. The fold tables are bound to constants of
// this module too: a loop reading an imported binding reads it through its module cell,
// and the tokenizer measured about 3% slower that way (4 MB of text, CPU time).
const KIND = KIND_TABLE;
const FOLD = FOLD_TABLE;
const MULTI = MULTI_TABLE;
const ASTRAL_FOLD = ASTRAL_FOLD_TABLE;
const K_UNKNOWN = CharKind.Unknown;
const K_BOUNDARY = CharKind.Boundary;
const K_WORD = CharKind.Word;
const K_MULTI = CharKind.Multi;
const K_IGNORE = CharKind.Ignore;
const K_APOS = CharKind.Apos;
const K_HYPHEN = CharKind.Hyphen;
const K_SINGLE = CharKind.Single;
const K_HIGH = CharKind.High;
const FNV_OFFSET = Fnv.Offset;
const CH_A = 0x61,
  CH_S = 0x73;

const SPARE = 24; // units kept free past a token for stemming and multi-unit folds
const DEFAULT_BATCH = 256;
/** Texts at least this long are copied into `src` natively (Buffer.write), shorter ones by a loop. */
const NATIVE_COPY_MIN = 64;
/** A text buffer larger than this is dropped when a shorter text comes (as `units`). */
const KEEP_SRC_UNITS = 1 << 16;

/**
 * A reusable, allocation-free token stream.
 *
 * Batch API (the scanner's hot path): `fill(max)` tokenizes up to `max` more tokens
 * and returns how many; token k (k < count) has its normalized units at
 * `units[offs[k] .. offs[k] + lens[k])`, FNV-1a hash `hashes[k]` (as int32), original
 * span `text.slice(starts[k], ends[k])` and `hyphens[k] = 1` when it follows the
 * previous token across exactly one hyphen. The arrays are reused by the next fill.
 * Every token's units start at an even offset, and a token of odd length is followed
 * by a 0 unit, so a reader may compare units two at a time through `units32`.
 *
 * One at a time: after `next()` returns true the current token is
 * `buf[off .. off + len)`, `hash`, `start`, `end`, `hyphenBefore`, `token()`.
 *
 *     const t = new Tokenizer(); t.reset(text);
 *     while (t.next()) use(t.token(), t.start, t.end);
 */
export class Tokenizer {
  /** Fold inflections (`stem`); off only for the builder's closed-form variants. */
  readonly stemming: boolean;
  /**
   * Replaces the normalized text of the tokens it knows (token-rewriter.ts), in place of
   * inflection folding; null (the default): English normalization only.
   */
  rewriter: TokenRewriter | null = null;

  count = 0;
  units: Uint16Array = new Uint16Array(4096);
  /** `units` as 32-bit words (two units each). */
  units32: Uint32Array = new Uint32Array(this.units.buffer);
  offs: Int32Array = new Int32Array(DEFAULT_BATCH);
  lens: Int32Array = new Int32Array(DEFAULT_BATCH);
  hashes: Int32Array = new Int32Array(DEFAULT_BATCH);
  starts: Int32Array = new Int32Array(DEFAULT_BATCH);
  ends: Int32Array = new Int32Array(DEFAULT_BATCH);
  hyphens: Uint8Array = new Uint8Array(DEFAULT_BATCH);

  // Current token of next().
  buf: Uint16Array = this.units;
  off = 0;
  len = 0;
  hash = 0;
  start = 0;
  end = 0;
  hyphenBefore = false;

  private text = '';
  /** The text's UTF-16 units: typed-array reads are cheaper than charCodeAt in the loops. */
  private src = new Uint16Array(256);
  private srcBytes = Buffer.from(this.src.buffer);
  private pos = 0;
  private nextHyphen = false;
  private cursor = 0;
  /** fill's write position in `units`, for generalToken. */
  private unitsEnd = 0;

  constructor(options: { stem?: boolean } = {}) {
    this.stemming = options.stem !== false;
  }

  reset(text: string): void {
    this.text = typeof text === 'string' ? text : String(text ?? '');
    // A huge token once must not pin a huge buffer for the life of a worker.
    if (this.units.length > 1 << 16) this.setUnits(new Uint16Array(4096));
    this.copySource(this.text);
    this.pos = 0;
    this.count = 0;
    this.cursor = 0;
    this.nextHyphen = false;
    this.len = 0;
    this.off = 0;
    this.hash = 0;
    this.start = 0;
    this.end = 0;
    this.hyphenBefore = false;
  }

  /** The text's units into `src` (grown, or dropped when too large for this text). */
  private copySource(text: string): void {
    const n = text.length;
    if (n > this.src.length || (this.src.length > KEEP_SRC_UNITS && n <= KEEP_SRC_UNITS)) {
      let size = 256;
      while (size < n) size *= 2;
      this.src = new Uint16Array(size);
      this.srcBytes = Buffer.from(this.src.buffer);
    }
    if (n >= NATIVE_COPY_MIN) this.srcBytes.write(text, 0, n * 2, 'utf16le');
    else {
      const src = this.src;
      for (let j = 0; j < n; j++) src[j] = text.charCodeAt(j);
    }
  }

  private setUnits(units: Uint16Array): void {
    this.units = units;
    this.units32 = new Uint32Array(units.buffer);
    this.buf = units;
  }

  /** Make room for `need` units in `units` (keeping [0, keep)). */
  private growUnits(need: number, keep: number): void {
    let size = this.units.length * 2;
    while (size < need) size *= 2;
    const nu = new Uint16Array(size);
    nu.set(this.units.subarray(0, keep));
    this.setUnits(nu);
  }

  private growBatch(max: number): void {
    this.offs = new Int32Array(max);
    this.lens = new Int32Array(max);
    this.hashes = new Int32Array(max);
    this.starts = new Int32Array(max);
    this.ends = new Int32Array(max);
    this.hyphens = new Uint8Array(max);
  }

  /** Tokenize up to `max` more tokens into the batch arrays; returns how many (0 at the end). */
  fill(max: number = DEFAULT_BATCH): number {
    if (max > this.offs.length) this.growBatch(max);
    const src = this.src;
    const n = this.text.length;
    let i = this.pos;
    let u = 0; // write position in units
    let count = 0;
    let units = this.units;
    let nextHyphen = this.nextHyphen;
    const stemming = this.stemming === true;

    while (count < max) {
      // 0. Fast path: a token of characters that fold to one unit each (ASCII letters
      //    and digits among them) ended by a plain boundary or by the end of the text
      //    (most text). It makes the token the general path would; anything else (an
      //    apostrophe, a hyphen, a character to ignore, a multi-unit fold, a character
      //    not classified yet, a full buffer) goes to the general path from the token's
      //    first character.
      while (i < n && src[i] === 0x20) i++;
      let f = i < n ? FOLD[src[i]!]! : 0;
      if (f !== 0 && u + SPARE * 2 <= units.length) {
        const start = i;
        const stop = Math.min(n, i + (units.length - SPARE - u));
        let h = FNV_OFFSET;
        let w = u;
        do {
          units[w++] = f;
          h = Math.imul(h ^ f, FNV_PRIME);
          if (++i >= stop) break;
          const c = src[i]!;
          f = (c - CH_A) >>> 0 < 26 ? c : FOLD[c]!; // lower-case ASCII folds to itself
        } while (f !== 0);
        if (i >= n || (i < stop && KIND[src[i]!] === K_BOUNDARY)) {
          const end = i;
          if (i < n) i++;
          u = this.record(count, u, w - u, h, start, end, nextHyphen, stemming);
          units = this.units; // a rewritten token may have grown the buffer
          nextHyphen = false;
          count++;
          continue;
        }
        i = start;
      }

      this.pos = i;
      this.unitsEnd = u;
      this.nextHyphen = nextHyphen;
      if (!this.generalToken(count)) break;
      i = this.pos;
      u = this.unitsEnd;
      nextHyphen = this.nextHyphen;
      units = this.units;
      count++;
    }
    this.pos = i;
    this.nextHyphen = nextHyphen;
    this.count = count;
    this.cursor = 0;
    return count;
  }

  /**
   * The general path of fill: the token starting at or after `pos` (any text), written
   * to the batch arrays at `count`; false at the end of the text. Reads and updates
   * pos, unitsEnd and nextHyphen.
   */
  private generalToken(count: number): boolean {
    const src = this.src;
    const n = this.text.length;
    let i = this.pos;
    const u = this.unitsEnd;
    let units = this.units;
    let limit = units.length - SPARE;
    let nextHyphen = this.nextHyphen;
    // 1. Find where the next token starts.
    let single: string | null = null;
    let width = 1;
    for (;;) {
      if (i >= n) break;
      const c = src[i]!;
      if (FOLD[c] !== 0) break;
      let k = KIND[c]!;
      if (k === K_BOUNDARY) {
        i++;
        continue;
      }
      if (k === K_UNKNOWN) k = bmpKind(c);
      if (k === K_WORD || k === K_MULTI) break;
      if (k === K_SINGLE) {
        single = MULTI.get(c) as string;
        break;
      }
      if (k === K_HIGH) {
        const lo = i + 1 < n ? src[i + 1]! : 0;
        if (lo >= 0xdc00 && lo <= 0xdfff) {
          const cp = ((c - 0xd800) << 10) + (lo - 0xdc00) + 0x10000;
          const ak = astralKind(cp);
          if (ak === K_MULTI) break;
          if (ak === K_SINGLE) {
            single = ASTRAL_FOLD.get(cp) as string;
            width = 2;
            break;
          }
          i += 2;
          continue;
        }
      }
      i++;
    }
    if (i >= n) {
      this.pos = i;
      return false;
    }
    const start = i;
    if (u + SPARE * 2 > units.length) {
      this.growUnits(u + SPARE * 2, u);
      units = this.units;
    }
    let len = 0;
    let h = FNV_OFFSET;

    if (single !== null) {
      // A one-character token (ideograph, emoji); marks, variation selectors, skin
      // tones, ZWJ and keycaps after it belong to it.
      for (let j = 0; j < single.length; j++) {
        const f = single.charCodeAt(j);
        units[u + j] = f;
        h = Math.imul(h ^ f, FNV_PRIME);
      }
      len = single.length;
      i += width;
      while (i < n && kindAt(src, n, i) === K_IGNORE) i += isHigh(src[i]!) ? 2 : 1;
      this.unitsEnd = this.record(count, u, len, h, start, i, false, false);
      this.nextHyphen = false;
      this.pos = i;
      return true;
    }

    // 2. Accumulate folded units, hashing as we go.
    let aposAt = -1;
    // Units go to units[w] for w < limit; past it, grow.
    let w = u;
    let term = 0; // kind of the character that ended the token (0 = end of text)
    limit = units.length - SPARE;
    for (;;) {
      // The common case, a run of characters that fold to one unit each (ASCII
      // letters and digits among them), as long as the buffer has room for all.
      const stop = Math.min(n, i + (limit - w));
      while (i < stop) {
        const c = src[i]!;
        let f = c;
        if ((c - CH_A) >>> 0 >= 26) {
          f = FOLD[c]!;
          if (f === 0) break;
        }
        units[w++] = f;
        h = Math.imul(h ^ f, FNV_PRIME);
        i++;
      }
      if (i >= n) break;
      if (w >= limit) {
        this.growUnits(w + SPARE * 2, w);
        units = this.units;
        limit = units.length - SPARE;
        continue;
      }
      const c = src[i]!;
      let k = KIND[c]!;
      if (k === K_BOUNDARY) {
        term = k;
        break;
      }
      if (k === K_UNKNOWN) {
        k = bmpKind(c);
        if (k === K_WORD) continue; // FOLD is filled now
      }
      if (k === K_IGNORE) {
        i++;
        continue;
      }
      let fold: string | undefined;
      if (k === K_MULTI) {
        fold = MULTI.get(c);
        width = 1;
      } else if (k === K_HIGH) {
        const lo = i + 1 < n ? src[i + 1]! : 0;
        if (lo >= 0xdc00 && lo <= 0xdfff) {
          const cp = ((c - 0xd800) << 10) + (lo - 0xdc00) + 0x10000;
          const ak = astralKind(cp);
          if (ak === K_IGNORE) {
            i += 2;
            continue;
          }
          if (ak === K_MULTI) {
            fold = ASTRAL_FOLD.get(cp);
            width = 2;
          }
        }
      } else if (k === K_APOS) {
        if (i + 1 < n) {
          const nk = kindAt(src, n, i + 1);
          if (nk === K_WORD || nk === K_MULTI) {
            aposAt = w - u;
            i++;
            continue;
          }
        }
      }
      if (fold !== undefined) {
        if (w + fold.length + SPARE >= units.length) {
          this.growUnits(w + fold.length + SPARE * 2, w);
          units = this.units;
          limit = units.length - SPARE;
        }
        for (let j = 0; j < fold.length; j++) {
          const f2 = fold.charCodeAt(j);
          units[w++] = f2;
          h = Math.imul(h ^ f2, FNV_PRIME);
        }
        i += width;
        continue;
      }
      term = k;
      break;
    }
    len = w - u;
    const end = i;
    // The terminator (if any) stays unread: step 1 skips it, or emits it if it is a token.
    // (Plain boundaries are consumed here already.)
    const hyphenBefore = nextHyphen;
    nextHyphen = false;
    if (term === K_BOUNDARY || term === K_APOS) i++;
    else if (term === K_HYPHEN) {
      if (i + 1 < n) {
        const nk = kindAt(src, n, i + 1);
        if (nk === K_WORD || nk === K_MULTI) nextHyphen = true;
      }
      i++;
    }
    // Possessive "'s": drop it.
    if (aposAt >= 0 && aposAt === len - 1 && units[u + len - 1] === CH_S) {
      len--;
      h = hashUnits(units, len, u);
    }
    this.unitsEnd = this.record(count, u, len, h, start, end, hyphenBefore, this.stemming === true);
    this.nextHyphen = nextHyphen;
    this.pos = i;
    return true;
  }

  /**
   * Writes token `count` of the batch: its `len` units at `u` (stemmed first when `stem`,
   * and hashed again if stemming changed them), hash, span and hyphen flag. Returns where
   * the next token's units start.
   */
  private record(
    count: number,
    u: number,
    len: number,
    h: number,
    start: number,
    end: number,
    hyphenBefore: boolean,
    stem: boolean,
  ): number {
    let units = this.units;
    const rewritten =
      stem && this.rewriter !== null ? this.rewriter.rewrite(this.text, start, end) : null;
    if (rewritten !== null) {
      len = rewritten.length;
      if (u + len + SPARE > units.length) {
        this.growUnits(u + len + SPARE * 2, u);
        units = this.units;
      }
      for (let j = 0; j < len; j++) units[u + j] = rewritten.charCodeAt(j);
      h = hashUnits(units, len, u);
    } else if (stem && mayStem(len, units[u + len - 1]!, len >= 2 ? units[u + len - 2]! : 0)) {
      const before = len;
      len = stemUnits(units, u, len) | 0;
      if (len !== before || stemRewrote) h = hashUnits(units, len, u);
    }
    this.offs[count] = u;
    this.lens[count] = len;
    this.hashes[count] = h;
    this.starts[count] = start;
    this.ends[count] = end;
    this.hyphens[count] = hyphenBefore ? 1 : 0;
    return padToEven(units, u + len);
  }

  /** Advance to the next token; false at the end of the text. */
  next(): boolean {
    if (this.cursor >= this.count) {
      if (this.fill(DEFAULT_BATCH) === 0) {
        this.len = 0;
        return false;
      }
    }
    const k = this.cursor++;
    this.buf = this.units;
    this.off = this.offs[k]!;
    this.len = this.lens[k]!;
    this.hash = this.hashes[k]! >>> 0;
    this.start = this.starts[k]!;
    this.end = this.ends[k]!;
    this.hyphenBefore = this.hyphens[k] === 1;
    return true;
  }

  /** The current token's normalized text (allocates). */
  token(): string {
    return unitsToString(this.units.subarray(this.off, this.off + this.len), this.len);
  }
}

/**
 * Units end at `end`: a 0 unit after it (the next token overwrites it when `end` is
 * even), and the next token starts at the even offset returned.
 */
function padToEven(units: Uint16Array, end: number): number {
  units[end] = 0;
  return (end + 1) & ~1;
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
