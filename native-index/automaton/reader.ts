/**
 * Reader and scanner of the rule automaton. `openRuleAutomaton` wraps the two files'
 * bytes in typed-array views (no copy, so bytes in a SharedArrayBuffer stay shared
 * between workers); `scan*` runs one left-to-right pass over the normalized tokens of
 * a text and reports every pattern occurrence at token boundaries, overlapping and
 * nested ones included, in order of their last token (longest first among those).
 *
 * Hot path, per batch of 128 tokens: the Tokenizer folds characters into a reused
 * Uint16Array and hashes them (FNV-1a) as it goes; no string is made. Each token is
 * then resolved to (token id, root transition): frequent English words through the
 * hot table, the rest through the main table (exact unit comparison after the
 * hash). Then the automaton steps: from the root by the resolved root transition,
 * from other states by a 64-bit child filter and a sorted label range (linear scan
 * when short, binary search when long), falling back along failure links; outputs
 * are the state's own values plus those along dictionary-suffix links.
 *
 * Measured while iterating (bench/matcher.bench.ts; instruction counts under
 * callgrind, mapped to V8's code with --perf-basic-prof and --print-opt-code): the
 * scan is bound by instructions as much as by cache misses, and in V8's optimized code
 * each typed-array access costs a map check, two pointer loads and a bounds check. So
 * the loop touches few arrays: a hot word's slot and its copy of the root state's
 * header are in the states array itself, units are compared two at a time, and a
 * token is resolved and stepped in one pass.
 */
import { hashUnits } from '../../text/hash.js';
import { Tokenizer } from '../../text/tokenizer.js';
import type { TokenRewriter } from '../../text/token-rewriter.js';
import {
  A,
  Container,
  HOT_HEADER_AT,
  HOT_INLINE_UNITS,
  HOT_MAX_UNITS,
  HOT_SLOT_WORDS,
  HOT_UNITS_AT,
  LINEAR_MAX,
  MAGIC_AUTOMATON,
  MAGIC_TOKENS,
  SLOT_INLINE_UNITS,
  SLOT_WORDS,
  STATE_WORDS,
  T,
  i32View,
  readContainer,
  u16View,
  u32View,
} from './format.js';
import type { RuleAutomatonFiles } from './builder.js';
import {
  MAX_FILTER_LOG2,
  MIN_FILTER_LOG2,
  filterGeometry,
  transitionBit,
} from './transition-filter.js';

export interface AutomatonMatch {
  /** UTF-16 offsets of the matched span in the original text: text.slice(start, end). */
  start: number;
  end: number;
  /** Token indices (0-based, end exclusive) in the text's token stream. */
  tokenStart: number;
  tokenEnd: number;
  /** Values (category indices) of every pattern that normalizes to this token sequence. */
  values: number[];
}

/**
 * Called once per occurrence. The values are `automaton.values[valueStart..valueEnd)`
 * (a slice of the shared pool: read, never write).
 */
export type MatchCallback = (
  start: number,
  end: number,
  tokenStart: number,
  tokenEnd: number,
  valueStart: number,
  valueEnd: number,
) => void;

interface MatchSink {
  add(
    start: number,
    end: number,
    tokenStart: number,
    tokenEnd: number,
    valueStart: number,
    valueEnd: number,
  ): void;
}

/**
 * Sees each batch of the scan's tokens before the scan resolves it (`scanInto`'s
 * `onTokens`): the tokenizer's batch arrays, tokens [0, count) of the batch, which are
 * tokens [first, first + count) of the text. For a caller that needs the tokens too and
 * would otherwise tokenize the text a second time.
 */
export type TokenBatchHook = (tk: Tokenizer, first: number, count: number) => void;

/** Reusable struct-of-arrays match output for the hot path (grows, never shrinks). */
export class MatchList implements MatchSink {
  count = 0;
  start: Int32Array;
  end: Int32Array;
  tokenStart: Int32Array;
  tokenEnd: Int32Array;
  valueStart: Uint32Array;
  valueEnd: Uint32Array;

  constructor(capacity = 64) {
    const c = Math.max(4, capacity | 0);
    this.start = new Int32Array(c);
    this.end = new Int32Array(c);
    this.tokenStart = new Int32Array(c);
    this.tokenEnd = new Int32Array(c);
    this.valueStart = new Uint32Array(c);
    this.valueEnd = new Uint32Array(c);
  }

