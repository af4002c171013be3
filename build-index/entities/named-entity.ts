/**
 * Named things from outside WordNet (teams, artists, devices, apps, coins, holidays,
 * breeds, an operator's own catalogue...) and how they become categories: each hangs
 * under the topic it is about, given as a path of names ("Sports > Team Sports >
 * Baseball > Baseball Leagues & Teams > MLB") or as a category key ("topic:lodging").
 *
 * Keys are `ent:<source>:<id>`, so an entity keeps its id across builds as long as its
 * source and id stay.
 */
import type { EntityType } from '../../workers/entities/types.js';
import type { DraftCategory, Facet } from '../taxonomy/draft.js';
import { normPattern, PatternSet } from '../sources/vocab.js';

export interface NamedEntity {
  /** Short lower-case name of the source: `falso`, `device-detector`, `operator`... */
  source: string;
  /** Unique within the source; `[a-z0-9-]+` (see entitySlug). */
  id: string;
  /** Display name as people write it: "Chicago Cubs", "iPhone 15". */
  name: string;
  /** Other surface forms that alone name it ("cubs" is not one: too ambiguous alone). */
  aliases: string[];
  /**
   * The name is everyday words ("Friends"): only the aliases are patterns, each of them
   * the name with a word that says what is meant ("friends season").
   */
  qualifiedOnly?: boolean;
  /** Topic path of names joined by " > " (case-insensitive), or a category key. */
  topic: string;
  type: EntityType;
  /** Words that point at this entity when one of its names is ambiguous. */
  context?: string[];
  /** Domain facet (default: `information`; `product` for things people buy). */
  domain?: Facet[1];
  /** Sense prior among categories sharing a pattern (default 5). */
  prior?: number;
  /** One-line description: shown nowhere yet, used as model training text. */
  description?: string;
}

/** The forms of an entity that are patterns: its name (unless `qualifiedOnly`) and aliases. */
export function patternForms(e: NamedEntity): string[] {
  return e.qualifiedOnly ? [...e.aliases] : [e.name, ...e.aliases];
}

/** Default prior of an entity: above a rare WordNet sense, below a common one. */
export const ENTITY_PRIOR = 5;

/** "Chicago Cubs" → "chicago-cubs"; "iPhone 15 Pro" → "iphone-15-pro". */
export function entitySlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The key of an entity's category. */
export function entityKey(e: Pick<NamedEntity, 'source' | 'id'>): string {
  return `ent:${e.source}:${e.id}`;
}

/** Normalized path text: names lower-cased, separators spaced the same way. */
export function pathText(names: readonly string[]): string {
  return names.map((n) => n.trim().toLowerCase()).join(' > ');
}

/**
 * Path of names (lower case, " > ") → key, for every category of a draft. Where two
 * categories have the same path the first wins.
 */
export function categoryPathIndex(cats: readonly DraftCategory[]): Map<string, string> {
  const byKey = new Map(cats.map((c) => [c.key, c]));
  const memo = new Map<string, string>();
  const pathOf = (c: DraftCategory): string => {
    const hit = memo.get(c.key);
    if (hit !== undefined) return hit;
    const parent = c.parent === null ? undefined : byKey.get(c.parent);
    const own = c.name.trim().toLowerCase();
    const p = parent ? `${pathOf(parent)} > ${own}` : own;
    memo.set(c.key, p);
    return p;
  };
  const out = new Map<string, string>();
  for (const c of cats) {
    const p = pathOf(c);
    if (!out.has(p)) out.set(p, c.key);
  }
  return out;
}

export class EntityPlacementError extends Error {
  override readonly name = 'EntityPlacementError';
}

/**
 * Resolves a topic reference to a category key: a key present in `keys`, or a path of
 * names. Returns undefined when neither resolves.
 */
export function resolveTopic(
  topic: string,
  keys: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  paths: ReadonlyMap<string, string>,
): string | undefined {
  if (keys.has(topic)) return topic;
  return paths.get(pathText(topic.split('>')));
}

/**
 * The categories of `entities`, each under its topic. An entity whose topic does not
 * resolve, or whose key is taken, fails with EntityPlacementError naming it.
 */
export function entityCategories(
  entities: readonly NamedEntity[],
  existing: readonly DraftCategory[],
): DraftCategory[] {
  const keys = new Set(existing.map((c) => c.key));
  const paths = categoryPathIndex(existing);
  const out: DraftCategory[] = [];
  for (const e of entities) {
    const key = entityKey(e);
    const parent = resolveTopic(e.topic, keys, paths);
    if (parent === undefined)
      throw new EntityPlacementError(
        `entity ${key} (${e.name}): topic "${e.topic}" is neither a category key nor a path`,
      );
    if (keys.has(key)) throw new EntityPlacementError(`entity ${key} (${e.name}) given twice`);
    keys.add(key);
    const patterns = new PatternSet().addAll(patternForms(e));
    if (patterns.size === 0) patterns.add(normPattern(e.name) || e.id);
    const cat: DraftCategory = {
      key,
      parent,
      name: e.name,
      patterns: patterns.list,
      negative: [],
      context: [...(e.context ?? [])],
      facets: [['domain', e.domain ?? 'information']],
      prior: e.prior ?? ENTITY_PRIOR,
      gloss: e.description,
      entityType: e.type,
    };
    out.push(cat);
  }
  return out;
}
