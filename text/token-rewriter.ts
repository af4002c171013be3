/**
 * A hook of the Tokenizer (tokenizer.ts): it may replace a token's normalized text, given
 * the token as written. The scan of text read in one of the eight other languages uses it
 * (languages/language-tokens.ts) to turn the words of that language's vocabulary into
 * that language's tokens; any other word keeps the English normalization.
 */
export interface TokenRewriter {
  /** The new normalized text of the token `text.slice(start, end)`, or null to keep the tokenizer's own. */
  rewrite(text: string, start: number, end: number): string | null;
}
