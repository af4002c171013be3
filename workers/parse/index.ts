/**
 * Parse engine behind POST /v2/nlp/parse: `parseDocument(text)` returns the
 * `econtext.nlp.doc` object of API.md (sentences with tokens, lemmas, Penn Treebank tags,
 * dependency arcs; entities; sentiment).
 *
 * Pipeline: wink-nlp tokens, sentences, UPOS and lemmas (tokenize.ts) -> Penn tags
 * (tagger.ts) -> our rule-based dependency parser (depparse.ts) -> entities
 * (entities.ts). Everything is synchronous and deterministic.
 *
 * Limits (documented caps on work; the function never throws):
 * - only the first PARSE_MAX_CHARS UTF-16 units are analysed (cut back to a whitespace
 *   boundary, never inside a surrogate pair); the rest of the text is not in the output;
 * - a sentence longer than MAX_SENTENCE_TOKENS tokens is cut into several sentences
 *   (preferably after a comma, semicolon or colon) before parsing.
 */
import { parseSentence } from './depparse.js';
import { findEntities } from './entities.js';
import { PENN_TAGS } from './penn-tags.js';
import { tagSentence, type TaggedToken } from './tagger.js';
import { winkTokens, type RawToken } from './tokenize.js';
import type { ParseOptions, ParsedDoc, ParsedSentence, ParsedToken } from './types.js';

export type {
  ParsedDoc,
  ParsedSentence,
  ParsedToken,
  ParsedEntity,
  ParseOptions,
  EntityLabel,
} from './types.js';
export { PENN_TAGS } from './penn-tags.js';

/** Texts longer than this (UTF-16 code units) are analysed up to here only. */
export const PARSE_MAX_CHARS = 200_000;
/** Longer sentences are cut into pieces of at most this many tokens. */
export const MAX_SENTENCE_TOKENS = 120;

/** The dependency labels the parser can emit. */
export const DEPENDENCY_LABELS: readonly string[] = [
  'ROOT',
  'acl',
  'acomp',
  'advcl',
  'advmod',
  'agent',
  'amod',
  'appos',
  'attr',
  'aux',
  'auxpass',
  'case',
  'cc',
  'ccomp',
  'compound',
  'conj',
  'dative',
  'dep',
  'det',
  'dobj',
  'expl',
  'intj',
  'mark',
  'neg',
  'npadvmod',
  'nsubj',
  'nsubjpass',
  'nummod',
  'oprd',
  'parataxis',
  'pcomp',
  'pobj',
  'poss',
  'predet',
  'prep',
  'prt',
  'punct',
  'relcl',
  'xcomp',
];

/** Cuts `text` to at most `max` code units at a whitespace boundary (or a code point boundary). */
export function capText(text: string, max = PARSE_MAX_CHARS): string {
  if (text.length <= max) return text;
  let end = max;
  const floor = Math.max(0, max - 1000);
  while (end > floor && !/\s/.test(text[end]!)) end--;
  if (end <= floor) {
    end = max;
    const c = text.charCodeAt(end - 1);
    if (c >= 0xd800 && c <= 0xdbff) end--; // do not split a surrogate pair
  }
  return text.slice(0, end);
}

function splitLong(tokens: RawToken[]): RawToken[][] {
  if (tokens.length <= MAX_SENTENCE_TOKENS) return [tokens];
  const out: RawToken[][] = [];
  let rest = tokens;
  while (rest.length > MAX_SENTENCE_TOKENS) {
    let cut = MAX_SENTENCE_TOKENS;
    for (let i = MAX_SENTENCE_TOKENS - 1; i >= MAX_SENTENCE_TOKENS / 2; i--) {
      if (/^[,;:]$/.test(rest[i]!.text)) {
        cut = i + 1;
        break;
      }
    }
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0) out.push(rest);
  return out;
}

function flatArcs(n: number): Array<{ head: number; label: string }> {
  return Array.from({ length: n }, (_, i) => ({ head: 0, label: i === 0 ? 'ROOT' : 'dep' }));
}

