/**
 * Names the taxonomy does not know, from capitals alone (no tagger): maximal runs of name
 * words within a sentence (names.ts), joined across lower-case connectors ("Bank of
 * America", "Procter & Gamble") and a model number ("iPhone 15"), ended by punctuation,
 * a possessive, a title or anything else. Each run is typed by the cues shared with
 * nlp/parse (cues.ts); a single word with no cue is a PERSON after a role word or when it
 * is a common first name, else an ORG when it is not a common word (weak at the start of
 * a sentence, unless "said" or the like follows); otherwise it is left out.
 *
 * A first word whose capital says nothing and that is a common word starts a run only
 * when a name suffix ends it ("Apple Inc.", "General Motors"), unless it is a usual
 * sentence opener ("Later", "Finally"). After a personal title, a place name is a
 * person ("Mr. Paris"). Left out as well: a
 * company form alone ("Inc."), runs longer than MAX_NAME_WORDS (title-case lines, not names),
 * multi-word runs of common words with no cue ("Happy Birthday"), and runs that are
 * exactly a match of a non-entity category unless a strong cue types them ("Hot Dog" is food,
 * "Christmas" a holiday; "Supreme Court" keeps its ORG suffix, "iPhone" its camel case).
 */
import {
  CONNECTORS,
  EVENT_LAST,
  FAC_LAST,
  FIRST_NAMES,
  LAW_LAST,
  LOC_LAST,
  ORG_LAST,
  TITLES,
  typeSpan,
  type Cue,
} from './cues.js';
import { COMPANY_FORMS, OPENERS, REPORT_VERBS, ROLES } from './lexicon.js';
import type { Mention } from './mention.js';
import { informativeCase, MODE_SHOUT, nameCased, nameWord } from './names.js';
import { MONTHS } from '../parse/lexicon.js';
import {
  F_CAMEL,
  F_CAP,
  F_INITIAL,
  F_POSS,
  K_NUMBER,
  K_PUNCT,
  K_WORD,
  type TokenScan,
} from './scan.js';
import type { EntityType } from './types.js';
import { isCommonWord } from './word-case.js';

/** Longer runs of capitalized words are titles or headlines, not names. */
export const MAX_NAME_WORDS = 8;

/** Titles before a person's name (not "St." and "Saint": St. Louis is a city). */
const PERSON_TITLES: ReadonlySet<string> = new Set(
  [...TITLES].filter((t) => !/^(?:st\.?|saint)$/.test(t)),
);

/** Last words that make a run a name. */
const SUFFIXES: ReadonlyArray<ReadonlySet<string>> = [
  ORG_LAST,
  LAW_LAST,
  EVENT_LAST,
  FAC_LAST,
  LOC_LAST,
];

/** Cues that type a run even when a common concept of the taxonomy covers it. */
const STRONG_CUES: ReadonlySet<string> = new Set(['suffix', 'title', 'quote', 'speech', 'product']);
const MODEL_WORDS =
  /^(?:pro|max|plus|ultra|mini|series|model|galaxy|windows|playstation|xbox|pixel)$/i;
const OPEN_QUOTES = new Set(['"', '\u201c', '\u2018', '\u00ab']);
const CLOSE_QUOTES = new Set(['"', '\u201d', '\u2019', '\u00bb']);

function sameSentence(scan: TokenScan, a: number, b: number): boolean {
  return b < scan.n && scan.sentence[a] === scan.sentence[b];
}

function isConnectorAt(scan: TokenScan, k: number): boolean {
  const kind = scan.kind[k];
  if (kind !== K_WORD && kind !== K_PUNCT) return false;
  const low = scan.lower(k);
  return low !== 'the' && CONNECTORS.has(low);
}

/** End (exclusive) of the run of name words starting at k. */
function runEnd(scan: TokenScan, modes: Uint8Array, k: number): number {
  let j = k + 1;
  while (j < scan.n && sameSentence(scan, k, j)) {
    if (scan.flags[j - 1]! & F_POSS) break; // "Apple's new phone": the name ends at the possessive
    if (nameWord(scan, modes, j, false)) {
      j++;
      continue;
    }
    // A month name is a name word inside a name: "Theresa May", "Brian May".
    if (scan.flags[j]! & F_CAP && MONTHS.has(scan.lower(j)) && informativeCase(scan, modes, j)) {
      j++;
      continue;
    }
    // A connector inside a name: "Bank of America"; "and" only before a company word ("Johnson & Johnson" uses "&").
    if (
      isConnectorAt(scan, j) &&
      sameSentence(scan, k, j + 1) &&
      nameWord(scan, modes, j + 1, false)
    ) {
      const and = scan.lower(j) === 'and';
      if (
        !and ||
        ORG_LAST.has(scan.lower(j + 1)) ||
        (j + 2 < scan.n && ORG_LAST.has(scan.lower(j + 2)))
      ) {
        j += 2;
        continue;
      }
    }
    // A model number right after the name: "iPhone 15", "Windows 11".
    if (
      scan.kind[j] === K_NUMBER &&
      scan.end[j]! - scan.start[j]! <= 4 &&
      scan.start[j] === scan.end[j - 1]! + 1
    ) {
      if (
        scan.flags[k]! & F_CAMEL ||
        scan.flags[j - 1]! & F_CAMEL ||
        MODEL_WORDS.test(scan.lower(j - 1))
      ) {
        j++;
        continue;
      }
    }
    break;
  }
  return j;
}

