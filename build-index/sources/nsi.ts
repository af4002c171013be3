/**
 * Brands, operators and transit networks from the name-suggestion-index
 * (`dist/json/nsi.json`). Items are grouped into one organization by their Wikidata id
 * (brand, operator or network), or by name where there is none; each organization
 * becomes one category under the kind of business it mainly is (nsi-kinds.ts). Names
 * it uses for other kinds of outlet ("Walmart Pharmacy") become product-line
 * categories under those kinds; outlets that carry the same name are folded in.
 */
import type { DraftCategory, Facet } from '../taxonomy/draft.js';
import {
  ANCILLARY_KINDS,
  BRAND_KINDS,
  KINDS,
  OPERATOR_KINDS,
  TRANSIT_KINDS,
  type KindDef,
} from './nsi-kinds.js';
import { readPackageJson } from './packages.js';
import type { WordFrequencies } from './subtlex.js';
import { PatternSet, cmp, foldAscii, normPattern, pushUnique } from './vocab.js';

export const NSI_PACKAGE = 'name-suggestion-index';

type Tree = 'brands' | 'operators' | 'transit';
const TREES: readonly Tree[] = ['brands', 'operators', 'transit'];
const MAIN_TAG: Record<Tree, string> = {
  brands: 'brand',
  operators: 'operator',
  transit: 'network',
};
const KIND_ORDER = new Map(Object.keys(KINDS).map((id, i) => [id, i]));

interface NsiItem {
  displayName: string;
  id: string;
  locationSet?: { include?: unknown[]; exclude?: unknown[] };
  matchNames?: string[];
  tags: Record<string, string>;
}

interface Entry {
  tree: Tree;
  kind: string;
  item: NsiItem;
}

export interface NsiGroup {
  /** `wd:<Q-id>` or `name:<tree>:<name>`. */
  id: string;
  tree: Tree;
  entries: Entry[];
  /** Brand / operator / network name. */
  name: string;
  /** Upper-case ISO country codes the organization is present in ('001' = worldwide). */
  countries: string[];
  worldwide: boolean;
  /** Deterministic importance: worldwide presence, reach, number of kinds and outlets. */
  score: number;
}

