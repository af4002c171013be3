import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { foldIntoEntities } from '../../../build-index/entities/fold-into-entities.js';
import type { DraftCategory } from '../../../build-index/taxonomy/draft.js';

function cat(
  key: string,
  parent: string | null,
  name: string,
  patterns: string[] = [],
): DraftCategory {
  return { key, parent, name, patterns, negative: [], context: [], facets: [], prior: 1 };
}

function tree(): DraftCategory[] {
  return [
    cat('tier:pets', null, 'Pets & Animals'),
    cat('tier:science', null, 'Science'),
    cat('topic:pets/dogs', 'tier:pets', 'Dogs'),
    cat('topic:pets/hounds', 'topic:pets/dogs', 'Hounds'),
    cat('wn:1', 'topic:pets/hounds', 'Beagle', ['beagle', 'beagles']),
    cat('wn:2', 'wn:1', 'Pocket beagle', ['pocket beagle']),
    cat('ent:dog-breeds:beagle', 'topic:pets/hounds', 'Beagle', ['beagle', 'beagle dog']),
    cat('wn:3', 'tier:science', 'Beagle', ['beagle']),
  ];
}

test('a WordNet synset of the same name in the same vertical folds into the entity', () => {
  const cats = tree();
  const folded = foldIntoEntities(cats);
  assert.equal([...folded], [['wn:1', 'ent:dog-breeds:beagle']]);
  const ent = cats.find((c) => c.key === 'ent:dog-breeds:beagle')!;
  assert.equal(ent.patterns.sort(), ['beagle', 'beagle dog', 'beagles']);
  assert.is(ent.prior, 2);
  assert.equal(ent.formerKeys, ['wn:1']);
});

test('a synset of another vertical is another sense and stays', () => {
  const folded = foldIntoEntities(tree());
  assert.not.ok(folded.has('wn:3'));
});

test('a synset above the entity, or a name two entities share, does not fold', () => {
  const above = [
    cat('tier:pets', null, 'Pets & Animals'),
    cat('wn:1', 'tier:pets', 'Beagle'),
    cat('ent:x:beagle', 'wn:1', 'Beagle'),
  ];
  assert.is(foldIntoEntities(above).size, 0);
  const twice = [...tree(), cat('ent:films:beagle', 'topic:pets/dogs', 'Beagle')];
  assert.is(foldIntoEntities(twice).size, 0);
});

test.run();
