/**
 * Tokenizer for sentiment scoring. Different from text/tokenizer.ts on purpose: it
 * keeps what the rules need and the classifier's normalizer throws away: letter case
 * (ALL-CAPS emphasis), punctuation ("!", sentence and clause ends), emoticons as written
 * (":D" is not ":d"... both are tried) and emoji sequences.
 *
 * The text is cut at whitespace into chunks. Per chunk:
 *  - URLs ("://" inside, or "www." first) and @mentions are skipped;
 *  - a chunk that is an emoticon (after removing trailing . , ! ? ;) is one token, so
 *    emoticons that start with a letter ("o:)", "D:") are only recognized standing alone;
 *    emoticons match as written or all lower / all upper case (":P" = ":p");
 *  - otherwise the chunk is scanned: words are runs of letters, digits and combining
 *    marks, with apostrophes and hyphens inside ("don't", "well-being") and "." or ","
 *    between digits ("6.1"); an emoji is a pictographic code point plus the skin tones,
 *    variation selectors and zero-width-joined pictographs that follow it; a word's
 *    clitic is dropped with its apostrophe ("she'll" -> "she", not "shell"; "we'll" ->
 *    "we", not "well"), other apostrophes are removed ("don't" -> "dont"); at any other
 *    character an emoticon is tried (longest first; it must not run into a word
 *    character, so "great:)" is "great" + ":)" but ":Dog" is not ":D"); what is left are
 *    punctuation tokens for . ! ? … , ; : ( ) " — – and nothing for other symbols.
 * A line break is a sentence end. Lone surrogates and control characters are boundaries.
 * A run of one punctuation mark keeps its first MAX_PUNCT_RUN tokens.
 */
import { emojiKey } from './emoji.js';
import type { SentimentTables } from './lexicon.js';

export const T_WORD = 0;
/** Emoticon or emoji: `v` holds its valence (0 when unknown). */
export const T_SYMBOL = 1;
/** Punctuation: `w` is the character ("\n" for a line break, "…" for "..."). */
export const T_PUNCT = 2;

export interface Token {
  kind: number;
  /** Word: lower case, apostrophes removed. Punctuation: the character. Symbol: ''. */
  w: string;
  /** Symbol valence. */
  v: number;
  /** Word written in capitals (2+ letters, no lower-case letter). */
  caps: boolean;
  /** Word ended in "n't" as written. */
  nt: boolean;
}

export interface Tokenized {
  tokens: Token[];
  /** Some word has a lower-case letter (ALL-CAPS emphasis needs mixed case). */
  hasLower: boolean;
}

const C_OTHER = 0;
const C_SPACE = 1;
const C_WORD = 2;
const C_APOS = 3;
const C_HYPHEN = 4;
const C_PICTO = 5;
const C_MOD = 6; // variation selector, skin tone, tag characters: part of an emoji
const C_ZWJ = 7;
const C_BREAK = 8; // line break (also whitespace)
const C_IGNORE = 9; // format characters (soft hyphen, BOM): skipped inside words

const bmp = new Uint8Array(0x10000).fill(255);
const astral = new Map<number, number>();
const RE_WORD = /[\p{L}\p{N}\p{M}]/u;
const RE_PICTO = /\p{Extended_Pictographic}/u;
const RE_SPACE = /[\s\p{Z}]/u;
const RE_FORMAT = /\p{Cf}/u;

