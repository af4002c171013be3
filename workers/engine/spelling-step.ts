/**
 * The spelling step of the rule engine (rule-engine.ts), for keywords: while the scan reads
 * a keyword's tokens, `note` keeps those the index does not know (no token row, no pattern
 * uses them) that are ASCII words of four letters or more; `respelled` then gives the
 * keyword with their corrections (speller.ts), or null when none has one.
 *
 * A word among the KNOWN_WORD_ROWS most frequent of the version's word vectors is no
 * misspelling either, though the index does not know it: the vectors come from edited text
 * (Wikipedia and newswire), where a typo that common is rare, and names are many ("steph
 * curry" is no staph infection, "caitlin clark" no Catlin, Illinois).
 */
import type { RuleAutomaton } from '../../native-index/automaton/index.js';
import type { Tokenizer } from '../../text/tokenizer.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { SPELL_MIN_LETTERS, type Speller } from './speller.js';
import { isAsciiWord } from './token-shape.js';

/** Texts of at most this many tokens are spelled. */
export const SPELL_MAX_TOKENS = 8;
/** Words of one text corrected at most. */
const MAX_SPELLED = 4;
/**
 * Rows of the word vectors (most frequent first) whose words are never corrected. On the
 * full profile row 100,000 is about the 117,000th word of the source; "blak" (122,032) and
 * "shakespear" (112,982) are still corrected.
 */
export const KNOWN_WORD_ROWS = 100_000;

/** True for a row of the word vectors (-1: none) among the KNOWN_WORD_ROWS most frequent. */
export function isKnownWordRow(row: number): boolean {
  return row >= 0 && row < KNOWN_WORD_ROWS;
}

export class SpellingStep {
  private readonly tokens = new Int32Array(MAX_SPELLED);
  /** Tokens noted in the current text. */
  count = 0;

  /** The version's word vectors (their most frequent words are left alone); null: none. */
  knownWords: WordVectors | null = null;

  constructor(
    private readonly speller: Speller,
    private readonly automaton: RuleAutomaton,
  ) {}

  /** Notes token `t` (the tokenizer's token k of the batch) of `text` when it is a word to spell. */
  note(tk: Tokenizer, k: number, t: number, text: string): void {
    const start = tk.starts[k]!;
    const end = tk.ends[k]!;
    if (this.count >= MAX_SPELLED || end - start < SPELL_MIN_LETTERS) return;
    if (!isAsciiWord(text, start, end)) return;
    if (this.automaton.tokenIdOfUnits(tk.units, tk.offs[k]!, tk.lens[k]!, tk.hashes[k]!) >= 0)
      return;
    if (this.knownWords && isKnownWordRow(this.knownWords.rowOfHash(tk.hashes[k]!))) return;
    this.tokens[this.count++] = t;
  }

  /** The text with the noted words corrected (token spans by token index), or null when none has a correction. */
  respelled(text: string, tokStart: Int32Array, tokEnd: Int32Array): string | null {
    let out = '';
    let from = 0;
    for (let i = 0; i < this.count; i++) {
      const t = this.tokens[i]!;
      const start = tokStart[t]!;
      const end = tokEnd[t]!;
      const fix = this.speller.correct(text.slice(start, end).toLowerCase());
      if (fix === null) continue;
      out += text.slice(from, start) + fix;
      from = end;
    }
    return from === 0 ? null : out + text.slice(from);
  }
}
