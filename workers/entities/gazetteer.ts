/**
 * Gazetteer mentions: taxonomy matches (found by the rule engine in the same text) whose
 * chosen category is a named entity (entities.types) and which the text writes as a
 * name: every word of the match capitalized, camel case or an acronym (lower-case
 * connectors such as "of" and "de" allowed), or a capitalized start followed by lower-case
 * words only, in which case the capitalized part is the mention ("Starbucks coffee", a
 * pattern of Starbucks, gives "Starbucks"). "apple pie" and "apple" in lower case are
 * not entities; "Apple" mid-sentence is.
 *
 * A match whose capitals say nothing (the first word of a sentence, a headline,
 * shouting) is strong only when one of its words is not a common word ("Paris"), or a
 * verb such as "announced" or a possessive follows it ("Apple announced", "Turkey's");
 * otherwise it is weak and counts only when another mention establishes the entity.
 * An acronym or camel-case word must be how the category's name is written (or, for an
 * acronym, its initials): "iOS" is not the island Ios. Greetings and function words alone
 * ("Hey") are never names. Matches that start or end inside a word of the scan, or cover
 * a hashtag, @mention or URL, are left out; a match inside a longer accepted one is
 * dropped.
 *
 * Matches of non-entity categories are returned as plain spans: text that is exactly a
 * common concept ("Christmas", "Hot Dog") is not a name found from capitals alone.
 */
import { ACRONYM_GPE, CONNECTORS } from './cues.js';
import { FUNCTION_WORDS, NOT_NAMES, REPORT_VERBS } from './lexicon.js';
import type { Mention } from './mention.js';
import { informativeCase } from './names.js';
import {
  F_CAMEL,
  F_CAP,
  F_POSS,
  F_UPPER,
  K_HASHTAG,
  K_MENTION,
  K_NUMBER,
  K_URL,
  K_WORD,
  type TokenScan,
} from './scan.js';
import type { EntityTypeTable } from './table.js';
import { typeOfCode } from './types.js';
import { isCommonWord } from './word-case.js';

/** Taxonomy matches the engine already found in the text: char offsets and the category chosen for each. */
export interface TaxonomyMatch {
  start: number;
  end: number;
  category: number;
}

export interface GazetteerResult {
  mentions: Mention[];
  /** [start, end) pairs of matches of categories that are not entities. */
  plain: number[];
}

/** The capital (or the word itself) of token k shows a name. */
function evidence(scan: TokenScan, modes: Uint8Array, k: number): boolean {
  const f = scan.flags[k]!;
  const low = scan.lower(k);
  if (FUNCTION_WORDS.has(low) && !ACRONYM_GPE.has(low)) return false;
  if (f & F_UPPER) return ACRONYM_GPE.has(low) || !isCommonWord(low);
  return informativeCase(scan, modes, k) || !isCommonWord(low);
}

function corroborated(scan: TokenScan, b: number): boolean {
  if (scan.flags[b]! & F_POSS) return true;
  const nx = b + 1;
  return (
    nx < scan.n &&
    scan.sentence[nx] === scan.sentence[b] &&
    scan.kind[nx] === K_WORD &&
    REPORT_VERBS.has(scan.lower(nx))
  );
}

export function gazetteerMentions(
  scan: TokenScan,
  modes: Uint8Array,
  matches: ArrayLike<TaxonomyMatch> | null | undefined,
  table: EntityTypeTable | null,
  limit: number,
): GazetteerResult {
  const found: Mention[] = [];
  const plain: number[] = [];
  const count =
    matches && typeof matches.length === 'number' ? Math.max(0, Math.floor(matches.length)) : 0;
  for (let i = 0; i < count; i++) {
    const m = matches![i];
    if (!m || typeof m !== 'object') continue;
    const { start: s, end: e, category: c } = m;
    if (
      !Number.isInteger(s) ||
      !Number.isInteger(e) ||
      !Number.isInteger(c) ||
      s < 0 ||
      e <= s ||
      e > limit
    )
      continue;
    const type = table ? typeOfCode(table.code(c)) : null;
    if (!type) {
      plain.push(s, e);
      continue;
    }
    const mention = acceptMatch(scan, modes, s, e, c, table!);
    if (mention) {
      mention.type = type;
      found.push(mention);
    }
  }
  return { mentions: dropContained(found), plain };
}

