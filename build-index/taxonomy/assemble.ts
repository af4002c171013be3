/**
 * Assembles the default taxonomy from the open-data source modules into a
 * TaxonomyDraft: verticals and topic branches, WordNet concepts, the geographic
 * hierarchy, airports, programming languages, NAICS industries, brands and operators, and
 * local-service categories. Then it completes the rule vocabulary (every category has a
 * pattern; categories sharing a pattern get context and negative words) and checks the
 * tree (unique keys, existing parents, no cycles).
 *
 * Deterministic: every source is read and emitted in a fixed order, nothing depends on
 * time, locale or hash order. Same packages, same output.
 */
import type { DraftCategory, TaxonomyDraft } from './draft.js';
import {
  airportCategories,
  airportSignals,
  loadAirports,
  type Airport,
} from '../sources/airports.js';
import {
  admin1Label,
  cityLabel,
  cityScores,
  GEO_PACKAGES,
  geoCategories,
  loadGeo,
  placeMatchKey,
  rankCities,
  strippedPlaceName,
  type Geo,
  type PlaceEnrichment,
} from '../sources/geo.js';
import {
  linguistCategories,
  loadLinguist,
  LINGUIST_PACKAGE,
  type LinguistResult,
} from '../sources/linguist.js';
import { serviceCategories, type ServicePlace } from '../sources/local-services.js';
import { NAICS_PACKAGE, naicsCategories } from '../sources/naics.js';
import {
  loadNsi,
  NSI_PACKAGE,
  nsiCategories,
  selectNsiGroups,
  type NsiCategories,
} from '../sources/nsi.js';
import { packageVersion } from '../sources/packages.js';
import { loadWordFrequencies, SUBTLEX_PACKAGE, type WordFrequencies } from '../sources/subtlex.js';
import { AIRPORTS_PACKAGE } from '../sources/airports.js';
import { PatternSet, contentWords, normPattern, pushUnique } from '../sources/vocab.js';
import { linkWordNetPlaces } from '../sources/wordnet-places.js';
import {
  definitionOf,
  lemmaText,
  loadWordNet,
  makeBelowTest,
  placeSynsets,
  resolveSense,
  WORDNET_PACKAGE,
  wordnetCategory,
  wordnetKey,
  type Placement,
  type WordNet,
} from '../sources/wordnet.js';
import { flattenAbstract, placeByAboutness } from './aboutness.js';
import { wordnetEntityTyper } from '../entities/entity-wordnet.js';
import { ABSTRACT_SENSES } from './abstract-senses.js';
import { categoryPathIndex, resolveTopic } from '../entities/named-entity.js';
import { entityCategories } from '../entities/named-entity.js';
import { ENTITY_SOURCES, loadAllEntities } from '../entities/entity-sources.js';
import { foldIntoEntities } from '../entities/fold-into-entities.js';
import { GPT_PACKAGE, googleProductCategories } from '../sources/google-product-taxonomy.js';
import { topicCategories, type TopicCategories } from '../topics/topic-categories.js';
import { readTopicBackbone, TOPICS_DIR } from '../topics/topic-file.js';
import {
  EXTRA_WORDNET_PATTERNS,
  LEXFILE_FALLBACK,
  TOPIC_BRANCHES,
  VERTICALS,
  verticalKey,
  WORDNET_ANCHORS,
} from './verticals.js';

export type TaxonomyProfile = 'full' | 'small';

