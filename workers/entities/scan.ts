/**
 * A cheap token pass for entity recognition: one left-to-right walk over the UTF-16
 * text, no regular expressions per character, no allocation per token (parallel typed
 * arrays, reused). It finds what the recognizer needs and nothing more:
 *
 * - words: letters, digits and combining marks, with inner apostrophes ("O'Brien"),
 *   hyphens ("Coca-Cola") and dots ("U.S.", "Node.js"); a final "'s" is split off as a
 *   possessive (flag on the word); a final dot stays on abbreviations and initials
 *   ("Inc.", "Dr.", "J.") and does not end the sentence there;
 * - numbers; punctuation marks, one token each;
 * - hashtags (#word), @mentions and URLs / e-mail addresses as single tokens;
 * - sentences: they end at . ! ? … ; : and line breaks; `initial` marks the first word of
 *   each (opening quotes and brackets before it do not count).
 * Case flags come from the letters: capitalized, all upper case (two letters or more),
 * camel case ("iPhone"). Offsets are UTF-16 indexes, end exclusive.
 */

export const K_WORD = 1;
export const K_NUMBER = 2;
export const K_PUNCT = 3;
export const K_HASHTAG = 4;
export const K_MENTION = 5;
export const K_URL = 6;

/** First letter upper case. */
export const F_CAP = 1;
/** Every letter upper case, at least two letters. */
export const F_UPPER = 2;
/** Lower-case start, then an upper-case letter ("iPhone", "eBay"). */
export const F_CAMEL = 4;
/** First word of its sentence. */
export const F_INITIAL = 8;
/** Followed by a possessive "'s" (not part of the token). */
export const F_POSS = 16;
/** Holds a digit. */
export const F_DIGIT = 32;
/** Holds a letter. */
export const F_LETTER = 64;

// Character classes, filled lazily for non-ASCII code units.
const C_LETTER = 1;
const C_UPPER = 2;
const C_LOWER = 4;
const C_DIGIT = 8;
const C_MARK = 16;
const C_SPACE = 32;
const C_NEWLINE = 64;
const C_KNOWN = 128;
const CLASS = new Uint8Array(65536);

function classOf(c: number): number {
  const k = CLASS[c]!;
  if (k !== 0) return k;
  let v = C_KNOWN;
  if (c < 0xd800 || c > 0xdfff) {
    const ch = String.fromCharCode(c);
    if (/\p{L}/u.test(ch)) {
      v |= C_LETTER;
      if (/\p{Lu}|\p{Lt}/u.test(ch)) v |= C_UPPER;
      else if (/\p{Ll}/u.test(ch)) v |= C_LOWER;
    } else if (/\p{Nd}/u.test(ch)) v |= C_DIGIT;
    else if (/\p{M}/u.test(ch)) v |= C_MARK;
    else if (/\s/u.test(ch)) v |= C_SPACE;
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029 || c === 0x85) v |= C_NEWLINE;
  }
  CLASS[c] = v;
  return v;
}
for (let c = 0; c < 128; c++) classOf(c);

const isWordClass = (k: number): boolean => (k & (C_LETTER | C_DIGIT | C_MARK)) !== 0;
const isApostrophe = (c: number): boolean => c === 0x27 || c === 0x2019;
const isHyphen = (c: number): boolean => c === 0x2d || c === 0x2010 || c === 0x2011;
/** Marks that end a sentence (or start a new clause whose first word's capital says nothing). */
const isBoundaryMark = (c: number): boolean =>
  c === 0x2e ||
  c === 0x21 ||
  c === 0x3f ||
  c === 0x2026 ||
  c === 0x3b ||
  c === 0x3a ||
  c === 0x7c ||
  c === 0x2022;

/** Abbreviations that keep their final dot (lower case, without it). */
const ABBREVIATIONS = new Set(
  `inc corp co ltd llc plc jr sr st dr mr mrs ms mx prof gen sen rep gov col capt sgt lt cmdr adm vs etc no nos vol mt ft
  ave blvd rd dept univ bros assn intl est approx fig e.g i.e a.m p.m u.s u.k u.s.a d.c`.split(
    /\s+/,
  ),
);

