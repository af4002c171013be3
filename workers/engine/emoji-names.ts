/**
 * Topical emoji read as their names: "⚽" is "soccer ball", "🍕" "pizza", "✈️" "airplane",
 * so the rule engine matches them like the words (a post that says "⚽🔥" is about
 * soccer). Only the groups that name things (animals and nature, food and drink, travel
 * and places, activities, objects; people at work or at sport) are read; faces, hands,
 * hearts, symbols, flags, times, weather, celebrations and sounds say how someone feels,
 * not what the post is about, and stay as they are. Names from emojibase-data (CLDR
 * labels), read on first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { emojiKey } from '../sentiment/emoji.js';

/** emojibase-data groups read as names. */
const TOPICAL_GROUPS = new Set([3, 4, 5, 6, 7]);
/** Subgroups of those groups left out (times, weather, celebrations, sounds, mail, locks). */
const LEFT_OUT_SUBGROUPS = new Set([58, 59, 60, 66, 74, 77]);
/** People-and-body subgroups read as names (roles, activities, sports: "cook", "surfer"). */
const PEOPLE_SUBGROUPS = new Set([25, 27, 28]);

interface EmojibaseRecord {
  label?: string;
  emoji?: string;
  group?: number;
  subgroup?: number;
}

let names: Map<string, string> | null = null;

/** Emoji key (emojiKey: no variation selectors or skin tones) -> lower-case name. */
function emojiNames(): Map<string, string> {
  if (names) return names;
  names = new Map();
  let data: EmojibaseRecord[] = [];
  try {
    // Read, not required: the require cache would keep the whole parsed file alive in every worker.
    const file = createRequire(import.meta.url).resolve('emojibase-data/en/data.json');
    data = JSON.parse(readFileSync(file, 'utf8')) as EmojibaseRecord[];
  } catch {
    return names;
  }
  for (const e of data) {
    if (
      typeof e.emoji !== 'string' ||
      typeof e.label !== 'string' ||
      e.group === undefined ||
      e.subgroup === undefined
    )
      continue;
    const topical = TOPICAL_GROUPS.has(e.group)
      ? !LEFT_OUT_SUBGROUPS.has(e.subgroup)
      : PEOPLE_SUBGROUPS.has(e.subgroup);
    if (topical) names.set(emojiKey(e.emoji), e.label.toLowerCase().replace(/[:,]/g, ' '));
  }
  return names;
}

const ZWJ = 0x200d;

/** Whether a code point can start an emoji (pictographs, dingbats and the like). */
const mayStartEmoji = (cp: number) =>
  (cp >= 0x1f000 && cp <= 0x1faff) ||
  (cp >= 0x2300 && cp <= 0x2bff) ||
  cp === 0x3030 ||
  cp === 0x303d ||
  cp === 0x3297 ||
  cp === 0x3299;
/** Whether a code point continues the emoji before it (variation selectors, skin tones). */
const modifies = (cp: number) => cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff);

/** The text with every topical emoji replaced by " its name " (other text untouched). */
export function nameEmoji(text: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length;) {
    if (text.charCodeAt(i) < 0x2300) {
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    if (!mayStartEmoji(cp)) {
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    // The whole sequence: modifiers, and further emoji joined by ZWJ.
    let end = i + (cp > 0xffff ? 2 : 1);
    for (;;) {
      const next = text.codePointAt(end);
      if (next === undefined) break;
      if (modifies(next)) end += next > 0xffff ? 2 : 1;
      else if (next === ZWJ && end + 1 < text.length) {
        const joined = text.codePointAt(end + 1)!;
        end += 1 + (joined > 0xffff ? 2 : 1);
      } else break;
    }
    const table = emojiNames();
    const single = end - i === (cp > 0xffff ? 2 : 1);
    const name = single
      ? table.get(text.slice(i, end))
      : (table.get(emojiKey(text.slice(i, end))) ?? table.get(String.fromCodePoint(cp)));
    if (name !== undefined) {
      out += text.slice(copied, i) + ' ' + name + ' ';
      copied = end;
    }
    i = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
