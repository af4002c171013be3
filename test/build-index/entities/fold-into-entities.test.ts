import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { foldIntoEntities } from '../../../build-index/entities/fold-into-entities.js';
import type { DraftCategory, Facet } from '../../../build-index/taxonomy/draft.js';

function cat(
  key: string,
  parent: string | null,
  name: string,
  patterns: string[] = [],
  facets: Facet[] = [],
): DraftCategory {
  return { key, parent, name, patterns, negative: [], context: [], facets, prior: 1 };
}

/** SpaceX in the brand list under Science, and name-suggestion-index's operator of that name. */
function operators(): DraftCategory[] {
  return [
    cat('tier:science', null, 'Science'),
    cat('tier:business', null, 'Business & Industrial'),
    cat('topic:science/space', 'tier:science', 'Space Exploration'),
    cat('kind:pipelines', 'tier:business', 'Pipeline & Gas Operators'),
    cat('ent:simple-icons:spacex', 'topic:science/space', 'SpaceX', ['spacex']),
    cat('nsi:spacex-1', 'kind:pipelines', 'SpaceX', ['spacex', 'space x'], [['domain', 'service']]),
  ];
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

test("an operator bearing a brand list's name folds into that brand, whatever the vertical", () => {
  const cats = operators();
  const folded = foldIntoEntities(cats);
  assert.equal([...folded], [['nsi:spacex-1', 'ent:simple-icons:spacex']]);
  const spacex = cats.find((c) => c.key === 'ent:simple-icons:spacex')!;
  assert.equal(spacex.patterns.sort(), ['space x', 'spacex']);
  assert.is(spacex.prior, 2);
  assert.equal(spacex.formerKeys, ['nsi:spacex-1']);
});

test('a brand of name-suggestion-index, or an entity of no brand list, takes no operator', () => {
  const brand = operators().map((c) =>
    c.key === 'nsi:spacex-1' ? { ...c, facets: [...c.facets, ['brand', 'SpaceX'] as Facet] } : c,
  );
  assert.is(foldIntoEntities(brand).size, 0);
  const notBrand = operators().map((c) =>
    c.key === 'ent:simple-icons:spacex' ? { ...c, key: 'ent:films:spacex' } : c,
  );
  assert.is(foldIntoEntities(notBrand).size, 0);
  const twice = [...operators(), cat('ent:brands:spacex', 'tier:science', 'SpaceX')];
  assert.is(foldIntoEntities(twice).size, 0);
});

test.run();
