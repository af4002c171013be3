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
 * 2. Typing, first cue wins: LAW / EVENT / FAC / LOC / ORG by the span's last word ("... Act",
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
import { countries } from 'countries-list';
import { DEMONYMS, LANGUAGES, MONTHS, WEEKDAYS } from './lexicon.js';
import { isCapitalizedWord, isCommonWord, type TaggedToken } from './tagger.js';
import type { EntityLabel, ParsedEntity, ParsedSentence } from './types.js';

const words = (s: string): Set<string> => new Set(s.trim().split(/\s+/).map((w) => w.toLowerCase()));

const TITLES = words(`mr mr. mrs mrs. ms ms. dr dr. prof prof. sir dame lady lord president senator sen. rep. gov.
  governor judge justice king queen prince princess pope saint st. general gen. col. capt. captain
  sgt. lt. minister chancellor mayor father sister brother uncle aunt coach`);
const ORG_LAST = words(`inc inc. corp corp. corporation co co. company companies ltd ltd. llc plc group holdings bank
  airlines airways motors technologies technology systems partners capital university college institute
  school association agency council committee commission party ministry department foundation fund
  federation union organization organisation authority board bureau office court senate congress
  parliament assembly reserve police army navy forces times post news journal network labs studios
  records entertainment media club fc team church services industries enterprises international
  pharmaceuticals pharma energy airlines bancorp trust exchange league guild society alliance`);
const ORG_FIRST = words(`university bank bureau department ministry institute council house`);
const LAW_LAST = words(`act law amendment constitution treaty code directive regulation convention accord protocol`);
const EVENT_LAST = words(`war olympics games cup championship championships festival summit conference expo
  bowl marathon prix election elections revolution crisis tournament open week fair`);
const FAC_LAST = words(`airport bridge stadium arena tower towers street avenue ave road boulevard highway building
  hall station square palace castle cathedral temple mosque port harbor harbour tunnel dam canal mall
  plaza center centre museum library gallery theater theatre hotel`);
const LOC_LAST = words(`river mountain mountains ocean sea lake valley desert island islands peninsula gulf bay coast
  forest canyon strait falls plateau basin glacier`);
const LOC_NAMES = words(`europe asia africa antarctica oceania arctic antarctic caribbean mediterranean sahara
  himalayas alps balkans scandinavia siberia`);
const LOC_PHRASES = new Set(['north america', 'south america', 'latin america', 'central america', 'middle east',
  'southeast asia', 'east asia', 'west africa', 'east africa', 'silicon valley', 'the middle east', 'eastern europe',
  'western europe', 'central asia', 'south asia', 'sub-saharan africa', 'north africa']);
const GPE_EXTRA = words(`u.s. u.s.a. u.k. us usa uk america britain england scotland wales northern ireland russia
  korea taiwan hong kong macau palestine vatican kosovo`);
const US_STATES = words(`alabama alaska arizona arkansas california colorado connecticut delaware florida georgia
  hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
  mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah
  vermont virginia washington wisconsin wyoming`);
const US_STATE_PHRASES = new Set(['new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina', 'north dakota',
  'rhode island', 'south carolina', 'south dakota', 'west virginia', 'new york city', 'los angeles', 'san francisco',
  'san diego', 'san jose', 'las vegas', 'new orleans', 'rio de janeiro', 'sao paulo', 'são paulo', 'buenos aires',
  'mexico city', 'hong kong', 'tel aviv', 'cape town', 'kuala lumpur', 'abu dhabi', 'st. louis', 'salt lake city',
  'washington d.c.', 'washington dc', 'united states', 'united kingdom', 'south korea', 'north korea', 'new zealand',
  'south africa', 'saudi arabia', 'united arab emirates', 'czech republic']);
const CITIES = words(`london paris berlin madrid rome tokyo beijing shanghai moscow chicago boston seattle houston
  dallas austin atlanta miami philadelphia phoenix denver detroit toronto montreal vancouver sydney melbourne
  dubai mumbai delhi bangalore singapore seoul istanbul cairo lagos nairobi johannesburg amsterdam brussels
  vienna zurich geneva munich frankfurt hamburg milan barcelona lisbon dublin edinburgh manchester
  stockholm oslo copenhagen helsinki warsaw prague budapest athens kyiv kiev jerusalem riyadh tehran baghdad
  karachi lahore dhaka bangkok jakarta manila hanoi osaka shenzhen guangzhou taipei brooklyn manhattan
  hollywood cupertino brisbane auckland lima bogota santiago caracas havana ottawa calgary portland
  baltimore pittsburgh cleveland minneapolis nashville orlando tampa sacramento oakland`);
