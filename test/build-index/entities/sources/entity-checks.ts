/**
 * Checks every entity source's test makes: each topic is a path of the backbone, ids are
 * unique slugs, names and aliases are trimmed (the pattern set normalizes their case).
 */
import * as assert from 'uvu/assert';
import { pathText, type NamedEntity } from '../../../../build-index/entities/named-entity.js';
import { backbonePaths } from '../../../../build-index/topics/topic-file.js';
import { isEntityType } from '../../../../workers/entities/types.js';

let paths: Set<string> | undefined;

/** The problems found (empty when none), so a failing test names the entities at fault. */
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
      if (a.trim() !== a || a === '')
        problems.push(`${e.id}: alias "${a}" is empty or not trimmed`);
  }
  return problems;
}

/** Topic resolves in the backbone, ids unique and slug-shaped, names and aliases distinct. */
export function assertWellFormed(entities: readonly NamedEntity[], source: string): void {
  const problems = entityProblems(entities);
  assert.equal(problems.slice(0, 20), [], `${problems.length} problems`);
  for (const e of entities) {
    assert.is(e.source, source);
    assert.ok(isEntityType(e.type), `entity ${e.id}: type ${e.type}`);
    const forms = [e.name, ...e.aliases].map((f) => f.toLowerCase());
    assert.is(
      new Set(forms).size,
      forms.length,
      `entity ${e.id} repeats a name: ${forms.join(', ')}`,
    );
  }
}

/** The entity named `name` (exactly), failing when there is none. */
export function named(entities: readonly NamedEntity[], name: string): NamedEntity {
  const e = entities.find((x) => x.name === name);
  assert.ok(e, `no entity named "${name}"`);
  return e;
}
