/**
 * Typing cues for a capitalized span of words, shared by the nlp/parse entities
 * (workers/parse/entities.ts, which finds spans with the wink-nlp tagger) and the
 * document recognizer (workers/entities/, which finds them with a cheap scan). Neither
 * tags nor the index are needed here: only the span's words and its neighbours.
 *
 * First cue wins: LAW / EVENT / ORG / FAC / LOC by the span's last (or first) word
 * ("... Act", "... Cup", "... Inc.", "University of ...", "... Airport", "... River"),
 * LOC and GPE by name lists (countries-list names, aliases and capitals, US states, large
 * cities, continents and regions), LANGUAGE for a language name after "in", "speak",
 * "into"... or before "language", NORP for demonyms, PRODUCT for camel-case names
 * (iPhone) and names with a model number, PERSON after a title or with a common first
 * name, ORG for acronyms, PERSON or ORG for the subject of "said"/"told"..., PERSON for
 * 2-3 words that are all names, and ORG for any other multi-word span. A single word
 * with no cue gets no type here (callers decide).
 */
import { countries } from 'countries-list';
import { DEMONYMS, LANGUAGES } from '../parse/lexicon.js';
import type { EntityType } from './types.js';
import { isCapitalizedWord, isCommonWord } from './word-case.js';

const words = (s: string): Set<string> =>
  new Set(
    s
      .trim()
      .split(/\s+/)
      .map((w) => w.toLowerCase()),
  );

/** Personal titles and roles: not part of a name, and the name after one is a PERSON. */
export const TITLES =
  words(`mr mr. mrs mrs. ms ms. dr dr. prof prof. sir dame lady lord president senator sen. rep. gov.
  governor judge justice king queen prince princess pope saint st. general gen. col. capt. captain
  sgt. lt. minister chancellor mayor father sister brother uncle aunt coach`);
export const ORG_LAST =
  words(`inc inc. corp corp. corporation co co. company companies ltd ltd. llc plc group holdings bank
  airlines airways motors technologies technology systems partners capital university college institute
  school association agency council committee commission party ministry department foundation fund
  federation union organization organisation authority board bureau office court senate congress
  parliament assembly reserve police army navy forces times post news journal network labs studios
  records entertainment media club fc team church services industries enterprises international
  pharmaceuticals pharma energy airlines bancorp trust exchange league guild society alliance`);
export const ORG_FIRST = words(
  `university bank bureau department ministry institute council house`,
);
export const LAW_LAST = words(
  `act law amendment constitution treaty code directive regulation convention accord protocol`,
);
export const EVENT_LAST =
  words(`war olympics games cup championship championships festival summit conference expo
  bowl marathon prix election elections revolution crisis tournament open week fair`);
export const FAC_LAST =
  words(`airport bridge stadium arena tower towers street avenue ave road boulevard highway building
  hall station square palace castle cathedral temple mosque port harbor harbour tunnel dam canal mall
  plaza center centre museum library gallery theater theatre hotel`);
export const LOC_LAST =
  words(`river mountain mountains ocean sea lake valley desert island islands peninsula gulf bay coast
  forest canyon strait falls plateau basin glacier`);
const LOC_NAMES =
  words(`europe asia africa antarctica oceania arctic antarctic caribbean mediterranean sahara
  himalayas alps balkans scandinavia siberia`);
const LOC_PHRASES = new Set([
  'north america',
  'south america',
  'latin america',
  'central america',
  'middle east',
  'southeast asia',
  'east asia',
  'west africa',
  'east africa',
  'silicon valley',
  'the middle east',
  'eastern europe',
  'western europe',
  'central asia',
  'south asia',
  'sub-saharan africa',
  'north africa',
]);
const GPE_EXTRA =
  words(`u.s. u.s.a. u.k. us usa uk america britain england scotland wales northern ireland russia
  korea taiwan hong kong macau palestine vatican kosovo`);
const US_STATES =
  words(`alabama alaska arizona arkansas california colorado connecticut delaware florida georgia
  hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
  mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah
  vermont virginia washington wisconsin wyoming`);