export class TokenScan {
  /** Number of tokens. */
  n = 0;
  kind = new Uint8Array(256);
  flags = new Uint8Array(256);
  start = new Int32Array(256);
  end = new Int32Array(256);
  /** Sentence number of each token. */
  sentence = new Int32Array(256);
  /** Number of sentences. */
  sentences = 0;
  text = '';
  private lowers: Array<string | undefined> = [];

  /** Tokenizes text[0, limit). */
  reset(text: string, limit = text.length): void {
    this.text = text;
    this.n = 0;
    this.sentences = 0;
    if (this.lowers.length > 4096) this.lowers = [];
    else this.lowers.length = 0;
    if (this.kind.length > 1 << 16) this.allocate(256);
    this.scan(Math.min(limit, text.length));
  }

  /** Lower-case text of token k (typographic apostrophes as '), cached. */
  lower(k: number): string {
    let s = this.lowers[k];
    if (s === undefined) {
      s = this.text.slice(this.start[k], this.end[k]).toLowerCase();
      if (s.includes('\u2019')) s = s.replace(/\u2019/g, "'");
      this.lowers[k] = s;
    }
    return s;
  }

  /** Text of token k as written. */
  textOf(k: number): string {
    return this.text.slice(this.start[k], this.end[k]);
  }

