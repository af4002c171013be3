/**
 * The zero-shot path of custom taxonomies, over the word vectors of the small test index:
 * centroids made at compile time in shared memory, texts without listed words placed by
 * them, a listed word never overridden, negative vocabulary, and the vocabulary alone
 * when zero-shot is off.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { compileTaxonomy, descriptionFor } from '../../../src/taxonomies/custom-taxonomies.js';
import { openCustomTaxonomy, type CustomNode } from '../../../workers/custom/custom-taxonomy.js';
import {
  customDocumentsTask,
  customKeywordsTask,
} from '../../../workers/custom/custom-classify-task.js';
import { customTaxonomyFor } from '../../../workers/custom/custom-cache.js';
import {
  ZERO_SHOT,
  vectorsKeyOf,
  zeroShotNodes,
  zeroShotVectors,
} from '../../../workers/custom/zero-shot.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

const node = (name: string, positive: string[], negative: string[] = [], nodes?: CustomNode[]) => ({
  name,
  positive_vocab: positive,
  negative_vocab: negative,
  ...(nodes ? { nodes } : {}),
});

// Preorder: 0 Pets, 1 Dogs, 2 Cats, 3 Vehicles, 4 Cars, 5 Boats, 6 Software, 7 Zzqx
const TREE: CustomNode[] = [
  node(
    'Pets',
    ['pet supplies'],
    [],
    [node('Dogs', ['dog food'], ['hot dog']), node('Cats', ['cat litter'])],
  ),
  node('Vehicles', ['car dealer'], [], [node('Cars', ['jaguar']), node('Boats', ['sailboat'])]),
  node('Software', ['programming language'], ['snake', 'reptile']),
  node('Qqxv', ['zzkj wvqq']),
];
const ID = 'c'.repeat(64);

let index: IndexVersion;
test.before(async () => {
  index = await openFixtureIndex();
});

const open = (nodes = TREE) => {
  const compiled = compileTaxonomy(ID, { nodes }, index);
  const tax = openCustomTaxonomy(descriptionFor(compiled, index));
  return { compiled, tax, vectors: zeroShotVectors(index, tax) };
};
const keywords = (list: string[], opts: { zeroShot?: boolean } = {}) => {
  const { tax, vectors } = open();
  return customKeywordsTask(
    tax,
    { keywords: list, addLastNode: true, explain: true, ...opts },
    vectors,
  );
};

test('compiling with an index version makes every node a unit centroid in shared memory, once', () => {
  const { compiled } = open();
  assert.is(compiled.centroids.size, 1);
  const c = compiled.centroids.get(vectorsKeyOf(index))!;
  assert.ok(c, 'keyed by the sha256 of vectors.bin');
  assert.match(c.vectorsKey, /^[0-9a-f]{64}$/);
  assert.ok(c.positive.buffer instanceof SharedArrayBuffer);
  assert.ok(c.negative.buffer instanceof SharedArrayBuffer);
  const D = c.dimensions;
  const norm = (a: Float32Array, n: number) =>
    Math.sqrt(a.subarray(n * D, (n + 1) * D).reduce((s, x) => s + x * x, 0));
  for (let n = 0; n < 7; n++) assert.ok(Math.abs(norm(c.positive, n) - 1) < 1e-5, `node ${n}`);
  assert.is(norm(c.positive, 7), 0, 'no word of Qqxv has a vector: no centroid');
  assert.is(norm(c.negative, 0), 0, 'Pets has no negative vocabulary');
  assert.ok(Math.abs(norm(c.negative, 6) - 1) < 1e-5);
  // The same vectors again: the centroids already made are reused.
  assert.is(descriptionFor(compiled, index).centroids, c);
});

test('a keyword without any listed word gets the nearest node above the threshold, and says so', () => {
  const out = keywords(['engine and tires for my sedan', 'java code compiler bug']);
  assert.equal(out.nodes, [4, 6]);
  const r = out.reasons![0]!;
  assert.is(r.source, 'zero_shot');
  assert.ok(r.similarity! >= ZERO_SHOT.threshold && r.similarity! <= 1);
  assert.equal(r.words, []);
});

test('nothing near enough, or no word with a vector: no node', () => {
  const out = keywords(['interest rates and inflation', 'zzkjq wvqqx']);
  assert.equal(out.nodes, [-1, -1]);
  assert.equal(out.reasons, [null, null]);
});

test('a listed word is never overridden by a nearer centroid', () => {
  // "jaguar" is listed under Cars; the rest of the text is about the animal.
  const text = 'the jaguar hunted in the jungle with its cubs';
  const kw = keywords([text]);
  assert.equal(kw.nodes, [4]);
  assert.equal(kw.reasons![0], { node: 4, source: 'vocabulary', words: ['jaguar'] });
  const { tax, vectors } = open();
  const long = `${text}, stalking deer and monkeys near the river. The big cat is a fierce predator of the rainforest, and cubs stay with their mother for two years before they hunt alone. Its spotted coat hides it in the shade of the trees while it waits for prey to come down to the water.`;
  const doc = customDocumentsTask(
    tax,
    { kind: 'text', docs: [text, long], limit: null, addLastNode: true, explain: true },
    vectors,
  ).results;
  // A short text: the match is strong, the vocabulary answers alone.
  assert.equal(doc[0]!.nodes, [4]);
  // A long text naming it once: weak, so zero-shot nodes follow, always below it.
  const d = doc[1]!;
  assert.is(d.nodes[0], 4);
  assert.is(d.reasons![0]!.source, 'vocabulary');
  assert.ok(d.nodes.length > 1, 'zero-shot nodes added after a weak match');
  for (let k = 1; k < d.nodes.length; k++) {
    assert.is(d.reasons![k]!.source, 'zero_shot');
    assert.ok(d.scores[k]! <= d.scores[0]!);
  }
});

test('negative vocabulary: a negative term in the text, or a text nearer it than the node, keeps the node out', () => {
  // Without negatives, "dog" words reach Dogs; the listed negative "hot dog" rules it out.
  const plain = TREE.map((t) => ({ ...t }));
  plain[0] = node(
    'Pets',
    ['pet supplies'],
    [],
    [node('Dogs', ['dog food']), node('Cats', ['cat litter'])],
  );
  const { tax: loose, vectors } = open(plain);
  const text = 'dogs barking at the stand with hot dog buns';
  const withoutNeg = customKeywordsTask(loose, { keywords: [text], addLastNode: true }, vectors);
  assert.is(withoutNeg.nodes[0], 1);
  assert.is.not(keywords([text]).nodes[0], 1);
  // Software is ruled out by "snake" and "reptile": "python species" is nearer them than
  // the node (seen at any similarity, threshold 0).
  const text2 = 'python species';
  const noNeg = TREE.map((t) => ({ ...t }));
  noNeg[2] = node('Software', ['programming language']);
  const near = (nodes: CustomNode[]) => {
    const { tax, vectors } = open(nodes);
    return zeroShotNodes(tax.centroids!, vectors!, text2, new Set(), 10, 0).map((m) => m.node);
  };
  assert.ok(near(noNeg).includes(6), 'python is near a language without the negatives');
  assert.not.ok(near(TREE).includes(6));
});

test('classification_type 1 (zeroShot false) is the vocabulary alone', () => {
  const out = keywords(['engine and tires for my sedan', 'jaguar'], { zeroShot: false });
  assert.equal(out.nodes, [-1, 4]);
});

test('a worker holding centroids of other vectors asks for the taxonomy again', () => {
  const { compiled } = open();
  const id = 'd'.repeat(64);
  const description = { ...descriptionFor(compiled, index), datasetId: id };
  const key = vectorsKeyOf(index);
  assert.ok(customTaxonomyFor({ datasetId: id, vectorsKey: key, description }));
  assert.ok(customTaxonomyFor({ datasetId: id, vectorsKey: key }), 'held');
  assert.is(customTaxonomyFor({ datasetId: id, vectorsKey: 'f'.repeat(64) }), undefined);
  const bare = customTaxonomyFor({
    datasetId: id,
    vectorsKey: '',
    description: compiled.description,
  })!;
  assert.is(bare.centroids, undefined);
});

test.run();