export interface AssembleOptions {
  profile: TaxonomyProfile;
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** Cities in the small profile: the best-known by the importance rule. */
export const SMALL_PROFILE_CITIES = 300;
/** Cities that get local-service categories in the full profile (best-known first). */
export const FULL_PROFILE_SERVICE_CITIES = 20000;

/** Most context and negative words kept per category. */
const MAX_CONTEXT = 10;
const MAX_NEGATIVE = 12;
/** Senses of a shared pattern looked at when deriving negative words. */
const MAX_SENSES_COMPARED = 12;

const STAGES = [
  'word frequencies',
  'wordnet',
  'geography',
  'wordnet places',
  'geo categories',
  'wordnet categories',
  'topics',
  'airports',
  'programming languages',
  'naics',
  'brands',
  'local services',
  'products',
  'entities',
  'vocabulary',
  'checks',
] as const;

/** `lemma#n` is a WordNet sense; anything with a colon is a category key. */
function isSenseRef(ref: string): boolean {
  return ref.includes('#') && !ref.includes(':');
}

export async function assembleTaxonomy(opts: AssembleOptions): Promise<TaxonomyDraft> {
  const { profile } = opts;
  let step = 0;
  const stage = (name: (typeof STAGES)[number]) => opts.onProgress?.(name, step++, STAGES.length);
  const counts: Record<string, number> = {};

  stage('word frequencies');
  const freq = loadWordFrequencies();

  stage('wordnet');
  const { wn, placement, placedKey } = placedWordNet();

  stage('geography');
  const { geo, airports, base } = geography(freq);

  stage('wordnet places');
  const places = rankedPlaces(wn, placement, geo, base, profile);
  const { scores, selectedCities, enrich, redirect } = places;

  stage('geo categories');
  const geoCats = geoCategories(geo, { cities: selectedCities, scores, enrich, freq });
  counts['geo'] = geoCats.length;

  stage('wordnet categories');
  const placed = wordnetCategories(wn, placement, redirect, freq);

  stage('topics');
  const topics = topicCategories(readTopicBackbone(TOPICS_DIR), VERTICALS, TOPIC_BRANCHES);
  counts['topics'] = topics.categories.length;
  const about = placeByAboutness(
    wn,
    placed.wnCats,
    placement,
    topics.nodes,
    topics.categories,
    VERTICAL_CONTEXT_BY_SLUG,
    wordnetEntityTyper(wn),
  );
  const wnCats = about.wnCats;
  const topicByKey = new Map(topics.categories.map((c) => [c.key, c]));
  const wnByKey = new Map(placed.wnByKey);
  for (const [from, to] of about.folded) {
    const topic = topicByKey.get(to)!;
    wnByKey.set(from, topic);
    (topic.formerKeys ??= []).push(from);
  }
  counts['wordnet folded into topics'] = about.counts.folded;
  counts['wordnet moved under topics'] = about.counts.moved;
  counts['wordnet folded or moved across verticals'] = about.counts.across;
  counts['wordnet moved by topic domain'] = about.counts.movedByDomain;
  const homeKey = (ref: string): string => {
    const key = placedKey(ref);
    return about.folded.get(key) ?? key;
  };

  stage('airports');
  const airportHub = homeKey('airport#1');
  const airportList = profile === 'full' ? airports : airports.filter((a) => a.large);
  const airportCats = airportCategories(airportList, geo.countries, airportHub, freq);
  counts['airports'] = airportCats.length;

  stage('programming languages');
  const linguist = await languageCategories(wn, placement, homeKey, wnByKey, freq);
  counts['wordnet'] = wnCats.length;
  counts['linguist'] = linguist.categories.length;

  stage('naics');
  const naicsCats = naicsCategories('topic:industries');
  counts['naics'] = naicsCats.length;

  stage('brands');
  const nsi = brandCategories(wn, geo, homeKey, freq, profile);
  counts['nsi'] = nsi.kinds.length + nsi.brands.length;

  stage('local services');
  const serviceCats = localServiceCategories(geo, airports, base, places, homeKey, profile);
  counts['services'] = serviceCats.length;

  const tierCats = verticalCategories(topics);
  counts['verticals'] = tierCats.length;
  const categories = [
    ...tierCats,
    ...topics.categories,
    ...wnCats,
    ...geoCats,
    ...airportCats,
    ...linguist.categories,
    ...naicsCats,
    ...nsi.kinds,
    ...nsi.brands,
    ...serviceCats,
  ];

  stage('products');
  const keys = new Set(categories.map((c) => c.key));
  const topicPaths = categoryPathIndex([...tierCats, ...topics.categories]);
  const gptCats = googleProductCategories((path) => resolveTopic(path, keys, topicPaths));
  counts['google products'] = gptCats.length;
  categories.push(...gptCats);

  stage('entities');
  // One call for all sources: the key set and path index of ~500,000 categories are built once.
  const ents = entityCategories(loadAllEntities(), categories);
  for (const e of ents) {
    const name = `entities: ${e.key.split(':')[1]!}`;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  categories.push(...ents);
  const intoEntities = foldIntoEntities(categories);
  const intoBrands = [...intoEntities.keys()].filter((k) => k.startsWith('nsi:')).length;
  counts['wordnet folded into entities'] = intoEntities.size - intoBrands;
  counts['operators folded into brands'] = intoBrands;
  let kept = 0;
  for (const c of categories) if (!intoEntities.has(c.key)) categories[kept++] = c;
  categories.length = kept;

  stage('vocabulary');
  for (const c of categories) {
    if (c.parent === null) continue;
    const moved = about.folded.get(c.parent) ?? intoEntities.get(c.parent);
    if (moved !== undefined) c.parent = moved;
  }
  const abstract = abstractHomes(wn, categories);
  counts['moved out of abstract senses'] = flattenAbstract(categories, abstract);
  counts['under abstract senses'] = categories.filter(
    (c) => c.parent !== null && abstract.has(c.parent),
  ).length;
  const tree = checkTree(categories);
  completeVocabulary(categories, tree);

  stage('checks');
  checkCategories(categories);
  opts.onProgress?.('done', STAGES.length, STAGES.length);

  return { categories, counts, sources: sourceVersions() };
}

/** WordNet, the vertical each synset is placed in, and the category key of a parent reference (a WordNet sense must be placed). */
function placedWordNet(): {
  wn: WordNet;
  placement: Map<string, Placement>;
  placedKey: (ref: string) => string;
} {
  const wn = loadWordNet();
  const placement = placeSynsets(wn, WORDNET_ANCHORS, LEXFILE_FALLBACK, verticalKey);
  const resolveParent = (ref: string): string =>
    isSenseRef(ref) ? wordnetKey(resolveSense(wn, ref)) : ref;
  const placedKey = (ref: string): string => {
    const key = resolveParent(ref);
    if (key.startsWith('wn:') && !placement.has(key.slice(3)))
      throw new Error(`${ref} is not placed in any vertical`);
    return key;
  };
  return { wn, placement, placedKey };
}

/** Countries, regions, cities and airports, and the cities' importance before WordNet is asked. */
function geography(freq: WordFrequencies): {
  geo: Geo;
  airports: Airport[];
  base: { scores: Float64Array; airport: Float64Array };
} {
  const geo = loadGeo();
  const airports = loadAirports();
  const capitals = new Set<string>();
  for (const c of geo.countries.values())
    if (c.capital) capitals.add(`${c.code}:${placeMatchKey(c.capital)}`);
  const base = cityScores(geo, { capitals, airports: airportSignals(airports), freq });
  return { geo, airports, base };
}

/** The cities ranked (WordNet places add to their score) and selected for the profile. */
interface RankedPlaces {
  scores: Float64Array;
  ranked: number[];
  selectedCities: number[];
  /** WordNet places folded into their geo category: what they add to it, and where their category key now points. */
  enrich: Map<string, PlaceEnrichment>;
  redirect: Map<string, string>;
}

/** Cities ranked with what WordNet knows of them, those of the profile, and the WordNet places folded into their geo category. */
function rankedPlaces(
  wn: WordNet,
  placement: Map<string, Placement>,
  geo: Geo,
  base: { scores: Float64Array },
  profile: TaxonomyProfile,
): RankedPlaces {
  const links = linkWordNetPlaces(wn, geo, base.scores);
  const cityIndex = new Map(geo.cities.map((c, i) => [c.key, i]));
  const scores = Float64Array.from(base.scores);
  for (const [off, key] of links.byOffset) {
    const i = cityIndex.get(key);
    if (i === undefined) continue;
    scores[i] =
      scores[i]! +
      4 +
      Math.min(3, Math.log2(wn.synsets.get(off)!.prior)) +
      (links.capitals.has(key) ? 3 : 0);
  }
  const ranked = rankCities(geo, scores);
  const selectedCities = profile === 'full' ? ranked : ranked.slice(0, SMALL_PROFILE_CITIES);
  const selectedCityKeys = new Set(selectedCities.map((i) => geo.cities[i]!.key));
  const geoTargetExists = (key: string) =>
    !key.startsWith('geo:city:') || selectedCityKeys.has(key);

  // WordNet places folded into their geo category.
  const enrich = new Map<string, PlaceEnrichment>();
  const redirect = new Map<string, string>();
  for (const off of [...links.byOffset.keys()].sort()) {
    const target = links.byOffset.get(off)!;
    if (!geoTargetExists(target) || !placement.has(off)) continue;
    const s = wn.synsets.get(off)!;
    redirect.set(wordnetKey(off), target);
    const prev = enrich.get(target);
    const patterns = s.lemmas.map(lemmaText);
    enrich.set(
      target,
      prev
        ? {
            patterns: [...prev.patterns, ...patterns],
            gloss: prev.gloss,
            prior: prev.prior + s.prior,
          }
        : { patterns, gloss: s.gloss, prior: s.prior },
    );
  }
  return { scores, ranked, selectedCities, enrich, redirect };
}

/** One category per placed WordNet synset (not those folded into a place), with the extra patterns. */
function wordnetCategories(
  wn: WordNet,
  placement: Map<string, Placement>,
  redirect: Map<string, string>,
  freq: WordFrequencies,
): { wnCats: DraftCategory[]; wnByKey: Map<string, DraftCategory> } {
  const facilityRoots = ['structure#1', 'facility#1', 'establishment#4'].map((s) =>
    resolveSense(wn, s),
  );
  const isFacility = makeBelowTest(wn, facilityRoots);
  const wnCats: DraftCategory[] = [];
  const wnByKey = new Map<string, DraftCategory>();
  for (const off of [...placement.keys()].sort()) {
    const key = wordnetKey(off);
    if (redirect.has(key)) continue;
    const cat = wordnetCategory(wn, wn.synsets.get(off)!, placement.get(off)!, {
      freq,
      isFacility,
    });
    const moved = redirect.get(cat.parent!);
    if (moved) cat.parent = moved;
    wnCats.push(cat);
    wnByKey.set(key, cat);
  }
  for (const [sense, extra] of Object.entries(EXTRA_WORDNET_PATTERNS)) {
    const cat = wnByKey.get(wordnetKey(resolveSense(wn, sense)));
    if (!cat) throw new Error(`extra patterns: WordNet sense ${sense} is not a category`);
    cat.patterns = new PatternSet().addAll(cat.patterns, false).addAll(extra).list;
  }
  return { wnCats, wnByKey };
}

/** Programming, markup and data languages (linguist); those WordNet knows enrich its category instead. */
async function languageCategories(
  wn: WordNet,
  placement: Map<string, Placement>,
  placedKey: (ref: string) => string,
  wnByKey: Map<string, DraftCategory>,
  freq: WordFrequencies,
): Promise<LinguistResult> {
  const langs = await loadLinguist();
  const progLangRoot = resolveSense(wn, 'programming_language#1');
  const markupRoot = resolveSense(wn, 'markup_language#1');
  const isLanguageSynset = makeBelowTest(wn, [progLangRoot, markupRoot]);
  const wnLanguageByLemma = new Map<string, string>();
  for (const off of [...placement.keys()].sort()) {
    if (off === progLangRoot || off === markupRoot || !isLanguageSynset(off)) continue;
    for (const l of wn.synsets.get(off)!.lemmas) {
      const k = normPattern(lemmaText(l));
      if (!wnLanguageByLemma.has(k)) wnLanguageByLemma.set(k, wordnetKey(off));
    }
  }
  const linguist = linguistCategories(langs, {
    freq,
    parentByType: {
      programming: placedKey('programming_language#1'),
      markup: placedKey('markup_language#1'),
      data: 'topic:data-formats',
      prose: 'topic:data-formats',
    },
    wordnetMatch: (l) => wnLanguageByLemma.get(normPattern(l.name)),
  });
  for (const [key, patterns] of linguist.enrich) {
    const cat = wnByKey.get(key)!;
    cat.patterns = new PatternSet().addAll(cat.patterns, false).addAll(patterns).list;
  }
  return linguist;
}

/** Brands and operators (name-suggestion-index) of the profile, below their kinds. */
function brandCategories(
  wn: WordNet,
  geo: Geo,
  placedKey: (ref: string) => string,
  freq: WordFrequencies,
  profile: TaxonomyProfile,
): NsiCategories {
  const groups = selectNsiGroups(loadNsi(), profile, (name) =>
    wn.senses.has(normPattern(name).replace(/ /g, '_')),
  );
  const nsi = nsiCategories(groups, {
    freq,
    resolveParent: placedKey,
    countryName: (code) => geo.countries.get(code)?.name,
  });
  return nsi;
}

/** Local-service categories of the countries, regions and cities of the profile. */
function localServiceCategories(
  geo: Geo,
  airports: readonly Airport[],
  base: { airport: Float64Array },
  { scores, ranked, selectedCities }: RankedPlaces,
  placedKey: (ref: string) => string,
  profile: TaxonomyProfile,
): DraftCategory[] {
  const places: ServicePlace[] = [];
  const countryHasAirport = new Set(
    airports.filter((a) => a.scheduled || a.large).map((a) => a.country),
  );
  for (const c of geo.countries.values()) {
    places.push({
      key: c.key,
      label: c.name,
      names: [c.name],
      context: ['country'],
      prior: 10,
      hasAirport: countryHasAirport.has(c.code),
    });
  }
  const servicedCities =
    profile === 'full'
      ? topWithoutSplittingTies(ranked, scores, FULL_PROFILE_SERVICE_CITIES)
      : selectedCities;
  const admin1WithService =
    profile === 'full' ? null : new Set(servicedCities.map((i) => geo.cities[i]!.admin1));
  for (const a of geo.admin1.values()) {
    if (admin1WithService && !admin1WithService.has(a.code)) continue;
    const country = geo.countries.get(a.country)!;
    const stripped = strippedPlaceName(a.name);
    places.push({
      key: a.key,
      label: admin1Label(geo, a),
      names: stripped ? [a.name, stripped] : [a.name],
      context: [country.name],
      prior: 4,
      hasAirport: false,
    });
  }
  for (const i of servicedCities) {
    const c = geo.cities[i]!;
    const a1 = c.admin1 ? geo.admin1.get(c.admin1) : undefined;
    const country = geo.countries.get(c.country)!;
    places.push({
      key: c.key,
      label: cityLabel(geo, c),
      names: [c.name],
      context: [a1?.name, country.name].filter((x): x is string => !!x),
      prior: 1 + Math.round(scores[i]! * 100) / 100,
      hasAirport: base.airport[i]! >= 3,
    });
  }
  const serviceCats = serviceCategories(places, placedKey);
  return serviceCats;
}

/** Every category has a pattern (or the build fails) and a domain facet (default: information). */
function checkCategories(categories: DraftCategory[]): void {
  for (const c of categories) {
    if (c.patterns.length === 0) throw new Error(`category ${c.key} has no pattern`);
    if (!c.facets.some((f) => f[0] === 'domain')) c.facets.push(['domain', 'information']);
  }
}

/** Key of each abstract sense's category (those placed) → key of its home topic, if any. */
function abstractHomes(
  wn: WordNet,
  cats: readonly DraftCategory[],
): Map<string, string | undefined> {
  const keys = new Set(cats.map((c) => c.key));
  const paths = categoryPathIndex(cats);
  const out = new Map<string, string | undefined>();
  for (const a of ABSTRACT_SENSES) {
    const key = wordnetKey(resolveSense(wn, a.sense));
    if (!keys.has(key)) continue;
    const home = a.home === undefined ? undefined : resolveTopic(a.home, keys, paths);
    if (a.home !== undefined && home === undefined)
      throw new Error(`abstract sense ${a.sense}: home "${a.home}" is no topic path`);
    out.set(key, home);
  }
  return out;
}

/** Package -> version of every source package, in name order. */
function sourceVersions(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const p of [
    WORDNET_PACKAGE,
    ...GEO_PACKAGES,
    NSI_PACKAGE,
    AIRPORTS_PACKAGE,
    LINGUIST_PACKAGE,
    NAICS_PACKAGE,
    SUBTLEX_PACKAGE,
    GPT_PACKAGE,
    ...ENTITY_SOURCES.flatMap((e) => e.packages),
  ].sort()) {
    if (p in sources) continue;
    sources[p] = packageVersion(p);
  }
  return sources;
}

/**
 * The best-ranked cities with some importance signal, at most `max` of them; cities that
 * tie with the first one left out are left out too, so the cut never depends on key order.
 */
function topWithoutSplittingTies(
  ranked: readonly number[],
  scores: Float64Array,
  max: number,
): number[] {
  const withSignal = ranked.filter((i) => scores[i]! > 0);
  if (withSignal.length <= max) return withSignal;
  const cut = scores[withSignal[max]!]!;
  return withSignal.slice(0, max).filter((i) => scores[i]! > cut);
}

/** The verticals and the hand-made topic branches no backbone node took over. */
function verticalCategories(topics: TopicCategories): DraftCategory[] {
  const out: DraftCategory[] = [];
  for (const v of VERTICALS) {
    out.push({
      key: verticalKey(v.slug),
      parent: null,
      name: v.name,
      patterns: new PatternSet().add(v.name).add(v.name.replace(/&/g, 'and')).addAll(v.patterns)
        .list,
      negative: [],
      context: [...v.context],
      facets: [['domain', 'information']],
      prior: 100,
      gloss: v.description,
    });
  }
  for (const t of TOPIC_BRANCHES) {
    if (topics.mergedBranches.has(t.key)) continue;
    out.push({
      key: t.key,
      parent: t.parent,
      name: t.name,
      patterns: new PatternSet().add(t.name).add(t.name.replace(/&/g, 'and')).addAll(t.patterns)
        .list,
      negative: [],
      context: contentWords(t.description, 6),
      facets: [['domain', t.domain]],
      prior: 20,
      gloss: t.description,
    });
  }
  return out;
}

interface TreeInfo {
  index: Map<string, number>;
  /** Index of each category's vertical. */
  vertical: Int32Array;
  depth: Uint16Array;
}

/**
 * Unique keys, existing parents, top tier only at the root, no cycles. Throws on the
 * first defect; returns each category's vertical and depth (verticals are depth 1).
 */
export function checkTree(cats: readonly DraftCategory[]): TreeInfo {
  const index = new Map<string, number>();
  cats.forEach((c, i) => {
    if (index.has(c.key)) throw new Error(`duplicate category key ${c.key}`);
    index.set(c.key, i);
  });
  const parentIdx = new Int32Array(cats.length);
  cats.forEach((c, i) => {
    if (c.parent === null) {
      if (!c.key.startsWith('tier:'))
        throw new Error(`category ${c.key} has no parent but is not a vertical`);
      parentIdx[i] = -1;
      return;
    }
    const p = index.get(c.parent);
    if (p === undefined) throw new Error(`category ${c.key}: parent ${c.parent} does not exist`);
    parentIdx[i] = p;
  });
  const vertical = new Int32Array(cats.length).fill(-2);
  const depth = new Uint16Array(cats.length);
  const path: number[] = [];
  for (let i = 0; i < cats.length; i++) {
    let j = i;
    path.length = 0;
    while (vertical[j] === -2) {
      path.push(j);
      if (path.length > cats.length) throw new Error(`cycle through category ${cats[i]!.key}`);
      vertical[j] = -3; // on the current path
      const p = parentIdx[j]!;
      if (p === -1) break;
      if (vertical[p] === -3) throw new Error(`cycle through category ${cats[p]!.key}`);
      j = p;
    }
    // Resolve the path from its top down.
    for (let k = path.length - 1; k >= 0; k--) {
      const n = path[k]!;
      const p = parentIdx[n]!;
      if (p === -1) {
        vertical[n] = n;
        depth[n] = 1;
      } else {
        vertical[n] = vertical[p]!;
        depth[n] = depth[p]! + 1;
      }
    }
  }
  return { index, vertical, depth };
}

const VERTICAL_CONTEXT = new Map(VERTICALS.map((v) => [verticalKey(v.slug), v.context]));
const VERTICAL_CONTEXT_BY_SLUG = new Map(VERTICALS.map((v) => [v.slug, v.context]));

/**
 * Every category gets at least its name as a pattern. Where several categories share a
 * pattern, each gets context words of its own (its parent, its vertical, its gloss) and
 * negative words: the context of the other senses that it does not share.
 */
export function completeVocabulary(cats: DraftCategory[], tree: TreeInfo): void {
  const byPattern = new Map<string, number | number[]>();
  cats.forEach((c, i) => {
    if (c.patterns.length === 0) {
      const p = normPattern(c.name);
      if (p) c.patterns = [p];
    }
    for (const p of c.patterns) {
      const hit = byPattern.get(p);
      if (hit === undefined) byPattern.set(p, i);
      else if (typeof hit === 'number') {
        if (hit !== i) byPattern.set(p, [hit, i]);
      } else if (hit[hit.length - 1] !== i) hit.push(i);
    }
  });

  const ambiguous = new Set<number>();
  const groups: number[][] = [];
  for (const v of byPattern.values()) {
    if (typeof v === 'number') continue;
    groups.push(v);
    for (const i of v) ambiguous.add(i);
  }

  // Context of each ambiguous category: its own, then parent name, vertical, gloss words.
  for (const i of [...ambiguous].sort((a, b) => a - b)) {
    const c = cats[i]!;
    const own = new Set(c.patterns.flatMap((p) => p.split(' ')));
    const extra: string[] = [];
    const parent = c.parent ? cats[tree.index.get(c.parent)!] : undefined;
    if (parent) extra.push(...contentWords(parent.name, 3, own));
    extra.push(...(VERTICAL_CONTEXT.get(cats[tree.vertical[i]!]!.key) ?? []).slice(0, 3));
    if (c.gloss) extra.push(...contentWords(definitionOf(c.gloss), 4, own));
    const context = [...c.context];
    pushUnique(
      context,
      extra.filter((w) => !own.has(w)),
      MAX_CONTEXT,
    );
    c.context = context;
  }

  // Negative words: what the other senses of a shared pattern are about.
  const negatives = new Map<number, string[]>();
  for (const g of groups) {
    const senses =
      g.length > MAX_SENSES_COMPARED
        ? [...g]
            .sort((a, b) => cats[b]!.prior - cats[a]!.prior || a - b)
            .slice(0, MAX_SENSES_COMPARED)
        : g;
    for (const i of g) {
      const mine = new Set(cats[i]!.context);
      const list = negatives.get(i) ?? [];
      if (list.length >= MAX_NEGATIVE) continue;
      for (const j of senses) {
        if (j === i) continue;
        for (const w of cats[j]!.context.slice(0, 4)) {
          if (list.length >= MAX_NEGATIVE) break;
          if (!mine.has(w) && !list.includes(w)) list.push(w);
        }
      }
      negatives.set(i, list);
    }
  }
  for (const [i, list] of negatives) {
    const c = cats[i]!;
    const own = new Set(c.patterns);
    c.negative = list.filter((w) => !own.has(w));
  }
  // A category's own names are no evidence for or against it.
  for (const c of cats) {
    if (c.context.length === 0) continue;
    const own = new Set(c.patterns);
    if (c.context.some((w) => own.has(w))) c.context = c.context.filter((w) => !own.has(w));
  }
}