/** Fallback tokenizer for the (unexpected) case where wink fails on an input. */
function plainTokens(text: string): RawToken[] {
  const out: RawToken[] = [];
  const re = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;
  let sentence = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const t = m[0];
    out.push({
      text: t,
      start: m.index,
      end: m.index + t.length,
      upos: /^\p{N}+$/u.test(t) ? 'NUM' : /\p{L}/u.test(t) ? 'NOUN' : 'PUNCT',
      lemma: t.toLowerCase(),
      type: /\p{L}|\p{N}/u.test(t) ? 'word' : 'punctuation',
      sentence,
    });
    if (/^[.!?]$/.test(t)) sentence++;
  }
  return out;
}

export interface TokenAnalysis {
  tokens: TaggedToken[];
  arcs: Array<{ head: number; label: string }>;
}

/** Tokens, tags and arcs per sentence (sentence-local indexes); the core of parseDocument. */
export function analyze(text: string): TokenAnalysis[] {
  let raw: RawToken[];
  try {
    raw = winkTokens(text);
  } catch {
    raw = plainTokens(text);
  }
  const groups: RawToken[][] = [];
  let cur: RawToken[] = [];
  let curSentence = -1;
  for (const t of raw) {
    if (t.sentence !== curSentence && cur.length > 0) {
      groups.push(cur);
      cur = [];
    }
    curSentence = t.sentence;
    cur.push(t);
  }
  if (cur.length > 0) groups.push(cur);
  const out: TokenAnalysis[] = [];
  for (const g of groups) {
    for (const piece of splitLong(g)) {
      let tokens: TaggedToken[];
      try {
        tokens = tagSentence(piece, text);
      } catch {
        tokens = piece.map((t) => ({ ...t, lower: t.text.toLowerCase(), tag: 'XX', lem: t.text }));
      }
      let arcs: Array<{ head: number; label: string }>;
      try {
        arcs = parseSentence(
          tokens.map((t) => ({ tag: t.tag, lower: t.lower, lemma: t.lem.toLowerCase() })),
        );
      } catch {
        arcs = flatArcs(tokens.length);
      }
      out.push({ tokens, arcs });
    }
  }
  return out;
}

/**
 * Parses `text` into the `econtext.nlp.doc` shape. Never throws; see the limits above.
 * `opts.sentiment`, when given, scores the whole analysed text (clamped to [-1, 1]).
 */
export function parseDocument(text: string, opts: ParseOptions = {}): ParsedDoc {
  const input = capText(typeof text === 'string' ? text : String(text ?? ''));
  const sentences: ParsedSentence[] = [];
  const analyses = analyze(input);
  let base = 0;
  for (const { tokens, arcs } of analyses) {
    if (tokens.length === 0) continue;
    const outTokens: ParsedToken[] = tokens.map((t, i) => {
      const arc = arcs[i] ?? { head: i, label: 'dep' };
      return {
        text: t.text,
        lemma: t.lem,
        index: base + i,
        char_offset: [t.start, t.end],
        part_of_speech: { tag: t.tag, detail: PENN_TAGS[t.tag] ?? PENN_TAGS.XX! },
        dependency_parse: { head_index: base + arc.head, label: arc.label },
      };
    });
    sentences.push({
      index: sentences.length,
      char_offset: [tokens[0]!.start, tokens[tokens.length - 1]!.end],
      tokens: outTokens,
    });
    base += tokens.length;
  }
  let entities: ParsedDoc['entities'] = [];
  try {
    entities = findEntities(
      input,
      sentences,
      analyses.map((a) => a.tokens),
    );
  } catch {
    entities = [];
  }
  let sentiment = 0;
  if (opts.sentiment) {
    try {
      const v = Number(opts.sentiment(input));
      sentiment = Number.isFinite(v) ? Math.max(-1, Math.min(1, v)) : 0;
    } catch {
      sentiment = 0;
    }
  }
  return { sentences, entities, sentiment };
}