const US_STATE_PHRASES = new Set([
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'rhode island',
  'south carolina',
  'south dakota',
  'west virginia',
  'new york city',
  'los angeles',
  'san francisco',
  'san diego',
  'san jose',
  'las vegas',
  'new orleans',
  'rio de janeiro',
  'sao paulo',
  'são paulo',
  'buenos aires',
  'mexico city',
  'hong kong',
  'tel aviv',
  'cape town',
  'kuala lumpur',
  'abu dhabi',
  'st. louis',
  'salt lake city',
  'washington d.c.',
  'washington dc',
  'united states',
  'united kingdom',
  'south korea',
  'north korea',
  'new zealand',
  'south africa',
  'saudi arabia',
  'united arab emirates',
  'czech republic',
]);
const CITIES =
  words(`london paris berlin madrid rome tokyo beijing shanghai moscow chicago boston seattle houston
  dallas austin atlanta miami philadelphia phoenix denver detroit toronto montreal vancouver sydney melbourne
  dubai mumbai delhi bangalore singapore seoul istanbul cairo lagos nairobi johannesburg amsterdam brussels
  vienna zurich geneva munich frankfurt hamburg milan barcelona lisbon dublin edinburgh manchester
  stockholm oslo copenhagen helsinki warsaw prague budapest athens kyiv kiev jerusalem riyadh tehran baghdad
  karachi lahore dhaka bangkok jakarta manila hanoi osaka shenzhen guangzhou taipei brooklyn manhattan
  hollywood cupertino brisbane auckland lima bogota santiago caracas havana ottawa calgary portland
  baltimore pittsburgh cleveland minneapolis nashville orlando tampa sacramento oakland`);
export const FIRST_NAMES =
  words(`james john robert michael william david richard joseph thomas charles christopher daniel
  matthew anthony mark donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward
  jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel
  gregory alexander frank patrick raymond jack dennis jerry tyler aaron jose adam nathan henry douglas
  zachary peter kyle noah ethan jeremy walter christian keith roger terry austin sean gerald carl harold
  dylan arthur lawrence jordan jesse bryan billy bruce gabriel joe logan alan juan albert willie elijah
  randy wayne vincent russell louis bobby philip johnny tim tom bill bob mike steve jim joe elon barack
  mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty sandra margaret
  ashley kimberly emily donna michelle carol amanda melissa deborah stephanie rebecca sharon laura cynthia
  dorothy amy kathleen angela shirley emma brenda pamela nicole anna samantha katherine christine debra
  rachel carolyn janet maria olivia heather helen catherine diane julie victoria joyce lauren kelly
  christina ruth joan virginia judith evelyn hannah andrea megan cheryl jacqueline martha madison teresa
  gloria sara janice ann kathryn abigail sophia frances jean alice judy isabella julia grace amber denise
  danielle marilyn beverly charlotte natalie theresa diana brittany doris kayla alexis lori marie jane
  hillary angela kamala taylor oprah greta vladimir xi narendra emmanuel angela boris justin jeff satya
  sundar tim warren mohammed muhammad ahmed ali hans pierre jean carlos luis miguel pedro giovanni marco
  yuki hiroshi wei li chen raj priya`);
export const SAY_VERBS = words(
  `said says told tells added explained announced wrote noted argued asked replied`,
);
/** Lower-case words allowed inside a name: "Bank of America", "Procter & Gamble", "Ludwig van Beethoven". */
export const CONNECTORS = words(`of the & and de del della da di van von der la le du bin al`);
/** Acronyms that are places. */
export const ACRONYM_GPE = words(`us usa uk uae eu`);

let gpeNames: Set<string> | null = null;

/** Lower-case names of geo-political entities: countries, aliases, capitals, US states, large cities. */
export function gpes(): Set<string> {
  if (gpeNames) return gpeNames;
  gpeNames = new Set<string>();
  for (const c of Object.values(countries) as Array<{
    name: string;
    native?: string;
    capital?: string;
    alias?: string[];
  }>) {
    gpeNames.add(c.name.toLowerCase());
    if (c.capital) for (const cap of c.capital.split(',')) gpeNames.add(cap.trim().toLowerCase());
    for (const a of c.alias ?? []) gpeNames.add(a.toLowerCase());
  }
  for (const w of [...GPE_EXTRA, ...US_STATES, ...CITIES, ...US_STATE_PHRASES]) gpeNames.add(w);
  return gpeNames;
}

/** Starts with a capital letter, or is camel case ("iPhone", "eBay"). */
export const isCapitalized = (s: string): boolean => /^\p{Lu}/u.test(s) || /^[a-z]+\p{Lu}/u.test(s);
/** Camel case with a lower-case start: "iPhone", "eBay". */
export const isCamel = (s: string): boolean => /^[a-z]+\p{Lu}\p{L}*$/u.test(s);

/** A span of words and what surrounds it. */
export interface CueSpan {
  /** Lower-case words of the span (typographic apostrophes as '). */
  lows: readonly string[];
  /** The words as written. */
  texts: readonly string[];
  /** Lower-case previous token ('' at the start): a word or a punctuation mark. */
  prevLower: string;
  /** Lower-case next token and the one after it ('' past the end). */
  nextLower: string;
  next2Lower: string;
  /** Between an opening and a closing quotation mark. */
  quoted: boolean;
}

