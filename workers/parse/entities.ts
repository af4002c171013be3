/**
 * Named entities for nlp/parse: capitalized spans, typed by modest cues. (The gazetteer
 * entities used by classification live elsewhere; this is deliberately small.)
 *
 * 1. Candidate spans: maximal runs of capitalized words (proper-noun tags, or capitalized
 *    words inside a sentence), allowing "of"/"the"/"&"/"de"/"van"... inside ("Bank of
 *    America", "Procter & Gamble") and a trailing model number ("iPhone 15", "Windows 11").
 *    Dates and times (wink's DATE/TIME entities: weekdays, months), the pronoun "I",
 *    personal titles (kept as cues) and a sentence-initial common word ("Sales", "Great")
 *    are left out; so are words that are normally written in lower case when shouted
 *    ("GREAT"), by SUBTLEX case statistics.
 * 2. Typing (the cues are shared with the document recognizer: workers/entities/cues.ts),
 *    first cue wins: LAW / EVENT / FAC / LOC / ORG by the span's last word ("... Act",
 *    "... Cup", "... Airport", "... River", "... Inc."), GPE by country names and aliases
 *    (countries-list), capitals, US states and a list of large cities, LOC by continents and
 *    regions, NORP / LANGUAGE by demonyms and language names (LANGUAGE after "in", "speak",
 *    "into" or before "language"), PERSON after a title or with a common first name, or as
 *    the subject of "said"/"says"/"told", WORK_OF_ART for a capitalized title in quotes,
 *    PRODUCT for camel-case names (iPhone) and names with a model number, ORG for acronyms.
 *    Other multi-word spans: PERSON when every word is a name (SUBTLEX: usually capitalized),
 *    else ORG; other single words: ORG when the tagger calls them proper nouns mid-sentence.
 * 3. A later mention of a PERSON's last name, or of an already typed span, gets its type.
 *
 * token_offset is [first token, last token + 1) in document token indexes (end exclusive,
 * like char_offset), and text === input.slice(char_offset[0], char_offset[1]).
 */
import {
  ACRONYM_GPE,
  CONNECTORS,
  isCamel,
  isCapitalized,
  ORG_LAST,
  TITLES,
  typeSpan,
} from '../entities/cues.js';
import { DEMONYMS, MONTHS, WEEKDAYS } from './lexicon.js';
import { isCommonWord, type TaggedToken } from './tagger.js';
import type { EntityLabel, ParsedEntity, ParsedSentence } from './types.js';

interface Tok {
  t: TaggedToken;
  doc: number;
  /** First word token of its sentence. */
  initial: boolean;
  /** (initial tokens) followed by a capitalized proper noun: "Apple Inc.", "Tim Cook". */
  beforeName?: boolean;
  sentence: number;
}

function capitalizedName(x: Tok): boolean {
  const { t } = x;
  if (!/\p{L}/u.test(t.text)) return false;
  if (!isCapitalized(t.text)) return false;
  if (t.winkEntity === 'DATE' || t.winkEntity === 'TIME' || t.winkEntity === 'DURATION')
    return false;
  if (MONTHS.has(t.lower) || WEEKDAYS.has(t.lower)) return false;
  if (
    t.lower === 'i' ||
    t.tag === 'PRP' ||
    t.tag === 'PRP$' ||
    t.tag === 'DT' ||
    t.tag === 'IN' ||
    t.tag === 'CC' ||
    t.tag === 'MD' ||
    t.tag === 'WP' ||
    t.tag === 'WRB' ||
    t.tag === 'WDT' ||
    t.tag === 'UH' ||
    t.tag === 'EX'
  )
    return false;
  if (x.initial && (/^V/.test(t.tag) || t.tag === 'RB')) return false;
  if (t.tag === 'TO' || t.tag === 'POS') return false;
  const letters = t.text.replace(/[^\p{L}]/gu, '');
  if (
    letters.length > 1 &&
    letters === letters.toUpperCase() &&
    isCommonWord(t.lower) &&
    !ACRONYM_GPE.has(t.lower)
  )
    return false; // shouting
  if (x.initial && !x.beforeName && t.tag !== 'NNP' && t.tag !== 'NNPS') return false;
  if (x.initial && !x.beforeName && isCommonWord(t.lower) && !DEMONYMS.has(t.lower)) return false;
  return true;
}