function stripQualifier(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/** True when every letter is Latin (with diacritics). */
function latinOnly(s: string): boolean {
  return !/[^\p{Script=Latin}\P{L}]/u.test(s);
}

/** English display name of an item: its own name, or its English name when written in another script. */
function englishName(e: Entry): string {
  const t = e.item.tags;
  const main = MAIN_TAG[e.tree];
  const display = stripQualifier(e.item.displayName);
  if (latinOnly(display)) return display;
  const en = t['name:en'] ?? t[`${main}:en`];
  return en && latinOnly(en) ? en : display;
}

/** The name most of an organization's outlets use (Latin script first, then shortest). */
function commonName(entries: readonly Entry[]): string {
  const count = new Map<string, number>();
  for (const e of entries) {
    const n = englishName(e);
    count.set(n, (count.get(n) ?? 0) + 1);
  }
  return [...count.keys()].sort(
    (a, b) =>
      Number(latinOnly(b)) - Number(latinOnly(a)) ||
      count.get(b)! - count.get(a)! ||
      a.length - b.length ||
      cmp(a, b),
  )[0]!;
}

function orgName(e: Entry): string {
  return e.item.tags[MAIN_TAG[e.tree]] ?? stripQualifier(e.item.displayName);
}

function locationCountries(item: NsiItem): { countries: string[]; worldwide: boolean } {
  const out = new Set<string>();
  let worldwide = false;
  for (const loc of item.locationSet?.include ?? []) {
    if (typeof loc !== 'string') continue;
    if (loc === '001') worldwide = true;
    const m = /^([a-z]{2})(?:$|-)/i.exec(loc);
    if (m) out.add(m[1]!.toUpperCase());
  }
  return { countries: [...out].sort(), worldwide };
}

/** All NSI organizations, grouped and scored, in a stable order. */
export function loadNsi(): NsiGroup[] {
  const data = readPackageJson<{ nsi: Record<string, { items: NsiItem[] }> }>(
    NSI_PACKAGE,
    'dist',
    'json',
    'nsi.json',
  );
  const groups = new Map<string, NsiGroup>();
  for (const path of Object.keys(data.nsi).sort()) {
    const [treeName, key, value] = path.split('/');
    const tree = treeName as Tree;
    if (!TREES.includes(tree)) continue;
    const table =
      tree === 'brands' ? BRAND_KINDS : tree === 'operators' ? OPERATOR_KINDS : TRANSIT_KINDS;
    const kind = table[`${key}/${value}`];
    if (!kind)
      throw new Error(`name-suggestion-index: no kind for ${path}; add it to nsi-kinds.ts`);
    if (!KINDS[kind]) throw new Error(`name-suggestion-index: unknown kind ${kind} for ${path}`);
    const items = [...data.nsi[path]!.items].sort((a, b) => cmp(a.id, b.id));
    for (const item of items) {
      const e: Entry = { tree, kind, item };
      const wd = item.tags[`${MAIN_TAG[tree]}:wikidata`];
      const id = wd ? `wd:${wd}` : `name:${tree}:${normPattern(orgName(e))}`;
      let g = groups.get(id);
      if (!g) {
        g = { id, tree, entries: [], name: '', countries: [], worldwide: false, score: 0 };
        groups.set(id, g);
      }
      g.entries.push(e);
      // The brands tree wins when an organization is in several trees.
      if (TREES.indexOf(tree) < TREES.indexOf(g.tree)) g.tree = tree;
    }
  }
  const out: NsiGroup[] = [];
  for (const g of groups.values()) {
    const countries = new Set<string>();
    const kinds = new Set<string>();
    for (const e of g.entries) {
      const loc = locationCountries(e.item);
      if (loc.worldwide) g.worldwide = true;
      for (const c of loc.countries) countries.add(c);
      kinds.add(e.kind);
    }
    g.countries = [...countries].sort();
    g.name = commonName(g.entries.filter((e) => e.tree === g.tree));
    g.score =
      (g.worldwide ? 3 : 0) +
      Math.log2(1 + g.entries.length) +
      Math.min(3, g.countries.length / 5) +
      (g.id.startsWith('wd:') ? 1 : 0) +
      0.5 * (kinds.size - 1);
    out.push(g);
  }
  return out.sort((a, b) => cmp(a.id, b.id));
}

/**
 * The organizations of a profile. `full`: all of them. `small`: per tree, the best-known
 * by score, plus the best-known whose name is also a dictionary word (the ambiguous
 * names classification tests need: Jaguar, Shell, Apple).
 */
export function selectNsiGroups(
  groups: readonly NsiGroup[],
  profile: 'full' | 'small',
  isDictionaryWord: (name: string) => boolean,
): NsiGroup[] {
  if (profile === 'full') return [...groups];
  const byScore = (a: NsiGroup, b: NsiGroup) => b.score - a.score || cmp(a.id, b.id);
  const quota: Record<Tree, [top: number, ambiguous: number]> = {
    brands: [200, 150],
    operators: [40, 20],
    transit: [30, 0],
  };
  const chosen = new Set<NsiGroup>();
  for (const tree of TREES) {
    const ranked = groups.filter((g) => g.tree === tree).sort(byScore);
    const [top, ambiguous] = quota[tree];
    ranked.slice(0, top).forEach((g) => chosen.add(g));
    ranked
      .filter((g) => !chosen.has(g) && isDictionaryWord(g.name))
      .slice(0, ambiguous)
      .forEach((g) => chosen.add(g));
  }
  return groups.filter((g) => chosen.has(g));
}

export interface NsiBuildOptions {
  freq: WordFrequencies;
  /** Resolves a kind's parent reference (`lemma#n` or key) to a category key. */
  resolveParent: (ref: string) => string;
  /** English country name for an ISO code. */
  countryName: (code: string) => string | undefined;
}

export interface NsiCategories {
  kinds: DraftCategory[];
  brands: DraftCategory[];
}

function kindKey(id: string): string {
  return `kind:${id}`;
}

/** Every name an item is known by. */
function itemNames(e: Entry): string[] {
  const t = e.item.tags;
  const names = [stripQualifier(e.item.displayName), e.item.displayName];
  for (const [k, v] of Object.entries(t)) {
    if (
      /^(name|brand|operator|network|short_name|official_name|alt_name)(:[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?)?$/.test(
        k,
      )
    ) {
      names.push(...v.split(';'));
    }
  }
  names.push(...(e.item.matchNames ?? []));
  return names;
}

function addBrandPatterns(ps: PatternSet, names: Iterable<string>, freq: WordFrequencies): void {
  for (const n of names) {
    const p = normPattern(n);
    if (!p || [...p].length < 2) continue;
    if (freq.isCommon(p)) continue;
    ps.add(p);
    if (p.includes('&')) ps.add(p.replace(/\s*&\s*/g, ' and '));
    if (/['’]/.test(p)) ps.add(p.replace(/['’]/g, ''));
  }
}

function rankKinds(entries: readonly Entry[]): string[] {
  const count = new Map<string, number>();
  for (const e of entries) count.set(e.kind, (count.get(e.kind) ?? 0) + 1);
  return [...count.keys()].sort(
    (a, b) =>
      Number(ANCILLARY_KINDS.has(a)) - Number(ANCILLARY_KINDS.has(b)) ||
      count.get(b)! - count.get(a)! ||
      KIND_ORDER.get(a)! - KIND_ORDER.get(b)!,
  );
}

function representative(entries: readonly Entry[], orgNorm: string): Entry {
  const rank = (e: Entry) =>
    (normPattern(englishName(e)) === orgNorm ? 0 : 2) +
    (e.item.displayName === stripQualifier(e.item.displayName) ? 0 : 1);
  return [...entries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.item.displayName.length - b.item.displayName.length ||
      cmp(a.item.id, b.item.id),
  )[0]!;
}

/** Kind categories and organization categories for the chosen groups. */
export function nsiCategories(groups: readonly NsiGroup[], opts: NsiBuildOptions): NsiCategories {
  const brands: DraftCategory[] = [];
  const usedKinds = new Set<string>();
  const usedKeys = new Set<string>();

  for (const g of groups) {
    const own = g.entries.filter((e) => e.tree === g.tree);
    const kinds = rankKinds(own);
    const primaryKind = kinds[0]!;
    const orgNorm = normPattern(g.name);
    const primaryEntries = own.filter((e) => e.kind === primaryKind);
    const rep = representative(primaryEntries, orgNorm);
    const name = englishName(rep);
    const nameNorm = foldAscii(normPattern(name));
    const countryNames =
      g.countries.length <= 3
        ? g.countries.map((c) => opts.countryName(c)).filter((x): x is string => !!x)
        : [];
    const where = g.worldwide
      ? 'worldwide'
      : countryNames.length
        ? countryNames.join(', ')
        : g.countries.join(', ');

    // Entries of other kinds under the same name fold into the main category; other
    // names of the brands tree become product lines.
    const merged: Entry[] = [...primaryEntries];
    const lines = new Map<string, Entry[]>();
    for (const e of g.entries) {
      if (e.kind === primaryKind && e.tree === g.tree) continue;
      const n = foldAscii(normPattern(englishName(e)));
      const sameName = n === nameNorm || n === foldAscii(orgNorm);
      if (sameName || e.tree !== 'brands' || g.tree !== 'brands' || ANCILLARY_KINDS.has(e.kind))
        merged.push(e);
      else {
        const list = lines.get(e.kind);
        if (list) list.push(e);
        else lines.set(e.kind, [e]);
      }
    }

    const kind = KINDS[primaryKind]!;
    const mainKey = `nsi:${rep.item.id}`;
    brands.push(
      brandCategory(
        mainKey,
        kindKey(primaryKind),
        name,
        merged,
        kind,
        g,
        opts,
        countryNames,
        where,
        null,
      ),
    );
    usedKinds.add(primaryKind);
    usedKeys.add(mainKey);

    for (const kindId of [...lines.keys()].sort(
      (a, b) => KIND_ORDER.get(a)! - KIND_ORDER.get(b)!,
    )) {
      const list = lines.get(kindId)!;
      const lineRep = representative(list, orgNorm);
      const key = `nsi:${lineRep.item.id}`;
      if (usedKeys.has(key)) continue;
      usedKeys.add(key);
      usedKinds.add(kindId);
      brands.push(
        brandCategory(
          key,
          kindKey(kindId),
          englishName(lineRep),
          list,
          KINDS[kindId]!,
          g,
          opts,
          countryNames,
          where,
          name,
        ),
      );
    }
  }

  const kinds: DraftCategory[] = [];
  for (const id of Object.keys(KINDS)) {
    if (!usedKinds.has(id)) continue;
    const def = KINDS[id]!;
    kinds.push({
      key: kindKey(id),
      parent: opts.resolveParent(def.parent),
      name: def.name,
      patterns: new PatternSet().add(def.name).addAll(def.patterns ?? []).list,
      negative: [],
      context: [...def.context],
      facets: [['domain', def.domain]],
      prior: 1,
      gloss: `${def.name}: brands, chains and operators (${def.context.slice(0, 4).join(', ')}).`,
    });
  }
  return { kinds, brands };
}

function brandCategory(
  key: string,
  parent: string,
  name: string,
  entries: readonly Entry[],
  kind: KindDef,
  g: NsiGroup,
  opts: NsiBuildOptions,
  countryNames: readonly string[],
  where: string,
  parentBrand: string | null,
): DraftCategory {
  const ps = new PatternSet();
  // A product line's items carry their parent's name as their brand ("Walmart Garden
  // Center" is brand=Walmart): that name alone means the parent, not the line.
  const parentNorm = parentBrand === null ? null : foldAscii(normPattern(parentBrand));
  const names = [name, ...entries.flatMap(itemNames)].filter(
    (n) => parentNorm === null || foldAscii(normPattern(n)) !== parentNorm,
  );
  addBrandPatterns(ps, names, opts.freq);
  if (ps.size === 0) ps.add(`${name} ${kind.name.toLowerCase().replace(/s$/, '')}`);
  const context: string[] = [];
  pushUnique(context, kind.context, 6);
  pushUnique(context, countryNames, 8);
  const facets: Facet[] = [['domain', kind.domain]];
  // Operators and transit networks are no brands: nothing is sold under their name.
  if (g.tree === 'brands') facets.push(['brand', parentBrand ?? name]);
  if (parentBrand) facets.push(['product line', name]);
  const what = kind.name.toLowerCase();
  return {
    key,
    parent,
    name,
    patterns: ps.list,
    negative: [],
    context,
    facets,
    // A transit network serves one region: how many items NSI lists for it says nothing of
    // how often a reader means it ("oscars" is not the Oscar bus network of Hauts-de-France).
    prior: g.tree === 'transit' ? 1 : 1 + Math.round(g.score * 100) / 100,
    gloss: parentBrand
      ? `${name}: ${parentBrand} product line among ${what} (${where}).`
      : `${name}: one of the ${what} (${where}).`,
  };
}