function classify(cp: number): number {
  if (cp === 0x0a || cp === 0x0d || cp === 0x2028 || cp === 0x2029 || cp === 0x85) return C_BREAK;
  if (cp === 0x27 || cp === 0x2019 || cp === 0x2018 || cp === 0x2bc || cp === 0x60 || cp === 0xb4)
    return C_APOS;
  if (cp === 0x2d || cp === 0x2010 || cp === 0x2011) return C_HYPHEN;
  if (cp === 0x200d) return C_ZWJ;
  if (
    cp === 0xfe0e ||
    cp === 0xfe0f ||
    (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
    (cp >= 0xe0020 && cp <= 0xe007f)
  )
    return C_MOD;
  if (cp >= 0xd800 && cp <= 0xdfff) return C_OTHER; // lone surrogate
  if (cp === 0xa9 || cp === 0xae || cp === 0x2122) return C_OTHER; // ©®™ are "pictographic" but not emoji in text
  const ch = String.fromCodePoint(cp);
  if (RE_SPACE.test(ch)) return C_SPACE;
  if (RE_WORD.test(ch)) return C_WORD;
  if (RE_PICTO.test(ch)) return C_PICTO;
  if (RE_FORMAT.test(ch)) return C_IGNORE;
  return C_OTHER;
}

function classOf(cp: number): number {
  if (cp < 0x10000) {
    let c = bmp[cp]!;
    if (c === 255) c = bmp[cp] = classify(cp);
    return c;
  }
  let c = astral.get(cp);
  if (c === undefined) {
    c = classify(cp);
    if (astral.size < 4096) astral.set(cp, c);
  }
  return c;
}

function isDigit(cp: number): boolean {
  return cp >= 0x30 && cp <= 0x39;
}

/** Punctuation kept as tokens. */
const PUNCT = new Set([
  '.',
  '!',
  '?',
  '…',
  ',',
  ';',
  ':',
  '(',
  ')',
  '"',
  '“',
  '”',
  '—',
  '–',
  '¡',
  '¿',
  '。',
  '！',
  '？',
]);
const TRIM_TAIL = new Set(['.', ',', '!', '?', ';']);

const APOS_G = /['’‘ʼ`´]/g;
/** Clitics dropped with their apostrophe: the base word keeps its own meaning. */
const CLITIC_RE = /['’‘ʼ`´](?:ll|re|ve|d|m|s)$/;
const NT_RE = /.n['’‘ʼ`´]t$/;

/** Punctuation tokens are shared, never mutated. */
const PUNCT_TOKENS = new Map<string, Token>();
function punctToken(ch: string): Token {
  let tok = PUNCT_TOKENS.get(ch);
  if (!tok)
    PUNCT_TOKENS.set(
      ch,
      (tok = Object.freeze({ kind: T_PUNCT, w: ch, v: 0, caps: false, nt: false }) as Token),
    );
  return tok;
}
/** More marks of one kind in a row than this are dropped (the scorer counts at most 4 "!"). */
export const MAX_PUNCT_RUN = 4;

function cpLen(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}

export function tokenize(text: string, t: SentimentTables): Tokenized {
  const tokens: Token[] = [];
  let hasLower = false;
  const n = text.length;
  const emoticons = t.emoticons;
  let i = 0;

  const pushPunct = (ch: string) => {
    const last = tokens.length > 0 ? tokens[tokens.length - 1]! : undefined;
    if (last && last.kind === T_PUNCT) {
      // "..." -> one "…"
      if (ch === '.' && (last.w === '.' || last.w === '…')) {
        tokens[tokens.length - 1] = punctToken('…');
        return;
      }
      // runs of one mark: only the first MAX_PUNCT_RUN count ("!!!!!!!!" = "!!!!")
      if (last.w === ch) {
        let run = 1;
        for (let k = tokens.length - 2; k >= 0 && run < MAX_PUNCT_RUN; k--) {
          const tk = tokens[k]!;
          if (tk.kind !== T_PUNCT || tk.w !== ch) break;
          run++;
        }
        if (run >= MAX_PUNCT_RUN) return;
      }
    }
    tokens.push(punctToken(ch));
  };

  while (i < n) {
    // whitespace run
    let sawBreak = false;
    while (i < n) {
      const cp = text.charCodeAt(i);
      const c = cp < 0xd800 ? classOf(cp) : classOf(text.codePointAt(i)!);
      if (c === C_SPACE) i++;
      else if (c === C_BREAK) {
        sawBreak = true;
        i++;
      } else break;
    }
    if (sawBreak && tokens.length > 0) pushPunct('\n');
    if (i >= n) break;
    // chunk [a, b): note whether it has non-word characters and looks like a URL
    const a = i;
    let nonWord = false;
    let url = false;
    while (i < n) {
      const cp = text.codePointAt(i)!;
      const c = classOf(cp);
      if (c === C_SPACE || c === C_BREAK) break;
      if (c !== C_WORD) {
        nonWord = true;
        if (cp === 0x3a && text.charCodeAt(i + 1) === 0x2f && text.charCodeAt(i + 2) === 0x2f)
          url = true;
      }
      i += cpLen(cp);
    }
    const b = i;
    if (url || text.charCodeAt(a) === 0x40 /* @mention */) continue;
    if (b - a >= 4 && text.startsWith('www.', a)) continue;

    // whole-chunk emoticon
    if (nonWord) {
      let core = b;
      while (core > a && TRIM_TAIL.has(text[core - 1]!)) core--;
      if (core > a && core - a <= t.maxEmoticon) {
        const v = emoticons.get(text.slice(a, core));
        if (v !== undefined) {
          tokens.push({ kind: T_SYMBOL, w: '', v, caps: false, nt: false });
          for (let k = core; k < b; k++) pushPunct(text[k]!);
          continue;
        }
      }
    }

    let p = a;
    while (p < b) {
      const cp = text.codePointAt(p)!;
      const c = classOf(cp);
      if (c === C_WORD) {
        let wordText = '';
        let segStart = p;
        let q = p;
        let ascii = true;
        let upper = 0;
        let lower = 0;
        let apos = false;
        while (q < b) {
          const cq = text.codePointAt(q)!;
          const k = classOf(cq);
          if (k === C_WORD) {
            if (cq < 0x80) {
              if (cq >= 0x61) lower++;
              else if (cq >= 0x41) upper++;
            } else ascii = false;
            q += cpLen(cq);
            continue;
          }
          if (k === C_IGNORE) {
            wordText += text.slice(segStart, q);
            q += cpLen(cq);
            segStart = q;
            continue;
          }
          if (q + 1 < b) {
            const next = text.codePointAt(q + 1)!;
            const nextWord = classOf(next) === C_WORD;
            if ((k === C_APOS || k === C_HYPHEN) && nextWord) {
              if (k === C_APOS) apos = true;
              if (cq >= 0x80) ascii = false;
              q += 1;
              continue;
            }
            if ((cq === 0x2e || cq === 0x2c) && isDigit(text.charCodeAt(q - 1)) && isDigit(next)) {
              q += 1;
              continue;
            }
          }
          break;
        }
        wordText += text.slice(segStart, q);
        let lo: string;
        let caps: boolean;
        if (ascii) {
          lo = upper > 0 ? wordText.toLowerCase() : wordText;
          if (lower > 0) hasLower = true;
          caps = upper >= 2 && lower === 0;
        } else {
          lo = wordText.toLowerCase();
          const up = wordText.toUpperCase();
          if (up !== wordText) hasLower = true;
          caps =
            up === wordText && lo !== wordText && (wordText.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
        }
        let w = lo;
        let nt = false;
        if (apos) {
          const m = CLITIC_RE.exec(lo);
          if (m)
            w = lo.slice(0, m.index); // "she'll" -> "she", "mom's" -> "mom" (not "shell", "moms")
          else {
            nt = NT_RE.test(lo);
            w = lo.replace(APOS_G, ''); // "don't" -> "dont", "o'clock" -> "oclock"
          }
        }
        tokens.push({ kind: T_WORD, w, v: 0, caps, nt });
        p = q;
        continue;
      }
      if (c === C_PICTO) {
        const es = p;
        let q = p + cpLen(cp);
        while (q < b) {
          const cq = text.codePointAt(q)!;
          const k = classOf(cq);
          if (k === C_MOD) {
            q += cpLen(cq);
            continue;
          }
          if (k === C_ZWJ && q + 1 < b) {
            const nx = text.codePointAt(q + 1)!;
            const kn = classOf(nx);
            if (kn === C_PICTO || nx === 0x2640 || nx === 0x2642) {
              q += 1 + cpLen(nx);
              continue;
            }
          }
          break;
        }
        const key = q - es === cpLen(cp) ? text.slice(es, q) : emojiKey(text.slice(es, q));
        let v = t.emoji.get(key);
        if (v === undefined) v = t.emoji.get(String.fromCodePoint(cp)) ?? 0;
        tokens.push({ kind: T_SYMBOL, w: '', v, caps: false, nt: false });
        p = q;
        continue;
      }
      // emoticon starting here? (longest first; must not run into a word)
      const candidates =
        p + 1 < b
          ? t.emoticonsByPrefix.get(text.charCodeAt(p) * 65536 + text.charCodeAt(p + 1))
          : undefined;
      if (candidates) {
        let matched = 0;
        for (const e of candidates) {
          const end = p + e.length;
          if (end > b || !text.startsWith(e, p)) continue;
          if (
            end < b &&
            classOf(text.codePointAt(end)!) === C_WORD &&
            classOf(text.codePointAt(end - 1)!) === C_WORD
          )
            continue;
          tokens.push({ kind: T_SYMBOL, w: '', v: emoticons.get(e)!, caps: false, nt: false });
          matched = e.length;
          break;
        }
        if (matched) {
          p += matched;
          continue;
        }
      }
      const ch = text[p]!;
      if (PUNCT.has(ch)) pushPunct(ch);
      else if (c === C_HYPHEN && b - a === 1) pushPunct('—');
      p += cpLen(cp);
    }
  }
  return { tokens, hasLower };
}
