/**
 * Emoji valences, on the lexicon's scale [-4, 4].
 *
 * The scorer uses HAND, a hand-made table of the ~175 commonest sentiment-bearing emoji
 * (faces, hearts, hand gestures, celebration and a few symbols), rated for how they are
 * used in English social posts rather than for what they depict ("🔥" is praise, "😂" is
 * laughter; "💀", which means both "dying of laughter" and "dead", is left out).
 *
 * emojibase-data is the cross-check, not a runtime source: `deriveEmojiValences` rates
 * every emoji of its "smileys & emotion" group by the mean word-lexicon valence of its
 * CLDR label words and tags (times 0.6, kept when 2+ words are valenced and the result is
 * 0.5 or more in size). The tests require the hand table to agree in sign with that
 * derivation on nearly every emoji both rate. At run time the derivation would add only a
 * dozen emoji of doubtful value ("🧐" +1.2) for the 20-40 ms it costs to parse the file,
 * so it is left out.
 *
 * Keys are the emoji's code points with variation selectors (U+FE0E, U+FE0F) and skin
 * tones (U+1F3FB..U+1F3FF) removed; zero-width joiners are kept, so "❤️‍🔥" and "❤️" are
 * different keys. The scorer looks a ZWJ sequence up whole, then by its first code point
 * ("🤦‍♀️" -> "🤦").
 */
import { createRequire } from 'node:module';

/** Hand table: emoji -> valence in [-4, 4]. */
export const HAND_EMOJI: Readonly<Record<string, number>> = {
  // smiling and laughing
  '😀': 2.2,
  '😃': 2.4,
  '😄': 2.5,
  '😁': 2.4,
  '😆': 2.3,
  '😅': 1.0,
  '🤣': 2.6,
  '😂': 2.4,
  '🙂': 1.3,
  '🙃': 0.3,
  '😉': 1.2,
  '😊': 2.5,
  '😇': 2.0,
  '☺': 2.2,
  '😌': 1.5,
  '😎': 2.0,
  '🤠': 1.5,
  '🥳': 3.0,
  '🤗': 2.4,
  '🤭': 1.0,
  '🫡': 1.0,
  '🥲': 0.8,
  '🥹': 1.8,
  // affection
  '🥰': 3.2,
  '😍': 3.2,
  '🤩': 3.0,
  '😘': 2.8,
  '😗': 1.8,
  '😚': 2.2,
  '😙': 2.0,
  // tongue, food, money
  '😋': 2.0,
  '😛': 1.3,
  '😜': 1.4,
  '🤪': 1.2,
  '😝': 1.3,
  '🤑': 1.0,
  // neutral and skeptical
  '😐': -0.3,
  '😑': -0.6,
  '😶': -0.2,
  '😏': 0.3,
  '😒': -1.8,
  '🙄': -1.6,
  '😬': -0.8,
  '🤥': -1.5,
  '😮‍💨': -0.8,
  '🫠': -0.5,
  '🫤': -1.0,
  // sleepy and unwell
  '😔': -1.8,
  '😪': -1.0,
  '🥱': -0.8,
  '😷': -1.2,
  '🤒': -1.8,
  '🤕': -1.8,
  '🤢': -2.4,
  '🤮': -2.8,
  '🤧': -1.0,
  '🥵': -0.8,
  '🥶': -0.8,
  '🥴': -0.5,
  '😵': -1.5,
  '😵‍💫': -1.0,
  '🤯': -0.5,
  // concerned
  '😕': -1.3,
  '😟': -1.8,
  '🙁': -1.8,
  '☹': -2.2,
  '😲': 0.3,
  '😳': -0.4,
  '🥺': -0.4,
  '😦': -1.3,
  '😧': -1.9,
  '😨': -2.2,
  '😰': -2.0,
  '😥': -1.4,
  '😢': -2.4,
  '😭': -2.2,
  '😱': -2.0,
  '😖': -2.0,
  '😣': -1.6,
  '😞': -2.4,
  '😓': -1.6,
  '😩': -2.0,
  '😫': -2.2,
  // negative
  '😤': -1.8,
  '😡': -3.0,
  '😠': -2.8,
  '🤬': -3.3,
  '👿': -2.5,
  '☠': -1.5,
  '💩': -1.8,
  '🤡': -1.2,
  // cats and monkeys
  '😺': 2.0,
  '😸': 2.2,
  '😹': 2.2,
  '😻': 3.0,
  '😼': 0.8,
  '😽': 2.0,
  '🙀': -1.0,
  '😿': -2.2,
  '😾': -1.8,
  '🙈': 0.8,
  // hearts and love
  '❤': 3.0,
  '🧡': 2.8,
  '💛': 2.8,
  '💚': 2.8,
  '💙': 2.8,
  '💜': 2.8,
  '🤎': 2.5,
  '🖤': 1.0,
  '🤍': 2.6,
  '🩷': 2.8,
  '🩵': 2.6,
  '🩶': 2.0,
  '💕': 3.0,
  '💞': 3.0,
  '💓': 2.8,
  '💗': 2.8,
  '💖': 3.0,
  '💘': 2.8,
  '💝': 2.8,
  '💟': 2.5,
  '❣': 2.5,
  '💔': -2.8,
  '❤‍🔥': 2.5,
  '❤‍🩹': 0.8,
  '💌': 2.5,
  '💋': 2.2,
  '🫶': 3.0,
  // hands
  '👍': 2.0,
  '👎': -2.2,
  '👏': 2.2,
  '🙌': 2.5,
  '🙏': 1.8,
  '💪': 2.0,
  '👌': 1.8,
  '✌': 1.2,
  '🤝': 1.5,
  '🤞': 1.2,
  '🤙': 1.5,
  '🖕': -3.0,
  '👋': 0.5,
  '🤦': -1.8,
  '🤷': -0.3,
  // celebration, praise, nature
  '🎉': 2.8,
  '🎊': 2.6,
  '🥂': 2.2,
  '🍾': 2.2,
  '🎂': 1.8,
  '🎁': 2.0,
  '🎈': 1.8,
  '🏆': 2.5,
  '🥇': 2.5,
  '🌟': 2.2,
  '⭐': 1.8,
  '✨': 1.8,
  '💯': 2.5,
  '🔥': 2.0,
  '🌈': 1.5,
  '☀': 1.2,
  '🌞': 1.8,
  '🌹': 1.8,
  '🌸': 1.5,
  '💐': 2.0,
  '🍀': 1.5,
  '👑': 1.5,
  '🎶': 1.0,
  // symbols
  '✅': 1.5,
  '✔': 1.2,
  '❌': -1.5,
  '⚠': -1.0,
  '🚫': -1.5,
  '💢': -2.2,
  '🥀': -1.5,
  '🗑': -1.0,
  '🐍': -1.0,
  '💤': -0.3,
};

