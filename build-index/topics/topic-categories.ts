/**
 * The topic nodes of the backbone as categories. A node's key is `topic:` followed by the
 * slugs of its vertical and of the names down to it (`topic:sports/team-sports/baseball`),
 * except where a hand-made branch of taxonomy/verticals.ts has the node's name or one of
 * its synonyms in the same vertical: the node then keeps that branch's key (`topic:lodging`),
 * so its id and everything already hung below it stay. Branches no node takes stay as they
 * are, under their own parents.
 */
import { entitySlug } from '../entities/named-entity.js';
import type { DraftCategory } from '../taxonomy/draft.js';
import type { TopicBranch, Vertical } from '../taxonomy/verticals.js';
import { verticalKey } from '../taxonomy/verticals.js';
import { contentWords, normPattern, PatternSet } from '../sources/vocab.js';
import { walkTopics, type TopicNode } from './topic-file.js';

/** Prior of a level-2 node; each level below halves it (a broad topic is the likelier reading). */
const LEVEL2_PRIOR = 24;
/** Most cue words kept as a node's context. */
const MAX_CUES = 12;

/** Key of a backbone node from its vertical and names. */
export function topicKey(verticalSlug: string, names: readonly string[]): string {
  return `topic:${[verticalSlug, ...names.map(entitySlug)].join('/')}`;
}

/** What placement by aboutness needs to know of a node. */
export interface TopicNodeInfo {
  key: string;
  verticalSlug: string;
  level: number;
  /** Normalized name and synonyms. */
  forms: string[];
  /** Normalized `not` words. */
  not: string[];
  /** Normalized cue words and the names on its path. */
  cues: string[];
}

export interface TopicCategories {
  categories: DraftCategory[];
  nodes: TopicNodeInfo[];
  /** Keys of the hand-made branches a node took over. */
  mergedBranches: Set<string>;
  /**
   * Every node's path key (`topicKey` of its vertical and path) -> the key its category has
   * (another when a hand-made branch took the node: `topic:lodging`).
   */
  keyOfPathKey: Map<string, string>;
}

/** The vertical slug each branch sits in (following branch parents up to a `tier:` key). */
function branchVerticals(branches: readonly TopicBranch[]): Map<string, string> {
  const byKey = new Map(branches.map((b) => [b.key, b]));
  const out = new Map<string, string>();
  for (const b of branches) {
    let p = b.parent;
    while (!p.startsWith('tier:')) p = byKey.get(p)!.parent;
    out.set(b.key, p.slice('tier:'.length));
  }
  return out;
}

export function topicCategories(
  backbone: ReadonlyMap<string, readonly TopicNode[]>,
  verticals: readonly Vertical[],
  branches: readonly TopicBranch[],
): TopicCategories {
  const inVertical = branchVerticals(branches);
  const mergedBranches = new Set<string>();
  const keyOfPathKey = new Map<string, string>();
  const categories: DraftCategory[] = [];
  const infos: TopicNodeInfo[] = [];
  for (const v of verticals) {
    const nodes = backbone.get(v.slug);
    if (!nodes) continue;
    // Branch name (normalized) → branch, for this vertical.
    const byName = new Map<string, TopicBranch>();
    for (const b of branches)
      if (inVertical.get(b.key) === v.slug) byName.set(normPattern(b.name), b);
    const keyOfPath = new Map<string, string>();
    for (const { node, path } of walkTopics(nodes)) {
      const forms = [node.name, ...node.synonyms].map(normPattern);
      const branch = forms.map((f) => byName.get(f)).find((b) => b && !mergedBranches.has(b.key));
      const key = branch?.key ?? topicKey(v.slug, path);
      if (branch) mergedBranches.add(branch.key);
      keyOfPath.set(path.join('\n'), key);
      keyOfPathKey.set(topicKey(v.slug, path), key);
      const parent =
        path.length === 1 ? verticalKey(v.slug) : keyOfPath.get(path.slice(0, -1).join('\n'))!;
      const patterns = new PatternSet()
        .add(node.name)
        .add(node.name.replace(/&/g, 'and'))
        .addAll(node.synonyms);
      if (branch) patterns.addAll(branch.patterns);
      const own = new Set(patterns.list);
      infos.push({
        key,
        verticalSlug: v.slug,
        level: node.level,
        forms: [...new Set(forms.filter((f) => f))],
        not: node.not.map(normPattern).filter((w) => w),
        cues: [...node.cues, ...path].map(normPattern).filter((w) => w),
      });
      categories.push({
        key,
        parent,
        name: node.name,
        patterns: patterns.list,
        negative: node.not.map(normPattern).filter((w) => w && !own.has(w)),
        context: node.cues
          .map(normPattern)
          .filter((w) => w && !own.has(w))
          .slice(0, MAX_CUES),
        facets: [['domain', branch?.domain ?? 'information']],
        prior: LEVEL2_PRIOR / 2 ** (node.level - 2),
        gloss: branch?.description ?? glossOf(node, path, v),
      });
    }
  }
  return { categories, nodes: infos, mergedBranches, keyOfPathKey };
}

/** A line of text about a node for model training: its path, synonyms and cues. */
function glossOf(node: TopicNode, path: readonly string[], v: Vertical): string {
  const parts = [[v.name, ...path].join(' > ')];
  if (node.synonyms.length > 0) parts.push(node.synonyms.join(', '));
  const cues = contentWords(node.cues.join(' '), 12);
  if (cues.length > 0) parts.push(cues.join(', '));
  return parts.join('; ');
}
