import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  readBackboneSurfaces,
  surfaceKey,
} from '../../../build-index/sources/backbone-surfaces.js';
import { GPT_HOMES } from '../../../build-index/sources/google-product-homes.js';
import { AMBIGUOUS_ALONE } from '../../../build-index/sources/google-product-patterns.js';
import {
  type GptPlacement,
  placeGoogleProductTaxonomy,
} from '../../../build-index/sources/google-product-placement.js';
import {
  GPT_PRIOR,
  googleProductCategories,
  gptBranchCounts,
  loadGoogleProductTaxonomy,
  parseGoogleProductTaxonomy,
} from '../../../build-index/sources/google-product-taxonomy.js';
import { backbonePaths } from '../../../build-index/topics/topic-file.js';

const nodes = loadGoogleProductTaxonomy();
const backbone = readBackboneSurfaces();
const paths = backbonePaths();
const resolve = (p: string): string | undefined => (paths.has(p) ? `topic:${p}` : undefined);
const placements = placeGoogleProductTaxonomy(nodes, backbone);
const cats = googleProductCategories(resolve, nodes, backbone, placements);
const byPath = new Map(nodes.map((n) => [n.path.join(' > '), n]));

function placementOf(path: string): GptPlacement {
  const node = byPath.get(path);
  assert.ok(node, `no GPT node ${path}`);
  return placements.get(node.id)!;
}

test('the package file holds about 5,580 nodes, each with an id, its name and its path', () => {
  assert.ok(nodes.length > 5500 && nodes.length < 5600, `${nodes.length} nodes`);
  assert.equal(nodes[0], {
    id: 1,
    name: 'Animals & Pet Supplies',
    path: ['Animals & Pet Supplies'],
  });
  assert.is(new Set(nodes.map((n) => n.id)).size, nodes.length);
  assert.is(nodes.filter((n) => n.path.length === 1).length, 21);
  assert.ok(nodes.every((n) => n.path.at(-1) === n.name));
});

test('a line that is not "id - path", or whose parent comes later, is refused', () => {
  assert.throws(() => parseGoogleProductTaxonomy('1 Animals'), /line 1/);
  assert.throws(() => parseGoogleProductTaxonomy('2 - A > B\n1 - A'), /parent of "A > B"/);
});

test('every GPT_HOMES entry names a GPT node, and every target is a backbone path', () => {
  for (const [path, home] of GPT_HOMES) {
    assert.ok(byPath.has(path), `no GPT node "${path}"`);
    if (home.mode === 'drop') continue;
    if (home.target.startsWith('gpt:')) continue;
    assert.ok(paths.has(home.target.toLowerCase()), `no backbone path "${home.target}"`);
  }
  for (const n of nodes.filter((n) => n.path.length === 1))
    assert.ok(GPT_HOMES.has(n.name), `top-level branch ${n.name} has no home`);
});

test('every kept node hangs on a kept gpt: category or a backbone path; folds land on paths', () => {
  const kept = new Set(cats.map((c) => c.key));
  for (const c of cats) {
    if (c.parent!.startsWith('gpt:')) assert.ok(kept.has(c.parent!), `${c.key}: ${c.parent}`);
    else assert.ok(paths.has(c.parent!.slice('topic:'.length)), `${c.key}: ${c.parent}`);
  }
  for (const p of placements.values())
    if (p.kind === 'folded') assert.ok(paths.has(p.into), p.into);
  assert.ok(cats.length > 4000, `${cats.length} kept`);
});

