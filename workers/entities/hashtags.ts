/**
 * Hashtags: "#NewYork" and "#SuperBowl" are written as one word, so neither the taxonomy
 * matches nor the capitalized runs see them. The tag is split at its capitals and digits
 * ("New York", "Super Bowl") and kept only when a definite cue types the words: a place
 * or demonym list, a name suffix ("... Bowl", "... Act"), a first name followed by a
 * surname, or camel case ("#iPhone"). Tags in one case ("#blessed", "#TBT") and slogans
 * ("#BlackLivesMatter") give nothing. @mentions are user handles, never entities.
 */
import { isCamel, typeSpan } from './cues.js';
import type { Mention } from './mention.js';
import { K_HASHTAG, type TokenScan } from './scan.js';

const DEFINITE: ReadonlySet<string> = new Set([
  'suffix',
  'place',
  'demonym',
  'first-name',
  'product',
]);
/** Longest hashtag body looked at, and most words it may split into. */
const MAX_TAG = 60;
const MAX_TAG_WORDS = 5;

/** "NewYorkCity2024" -> ["New", "York", "City", "2024"]; camel case stays whole ("iPhone"). */
export function splitTag(body: string): string[] | null {
  if (isCamel(body)) return [body];
  const parts = body
    .split('_')
    .flatMap((p) => p.match(/\p{Lu}+(?![\p{Ll}])|\p{Lu}?\p{Ll}+|\p{N}+/gu) ?? []);
  return parts.length > 0 ? parts : null;
}

export function hashtagMentions(scan: TokenScan): Mention[] {
  const out: Mention[] = [];
  const known = new Map<string, never>();
  for (let k = 0; k < scan.n; k++) {
    if (scan.kind[k] !== K_HASHTAG) continue;
    const start = scan.start[k]! + 1;
    const end = scan.end[k]!;
    if (end - start < 2 || end - start > MAX_TAG) continue;
    const body = scan.text.slice(start, end);
    if (body === body.toLowerCase() || body === body.toUpperCase()) continue;
    const texts = splitTag(body);
    if (!texts || texts.length > MAX_TAG_WORDS) continue;
    const words = texts.map((t) => t.toLowerCase());
    const typed = typeSpan(
      { lows: words, texts, prevLower: '', nextLower: '', next2Lower: '', quoted: false },
      known,
    );
    if (!typed || !DEFINITE.has(typed.cue)) continue;
    if (typed.cue === 'first-name' && texts.length < 2) continue;
    out.push({
      start,
      end,
      text: texts.join(' '),
      words,
      type: typed.type,
      category: -1,
      source: 'hashtag',
      cue: typed.cue,
      strong: true,
    });
  }
  return out;
}
