/**
 * Checks shared by the entity source tests: where entities hang, and that their ids and
 * patterns are sound, resolved the way entityCategories will resolve them (a backbone
 * path, or the key of an entity listed earlier).
 */
import {
  entityKey,
  pathText,
  patternForms,
  type NamedEntity,
} from '../../../../build-index/entities/named-entity.js';
import { normPattern } from '../../../../build-index/sources/vocab.js';
import {
  backbonePaths,
  readTopicBackbone,
  TOPICS_DIR,
  walkTopics,
} from '../../../../build-index/topics/topic-file.js';

let paths: Set<string> | undefined;
let topicForms: Set<string> | undefined;

/** Every backbone path, lower case, read once per test file. */
export function topicPaths(): Set<string> {
  paths ??= backbonePaths();
  return paths;
}

/** Entities whose topic is neither a backbone path nor the key of an entity before them. */
export function unplaced(entities: readonly NamedEntity[]): NamedEntity[] {
  const all = topicPaths();
  const keys = new Set<string>();
  const out: NamedEntity[] = [];
  for (const e of entities) {
    if (!keys.has(e.topic) && !all.has(pathText(e.topic.split('>')))) out.push(e);
    keys.add(entityKey(e));
  }
  return out;
}

/** Ids given more than once, and ids that are not entity slugs. */
export function badIds(entities: readonly NamedEntity[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of entities) {
    if (seen.has(e.id) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(e.id)) out.push(e.id);
    seen.add(e.id);
  }
  return out;
}

/** The entity of a given name (fails the test when absent). */
export function named(entities: readonly NamedEntity[], name: string): NamedEntity {
  const e = entities.find((x) => x.name === name);
  if (!e) throw new Error(`no entity named "${name}"`);
  return e;
}

/** Lower-cased surface forms (name and aliases) of an entity. */
export function forms(e: NamedEntity): string[] {
  return [e.name, ...e.aliases].map((s) => s.toLowerCase());
}

/**
 * Patterns of entities (the name, unless it is `qualifiedOnly`, and the aliases) that are
 * also the name or a synonym of a topic node ("hamlet" is a synonym of Towns & Villages):
 * the entity would take the topic's own queries.
 */
export function topicCollisions(entities: readonly NamedEntity[]): string[] {
  if (!topicForms) {
    topicForms = new Set();
    for (const nodes of readTopicBackbone(TOPICS_DIR).values())
      for (const { node } of walkTopics(nodes))
        for (const f of [node.name, ...node.synonyms]) topicForms.add(normPattern(f));
  }
  const forms = topicForms;
  return entities.flatMap((e) =>
    patternForms(e)
      .map(normPattern)
      .filter((p) => forms.has(p)),
  );
}
