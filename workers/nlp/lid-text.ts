/**
 * Text handling shared by the language-identification model, its generator and its
 * evaluation: writing-system (script) of a code point, word tokenisation and word
 * normalisation.
 */

/** Writing systems the identifier distinguishes. */
export type Script =
  | 'Latn'
  | 'Cyrl'
  | 'Arab'
  | 'Grek'
  | 'Hebr'
  | 'Armn'
  | 'Geor'
  | 'Thaa'
  | 'Deva'
  | 'Beng'
  | 'Guru'
  | 'Gujr'
  | 'Orya'
  | 'Taml'
  | 'Telu'
  | 'Knda'
  | 'Mlym'
  | 'Sinh'
  | 'Thai'
  | 'Laoo'
  | 'Tibt'
  | 'Mymr'
  | 'Ethi'
  | 'Khmr'
  | 'Mong'
  | 'Hang'
  | 'Kana'
  | 'Hani'
  | 'Zyyy';

// Sorted, non-overlapping [start, end, script] ranges of letters and marks.
const RANGES: [number, number, Script][] = [
  [0x41, 0x5a, 'Latn'],
  [0x61, 0x7a, 'Latn'],
  [0xaa, 0xaa, 'Latn'],
  [0xba, 0xba, 'Latn'],
  [0xc0, 0xd6, 'Latn'],
  [0xd8, 0xf6, 'Latn'],
  [0xf8, 0x2af, 'Latn'],
  [0x370, 0x3ff, 'Grek'],
  [0x400, 0x52f, 'Cyrl'],
  [0x530, 0x58f, 'Armn'],
  [0x590, 0x5ff, 'Hebr'],
  [0x600, 0x6ff, 'Arab'],
  [0x750, 0x77f, 'Arab'],
  [0x780, 0x7bf, 'Thaa'],
  [0x870, 0x8ff, 'Arab'],
  [0x900, 0x97f, 'Deva'],
  [0x980, 0x9ff, 'Beng'],
  [0xa00, 0xa7f, 'Guru'],
  [0xa80, 0xaff, 'Gujr'],
  [0xb00, 0xb7f, 'Orya'],
  [0xb80, 0xbff, 'Taml'],
  [0xc00, 0xc7f, 'Telu'],
  [0xc80, 0xcff, 'Knda'],
  [0xd00, 0xd7f, 'Mlym'],
  [0xd80, 0xdff, 'Sinh'],
  [0xe00, 0xe7f, 'Thai'],
  [0xe80, 0xeff, 'Laoo'],
  [0xf00, 0xfff, 'Tibt'],
  [0x1000, 0x109f, 'Mymr'],
  [0x10a0, 0x10ff, 'Geor'],
  [0x1100, 0x11ff, 'Hang'],
  [0x1200, 0x139f, 'Ethi'],
  [0x1780, 0x17ff, 'Khmr'],
  [0x1800, 0x18af, 'Mong'],
  [0x1c80, 0x1c8f, 'Cyrl'],
  [0x1c90, 0x1cbf, 'Geor'],
  [0x1e00, 0x1eff, 'Latn'],
  [0x1f00, 0x1fff, 'Grek'],
  [0x2c60, 0x2c7f, 'Latn'],
  [0x2d00, 0x2d2f, 'Geor'],
  [0x2de0, 0x2dff, 'Cyrl'],
  [0x3005, 0x3007, 'Hani'],
  [0x3040, 0x30ff, 'Kana'],
  [0x3130, 0x318f, 'Hang'],
  [0x31f0, 0x31ff, 'Kana'],
  [0x3400, 0x4dbf, 'Hani'],
  [0x4e00, 0x9fff, 'Hani'],
  [0xa640, 0xa69f, 'Cyrl'],
  [0xa720, 0xa7ff, 'Latn'],
  [0xa960, 0xa97f, 'Hang'],
  [0xab30, 0xab6f, 'Latn'],
  [0xac00, 0xd7ff, 'Hang'],
  [0xf900, 0xfaff, 'Hani'],
  [0xfb1d, 0xfb4f, 'Hebr'],
  [0xfb50, 0xfdff, 'Arab'],
  [0xfe70, 0xfeff, 'Arab'],
  [0xff21, 0xff3a, 'Latn'],
  [0xff41, 0xff5a, 'Latn'],
  [0xff66, 0xff9d, 'Kana'],
  [0xffa0, 0xffdc, 'Hang'],
  [0x20000, 0x3134f, 'Hani'],
];

/** Script of a letter's code point; `Zyyy` when it belongs to none of the above. */
export function scriptOf(cp: number): Script {
  if (cp < 0x80) return 'Latn';
  let lo = 0;
  let hi = RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = RANGES[mid]!;
    if (cp < r[0]) hi = mid - 1;
    else if (cp > r[1]) lo = mid + 1;
    else return r[2];
  }
  return 'Zyyy';
}

/** Scripts that by themselves name one language (ISO 639-1). */
export const SCRIPT_LANGUAGE: Partial<Record<Script, string>> = {
  Grek: 'el',
  Hebr: 'he',
  Armn: 'hy',
  Geor: 'ka',
  Thaa: 'dv',
  Deva: 'hi',
  Beng: 'bn',
  Guru: 'pa',
  Gujr: 'gu',
  Orya: 'or',
  Taml: 'ta',
  Telu: 'te',
  Knda: 'kn',
  Mlym: 'ml',
  Sinh: 'si',
  Thai: 'th',
  Laoo: 'lo',
  Tibt: 'bo',
  Mymr: 'my',
  Ethi: 'am',
  Khmr: 'km',
  Mong: 'mn',
  Hang: 'ko',
  Kana: 'ja',
  Hani: 'zh',
};

/** A word of the input: normalised form and the script of its letters. */
export interface Token {
  word: string;
  script: Script;
}

// Letters (with their combining marks) and in-word apostrophes.
const WORD = /[\p{L}\p{M}](?:[\p{L}\p{M}]|['’ʼ](?=\p{L}))*/gu;
// Arabic tatweel and short-vowel marks, which are optional in writing.
// eslint-disable-next-line no-misleading-character-class -- each mark is removed on its own
const ARABIC_OPTIONAL = /[\u0640\u064b-\u065f\u0670]/g;

/** Lower-cases and normalises one word the same way for training and for lookup. */
export function normaliseWord(raw: string): string {
  let w = raw.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(w)) {
    w = w.normalize('NFC');
    if (w.includes('\u0307')) w = w.replace(/i\u0307/g, 'i'); // Turkish İ lower-cased
    if (/[\u0640-\u0670]/.test(w)) w = w.replace(ARABIC_OPTIONAL, '');
    if (/[’ʼ]/.test(w)) w = w.replace(/[’ʼ]/g, "'");
  }
  return w;
}

/**
 * Words of a text with the script of each (taken from its first letter), at most
 * `maxWords` of them, each cut to `maxWordLength` UTF-16 units before normalisation. Digits, punctuation, symbols and emoji separate words and are
 * otherwise ignored.
 */
export function tokenize(text: string, maxWords = Infinity, maxWordLength = 64): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0].length > maxWordLength ? m[0].slice(0, maxWordLength) : m[0];
    const word = normaliseWord(raw);
    if (!word) continue;
    out.push({ word, script: scriptOf(raw.codePointAt(0)!) });
    if (out.length >= maxWords) break;
  }
  return out;
}