  clear(): void {
    this.count = 0;
  }

  add(
    start: number,
    end: number,
    tokenStart: number,
    tokenEnd: number,
    valueStart: number,
    valueEnd: number,
  ): void {
    const i = this.count;
    if (i === this.start.length) this.grow();
    this.start[i] = start;
    this.end[i] = end;
    this.tokenStart[i] = tokenStart;
    this.tokenEnd[i] = tokenEnd;
    this.valueStart[i] = valueStart;
    this.valueEnd[i] = valueEnd;
    this.count = i + 1;
  }

  private grow(): void {
    const c = this.start.length * 2;
    const g = <A extends Int32Array | Uint32Array>(a: A, make: (n: number) => A): A => {
      const b = make(c);
      b.set(a);
      return b;
    };
    this.start = g(this.start, (n) => new Int32Array(n));
    this.end = g(this.end, (n) => new Int32Array(n));
    this.tokenStart = g(this.tokenStart, (n) => new Int32Array(n));
    this.tokenEnd = g(this.tokenEnd, (n) => new Int32Array(n));
    this.valueStart = g(this.valueStart, (n) => new Uint32Array(n));
    this.valueEnd = g(this.valueEnd, (n) => new Uint32Array(n));
  }
}

class CallbackSink implements MatchSink {
  constructor(public cb: MatchCallback) {}
  add(
    start: number,
    end: number,
    tokenStart: number,
    tokenEnd: number,
    valueStart: number,
    valueEnd: number,
  ): void {
    this.cb(start, end, tokenStart, tokenEnd, valueStart, valueEnd);
  }
}

class CountSink implements MatchSink {
  add(): void {}
}

/**
 * The scan's constants, as a const enum so that the compiled scan has them as literals:
 * V8's optimized code of the scan reads a module-level const (and an import) from
 * memory, with a check, at every use.
 */
/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison, @typescript-eslint/no-duplicate-enum-values --
   Scan's members are numeric constants, some equal, compared with plain numbers. */
const enum Scan {
  /** Token start offsets kept (> MAX_PATTERN_TOKENS); a power of two. */
  Ring = 256,
  /** Tokens per tokenizer fill. */
  Batch = 128,
  LinearMax = 8,
  HotMaxUnits = 24,
  HotInlineUnits = 10,
  HotSlotShift = 4,
  HotHeaderAt = 3,
  HotUnitsAt = 11,
  StateShift = 3,
}
if (
  Scan.LinearMax !== LINEAR_MAX ||
  Scan.HotMaxUnits !== HOT_MAX_UNITS ||
  Scan.HotInlineUnits !== HOT_INLINE_UNITS ||
  1 << Scan.HotSlotShift !== HOT_SLOT_WORDS ||
  Scan.HotHeaderAt !== HOT_HEADER_AT ||
  Scan.HotUnitsAt !== HOT_UNITS_AT ||
  1 << Scan.StateShift !== STATE_WORDS
) {
  throw new Error('rule automaton reader: scan constants differ from format.ts');
}
const COUNT_SINK = new CountSink();

export class RuleAutomaton {
  readonly stateCount: number;
  readonly tokenCount: number;
  /** Number of token sequences indexed, before deduplication (for stats). */
  readonly sequenceCount: number;
  readonly maxDepth: number;
  /** Output value pool; matches refer to ranges of it. */
  readonly values: Uint32Array;

  /** State headers, then the hot table (format.ts, A.states). */
  private readonly states: Uint32Array;
  private readonly label: Uint32Array;
  private readonly table: Uint32Array;
  /** The table as int32 (hashes compare as int32, the Tokenizer's representation). */
  private readonly tableI: Int32Array;
  private readonly table16: Uint16Array;
  private readonly tableMask: number;
  private readonly tokOffsets: Uint32Array;
  private readonly pool: Uint16Array;
  private readonly maxTokenLength: number;
  /** Word offset of hot slot 0 in `states`, and slot count - 1 (-1 = no hot table). */
  private readonly hotBase: number;
  private readonly hotMask: number;
  /** Transitions of the states with more than LINEAR_MAX children (transition-filter.ts). */
  private readonly filterBits: Int32Array;
  private readonly filterMask: number;
  private readonly filterLineShift: number;

