import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assembleTaxonomy, checkTree } from '../../../build-index/taxonomy/assemble.js';
import type { DraftCategory, TaxonomyDraft } from '../../../build-index/taxonomy/draft.js';
import { normPattern } from '../../../build-index/sources/vocab.js';
import { VERTICALS, verticalKey } from '../../../build-index/taxonomy/verticals.js';

function digest(d: TaxonomyDraft): string {
  const h = createHash('sha256');
  for (const c of d.categories) h.update(JSON.stringify(c)).update('\n');
  h.update(JSON.stringify(d.counts)).update(JSON.stringify(d.sources));
  return h.digest('hex');
}

const first = await assembleTaxonomy({ profile: 'small' });
const cats = first.categories;
const byKey = new Map(cats.map((c) => [c.key, c]));

function ancestors(c: DraftCategory): DraftCategory[] {
  const out: DraftCategory[] = [];
  let p = c.parent;
  while (p !== null) {
    const a = byKey.get(p)!;
    out.push(a);
    p = a.parent;
  }
  return out;
}

function verticalOf(c: DraftCategory): string {
  const a = ancestors(c);
  return a.length ? a[a.length - 1]!.key : c.key;
}

function withPattern(p: string): DraftCategory[] {
  return cats.filter((c) => c.patterns.includes(p));
}

test('same packages, same draft: two runs are identical, in the same order', async () => {
  const second = await assembleTaxonomy({ profile: 'small' });
  assert.is(second.categories.length, cats.length);
  assert.equal(
    second.categories.map((c) => c.key),
    cats.map((c) => c.key),
  );
  assert.is(digest(second), digest(first));
});

test('every category has at least one normalized pattern', () => {
  const bad = cats.filter(
    (c) => c.patterns.length === 0 || c.patterns.some((p) => !p || normPattern(p) !== p),
  );
  assert.equal(bad.map((c) => c.key).slice(0, 5), []);
});

test('keys are unique, parents exist, no cycles, only verticals at the root', () => {
  const keys = new Set<string>();
  for (const c of cats) {
    assert.not.ok(keys.has(c.key), `duplicate ${c.key}`);
    keys.add(c.key);
  }
  for (const c of cats) {
    if (c.parent === null) assert.ok(c.key.startsWith('tier:'), c.key);
    else assert.ok(byKey.has(c.parent), `${c.key} → ${c.parent}`);
  }
  const tree = checkTree(cats);
  for (let i = 0; i < cats.length; i++) assert.ok(tree.depth[i]! >= 1 && tree.depth[i]! < 64);
});

test('the tree check throws on duplicate keys, dangling parents and cycles', () => {
  const cat = (key: string, parent: string | null): DraftCategory => ({
    key,
    parent,
    name: key,
    patterns: [key],
    negative: [],
    context: [],
    facets: [],
    prior: 1,
  });
  assert.throws(() => checkTree([cat('tier:a', null), cat('tier:a', null)]), /duplicate/);
  assert.throws(() => checkTree([cat('tier:a', null), cat('x:b', 'x:missing')]), /does not exist/);
  assert.throws(
    () => checkTree([cat('tier:a', null), cat('x:b', 'x:c'), cat('x:c', 'x:b')]),
    /cycle/,
  );
  assert.throws(() => checkTree([cat('x:root', null)]), /not a vertical/);
});

test('about 25 verticals, each with real content below it', () => {
  const tiers = cats.filter((c) => c.parent === null);
  assert.is(tiers.length, VERTICALS.length);
  assert.ok(tiers.length >= 20 && tiers.length <= 30);
  const size = new Map<string, number>();
  for (const c of cats) size.set(verticalOf(c), (size.get(verticalOf(c)) ?? 0) + 1);
  for (const v of VERTICALS) {
    const n = size.get(verticalKey(v.slug)) ?? 0;
    assert.ok(n >= 50, `${v.name} has only ${n} categories`);
  }
});

test('every category has a domain facet and an English display name', () => {
  const domains = new Set(['product', 'service', 'facility', 'information', 'event']);
  for (const c of cats) {
    const d = c.facets.filter((f) => f[0] === 'domain');
    assert.ok(d.length >= 1 && d.every((f) => domains.has(f[1])), c.key);
    assert.ok(c.name.trim().length > 0, c.key);
  }
});

