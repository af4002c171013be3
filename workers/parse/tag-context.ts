/**
 * Context helpers of the tagger: the tokens before a position (over skipped tokens, over
 * adverbs), sentence starts and verb tags.
 */
import { NEGATIONS } from './lexicon.js';
import type { TaggedToken } from './tagger.js';

const SENTENCE_ADVERB_STARTS = new Set([
  'just',
  'simply',
  'always',
  'never',
  'please',
  'now',
  'then',
  'so',
  'also',
  'definitely',
  'really',
]);

export function prevIndex(
  toks: TaggedToken[],
  i: number,
  skip: (t: TaggedToken) => boolean,
): number {
  let j = i - 1;
  while (j >= 0 && skip(toks[j]!)) j--;
  return j;
}

export const isAdverbish = (t: TaggedToken): boolean =>
  t.tag === 'RB' || t.tag === 'RBR' || t.tag === 'RBS' || NEGATIONS.has(t.lower);

export function isSentenceStart(toks: TaggedToken[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const t = toks[j]!;
    if (
      t.tag === '``' ||
      t.tag === '-LRB-' ||
      t.tag === 'UH' ||
      t.tag === ',' ||
      t.tag === ':' ||
      t.tag === 'NFP'
    )
      continue;
    if (t.tag === 'RB' && SENTENCE_ADVERB_STARTS.has(t.lower)) continue;
    return false;
  }
  return true;
}

export function isVerbTagStrict(t: string): boolean {
  return (
    t === 'VB' ||
    t === 'VBD' ||
    t === 'VBG' ||
    t === 'VBN' ||
    t === 'VBP' ||
    t === 'VBZ' ||
    t === 'V'
  );
}