  /** Index of the first token ending after `offset` (n when none). Tokens are in text order. */
  tokenAtOrAfter(offset: number): number {
    let a = 0;
    let b = this.n;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (this.end[m]! <= offset) a = m + 1;
      else b = m;
    }
    return a;
  }

  private allocate(size: number): void {
    const grow = <T extends Uint8Array | Int32Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a.subarray(0, Math.min(a.length, size, this.n)));
      return b;
    };
    this.kind = grow(this.kind, (m) => new Uint8Array(m));
    this.flags = grow(this.flags, (m) => new Uint8Array(m));
    this.start = grow(this.start, (m) => new Int32Array(m));
    this.end = grow(this.end, (m) => new Int32Array(m));
    this.sentence = grow(this.sentence, (m) => new Int32Array(m));
  }

  private push(kind: number, start: number, end: number, flags: number): number {
    const k = this.n;
    if (k === this.kind.length) this.allocate(k * 2);
    this.kind[k] = kind;
    this.start[k] = start;
    this.end[k] = end;
    this.flags[k] = flags;
    this.sentence[k] = this.sentences;
    this.n = k + 1;
    return k;
  }

  private scan(limit: number): void {
    const t = this.text;
    let i = 0;
    // A new sentence starts at the next word; `open` is true until that word is seen.
    let open = true;
    let any = false;
    const boundary = () => {
      if (any) this.sentences++;
      any = false;
      open = true;
    };
    while (i < limit) {
      const c = t.charCodeAt(i);
      const k = CLASS[c]! || classOf(c);
      if (k & C_SPACE) {
        if (k & C_NEWLINE) boundary();
        i++;
        continue;
      }
      if (isWordClass(k)) {
        if (this.urlAt(i, limit)) {
          const e = this.skipNonSpace(i, limit);
          this.push(K_URL, i, e, 0);
          i = e;
          continue;
        }
        i = this.word(i, limit, open);
        any = true;
        open = false;
        // "Inc." and initials keep their dot; any other dot ends the sentence (handled as punctuation).
        continue;
      }
      if (c === 0x23 /* # */ || c === 0x40 /* @ */) {
        const n1 = i + 1 < limit ? t.charCodeAt(i + 1) : 0;
        if (i + 1 < limit && (isWordClass(classOf(n1)) || n1 === 0x5f)) {
          // An @ glued to the word before is an e-mail address: the word becomes part of it.
          if (
            c === 0x40 &&
            this.n > 0 &&
            this.end[this.n - 1] === i &&
            this.kind[this.n - 1] === K_WORD
          ) {
            const e = this.skipNonSpace(i, limit);
            this.kind[this.n - 1] = K_URL;
            this.end[this.n - 1] = e;
            this.flags[this.n - 1] = 0;
            i = e;
            continue;
          }
          let e = i + 1;
          while (e < limit) {
            const d = t.charCodeAt(e);
            if (isWordClass(classOf(d)) || d === 0x5f) e++;
            else break;
          }
          this.push(c === 0x23 ? K_HASHTAG : K_MENTION, i, e, 0);
          any = true;
          open = false;
          i = e;
          continue;
        }
      }
      // Punctuation: one code unit (a surrogate pair as one token).
      const hi = c >= 0xd800 && c <= 0xdbff && i + 1 < limit;
      this.push(K_PUNCT, i, hi ? i + 2 : i + 1, 0);
      // Other marks (commas, dashes, quotes, brackets, emoji) keep the sentence going.
      if (isBoundaryMark(c)) boundary();
      i += hi ? 2 : 1;
    }
    if (any) this.sentences++;
    if (this.sentences === 0) this.sentences = 1;
  }

  private urlAt(i: number, limit: number): boolean {
    const t = this.text;
    const c = t.charCodeAt(i) | 0x20;
    if (c === 0x68 /* h */) {
      if (
        t.startsWith('http://', i) ||
        t.startsWith('https://', i) ||
        t.startsWith('HTTP://', i) ||
        t.startsWith('HTTPS://', i)
      )
        return true;
    } else if (c === 0x77 /* w */) {
      if (i + 4 <= limit && (t.startsWith('www.', i) || t.startsWith('WWW.', i))) return true;
    }
    return false;
  }

  private skipNonSpace(i: number, limit: number): number {
    const t = this.text;
    while (i < limit && !(classOf(t.charCodeAt(i)) & C_SPACE)) i++;
    return i;
  }

  /** Scans one word from i; returns the index after it (and after a split-off "'s"). */
  private word(i: number, limit: number, initial: boolean): number {
    const t = this.text;
    const s = i;
    let letters = 0;
    let uppers = 0;
    let digits = 0;
    let camel = false;
    let firstUpper = false;
    let firstLetterSeen = false;
    let prevLower = false;
    let poss = false;
    let dots = 0;
    while (i < limit) {
      const c = t.charCodeAt(i);
      const k = CLASS[c]! || classOf(c);
      if (k & (C_LETTER | C_DIGIT | C_MARK)) {
        if (k & C_LETTER) {
          const up = (k & C_UPPER) !== 0;
          if (!firstLetterSeen) {
            firstLetterSeen = true;
            firstUpper = up;
          } else if (up && prevLower && !firstUpper && uppers === 0) camel = true;
          letters++;
          if (up) uppers++;
          prevLower = (k & C_LOWER) !== 0;
        } else if (k & C_DIGIT) digits++;
        i++;
        continue;
      }
      // Joiners between word characters.
      const next = i + 1 < limit ? classOf(t.charCodeAt(i + 1)) : 0;
      if (isApostrophe(c) && next & C_LETTER) {
        const n2 = i + 2 < limit ? classOf(t.charCodeAt(i + 2)) : 0;
        const sAfter = (t.charCodeAt(i + 1) | 0x20) === 0x73 && !isWordClass(n2);
        if (sAfter) {
          poss = true;
          break;
        }
        i++;
        continue;
      }
      if (isHyphen(c) && isWordClass(next)) {
        i++;
        continue;
      }
      if (c === 0x2e && next & C_LETTER && dots < 8) {
        // "U.S.", "e.g", "Node.js": a dot between letters stays inside.
        dots++;
        i++;
        continue;
      }
      break;
    }
    let e = i;
    // A final dot stays on initials and abbreviations ("J.", "Inc.", "U.S.").
    if (e < limit && t.charCodeAt(e) === 0x2e) {
      const body = t
        .slice(s, e)
        .toLowerCase()
        .replace(/\u2019/g, "'");
      if ((letters === 1 && uppers === 1 && digits === 0) || ABBREVIATIONS.has(body) || dots > 0)
        e++;
    }
    let f = 0;
    if (letters > 0) f |= F_LETTER;
    if (digits > 0) f |= F_DIGIT;
    if (firstUpper) f |= F_CAP;
    if (letters >= 2 && uppers === letters) f |= F_UPPER;
    if (camel) f |= F_CAMEL;
    if (initial) f |= F_INITIAL;
    if (poss) f |= F_POSS;
    this.push(letters === 0 ? K_NUMBER : K_WORD, s, e, f);
    // Skip the possessive "'s".
    return poss ? e + 2 : e;
  }
}
