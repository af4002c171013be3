/**
 * A keyword that starts with a person's name the index does not know ("tom brady",
 * "greta thunberg climate change"): its given name and surname are not read as words or
 * places. Without this, "tom brady" is Brady, Texas, "gordon ramsay" a neighbourhood of
 * Calgary and "patrick mahomes" a patron saint.
 *
 * The name is the keyword's first two or three tokens when:
 *  - the first is a given name (CLASS_GIVEN_NAME) said as a name (SUBTLEX's spelling of it
 *    is capitalized: "Tom", "Grace"; not "will", "art", "summer");
 *  - each one after it is a surname (CLASS_SURNAME: "smith", "swift") or said as a name
 *    or never heard ("brady", "thunberg");
 *  - no pattern covers the name: "tom ford", "ruby tuesday", "austin texas", "kia sorento"
 *    are known. (A given name that is a brand too stays a name when its pair is unknown:
 *    "betty crocker", "billie eilish", "jack daniels" were a Missouri town, a truncheon and a
 *    jeweller.)
 *  - the token after the name, if any, is not said as a name too (a longer run of names
 *    is no person's name we can tell apart), and the surname is no country, state or large
 *    city ("hannah montana");
 *  - the keyword holds no number or code but a year ("tom brady 2024": a year dates what
 *    is sought, a model number after two names is a product's), and is read in English.
 * Matches inside the name then answer nothing; the other words of the keyword still do
 * ("drew brees jersey" is about the jersey).
 */
import type { MatchList } from '../../native-index/automaton/index.js';
import { CLASS_GIVEN_NAME, CLASS_STOP, CLASS_SURNAME } from '../../native-index/rules-format.js';
import { gpes } from '../entities/cues.js';
import type { TextTokens } from './text-tokens.js';
import { isYearAt } from './token-shape.js';

/** Longest personal name read: given name, middle name, surname. */
const MAX_NAME_TOKENS = 3;

/** Whether token t is a year from 1800 to 2099 ("1998", "2026"). */
function isYear(tok: TextTokens, t: number): boolean {
  return isYearAt(tok.text, tok.start[t]!, tok.end[t]!);
}

/** Whether every token from t to the end is a year (true when there is none). */
export function onlyYearsFrom(tok: TextTokens, t: number): boolean {
  for (; t < tok.count; t++) if (!isYear(tok, t)) return false;
  return true;
}

/** Whether a pattern of two tokens or more starts the scanned text. */
export function startsWithPhrase(ml: MatchList, matchCount: number): boolean {
  for (let j = 0; j < matchCount; j++)
    if (ml.tokenStart[j] === 0 && ml.tokenEnd[j]! >= 2) return true;
  return false;
}

/**
 * The token end of the personal name that starts the scanned keyword, or 0.
 * `saidAsName(t)`: whether token t is mostly said capitalized, or never heard.
 */
export function personNameEnd(
  tok: TextTokens,
  ml: MatchList,
  matchCount: number,
  saidAsName: (t: number) => boolean,
): number {
  const T = tok.count;
  if (T < 2) return 0;
  if (tok.codes > 0) {
    let years = 0;
    for (let t = 0; t < T; t++) if (isYear(tok, t)) years++;
    if (tok.codes > years) return 0;
  }
  const cls = tok.cls;
  if ((cls[0]! & CLASS_GIVEN_NAME) === 0 || !saidAsName(0)) return 0;
  let end = 1;
  while (
    end < T &&
    end < MAX_NAME_TOKENS &&
    (cls[end]! & CLASS_STOP) === 0 &&
    !isYear(tok, end) &&
    ((cls[end]! & CLASS_SURNAME) !== 0 || saidAsName(end))
  )
    end++;
  if (end < 2) return 0;
  if (end < T && saidAsName(end) && (cls[end]! & CLASS_STOP) === 0 && !isYear(tok, end)) return 0;
  if (startsWithPhrase(ml, matchCount)) return 0;
  const surname = tok.text.slice(tok.start[end - 1], tok.end[end - 1]).toLowerCase();
  if (gpes().has(surname)) return 0;
  return end;
}
