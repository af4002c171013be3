/**
 * Files the rule engine reads from an index version, and the layout of `rules.model`,
 * the compact per-category and per-token tables the disambiguation uses. Written by
 * build-index/rules/rules-writer.ts and build-index/rules/flags-writer.ts, read by workers/engine/.
 *
 * `rules.model` payload, in the index container (container.ts: magic "SRRM", format
 * version, length, checksum), little-endian u32 words:
 *   normalizer version, section count S, S pairs (byte offset in the payload, byte
 *   length); sections start 8-byte aligned.
 * Sections (index: content):
 *   0 meta u32[]         see META_*
 *   1 tierIndex u32[V]   category index of vertical ordinal v (top tiers in preorder)
 *   2 cats u32[4n]       one 16-byte record per category (a candidate costs one cache line):
 *                          [4c]   prior (f32 bits; at least 1e-3): its share among the senses of a match counts
 *                          [4c+1] vertical ordinal (bits 0-7) | KIND_* bits << 8 | depth (1 = top tier) << 16
 *                          [4c+2] offset in evidHash of the list of its context words (0: none)
 *                          [4c+3] offset in evidHash of the list of its negative words (0: none)
 *   3 evidHash u32[]     word lists: [signature, n, hash_1 .. hash_n], where the signature has
 *                        bit (h & 31) set for each hash and the hashes are FNV-1a of normalized
 *                        (stemmed) tokens. Word 0 is padding. Identical lists are stored once
 *                        (places and services share many).
 *   4 cueTable u32[T*W]  open-addressed token table, T slots (a power of 2) of W = slotWordsFor(V)
 *                        words: the token hash (0 stored as 1; 0 = empty slot), then the row bytes:
 *                        cue weight (0..255) for each vertical ordinal 0..V-1 (at most
 *                        DERIVED_CUE_MAX when derived from the taxonomy's names and glosses, more
 *                        for a hand-listed word or a vertical's own context word), commonness (0..255,
 *                        36 per decade of the spoken frequency) at byte V, class bits (CLASS_*) at
 *                        byte V+1, and the share of its spoken occurrences that are capitalized
 *                        (0..255; 255 for words never heard) at byte V+2.
 *   5 pairPrior u8[P]    the prior of each (pattern, category) pair, aligned with the rule
 *                        automaton's value pool (P = its length): a match of pattern sequence S
 *                        reports values[a..b); pairPrior[k] is the prior of values[k] named by S,
 *                        quantized: prior = exp((q - 64) / 16). WordNet senses use the tag count
 *                        and rank of that very lemma; brands prefer their main name over aliases.
 */
import { NORMALIZER_VERSION } from '../text/normalizer-version.js';
import { COMPONENTS } from './components.js';
import { allocateContainer, openContainer, sealContainer } from './container.js';

export const RULES_FILES = {
  automaton: COMPONENTS.rulesAutomaton.file,
  tokens: COMPONENTS.rulesTokens.file,
  model: COMPONENTS.rulesModel.file,
} as const;

export const FLAGS_FILES = {
  automaton: COMPONENTS.flagsAutomaton.file,
  tokens: COMPONENTS.flagsTokens.file,
  /** Array of list names (JSON payload: see encodeFlagLists); an automaton value is (listIndex << 16) | flagId. */
  lists: COMPONENTS.flagLists.file,
} as const;

/**
 * Largest cue weight derived from the taxonomy (cueTable rows): a weight above it is a
 * hand-listed word's (build-index/rules/cues/) or a vertical's own context word's.
 */
export const DERIVED_CUE_MAX = 120;

export const META_COUNT = 0;
export const META_VERTICALS = 1;
export const META_CUE_SLOTS = 2;
export const META_WORDS = 3;

/** Category kind bits. */
export const KIND_COMMERCIAL = 1; // a product, service or brand: purchase words point at it
export const KIND_PLACE = 2; // a geographic place
export const KIND_BRAND = 4; // a brand or operator (NSI)
export const KIND_HUB = 8; // a vertical or hand-made topic branch
export const KIND_PROPER = 16; // named by a proper name (a place, brand, airport, language, WordNet instance)
export const KIND_ENTITY = 32; // a place, brand or airport from outside WordNet: loses to a common noun of the same word
export const KIND_PRODUCT = 64; // a brand, product line, product or device: a number or code right after its name is its model ("iphone 15")
export const KIND_MEANT = 128; // a sense a reviewed sense prior names: what searchers mean by the word; an entity with it does not lose to its common noun ("twitter")