const FIRST_NAMES = words(`james john robert michael william david richard joseph thomas charles christopher daniel
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
const SAY_VERBS = words(`said says told tells added explained announced wrote noted argued asked replied`);
const CONNECTORS = words(`of the & and de del della da di van von der la le du bin al`);
const ACRONYM_GPE = words(`us usa uk uae eu`);

let gpeNames: Set<string> | null = null;
function gpes(): Set<string> {
  if (gpeNames) return gpeNames;
  gpeNames = new Set<string>();
  for (const c of Object.values(countries) as Array<{ name: string; native?: string; capital?: string; alias?: string[] }>) {
    gpeNames.add(c.name.toLowerCase());
    if (c.capital) for (const cap of c.capital.split(',')) gpeNames.add(cap.trim().toLowerCase());
    for (const a of c.alias ?? []) gpeNames.add(a.toLowerCase());
  }
  for (const w of [...GPE_EXTRA, ...US_STATES, ...CITIES, ...US_STATE_PHRASES]) gpeNames.add(w);
  return gpeNames;
}

interface Tok {
  t: TaggedToken;
  doc: number;
  /** First word token of its sentence. */
  initial: boolean;
  /** (initial tokens) followed by a capitalized proper noun: "Apple Inc.", "Tim Cook". */
  beforeName?: boolean;
  sentence: number;
}

const isCapitalized = (s: string): boolean => /^\p{Lu}/u.test(s) || /^[a-z]+\p{Lu}/u.test(s);
const isCamel = (s: string): boolean => /^[a-z]+\p{Lu}\p{L}*$/u.test(s);

function capitalizedName(x: Tok): boolean {
  const { t } = x;
  if (!/\p{L}/u.test(t.text)) return false;
  if (!isCapitalized(t.text)) return false;
  if (t.winkEntity === 'DATE' || t.winkEntity === 'TIME' || t.winkEntity === 'DURATION') return false;
  if (MONTHS.has(t.lower) || WEEKDAYS.has(t.lower)) return false;
  if (t.lower === 'i' || t.tag === 'PRP' || t.tag === 'PRP$' || t.tag === 'DT' || t.tag === 'IN' || t.tag === 'CC' || t.tag === 'MD' || t.tag === 'WP' || t.tag === 'WRB' || t.tag === 'WDT' || t.tag === 'UH' || t.tag === 'EX') return false;
  if (x.initial && (/^V/.test(t.tag) || t.tag === 'RB')) return false;
  if (t.tag === 'TO' || t.tag === 'POS') return false;
  const letters = t.text.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase() && isCommonWord(t.lower) && !ACRONYM_GPE.has(t.lower)) return false; // shouting
  if (x.initial && !x.beforeName && t.tag !== 'NNP' && t.tag !== 'NNPS') return false;
  if (x.initial && !x.beforeName && isCommonWord(t.lower) && !DEMONYMS.has(t.lower)) return false;
  return true;
}

function typeOf(span: Tok[], prev: Tok | undefined, next: Tok | undefined, next2: Tok | undefined, known: Map<string, EntityLabel>): EntityLabel | null {
  const lows = span.map((x) => x.t.lower.replace(/[’]/g, "'"));
  const text = lows.join(' ');
  const last = lows[lows.length - 1]!;
  const first = lows[0]!;
  const n = span.length;
  const g = gpes();
  if (known.has(text)) return known.get(text)!;
  if (prev && (prev.t.tag === '``') && next && next.t.tag === "''" && n >= 1) return 'WORK_OF_ART';
  if (n >= 2 && LAW_LAST.has(last)) return 'LAW';
  if (n >= 2 && EVENT_LAST.has(last)) return 'EVENT';
  if (n >= 2 && (ORG_LAST.has(last) || ORG_FIRST.has(first))) return 'ORG';
  if (n >= 2 && FAC_LAST.has(last)) return 'FAC';
  if (n >= 2 && LOC_LAST.has(last)) return 'LOC';
  if (LOC_PHRASES.has(text) || (n === 1 && LOC_NAMES.has(text))) return 'LOC';
  if (g.has(text) || g.has(text.replace(/\.$/, ''))) return 'GPE';
  if (n >= 2 && /^(?:city|county|province|state|republic|kingdom)$/.test(last)) return 'GPE';
  if (n === 1) {
    const single = lows[0]!;
    const base = single.replace(/s$/, '');
    if (LANGUAGES.has(single)) {
      const p = prev?.t.lower ?? '';
      if (/^(?:in|into|speak|speaks|spoke|speaking|from|learn|learning|learned|fluent)$/.test(p) || next?.t.lower === 'language' || next?.t.lower === 'speakers') return 'LANGUAGE';
    }
    if (DEMONYMS.has(single) || (single.endsWith('s') && DEMONYMS.has(base))) return 'NORP';
    if (isCamel(span[0]!.t.text)) return 'PRODUCT';
  }
  if (n >= 2 && /^\d/.test(last) && span.length <= 4) return 'PRODUCT';
  if (span.some((x) => /^\p{Lu}+\d+\p{L}*$/u.test(x.t.text)) && n <= 4) return 'PRODUCT';
  if (span.some((x) => isCamel(x.t.text))) return 'PRODUCT';
  if (prev && TITLES.has(prev.t.lower)) return 'PERSON';
  if (n >= 2 && n <= 4 && FIRST_NAMES.has(first) && !lows.some((w) => CONNECTORS.has(w))) return 'PERSON';
  const letters = span[0]!.t.text.replace(/[^\p{L}]/gu, '');
  if (n === 1 && letters.length >= 2 && letters.length <= 6 && letters === letters.toUpperCase()) return ACRONYM_GPE.has(single(lows)) ? 'GPE' : 'ORG';
  const allNames = lows.every((w) => isCapitalizedWord(w) || (!isCommonWord(w) && /^\p{L}+$/u.test(w)));
  if (n >= 2 && n <= 3 && ((next && SAY_VERBS.has(next.t.lower)) || (next && next.t.tag === ',' && next2 && SAY_VERBS.has(next2.t.lower)))) return allNames ? 'PERSON' : 'ORG';
  if (n >= 2 && n <= 3 && allNames && !lows.some((w) => CONNECTORS.has(w))) return 'PERSON';
  if (n >= 2) return 'ORG';
  // single unknown word: an organization when the tagger is confident it is a name
  if ((span[0]!.t.tag === 'NNP' || span[0]!.t.tag === 'NNPS') && !span[0]!.initial && !isCommonWord(first)) return 'ORG';
  return null;
}
const single = (lows: string[]): string => lows[0]!;

export function findEntities(text: string, sentences: ParsedSentence[], tagged: TaggedToken[][]): ParsedEntity[] {
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
    if (x.initial && nx.sentence === x.sentence && (nx.t.tag === 'NNP' || nx.t.tag === 'NNPS') && isCapitalized(nx.t.text) && !isCommonWord(nx.t.lower)) x.beforeName = true;
  }
  const spans: Array<{ from: number; to: number }> = [];
  for (let i = 0; i < toks.length; i++) {
    if (!capitalizedName(toks[i]!) || TITLES.has(toks[i]!.t.lower)) continue;
    let j = i + 1;
    while (j < toks.length && toks[j]!.sentence === toks[i]!.sentence) {
      const x = toks[j]!;
      if (capitalizedName({ ...x, initial: false }) && !TITLES.has(x.t.lower)) { j++; continue; }
      // connector inside a name: "Bank of America", "Procter & Gamble"
      if (CONNECTORS.has(x.t.lower) && j + 1 < toks.length && toks[j + 1]!.sentence === x.sentence && capitalizedName({ ...toks[j + 1]!, initial: false })
        && !(x.t.lower === 'and' && !ORG_LAST.has(toks[j + 1]!.t.lower) && j + 2 < toks.length && !ORG_LAST.has(toks[j + 2]!.t.lower)) && x.t.lower !== 'the') { j += 2; continue; }
      // model number: "iPhone 15", "Windows 11"
      if (/^\d{1,4}$/.test(x.t.text) && x.t.start === toks[j - 1]!.t.end + 1 && (isCamel(toks[i]!.t.text) || /^(?:pro|max|plus|ultra|mini|series|model|galaxy|windows|playstation|xbox|pixel)$/i.test(toks[j - 1]!.t.text) || j - i >= 1 && isCamel(toks[j - 1]!.t.text))) { j++; continue; }
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
    if (label === 'ORG' && span.length === 1 && lastNames.has(lows[0]!)) label = lastNames.get(lows[0]!)!;
    if (span.length === 1 && lastNames.has(lows[0]!) && label !== 'GPE') label = lastNames.get(lows[0]!)!;
    if (!label) continue;
    known.set(lows.join(' '), label);
    if (label === 'PERSON' && span.length >= 2) lastNames.set(lows[lows.length - 1]!, 'PERSON');
    const start = span[0]!.t.start;
    const end = span[span.length - 1]!.t.end;
    out.push({ text: text.slice(start, end), label, token_offset: [span[0]!.doc, span[span.length - 1]!.doc + 1], char_offset: [start, end] });
  }
  return out;
}