test('"jaguar" names the animal under Pets & Animals and the car make under Vehicles', () => {
  const senses = withPattern('jaguar');
  const animal = senses.find((c) => verticalOf(c) === 'tier:pets-animals');
  const make = senses.find((c) => verticalOf(c) === 'tier:vehicles');
  assert.ok(animal, 'jaguar the cat');
  assert.ok(make, 'Jaguar the car make');
  assert.ok(make.facets.some((f) => f[0] === 'brand' && f[1] === 'Jaguar'));
  // Ambiguous, so each sense has context, and the other sense's words as negatives.
  assert.ok(animal.context.length > 0 && make.context.length > 0);
  assert.ok(make.context.includes('car'));
  assert.ok(animal.negative.includes('car'), animal.negative.join(','));
  assert.ok(ancestors(animal).some((a) => ['Feline', 'Big cat', 'Big Cats'].includes(a.name)));
});

test('"python" names the snake under Pets & Animals and the language under Computers & Electronics', () => {
  const senses = withPattern('python');
  assert.ok(senses.some((c) => verticalOf(c) === 'tier:pets-animals'));
  const lang = senses.find((c) => verticalOf(c) === 'tier:computers-electronics');
  assert.ok(lang);
  assert.ok(ancestors(lang).some((a) => a.key === 'topic:programming'));
});

test('"apple" the fruit is food; WordNet hierarchy is kept below the anchors', () => {
  const fruit = withPattern('apple').find((c) => verticalOf(c) === 'tier:food-drink');
  assert.ok(fruit);
  assert.ok(fruit.key.startsWith('wn:'));
  assert.ok(fruit.prior > 1);
  assert.ok(fruit.gloss && fruit.gloss.length > 10);
  const cab = cats.find(
    (c) => c.key.startsWith('wn:') && c.name === 'Cab' && verticalOf(c) === 'tier:vehicles',
  );
  assert.ok(cab && cab.patterns.includes('cabs'), 'plural forms for count nouns');
});

test('a serving of food is food: "chicken wing" sits under Food & Drink, not among quantities', () => {
  const wing = withPattern('chicken wing').filter((c) => c.key.startsWith('wn:'));
  assert.ok(wing.length > 0, 'WordNet names the chicken wing');
  for (const c of wing) assert.is(verticalOf(c), 'tier:food-drink', c.key);
});

test('places: country, region and city hierarchy with local and folded names', () => {
  const paris = byKey.get('geo:city:FR.11.75:Paris');
  assert.ok(paris, 'Paris is among the small profile cities');
  const path = ancestors(paris).map((a) => a.key);
  assert.equal(path, ['geo:FR.11.75', 'geo:FR.11', 'geo:FR', 'geo:continent:EU', 'tier:places']);
  const france = byKey.get('geo:FR')!;
  assert.ok(france.patterns.includes('france'));
  assert.ok(france.patterns.includes('frankreich'), 'names in other languages');
  const andorra = cats.find(
    (c) => c.key.startsWith('geo:AD.') && c.patterns.includes('sant julià de loria'),
  );
  assert.ok(andorra && andorra.patterns.includes('sant julia de loria'), 'ASCII-folded forms');
});

test('local services: hotels in a capital live under Travel > Lodging, not under Places', () => {
  const hotels = byKey.get('svc:hotels:geo:city:FR.11.75:Paris');
  assert.ok(hotels);
  assert.is(hotels.name, 'Hotels in Paris, France');
  assert.ok(hotels.patterns.includes('hotels in paris'));
  assert.ok(hotels.patterns.includes('paris hotels'));
  const anc = ancestors(hotels).map((a) => a.key);
  assert.ok(anc.includes('topic:lodging'));
  assert.is(anc[anc.length - 1], 'tier:travel');
  for (const svc of ['restaurants', 'weather', 'jobs', 'homes', 'things-to-do']) {
    const c = byKey.get(`svc:${svc}:geo:city:FR.11.75:Paris`);
    assert.ok(c, svc);
    assert.is.not(verticalOf(c), 'tier:places');
  }
});

test('brands sit under their kind of business with brand facets', () => {
  const brands = cats.filter((c) => c.key.startsWith('nsi:'));
  assert.ok(brands.length >= 200);
  for (const b of brands) {
    const parent = byKey.get(b.parent!)!;
    assert.ok(parent.key.startsWith('kind:'), `${b.key} under ${parent.key}`);
  }
  const mcd = brands.find((b) => b.name === "McDonald's");
  assert.ok(mcd);
  assert.is(byKey.get(mcd.parent!)!.name, 'Fast Food Chains');
  assert.is(verticalOf(mcd), 'tier:food-drink');
  // One organization, one main category.
  assert.is(brands.filter((b) => b.name === "McDonald's").length, 1);
});

test.run();