/** Canonical key of an emoji string: no variation selectors, no skin tones. */
export function emojiKey(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff)) continue;
    out += ch;
  }
  return out;
}

interface EmojibaseEntry {
  label: string;
  unicode: string;
  tags?: string[];
  group?: number;
}

/** The scorer's emoji table: the hand table under canonical keys. */
export function buildEmojiTable(): Map<string, number> {
  const table = new Map<string, number>();
  for (const [k, v] of Object.entries(HAND_EMOJI)) table.set(emojiKey(k), v);
  return table;
}

/**
 * Valences derived from emojibase-data (see the module comment), keyed by emojiKey.
 * `wordValence` gives a word's lexicon valence or undefined. Empty if the data is missing.
 */
export function deriveEmojiValences(
  wordValence: (w: string) => number | undefined,
): Map<string, number> {
  const table = new Map<string, number>();
  let data: EmojibaseEntry[] = [];
  try {
    const require = createRequire(import.meta.url);
    data = require('emojibase-data/en/compact.json') as EmojibaseEntry[];
  } catch {
    return table;
  }
  for (const e of data) {
    if (e.group !== 0 || typeof e.label !== 'string' || typeof e.unicode !== 'string') continue;
    const words = new Set<string>();
    for (const w of e.label.toLowerCase().split(/[^a-z]+/)) if (w) words.add(w);
    for (const t of e.tags ?? [])
      for (const w of t.toLowerCase().split(/[^a-z]+/)) if (w) words.add(w);
    let sum = 0;
    let n = 0;
    for (const w of words) {
      const v = wordValence(w);
      if (v !== undefined && v !== 0) {
        sum += v;
        n++;
      }
    }
    if (n < 2) continue;
    const v = Math.round((sum / n) * 0.6 * 100) / 100;
    if (Math.abs(v) >= 0.5) table.set(emojiKey(e.unicode), v);
  }
  return table;
}