/** True when a match of a non-entity category spans exactly [s, e). `plain` holds [start, end) pairs. */
function makeSameSpanTest(plain: readonly number[]): (s: number, e: number) => boolean {
  let ends: Map<number, number[]> | null = null; // built on the first question
  return (s: number, e: number): boolean => {
    if (!ends) {
      ends = new Map();
      for (let p = 0; p < plain.length; p += 2) {
        const list = ends.get(plain[p]!);
        if (list) list.push(plain[p + 1]!);
        else ends.set(plain[p]!, [plain[p + 1]!]);
      }
    }
    return ends.get(s)?.includes(e) ?? false;
  };
}

export function textMentions(
  scan: TokenScan,
  modes: Uint8Array,
  plain: readonly number[],
): Mention[] {
  const out: Mention[] = [];
  const known = new Map<string, EntityType>();
  const common = makeSameSpanTest(plain);
  for (let k = 0; k < scan.n; k++) {
    if (scan.kind[k] !== K_WORD || modes[scan.sentence[k]!] === MODE_SHOUT) continue;
    let j: number;
    if (nameWord(scan, modes, k, (scan.flags[k]! & F_INITIAL) !== 0)) j = runEnd(scan, modes, k);
    else {
      // A common word whose capital says nothing starts a name only when a name suffix
      // ends the run: "Apple Inc.", "General Motors", "Clean Air Act".
      if (!nameCased(scan, k) || OPENERS.has(scan.lower(k)) || scan.lower(k).endsWith('ly'))
        continue;
      j = runEnd(scan, modes, k);
      if (j - k < 2 || !SUFFIXES.some((set) => set.has(scan.lower(j - 1)))) continue;
    }
    const first = k;
    k = j - 1;
    if (j - first > MAX_NAME_WORDS) continue;
    const m = typeRun(scan, modes, first, j, known);
    if (!m) continue;
    if (!STRONG_CUES.has(m.cue!) && common(m.start, m.end)) continue;
    out.push(m);
  }
  return out;
}

function lowerAt(scan: TokenScan, k: number): string {
  return k >= 0 && k < scan.n ? scan.lower(k) : '';
}

function typeRun(
  scan: TokenScan,
  modes: Uint8Array,
  a: number,
  b: number,
  known: Map<string, EntityType>,
): Mention | null {
  const words: string[] = [];
  const texts: string[] = [];
  for (let k = a; k < b; k++) {
    words.push(scan.lower(k));
    texts.push(scan.textOf(k));
  }
  const prev = a > 0 ? scan.textOf(a - 1) : '';
  const next = b < scan.n ? scan.textOf(b) : '';
  const typed = typeSpan(
    {
      lows: words,
      texts,
      prevLower: lowerAt(scan, a - 1),
      nextLower: lowerAt(scan, b),
      next2Lower: lowerAt(scan, b + 1),
      quoted: OPEN_QUOTES.has(prev) && CLOSE_QUOTES.has(next),
    },
    known,
  );
  let type: EntityType | null = typed?.type ?? null;
  let cue: Cue | 'role' | 'single' | null = typed?.cue ?? null;
  // After a personal title a place name is a person's name ("Mr. Paris", "President Jackson").
  if (typed?.cue === 'place' && PERSON_TITLES.has(lowerAt(scan, a - 1)))
    [type, cue] = ['PERSON', 'title'];
  let strong = true;
  const n = b - a;
  if (n === 1 && COMPANY_FORMS.has(words[0]!.replace(/\.$/, ''))) return null; // "Inc." alone
  if (!typed && n === 1) {
    const low = words[0]!;
    const shown = informativeCase(scan, modes, a);
    if (ROLES.has(lowerAt(scan, a - 1))) [type, cue] = ['PERSON', 'role'];
    else if (shown && FIRST_NAMES.has(low)) [type, cue] = ['PERSON', 'first-name'];
    else if (!isCommonWord(low) && /\p{L}.*\p{L}/u.test(low)) {
      // An unknown capitalized word: a name, but at the start of a sentence only with a
      // verb like "said" after it; else it counts only as a mention of an entity named
      // elsewhere (often a last name: "Merkel said" after "Angela Merkel").
      [type, cue] = ['ORG', 'single'];
      strong = shown || scan.flags[a]! & F_POSS ? true : REPORT_VERBS.has(lowerAt(scan, b));
    }
  }
  if (!type) return null;
  // An unknown acronym is as often a common term ("HDD", "ENT") as an organization: it
  // needs a verb like "said" or a possessive after it, the taxonomy, or a second mention.
  if (cue === 'acronym' && type === 'ORG')
    strong = scan.flags[a]! & F_POSS ? true : REPORT_VERBS.has(lowerAt(scan, b));
  // Capitalized common words and nothing else: a phrase in title case ("Happy Birthday").
  if (cue === 'multi-word' && words.every((w) => CONNECTORS.has(w) || isCommonWord(w))) return null;
  if (cue !== 'known') known.set(words.join(' '), type);
  const start = scan.start[a]!;
  const end = scan.end[b - 1]!;
  return {
    start,
    end,
    text: scan.text.slice(start, end),
    words,
    type,
    category: -1,
    source: 'text',
    cue,
    strong,
  };
}