function acceptMatch(
  scan: TokenScan,
  modes: Uint8Array,
  s: number,
  e: number,
  category: number,
  table: EntityTypeTable,
): Mention | null {
  const a = scan.tokenAtOrAfter(s);
  if (a >= scan.n || scan.start[a]! < s || scan.start[a]! >= e) return null;
  let b = a;
  while (b + 1 < scan.n && scan.start[b + 1]! < e) b++;
  if (scan.end[b]! > e) return null;
  let content = 0;
  let shown = false;
  let first = -1; // first and last token of the name part
  let last = -1;
  let tail = false; // past the name part: only lower-case words may follow
  const words: string[] = [];
  for (let k = a; k <= b; k++) {
    const kind = scan.kind[k];
    if (kind === K_HASHTAG || kind === K_MENTION || kind === K_URL) return null;
    if (kind === K_NUMBER) {
      if (!tail && first >= 0) {
        words.push(scan.lower(k));
        last = k;
      }
      continue;
    }
    if (kind !== K_WORD) continue;
    const low = scan.lower(k);
    const f = scan.flags[k]!;
    if (!(f & (F_CAP | F_CAMEL | F_UPPER))) {
      if (CONNECTORS.has(low) && !tail) {
        if (first >= 0) words.push(low); // "the Alps": the name starts after a leading connector
        continue;
      }
      // "Starbucks coffee": a pattern that goes on after the name in lower case names it by the capitalized part.
      if (content === 0) return null;
      tail = true;
      continue;
    }
    if (tail) return null;
    if (first < 0) first = k;
    words.push(low);
    last = k;
    content++;
    if (!shown && evidence(scan, modes, k)) shown = true;
    if (f & (F_UPPER | F_CAMEL) && !spelledAsNamed(scan, k, category, table)) return null;
  }
  if (content === 0 || first < 0) return null;
  // Greetings, chat words and function words are not names, whatever place shares them ("Hey", "Bra").
  if (content === 1 && first === last) {
    const low = scan.lower(first);
    if ((NOT_NAMES.has(low) || FUNCTION_WORDS.has(low)) && !ACRONYM_GPE.has(low)) return null;
  }
  while (words.length > 0 && CONNECTORS.has(words[words.length - 1]!)) words.pop();
  const start = scan.start[first]!;
  const end = scan.end[last]!;
  return {
    start,
    end,
    text: scan.text.slice(start, end),
    words,
    type: 'ORG',
    category,
    source: 'taxonomy',
    cue: null,
    strong: shown || corroborated(scan, last),
  };
}

/**
 * An acronym or a camel-case word of the text names the category only when its name is
 * written that way, or (acronyms) starts with those initials: "NASA" and "UK" are their
 * categories ("National Aeronautics and Space Administration", "United Kingdom"), "iOS"
 * is not Ios, "SITA" is not Sita. Without names (no index) anything goes.
 */
function spelledAsNamed(
  scan: TokenScan,
  k: number,
  category: number,
  table: EntityTypeTable,
): boolean {
  if (!table.nameOf) return true;
  const written = scan.textOf(k).replace(/\./g, '');
  const name = table.nameOf(category);
  if (name.split(/[\s,()/-]+/).some((w) => w.replace(/\./g, '') === written)) return true;
  if (!(scan.flags[k]! & F_UPPER)) return false;
  let initials = '';
  for (const w of name.split(/[\s,()/-]+/))
    if (w && !CONNECTORS.has(w.toLowerCase())) initials += w[0]!.toUpperCase();
  return initials.startsWith(written.toUpperCase());
}

/** Keeps the longest of overlapping mentions (the first one on a tie). */
function dropContained(list: Mention[]): Mention[] {
  list.sort((x, y) => x.start - y.start || y.end - x.end);
  const out: Mention[] = [];
  let reach = -1;
  for (const m of list) {
    if (m.start < reach) continue;
    out.push(m);
    reach = m.end;
  }
  return out;
}
