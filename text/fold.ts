/**
 * Character folding, the first rule of the normalizer (a change of the output needs a
 * NORMALIZER_VERSION bump, normalizer-version.ts). Characters are classified one code
 * point at a time (tables filled lazily, so there is no start-up cost):
 * - letters and digits (\p{L}, \p{N}) are word characters, folded by NFKD, with
 *   combining marks removed, then lower-cased ("São" -> "sao", "Zürich" -> "zurich",
 *   "ﬁ" -> "fi", "①" -> "1"); a few letters NFKD leaves alone are folded by hand
 *   (ß -> ss, æ -> ae, œ -> oe, ø -> o, ł -> l, đ/ð -> d, þ -> th, ħ -> h, ı -> i,
 *   final sigma -> sigma);
 * - combining marks, format characters (ZWJ, soft hyphen, BOM, tags), emoji skin
 *   tones and ©, ®, ™ are ignored: they neither add characters nor split a token
 *   ("co\u00ADop" -> "coop", "Cola™" -> "cola");
 * - Han, Hiragana and Katakana characters and pictographic symbols (emoji) are
 *   tokens of their own, one code point each;
 * - apostrophes (' ’ ‘ ʼ ` ´ ＇) between two word characters are dropped and join
 *   the two sides ("don't" -> "dont", "o'neil" -> "oneil"); a final "'s" is a
 *   possessive and is dropped ("mcdonald's" -> "mcdonald", "men's" -> "men" -> "man");
 *   anywhere else an apostrophe is a boundary;
 * - hyphens (- ‐ ‑ ﹣ －) are token boundaries, so "t-shirt" = "t shirt"; the
 *   tokenizer records that the next token was hyphen-joined so the automaton
 *   builder can also index the closed form ("tshirt") of a hyphenated pattern;
 * - everything else (spaces, punctuation, other symbols, controls, unpaired
 *   surrogates) is a boundary.
 * The tokenizer (tokenizer.ts) reads the tables directly: KIND and FOLD per BMP code
 * unit, MULTI and ASTRAL_FOLD for folds of several units and astral characters.
 */

/**
 * Character kinds. A const enum: its members are literals in the compiled code, so the
 * tokenizer's loops (tokenizer.ts) compare kinds without loading a module variable.
 */
/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison --
   CharKind's members are compared with the kinds read from the KIND table (plain numbers). */
export const enum CharKind {
  Unknown = 0,
  Boundary = 1,
  Word = 2, // one code unit in, one folded code unit out (FOLD table)
  Multi = 3, // folds to a string (MULTI table), or an astral word character
  Ignore = 4,
  Apos = 5,
  Hyphen = 6,
  Single = 7, // a token by itself
  High = 8, // high surrogate: look at the pair
}

// Character kinds, as this module names them.
const K_UNKNOWN = CharKind.Unknown;
const K_BOUNDARY = CharKind.Boundary;
const K_WORD = CharKind.Word;
const K_MULTI = CharKind.Multi;
const K_IGNORE = CharKind.Ignore;
const K_APOS = CharKind.Apos;
const K_HYPHEN = CharKind.Hyphen;
const K_SINGLE = CharKind.Single;
const K_HIGH = CharKind.High;

export const KIND = new Uint8Array(65536);
export const FOLD = new Uint16Array(65536);
export const MULTI = new Map<number, string>();
const ASTRAL_KIND = new Map<number, number>();
export const ASTRAL_FOLD = new Map<number, string>();

const APOSTROPHES = new Set([0x27, 0x60, 0xb4, 0x2018, 0x2019, 0x02bc, 0xff07]);
const HYPHENS = new Set([0x2d, 0x2010, 0x2011, 0xfe63, 0xff0d]);
const IGNORED_SYMBOLS = new Set([0xa9, 0xae, 0x2122]);
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ħ: 'h',
  Ħ: 'h',
  ı: 'i',
  ς: 'σ',
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
  let d = ch
    .normalize('NFKD')
    .replace(RE_MARKS, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(RE_MARKS, '');
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

export function bmpKind(c: number): number {
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

export function astralKind(cp: number): number {
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
export function kindAt(src: Uint16Array, n: number, i: number): number {
  const c = src[i]!;
  const k = c < 128 ? KIND[c]! : bmpKind(c);
  if (k !== K_HIGH) return k;
  const lo = i + 1 < n ? src[i + 1]! : 0;
  if (lo < 0xdc00 || lo > 0xdfff) return K_BOUNDARY;
  return astralKind(((c - 0xd800) << 10) + (lo - 0xdc00) + 0x10000);
}