/** Token class bits (row byte V+1). */
export const CLASS_STOP = 1; // function word: never the topic of a keyword when anything else matched
export const CLASS_MODIFIER = 2; // aspect/intent word ("price", "tutorial", "symptoms"): rarely the topic
export const CLASS_PURCHASE = 4; // purchase intent: supports commercial senses of the other words
export const CLASS_PREDICATE = 8; // mostly said as a verb, adjective or adverb ("drove", "smooth"): a noun match of it alone is weak in running text
export const CLASS_GIVEN_NAME = 16; // a given name ("tom", "greta"): a keyword may start with a person's name
export const CLASS_SURNAME = 32; // a surname, also when it is a common word too ("smith", "swift")
export const CLASS_VERB_NEXT = 64; // a negated auxiliary ("won't", "doesn't"): the word after it is a verb, an aspect word as after "how to"

/** Name share (row byte V+2, 0..255) from which a word is mostly said capitalized: a name. */
export const NAME_SHARE_MIN = 128;

/** Tokens whose spoken count is below this get a table row only when they have a cue or class. */
export const COMMON_ROW_MIN_COUNT = 30;

/** Commonness byte (row byte V): log10 of the spoken count, 36 steps per decade (about 234 for the most common words). */
export function commonnessByte(count: number): number {
  return Math.max(0, Math.min(255, Math.round(Math.log10(1 + count) * 36)));
}

/** Max verticals: the engine keeps a keyword's verticals in a 31-bit mask. */
export const MAX_VERTICALS = 31;

/** Words per token-table slot: the key, then V + 3 row bytes rounded up to whole words. */
export function slotWordsFor(verticals: number): number {
  return 1 + ((verticals + 3 + 3) >>> 2);
}

export interface RulesModelArrays {
  count: number;
  verticals: number;
  tierIndex: Uint32Array;
  /** 4 words per category (see the module comment); `catsF32` views the same bytes. */
  cats: Uint32Array;
  catsF32: Float32Array;
  evidHash: Uint32Array;
  cueTable: Uint32Array;
  /** Byte view of cueTable. */
  cueBytes: Uint8Array;
  slotWords: number;
  pairPrior: Uint8Array;
}

/** Quantized prior (see section 6). */
export function quantizePrior(prior: number): number {
  const q = Math.round(Math.log(Math.max(prior, 1e-3)) * 16) + 64;
  return q < 0 ? 0 : q > 255 ? 255 : q;
}

/** ln(prior) of a quantized prior. */
export function lnPriorOf(q: number): number {
  return (q - 64) / 16;
}

type Section = Uint8Array | Uint32Array | Float32Array;

const HEAD_WORDS = 2;
const SECTIONS = 6;

export function writeRulesModel(
  m: Omit<RulesModelArrays, 'catsF32' | 'cueBytes' | 'slotWords'>,
): Uint8Array {
  const meta = new Uint32Array(META_WORDS);
  meta[META_COUNT] = m.count;
  meta[META_VERTICALS] = m.verticals;
  meta[META_CUE_SLOTS] = m.cueTable.length / slotWordsFor(m.verticals);
  const sections: Section[] = [meta, m.tierIndex, m.cats, m.evidHash, m.cueTable, m.pairPrior];
  const headBytes = (HEAD_WORDS + 2 * sections.length) * 4;
  let pos = align8(headBytes);
  const offsets: number[] = [];
  for (const s of sections) {
    offsets.push(pos);
    pos = align8(pos + s.byteLength);
  }
  const c = allocateContainer(COMPONENTS.rulesModel, pos);
  const out = c.payload;
  const head = new Uint32Array(out.buffer, out.byteOffset, headBytes / 4);
  head[0] = NORMALIZER_VERSION;
  head[1] = sections.length;
  sections.forEach((s, j) => {
    head[HEAD_WORDS + 2 * j] = offsets[j]!;
    head[HEAD_WORDS + 2 * j + 1] = s.byteLength;
    out.set(new Uint8Array(s.buffer, s.byteOffset, s.byteLength), offsets[j]);
  });
  return c.seal();
}

