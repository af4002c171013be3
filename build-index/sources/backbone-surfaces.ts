/**
 * The topical backbone as a source module matches names against it: every topic path
 * (lower case, from the vertical down, as `backbonePaths()` gives them) with the surface
 * forms that name it (its name, its synonyms; for a vertical its name and patterns),
 * compared in normalized form so "Toilets", "toilet" and "TOILETS" meet.
 */
import { normalizeText } from '../../text/normalize.js';
import { readTopicBackbone, TOPICS_DIR, walkTopics } from '../topics/topic-file.js';
import { VERTICALS } from '../taxonomy/verticals.js';

export interface BackboneTopic {
  /** Lower-case path from the vertical down, " > " between names. */
  path: string;
  /** Lower-case name of its vertical (the first name of the path). */
  vertical: string;
  /** 1 for a vertical, 2..5 for topic nodes. */
  level: number;
  /** Normalized key of its own name. */
  nameKey: string;
  /** Normalized keys of its name and synonyms. */
  surfaceKeys: ReadonlySet<string>;
}

/**
 * Comparison key of a surface form: normalized tokens (case, accents, plurals folded) with
 * "&" and "and" left out, so "Toilets & Bidets" and "toilet and bidet" are one key.
 */
export function surfaceKey(text: string): string {
  let key = keyCache.get(text);
  if (key === undefined) {
    key = normalizeText(text)
      .split(' ')
      .filter((w) => w !== 'and' && w !== '')
      .join(' ');
    keyCache.set(text, key);
  }
  return key;
}
const keyCache = new Map<string, string>();

export class BackboneSurfaces {
  readonly topics: ReadonlyMap<string, BackboneTopic>;
  /** Surface key → paths of the topics it names. */
  private readonly owners = new Map<string, string[]>();

  constructor(topics: readonly BackboneTopic[]) {
    this.topics = new Map(topics.map((t) => [t.path, t]));
    for (const t of topics) {
      for (const k of t.surfaceKeys) {
        const list = this.owners.get(k);
        if (list) list.push(t.path);
        else this.owners.set(k, [t.path]);
      }
    }
  }

  /** True when some topic of the backbone is named by a surface form of this key. */
  ownsKey(key: string): boolean {
    return this.owners.has(key);
  }

  /** Paths of the topics a surface key names. */
  ownersOf(key: string): readonly string[] {
    return this.owners.get(key) ?? [];
  }

  has(path: string): boolean {
    return this.topics.has(path.toLowerCase());
  }

  /** True when `path` is `root` or lies below it. */
  static within(path: string, root: string): boolean {
    return path === root || path.startsWith(root + ' > ');
  }
}

/** The backbone of `dir` (default: the project's topic files) with its surface forms. */
export function readBackboneSurfaces(dir: string = TOPICS_DIR): BackboneSurfaces {
  const topics: BackboneTopic[] = [];
  const bySlug = new Map(VERTICALS.map((v) => [v.slug, v]));
  for (const [slug, nodes] of readTopicBackbone(dir)) {
    const v = bySlug.get(slug)!;
    const vertical = v.name.toLowerCase();
    topics.push({
      path: vertical,
      vertical,
      level: 1,
      nameKey: surfaceKey(v.name),
      surfaceKeys: new Set([v.name, ...v.patterns].map(surfaceKey)),
    });
    for (const { node, path } of walkTopics(nodes)) {
      topics.push({
        path: [vertical, ...path.map((n) => n.toLowerCase())].join(' > '),
        vertical,
        level: node.level,
        nameKey: surfaceKey(node.name),
        surfaceKeys: new Set([node.name, ...node.synonyms].map(surfaceKey)),
      });
    }
  }
  return new BackboneSurfaces(topics);
}