test('phones go to smartphones, toilets to the bathroom, dog supplies to pets', () => {
  const phones = 'Electronics > Communications > Telephony > Mobile Phones';
  assert.equal(placementOf(phones), {
    kind: 'folded',
    into: 'computers & electronics > mobile phones > smartphones',
  });
  const unlocked = cats.find((c) => c.name === 'Unlocked Mobile Phones')!;
  assert.is(unlocked.parent, 'topic:computers & electronics > mobile phones > smartphones');

  const toilets = placementOf(
    'Hardware > Plumbing > Plumbing Fixtures > Toilets & Bidets > Toilets',
  );
  assert.equal(toilets, { kind: 'folded', into: 'home & garden > bathroom > toilets' });

  const dog = cats.find((c) => c.name === 'Dog Supplies')!;
  assert.is(dog.parent, 'topic:pets & animals > pets > dogs');
  const houses = placementOf('Animals & Pet Supplies > Pet Supplies > Dog Supplies > Dog Houses');
  assert.is(houses.kind === 'kept' && houses.parent, dog.key);
});

test('a GPT node named like the topic it would hang on, or one below it, adds nothing', () => {
  assert.equal(placementOf('Apparel & Accessories > Clothing > Dresses'), {
    kind: 'folded',
    into: "apparel > women's clothing > dresses",
  });
  // Named by every kind it coordinates: "Scarves & Shawls" is Scarves & Gloves.
  assert.equal(placementOf('Apparel & Accessories > Clothing Accessories > Gloves & Mittens'), {
    kind: 'folded',
    into: 'apparel > accessories > scarves & gloves',
  });
  // Its children then hang on that topic.
  const covers = cats.find((c) => c.name === 'Bathroom Accessories')!;
  assert.is(covers.parent, 'topic:home & garden > bathroom');
});

test('sports equipment is named as equipment, never by the bare name of the sport', () => {
  const basketball = cats.find((c) => c.name === 'Basketball')!;
  assert.is(basketball.parent, 'topic:sports > sports equipment');
  assert.equal(basketball.patterns, ['basketball equipment', 'basketball gear']);
  const hoops = cats.find((c) => c.name === 'Basketball Hoops')!;
  assert.is(hoops.parent, basketball.key);
});

test('no pattern is a word ambiguous alone or a surface form the backbone owns', () => {
  const ambiguous = new Set([...AMBIGUOUS_ALONE].map(surfaceKey));
  for (const c of cats) {
    for (const p of c.patterns) {
      const key = surfaceKey(p);
      assert.ok(key.includes(' ') || !ambiguous.has(key), `${c.key} ${c.name}: "${p}"`);
      assert.ok(!backbone.ownsKey(key), `${c.key} ${c.name}: "${p}" is a backbone topic's`);
    }
  }
  const kept = cats.filter((c) => c.patterns.length === 0);
  assert.ok(kept.length < 5, `${kept.length} categories without a pattern`);
});

test('categories are sorted by GPT id, products with a modest prior and parent context', () => {
  const ids = cats.map((c) => Number(c.key.slice(4)));
  assert.equal(
    ids,
    [...ids].sort((a, b) => a - b),
  );
  for (const c of cats) {
    assert.equal(c.facets, [['domain', 'product']]);
    assert.is(c.prior, GPT_PRIOR);
  }
  const bowls = cats.find((c) => c.name === 'Pet Bowls, Feeders & Waterers')!;
  assert.ok(bowls.patterns.includes('pet feeders') && bowls.patterns.includes('pet bowl'));
  const spurs = cats.find((c) => c.name === 'Spurs')!;
  assert.ok(!spurs.patterns.includes('spurs') && spurs.patterns.includes('riding spurs'));
  assert.ok(spurs.context.includes('shoe'), spurs.context.join());
});

test('erotica is dropped; every other branch keeps or folds all of its nodes', () => {
  const counts = gptBranchCounts(nodes, placements);
  assert.is(counts.size, 21);
  assert.equal(counts.get('Mature'), { kept: 27, folded: 0, dropped: 11 });
  let dropped = 0;
  for (const [branch, c] of counts) if (branch !== 'Mature') dropped += c.dropped;
  assert.ok(dropped <= 5, `${dropped} dropped outside Mature`);
  assert.is(placementOf('Mature > Erotic > Sex Toys').kind, 'dropped');
});

test.run();