/** Which cue typed a span. `multi-word` is the weakest: a span of several capitalized words and nothing else. */
export type Cue =
  | 'known'
  | 'quote'
  | 'suffix'
  | 'place'
  | 'language'
  | 'demonym'
  | 'product'
  | 'title'
  | 'first-name'
  | 'acronym'
  | 'speech'
  | 'names'
  | 'multi-word';

export interface SpanTyping {
  type: EntityType;
  cue: Cue;
}

const hit = (type: EntityType, cue: Cue): SpanTyping => ({ type, cue });

/**
 * The type of a capitalized span by the first cue that applies, or null for a single word
 * without any. `known` maps lower-case span texts already typed in the document.
 */
export function typeSpan(span: CueSpan, known: ReadonlyMap<string, EntityType>): SpanTyping | null {
  const { lows, texts } = span;
  const n = lows.length;
  if (n === 0) return null;
  const text = n === 1 ? lows[0]! : lows.join(' ');
  const last = lows[n - 1]!;
  const first = lows[0]!;
  const seen = known.get(text);
  if (seen) return hit(seen, 'known');
  if (span.quoted) return hit('WORK_OF_ART', 'quote');
  if (n >= 2) {
    if (LAW_LAST.has(last)) return hit('LAW', 'suffix');
    if (EVENT_LAST.has(last)) return hit('EVENT', 'suffix');
    if (ORG_LAST.has(last) || ORG_FIRST.has(first)) return hit('ORG', 'suffix');
    if (FAC_LAST.has(last)) return hit('FAC', 'suffix');
    if (LOC_LAST.has(last)) return hit('LOC', 'suffix');
  }
  if (LOC_PHRASES.has(text) || (n === 1 && LOC_NAMES.has(text))) return hit('LOC', 'place');
  const g = gpes();
  if (g.has(text) || (text.endsWith('.') && g.has(text.slice(0, -1)))) return hit('GPE', 'place');
  if (n >= 2 && GPE_LAST.has(last)) return hit('GPE', 'suffix');
  if (n === 1) {
    if (LANGUAGES.has(first)) {
      const p = span.prevLower;
      if (LANGUAGE_BEFORE.has(p) || span.nextLower === 'language' || span.nextLower === 'speakers')
        return hit('LANGUAGE', 'language');
    }
    if (DEMONYMS.has(first) || (first.endsWith('s') && DEMONYMS.has(first.slice(0, -1))))
      return hit('NORP', 'demonym');
    if (isCamel(texts[0]!)) return hit('PRODUCT', 'product');
  }
  if (n >= 2 && n <= 4 && isDigit(last.charCodeAt(0))) return hit('PRODUCT', 'product');
  if (n <= 4 && texts.some(isModelCode)) return hit('PRODUCT', 'product');
  if (texts.some(isCamel)) return hit('PRODUCT', 'product');
  if (TITLES.has(span.prevLower)) return hit('PERSON', 'title');
  if (n >= 2 && n <= 4 && FIRST_NAMES.has(first) && !lows.some((w) => CONNECTORS.has(w)))
    return hit('PERSON', 'first-name');
  if (n === 1) {
    const letters = texts[0]!.replace(NOT_LETTERS, '');
    if (letters.length >= 2 && letters.length <= 6 && letters === letters.toUpperCase()) {
      return ACRONYM_GPE.has(first) ? hit('GPE', 'acronym') : hit('ORG', 'acronym');
    }
  }
  if (n === 1) return null;
  const allNames = lows.every(
    (w) => isCapitalizedWord(w) || (!isCommonWord(w) && ONLY_LETTERS.test(w)),
  );
  const said =
    SAY_VERBS.has(span.nextLower) || (span.nextLower === ',' && SAY_VERBS.has(span.next2Lower));
  if (n <= 3 && said) return allNames ? hit('PERSON', 'speech') : hit('ORG', 'speech');
  if (n <= 3 && allNames && !lows.some((w) => CONNECTORS.has(w))) return hit('PERSON', 'names');
  return hit('ORG', 'multi-word');
}

const GPE_LAST = words('city county province state republic kingdom');
const LANGUAGE_BEFORE = words(
  'in into speak speaks spoke speaking from learn learning learned fluent',
);
const NOT_LETTERS = /[^\p{L}]/gu;
const ONLY_LETTERS = /^\p{L}+$/u;
const MODEL_CODE = /^\p{Lu}+\d+\p{L}*$/u;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
/** Upper-case letters then digits: "RAV4", "PS5", "F150". */
const isModelCode = (t: string): boolean => MODEL_CODE.test(t);