  private readonly tokenizer = new Tokenizer();
  private readonly ring = new Int32Array(Scan.Ring);
  private busy = false;
  /** Tokens of the last (outermost) scan, and how many of them the automaton knows. */
  lastTokens = 0;
  lastKnownTokens = 0;

  constructor(automaton: Container, tokens: Container) {
    const m = automaton.meta;
    const tm = tokens.meta;
    this.stateCount = m[A.metaStates]!;
    this.tokenCount = m[A.metaTokens]!;
    this.sequenceCount = m[A.metaSequences]!;
    this.maxDepth = m[A.metaMaxDepth]!;
    if (tm[T.metaTokens] !== this.tokenCount)
      throw new Error('rule automaton: tokens.bin does not belong to automaton.bin');
    this.states = u32View(automaton, A.states);
    this.label = u32View(automaton, A.label);
    this.values = u32View(automaton, A.values);
    this.table = u32View(tokens, T.table);
    this.table16 = u16View(tokens, T.table);
    this.tableI = new Int32Array(this.table.buffer, this.table.byteOffset, this.table.length);
    this.tableMask = tm[T.metaTableSize]! - 1;
    this.tokOffsets = u32View(tokens, T.offsets);
    this.pool = u16View(tokens, T.pool);
    this.maxTokenLength = tm[T.metaMaxLength]!;
    this.hotBase = m[A.metaHotBase]!;
    const hotSlots = m[A.metaHotSlots]!;
    this.hotMask = hotSlots - 1;
    const filterLog2 = m[A.metaFilterLog2]!;
    this.filterBits = i32View(automaton, A.filter);
    if (
      this.values.length !== m[A.metaValues] ||
      this.hotBase < STATE_WORDS * this.stateCount ||
      this.hotBase % HOT_SLOT_WORDS !== 0 ||
      this.states.length < this.hotBase + hotSlots * HOT_SLOT_WORDS ||
      (hotSlots & this.hotMask) !== 0 ||
      this.label.length !== this.stateCount ||
      this.tokOffsets.length !== this.tokenCount + 1 ||
      this.table.length !== SLOT_WORDS * tm[T.metaTableSize]! ||
      (tm[T.metaTableSize]! & this.tableMask) !== 0 ||
      filterLog2 < MIN_FILTER_LOG2 ||
      filterLog2 > MAX_FILTER_LOG2 ||
      this.filterBits.length !== 2 ** filterLog2 / 32
    ) {
      throw new Error('rule automaton: inconsistent section sizes');
    }
    const { mask, lineShift } = filterGeometry(filterLog2);
    this.filterMask = mask;
    this.filterLineShift = lineShift;
  }

  /**
   * Word index of the main-table slot of the normalized token b[o..o+n) whose FNV-1a
   * hash, as int32, is `hash` (as the Tokenizer computes it), or -1 when no pattern
   * uses the token.
   */
  private slotOf(b: Uint16Array, o: number, n: number, hash: number): number {
    if (n > this.maxTokenLength) return -1;
    const table = this.table;
    const mask = this.tableMask;
    let i = hash & mask;
    for (;;) {
      const p = i << 3;
      if (table[p + 1] === 0) return -1;
      if (this.tableI[p] === hash && table[p + 3] === n) {
        const t16 = this.table16;
        let j = 0;
        if (n <= SLOT_INLINE_UNITS) {
          const u = (p + 4) << 1;
          while (j < n && t16[u + j] === b[o + j]) j++;
        } else {
          const u = (p + 5) << 1;
          while (j < SLOT_INLINE_UNITS - 2 && t16[u + j] === b[o + j]) j++;
          if (j === SLOT_INLINE_UNITS - 2) {
            const pool = this.pool;
            const po = table[p + 4]!;
            while (j < n && pool[po + j] === b[o + j]) j++;
          }
        }
        if (j === n) return p;
      }
      i = (i + 1) & mask;
    }
  }

  /**
   * The hook that reads the text's words in another language (text/token-rewriter.ts), for
   * the scans that follow; null: English.
   */
  setTokenRewriter(rewriter: TokenRewriter | null): void {
    this.tokenizer.rewriter = rewriter;
  }

  /** The hook of the scans (setTokenRewriter). */
  get tokenRewriter(): TokenRewriter | null {
    return this.tokenizer.rewriter;
  }

