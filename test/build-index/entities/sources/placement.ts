/**
 * Checks shared by the entity source tests: where entities hang, and that their ids and
 * patterns are sound, resolved the way entityCategories will resolve them (a backbone
 * path, or the key of an entity listed earlier).
 */
import {
  entityKey,
  pathText,
  type NamedEntity,
} from '../../../../build-index/entities/named-entity.js';
import { backbonePaths } from '../../../../build-index/topics/topic-file.js';

let paths: Set<string> | undefined;

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
