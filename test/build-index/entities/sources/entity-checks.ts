/** Checks every entity source's output must pass (used by the source tests). */
import * as assert from 'uvu/assert';
import { pathText, type NamedEntity } from '../../../../build-index/entities/named-entity.js';
import { backbonePaths } from '../../../../build-index/topics/topic-file.js';
import { isEntityType } from '../../../../workers/entities/types.js';

let paths: Set<string> | undefined;

/** Topic resolves in the backbone, ids unique and slug-shaped, names and aliases distinct. */
export function assertWellFormed(entities: readonly NamedEntity[], source: string): void {
  paths ??= backbonePaths();
  const ids = new Set<string>();
  for (const e of entities) {
    assert.is(e.source, source);
    assert.match(e.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `id "${e.id}"`);
    assert.not.ok(ids.has(e.id), `id "${e.id}" given twice`);
    ids.add(e.id);
    assert.ok(e.name.trim() !== '', `entity ${e.id} has no name`);
    assert.ok(isEntityType(e.type), `entity ${e.id}: type ${e.type}`);
    assert.ok(
      paths.has(pathText(e.topic.split('>'))),
      `entity ${e.id} (${e.name}): topic "${e.topic}" is not a backbone path`,
    );
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