  /**
   * False when no token of the automaton has the FNV-1a hash `hash` (signed or unsigned);
   * true may be another token with the same hash. A screen that needs no token text.
   */
  mayHaveTokenHash(hash: number): boolean {
    const table = this.table;
    const mask = this.tableMask;
    const h = hash | 0;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const p = i << 3;
      if (table[p + 1] === 0) return false;
      if (this.tableI[p] === h) return true;
    }
  }

  /** Id of the normalized token in b[o..o+n) with FNV-1a hash `hash` (signed or unsigned), or -1. */
  tokenIdOfUnits(b: Uint16Array, o: number, n: number, hash: number): number {
    const p = this.slotOf(b, o, n, hash | 0);
    return p < 0 ? -1 : this.table[p + 1]! - 1;
  }

  /** Id of an already-normalized token string, or -1. */
  tokenId(token: string): number {
    const b = new Uint16Array(token.length);
    for (let j = 0; j < token.length; j++) b[j] = token.charCodeAt(j);
    return this.tokenIdOfUnits(b, 0, token.length, hashUnits(b, token.length));
  }

  /** The normalized text of token `id`. */
  tokenText(id: number): string {
    let s = '';
    for (let j = this.tokOffsets[id]!; j < this.tokOffsets[id + 1]!; j++)
      s += String.fromCharCode(this.pool[j]!);
    return s;
  }

  /**
   * The scan, one pass over each batch of tokens: resolve the token (hot table, else
   * main table), then step the automaton. A hot word's slot holds a copy of its root
   * state's header, so the state after a frequent word is read from the slot's cache
   * line: `hb`, the word offset of the current state's header in `states`, is either
   * s * STATE_WORDS or inside a hot slot.
   */
  private run(text: string, sink: MatchSink, onTokens: TokenBatchHook | null = null): number {
    // Re-entrant use (a callback scanning again) gets its own buffers.
    const reentrant = this.busy;
    const tk = reentrant ? new Tokenizer() : this.tokenizer;
    if (reentrant) tk.rewriter = this.tokenizer.rewriter;
    const ring = reentrant ? new Int32Array(Scan.Ring) : this.ring;
    this.busy = true;
    try {
      tk.reset(text);
      const table = this.table;
      const S = this.states;
      const label = this.label;
      const hotBase = this.hotBase;
      const hotMask = this.hotMask;
      const maxLen = this.maxTokenLength;
      const filterBits = this.filterBits;
      const filterMask = this.filterMask;
      const filterLineShift = this.filterLineShift;
      let s = 0; // current state, 0 = root
      let hb = 0;
      let ti = 0;
      let known = 0;
      let count = 0;
      for (;;) {
        const cnt = tk.fill(Scan.Batch);
        if (cnt === 0) break;
        if (onTokens !== null) onTokens(tk, ti, cnt);
        const hashes = tk.hashes;
        const units32 = tk.units32;
        const offs = tk.offs;
        const lens = tk.lens;
        const starts = tk.starts;
        const ends = tk.ends;
        for (let k = 0; k < cnt; k++, ti++) {
          ring[ti & (Scan.Ring - 1)] = starts[k]!;
          // Resolve: id, root transition and where its header is read.
          const n = lens[k]!;
          let id = -1;
          let root = 0;
          let rootHb = 0;
          let found = false;
          if (n <= Scan.HotMaxUnits && hotMask >= 0) {
            const h = hashes[k]! >>> 0;
            let i = h & hotMask;
            for (;;) {
              const p = hotBase + (i << Scan.HotSlotShift);
              const x = S[p + 1]!;
              if (x === 0) break;
              if (S[p] === h && (x & 31) === n) {
                // Units two to a word (the tokenizer pads an odd token with a 0 unit).
                const q = n <= Scan.HotInlineUnits ? p + Scan.HotUnitsAt : S[p + Scan.HotUnitsAt]!;
                const o = offs[k]! >>> 1;
                const m = (n + 1) >>> 1;
                let j = 0;
                while (j < m && S[q + j] === units32[o + j]) j++;
                if (j === m) {
                  id = (x >>> 5) - 1;
                  root = S[p + 2]!;
                  rootHb = p + Scan.HotHeaderAt;
                  found = true;
                  break;
                }
              }
              i = (i + 1) & hotMask;
            }
          }
          if (!found && n <= maxLen) {
            const p = this.slotOf(tk.units, offs[k]!, n, hashes[k]!);
            if (p >= 0) {
              id = table[p + 1]! - 1;
              root = table[p + 2]!;
              rootHb = root << Scan.StateShift;
            }
          }
          if (id < 0) {
            s = 0;
            continue;
          }
          known++;
          // Follow goto, else failure links, down to the root.
          for (;;) {
            if (s === 0) {
              s = root;
              hb = rootHb;
              break;
            }
            const c = S[hb + 1]!;
            let next = 0;
            if (c !== 0 && ((S[hb + 6 + ((id >>> 5) & 1)]! >>> (id & 31)) & 1) !== 0) {
              let lo = S[hb]!;
              if (c <= Scan.LinearMax) {
                for (const hi = lo + c; lo < hi; lo++) {
                  const l = label[lo]!;
                  if (l >= id) {
                    if (l === id) next = lo;
                    break;
                  }
                }
              } else {
                // A state with many children: binary search, unless the transition
                // filter says no such transition exists (its "no" is exact).
                const b = transitionBit(s, c, id, filterMask, filterLineShift);
                if (((filterBits[b >>> 5]! >>> (b & 31)) & 1) !== 0) {
                  let hi = lo + c - 1;
                  while (lo <= hi) {
                    const mid = (lo + hi) >>> 1;
                    const l = label[mid]!;
                    if (l === id) {
                      next = mid;
                      break;
                    }
                    if (l < id) lo = mid + 1;
                    else hi = mid - 1;
                  }
                }
              }
            }
            s = next !== 0 ? next : S[hb + 2]!;
            hb = s << Scan.StateShift;
            if (next !== 0) break;
          }
          if (s !== 0) {
            // Outputs: own, then along dictionary-suffix links.
            const end = ends[k]!;
            let info = S[hb + 3]!;
            if (info >= 256) {
              const ts = ti - (info & 255) + 1;
              const vs = S[hb + 4]!;
              sink.add(ring[ts & (Scan.Ring - 1)]!, end, ts, ti + 1, vs, vs + (info >>> 8));
              count++;
            }
            let o = S[hb + 5]!;
            while (o !== 0) {
              const q = o << Scan.StateShift;
              info = S[q + 3]!;
              const ts = ti - (info & 255) + 1;
              const vs = S[q + 4]!;
              sink.add(ring[ts & (Scan.Ring - 1)]!, end, ts, ti + 1, vs, vs + (info >>> 8));
              count++;
              o = S[q + 5]!;
            }
          }
        }
      }
      if (!reentrant) {
        this.lastTokens = ti;
        this.lastKnownTokens = known;
      }
      return count;
    } finally {
      if (!reentrant) this.busy = false;
    }
  }

  /** Every occurrence, as objects (convenient; allocates per match). */
  scan(text: string): AutomatonMatch[] {
    const out: AutomatonMatch[] = [];
    const values = this.values;
    this.run(text, {
      add(start, end, tokenStart, tokenEnd, vs, ve) {
        const v: number[] = new Array<number>(ve - vs);
        for (let j = vs; j < ve; j++) v[j - vs] = values[j]!;
        out.push({ start, end, tokenStart, tokenEnd, values: v });
      },
    });
    return out;
  }

  /** Every occurrence through a callback; returns the number of occurrences. */
  scanEach(text: string, onMatch: MatchCallback): number {
    return this.run(text, new CallbackSink(onMatch));
  }

  /** Every occurrence into a reusable MatchList (cleared first); returns the count. `onTokens` sees the tokens as the scan makes them. */
  scanInto(text: string, out: MatchList, onTokens: TokenBatchHook | null = null): number {
    out.clear();
    return this.run(text, out, onTokens);
  }

  /** Number of occurrences, nothing collected. */
  count(text: string): number {
    return this.run(text, COUNT_SINK);
  }
}

export interface RuleAutomatonBytes {
  'automaton.bin': Uint8Array;
  'tokens.bin': Uint8Array;
}

/**
 * Open the automaton over the files' bytes (e.g. views of a SharedArrayBuffer). The
 * bytes are not copied unless they start at an offset that is not a multiple of 8.
 */
export function openRuleAutomaton(files: RuleAutomatonBytes | RuleAutomatonFiles): RuleAutomaton {
  const a = readContainer(files['automaton.bin'], MAGIC_AUTOMATON, 'automaton.bin');
  const t = readContainer(files['tokens.bin'], MAGIC_TOKENS, 'tokens.bin');
  return new RuleAutomaton(a, t);
}
