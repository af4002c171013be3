/**
 * Tokenization, sentence splitting, Universal POS tags, lemmas and numeric entities from
 * wink-nlp (wink-eng-lite-web-model), re-anchored on the original text.
 *
 * wink reports token values but no offsets, so each value is searched for from a cursor
 * that walks the original text: the returned offsets always slice the input exactly, and a
 * value that cannot be found near the cursor is dropped rather than guessed. Afterwards:
 * - whitespace tokens (wink's SPACE: CR/LF, tabs) and invisible format/control characters
 *   are dropped;
 * - "I'm" (which the model keeps whole) is split into "I" + "'m";
 * - emoji sequences wink splits (ZWJ families, flags, skin tones, keycaps) are re-joined.
 */
import winkNLP, { type ItsFunction, type PartOfSpeech, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface RawToken {
  text: string;
  start: number;
  end: number;
  /** wink's Universal POS tag (or our own for split/merged tokens). */
  upos: PartOfSpeech | string;
  /** wink's lemma (lower-cased). */
  lemma: string;
  /** wink token type: word, number, punctuation, emoji, email, url, currency, ... */
  type: string;
  /** Sentence number (wink's), before empty sentences are removed. */
  sentence: number;
  /** wink's numeric/time entity type covering the token (DATE, TIME, MONEY, ...), if any. */
  winkEntity?: string;
}

let nlp: WinkMethods | null = null;

/** The shared wink instance (model loading takes ~150 ms, once per process). */
export function wink(): WinkMethods {
  if (!nlp) nlp = winkNLP(model, ['sbd', 'pos', 'ner']);
  return nlp;
}

const EMOJI_GLUE =
  /^(?:\u200d|\ufe0f|\ufe0e|\u20e3|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u{e0020}-\u{e007f}])+$/u;
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\s]+$/u;
const I_AM = /^([Ii])(['’][mM])$/;

function isEmojiPart(t: RawToken): boolean {
  return t.type === 'emoji' || t.type === 'emoticon' || EMOJI_GLUE.test(t.text);
}

/** Search window for a token value past the cursor (bounds the work on odd inputs). */
const SEARCH_WINDOW = 256;

/**
 * Runs of non-space characters longer than this are not given to wink (its tokenizer is
 * quadratic in the length of a token: a 200,000-character run takes minutes); they are
 * blanked out of wink's copy of the text (same length, so offsets still hold) and cut into
 * tokens of at most this length here.
 */
export const MAX_RUN = 160;
const LONG_RUN = new RegExp(`[^\\s]{${MAX_RUN + 1},}`, 'gu');

export function winkTokens(text: string): RawToken[] {
  if (text.length === 0) return [];
  const longRuns: Array<[number, number]> = [];
  let winkText = text;
  if (text.length > MAX_RUN) {
    LONG_RUN.lastIndex = 0;
    for (let m = LONG_RUN.exec(text); m; m = LONG_RUN.exec(text))
      longRuns.push([m.index, m.index + m[0].length]);
    if (longRuns.length > 0) {
      const parts: string[] = [];
      let at = 0;
      for (const [a, b] of longRuns) {
        parts.push(text.slice(at, a), ' '.repeat(b - a));
        at = b;
      }
      parts.push(text.slice(at));
      winkText = parts.join('');
    }
  }
  const tokens = winkTokensOf(winkText);
  if (longRuns.length === 0) return tokens;
  // merge our own pieces of the long runs, in text order
  const pieces: RawToken[] = [];
  for (const [a, b] of longRuns) {
    for (let at = a; at < b;) {
      let end = Math.min(b, at + MAX_RUN);
      const c = text.charCodeAt(end - 1);
      if (end < b && c >= 0xd800 && c <= 0xdbff) end--; // keep surrogate pairs whole
      const piece = text.slice(at, end);
      const url = /^(?:https?:\/\/|www\.)/i.test(piece);
      pieces.push({
        text: piece,
        start: at,
        end,
        upos: 'X',
        lemma: piece.toLowerCase(),
        type: url ? 'url' : 'word',
        sentence: 0,
      });
      at = end;
    }
  }
  const out: RawToken[] = [];
  let i = 0;
  let sentence = 0;
  for (const p of pieces) {
    while (i < tokens.length && tokens[i]!.start < p.start) {
      sentence = tokens[i]!.sentence;
      out.push(tokens[i++]!);
    }
    p.sentence = sentence;
    out.push(p);
  }
  while (i < tokens.length) out.push(tokens[i++]!);
  return out;
}

function winkTokensOf(text: string): RawToken[] {
  if (text.trim().length === 0) return [];
  const w = wink();
  const its = w.its;
  const doc = w.readDoc(text);
  const tokens = doc.tokens();
  /* eslint-disable @typescript-eslint/unbound-method -- wink's its.* are plain functions */
  const values = tokens.out(its.value);
  const upos = tokens.out(its.pos) as string[];
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>);
  const types = tokens.out(its.type);
  const sentenceOf = new Int32Array(values.length);
  const spans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;
  spans.forEach(([a, b], s) => {
    for (let i = Math.max(0, a); i <= b && i < values.length; i++) sentenceOf[i] = s;
  });
  const entityOf: Array<string | undefined> = new Array<string | undefined>(values.length);
  const entSpans = doc.entities().out(its.span) as unknown as Array<[number, number]>;
  const entDetails = doc.entities().out(its.detail) as unknown as Array<{ type: string }>;
  /* eslint-enable @typescript-eslint/unbound-method */
  entSpans.forEach(([a, b], e) => {
    for (let i = a; i <= b && i < values.length; i++) entityOf[i] = entDetails[e]?.type;
  });

  const out: RawToken[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value.length === 0) continue;
    let pos = cursor;
    while (pos < text.length && isSpaceCode(text.charCodeAt(pos))) pos++;
    let start = -1;
    if (text.startsWith(value, pos)) start = pos;
    else {
      const found = text.indexOf(value, cursor);
      if (found >= 0 && found - cursor <= SEARCH_WINDOW) start = found;
    }
    if (start < 0) continue; // not in the text as such: leave it out
    const end = start + value.length;
    cursor = end;
    const type = types[i] ?? 'word';
    // Re-join emoji sequences split by the tokenizer (ZWJ families, flags, skin tones, keycaps).
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.end === start &&
      prev.sentence === sentenceOf[i] &&
      isEmojiPart(prev) &&
      (EMOJI_GLUE.test(value) ||
        (prev.text.endsWith('\u200d') && (type === 'emoji' || type === 'emoticon')))
    ) {
      prev.end = end;
      prev.text = text.slice(prev.start, end);
      prev.type = 'emoji';
      prev.upos = 'SYM';
      continue;
    }
    if (upos[i] === 'SPACE' || type === 'tabCRLF' || INVISIBLE.test(value)) continue;
    const tok: RawToken = {
      text: value,
      start,
      end,
      upos: upos[i] ?? 'X',
      lemma: lemmas[i] ?? value.toLowerCase(),
      type,
      sentence: sentenceOf[i]!,
    };
    const ent = entityOf[i];
    if (ent !== undefined) tok.winkEntity = ent;
    const m = I_AM.exec(value);
    if (m) {
      out.push({ ...tok, text: m[1]!, end: start + 1, upos: 'PRON', lemma: 'I' });
      out.push({ ...tok, text: m[2]!, start: start + 1, upos: 'AUX', lemma: 'be' });
      continue;
    }
    out.push(tok);
  }
  return out;
}

function isSpaceCode(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x3000 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0xfeff ||
    c === 0x200b
  );
}
