/**
 * Checks every entity source's test makes: each topic is a path of the backbone, ids are
 * unique slugs, names and aliases are clean. Returns the problems found (empty when none),
 * so a failing test names the entities at fault.
 */
import type { NamedEntity } from '../../../../build-index/entities/named-entity.js';
import { pathText } from '../../../../build-index/entities/named-entity.js';
import { backbonePaths } from '../../../../build-index/topics/topic-file.js';

let paths: Set<string> | undefined;

export function entityProblems(entities: readonly NamedEntity[]): string[] {
  paths ??= backbonePaths();
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const e of entities) {
    if (!paths.has(pathText(e.topic.split('>'))))
      problems.push(`${e.id}: topic "${e.topic}" is not a backbone path`);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(e.id)) problems.push(`${e.id}: not a slug`);
    if (ids.has(e.id)) problems.push(`${e.id}: given twice`);
    ids.add(e.id);
    if (e.name.trim() === '' || e.name !== e.name.trim()) problems.push(`${e.id}: bad name`);
    for (const a of e.aliases)
      if (a !== a.toLowerCase() || a.trim() !== a || a === '')
        problems.push(`${e.id}: alias "${a}" is not trimmed lower case`);
  }
  return problems;
}
