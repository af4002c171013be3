import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  categoryPathIndex,
  entityCategories,
  EntityPlacementError,
  entitySlug,
  type NamedEntity,
} from '../../../build-index/entities/named-entity.js';
import type { DraftCategory } from '../../../build-index/taxonomy/draft.js';

function cat(key: string, parent: string | null, name: string): DraftCategory {
  return { key, parent, name, patterns: [], negative: [], context: [], facets: [], prior: 1 };
}

const tree = [
  cat('tier:sports', null, 'Sports'),
  cat('topic:sports/baseball', 'tier:sports', 'Baseball'),
  cat('topic:sports/baseball/mlb', 'topic:sports/baseball', 'MLB'),
];

const cubs: NamedEntity = {
  source: 'test',
  id: 'chicago-cubs',
  name: 'Chicago Cubs',
  aliases: ['chicago cubs baseball'],
  topic: 'Sports > Baseball > MLB',
  type: 'ORG',
};

test('an entity hangs under the category its topic path names, case-insensitively', () => {
  const [c] = entityCategories([{ ...cubs, topic: 'sports >  baseball>mlb' }], tree);
  assert.is(c!.key, 'ent:test:chicago-cubs');
  assert.is(c!.parent, 'topic:sports/baseball/mlb');
  assert.equal(c!.patterns, ['chicago cubs', 'chicago cubs baseball']);
  assert.is(c!.entityType, 'ORG');
});

test('a name of everyday words is no pattern of its own: only its aliases are', () => {
  const friends: NamedEntity = {
    ...cubs,
    id: 'friends',
    name: 'Friends',
    aliases: ['friends season', 'friends cast'],
    qualifiedOnly: true,
  };
  const [c] = entityCategories([friends], tree);
  assert.equal(c!.patterns, ['friends season', 'friends cast']);
  assert.is(c!.name, 'Friends');
});

test('an entity topic may be a category key', () => {
  const [c] = entityCategories([{ ...cubs, topic: 'topic:sports/baseball' }], tree);
  assert.is(c!.parent, 'topic:sports/baseball');
});

test('an unknown topic or a repeated entity fails and names the entity', () => {
  assert.throws(
    () => entityCategories([{ ...cubs, topic: 'Sports > Cricket' }], tree),
    (e: unknown) =>
      e instanceof EntityPlacementError && /chicago-cubs.*Sports > Cricket/.test(e.message),
  );
  assert.throws(
    () => entityCategories([cubs, cubs], tree),
    (e: unknown) => e instanceof EntityPlacementError && /given twice/.test(e.message),
  );
});

test('paths are built from names down from the vertical', () => {
  const paths = categoryPathIndex(tree);
  assert.is(paths.get('sports > baseball > mlb'), 'topic:sports/baseball/mlb');
});

test('entity slugs are lower-case ascii words joined by hyphens', () => {
  assert.is(entitySlug('Pokémon: Sun & Moon'), 'pokemon-sun-and-moon');
  assert.is(entitySlug('  iPhone 15 Pro '), 'iphone-15-pro');
});

test.run();