/** Views over the bytes (no copy when they start 8-byte aligned, as index files do). Checks every reference. */
export function readRulesModel(input: Uint8Array): RulesModelArrays {
  const bytes = openContainer(
    input.byteOffset % 8 === 0 ? input : input.slice(),
    COMPONENTS.rulesModel,
    {
      error: (_, message) => new Error(message),
    },
  );
  const fail = (why: string): never => {
    throw new Error(`${RULES_FILES.model}: ${why}`);
  };
  if (bytes.byteLength < HEAD_WORDS * 4) fail('truncated');
  const fixed = new Uint32Array(bytes.buffer, bytes.byteOffset, HEAD_WORDS);
  if (fixed[0] !== NORMALIZER_VERSION)
    fail(`normalizer version ${fixed[0]}, this code is ${NORMALIZER_VERSION}; rebuild the index`);
  const s = fixed[1]!;
  if (s !== SECTIONS || bytes.byteLength < (HEAD_WORDS + 2 * s) * 4) fail('bad section table');
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, HEAD_WORDS + 2 * s);
  const u32 = (j: number): Uint32Array => {
    const off = head[HEAD_WORDS + 2 * j]!;
    const len = head[HEAD_WORDS + 2 * j + 1]!;
    if (off % 8 !== 0 || len % 4 !== 0 || off + len > bytes.byteLength)
      fail(`section ${j} out of bounds`);
    return new Uint32Array(bytes.buffer, bytes.byteOffset + off, len >>> 2);
  };
  const u8 = (j: number): Uint8Array => {
    const off = head[HEAD_WORDS + 2 * j]!;
    const len = head[HEAD_WORDS + 2 * j + 1]!;
    if (off % 8 !== 0 || off + len > bytes.byteLength) fail(`section ${j} out of bounds`);
    return new Uint8Array(bytes.buffer, bytes.byteOffset + off, len);
  };
  const meta = u32(0);
  if (meta.length < META_WORDS) fail('short meta');
  const count = meta[META_COUNT]!;
  const verticals = meta[META_VERTICALS]!;
  const slots = meta[META_CUE_SLOTS]!;
  const slotWords = slotWordsFor(verticals);
  const cats = u32(2);
  const cueTable = u32(4);
  const m: RulesModelArrays = {
    count,
    verticals,
    tierIndex: u32(1),
    cats,
    catsF32: new Float32Array(cats.buffer, cats.byteOffset, cats.length),
    evidHash: u32(3),
    cueTable,
    cueBytes: new Uint8Array(cueTable.buffer, cueTable.byteOffset, cueTable.byteLength),
    slotWords,
    pairPrior: u8(5),
  };
  if (
    verticals < 1 ||
    verticals > MAX_VERTICALS ||
    m.tierIndex.length !== verticals ||
    cats.length !== 4 * count ||
    m.evidHash.length < 1 ||
    slots === 0 ||
    (slots & (slots - 1)) !== 0 ||
    cueTable.length !== slots * slotWords
  ) {
    fail('inconsistent section sizes');
  }
  // References stay in bounds (a damaged file must not make the engine read garbage).
  const eh = m.evidHash;
  const listOk = (at: number) =>
    at === 0 || (at + 2 <= eh.length && at + 2 + eh[at + 1]! <= eh.length);
  for (let c = 0; c < count; c++) {
    if ((cats[4 * c + 1]! & 255) >= verticals) fail('vertical out of range');
    if (!listOk(cats[4 * c + 2]!) || !listOk(cats[4 * c + 3]!)) fail('word list out of range');
    if (!(m.catsF32[4 * c]! > 0)) fail('prior not positive');
  }
  for (const t of m.tierIndex) if (t >= count) fail('tier index out of range');
  return m;
}

/** `flags.lists.json`: the list names, as a JSON array in the container. */
export function encodeFlagLists(lists: readonly string[]): Uint8Array {
  return sealContainer(COMPONENTS.flagLists, new TextEncoder().encode(JSON.stringify(lists)));
}

export function readFlagLists(input: Uint8Array): string[] {
  const lists: unknown = JSON.parse(
    Buffer.from(openContainer(input, COMPONENTS.flagLists)).toString('utf8'),
  );
  if (!Array.isArray(lists) || !lists.every((l) => typeof l === 'string'))
    throw new Error(`${FLAGS_FILES.lists}: not an array of list names`);
  return lists;
}

function align8(n: number): number {
  return (n + 7) & ~7;
}