function typeOf(
  span: Tok[],
  prev: Tok | undefined,
  next: Tok | undefined,
  next2: Tok | undefined,
  known: Map<string, EntityLabel>,
): EntityLabel | null {
  const lows = span.map((x) => x.t.lower.replace(/[’]/g, "'"));
  const typed = typeSpan(
    {
      lows,
      texts: span.map((x) => x.t.text),
      prevLower: prev?.t.lower ?? '',
      nextLower: next?.t.lower ?? '',
      next2Lower: next2?.t.lower ?? '',
      quoted: prev?.t.tag === '``' && next?.t.tag === "''",
    },
    known,
  );
  if (typed) return typed.type;
  // A single word without a cue: an organization when the tagger is confident it is a name.
  const head = span[0]!;
  if ((head.t.tag === 'NNP' || head.t.tag === 'NNPS') && !head.initial && !isCommonWord(lows[0]!))
    return 'ORG';
  return null;
}

export function findEntities(
  text: string,
  sentences: ParsedSentence[],
  tagged: TaggedToken[][],
): ParsedEntity[] {
  const toks: Tok[] = [];
  let doc = 0;
  tagged.forEach((ts, s) => {
    let seenWord = false;
    for (const t of ts) {
      const initial = !seenWord && /\p{L}/u.test(t.text);
      if (/\p{L}|\d/u.test(t.text)) seenWord = true;
      toks.push({ t, doc, initial, sentence: s });
      doc++;
    }
  });
  void sentences;
  for (let i = 0; i + 1 < toks.length; i++) {
    const x = toks[i]!;
    const nx = toks[i + 1]!;
    if (
      x.initial &&
      nx.sentence === x.sentence &&
      (nx.t.tag === 'NNP' || nx.t.tag === 'NNPS') &&
      isCapitalized(nx.t.text) &&
      !isCommonWord(nx.t.lower)
    )
      x.beforeName = true;
  }
  const spans: Array<{ from: number; to: number }> = [];
  for (let i = 0; i < toks.length; i++) {
    if (!capitalizedName(toks[i]!) || TITLES.has(toks[i]!.t.lower)) continue;
    let j = i + 1;
    while (j < toks.length && toks[j]!.sentence === toks[i]!.sentence) {
      const x = toks[j]!;
      if (capitalizedName({ ...x, initial: false }) && !TITLES.has(x.t.lower)) {
        j++;
        continue;
      }
      // connector inside a name: "Bank of America", "Procter & Gamble"
      if (
        CONNECTORS.has(x.t.lower) &&
        j + 1 < toks.length &&
        toks[j + 1]!.sentence === x.sentence &&
        capitalizedName({ ...toks[j + 1]!, initial: false }) &&
        !(
          x.t.lower === 'and' &&
          !ORG_LAST.has(toks[j + 1]!.t.lower) &&
          j + 2 < toks.length &&
          !ORG_LAST.has(toks[j + 2]!.t.lower)
        ) &&
        x.t.lower !== 'the'
      ) {
        j += 2;
        continue;
      }
      // model number: "iPhone 15", "Windows 11"
      if (
        /^\d{1,4}$/.test(x.t.text) &&
        x.t.start === toks[j - 1]!.t.end + 1 &&
        (isCamel(toks[i]!.t.text) ||
          /^(?:pro|max|plus|ultra|mini|series|model|galaxy|windows|playstation|xbox|pixel)$/i.test(
            toks[j - 1]!.t.text,
          ) ||
          (j - i >= 1 && isCamel(toks[j - 1]!.t.text)))
      ) {
        j++;
        continue;
      }
      break;
    }
    spans.push({ from: i, to: j });
    i = j - 1;
  }
  const out: ParsedEntity[] = [];
  const known = new Map<string, EntityLabel>();
  const lastNames = new Map<string, EntityLabel>();
  for (const { from, to } of spans) {
    const span = toks.slice(from, to);
    const lows = span.map((x) => x.t.lower);
    let label = typeOf(span, toks[from - 1], toks[to], toks[to + 1], known);
    if (label === 'ORG' && span.length === 1 && lastNames.has(lows[0]!))
      label = lastNames.get(lows[0]!)!;
    if (span.length === 1 && lastNames.has(lows[0]!) && label !== 'GPE')
      label = lastNames.get(lows[0]!)!;
    if (!label) continue;
    known.set(lows.join(' '), label);
    if (label === 'PERSON' && span.length >= 2) lastNames.set(lows[lows.length - 1]!, 'PERSON');
    const start = span[0]!.t.start;
    const end = span[span.length - 1]!.t.end;
    out.push({
      text: text.slice(start, end),
      label,
      token_offset: [span[0]!.doc, span[span.length - 1]!.doc + 1],
      char_offset: [start, end],
    });
  }
  return out;
}
