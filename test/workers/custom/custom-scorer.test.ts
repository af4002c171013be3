import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  compileCustomTaxonomy,
  openCustomTaxonomy,
  type CustomNode,
} from '../../../workers/custom/custom-taxonomy.js';
import { scoreText } from '../../../workers/custom/custom-scorer.js';
import {
  customDocumentsTask,
  customKeywordsTask,
} from '../../../workers/custom/custom-classify-task.js';

const node = (name: string, positive: string[], negative: string[] = [], nodes?: CustomNode[]) => ({
  name,
  positive_vocab: positive,
  negative_vocab: negative,
  ...(nodes ? { nodes } : {}),
});

// Preorder numbers: 0 Apparel, 1 Shirts, 2 Dresses, 3 Fruit, 4 Orange
const TREE: CustomNode[] = [
  node(
    'Apparel',
    ['clothing'],
    [],
    [node('Shirts', ['T-shirts', 'shirt']), node('Dresses', ['dress', 'summer dress'])],
  ),
  node('Fruit', ['fruit'], [], [node('Orange', ['orange'], ['orange paint', 'colour'])]),
];
const tax = openCustomTaxonomy(compileCustomTaxonomy('d'.repeat(64), TREE));

test('nodes are numbered in preorder with their parents, in shared memory', () => {
  const d = compileCustomTaxonomy('d'.repeat(64), TREE);
  assert.equal([...d.parent], [-1, 0, 0, -1, 3]);
  assert.ok(d.automaton.buffer instanceof SharedArrayBuffer);
  assert.ok(d.tokens.buffer instanceof SharedArrayBuffer);
});

test('vocabulary matches with the classifier normalization: case, plurals, hyphens', () => {
  assert.equal(scoreText(tax, 'Cheap TSHIRT deals').nodes, [1]);
  assert.equal(scoreText(tax, 'two t shirts').nodes, [1]);
  assert.equal(scoreText(tax, 'DRESSES').nodes, [2]);
});

test('an occurrence inside a longer one does not count; longer phrases score more', () => {
  const s = scoreText(tax, 'a summer dress');
  assert.equal(s.nodes, [2]);
  assert.equal(s.scores, [2]);
  assert.equal([...s.phrases], [['summer dress', 1]]);
});

test('negative vocabulary anywhere in the text suppresses its node, not the others', () => {
  assert.equal(scoreText(tax, 'orange fruit').nodes, [4, 3]);
  assert.equal(scoreText(tax, 'orange fruit with orange paint').nodes, [3]);
  assert.equal(scoreText(tax, 'the colour of an orange').nodes, []);
});

test('keywords: best node, -1 when none, the parent of a leaf without add_last_node', () => {
  const out = customKeywordsTask(tax, {
    keywords: ['summer dress', 'nothing', 'orange'],
    addLastNode: true,
  });
  assert.equal(out.nodes, [2, -1, 4]);
  const parents = customKeywordsTask(tax, {
    keywords: ['summer dress', 'fruit'],
    addLastNode: false,
  });
  assert.equal(parents.nodes, [0, 3]);
});

test('documents: shares of the score best first, within the limit, phrases as keywords', () => {
  const { results } = customDocumentsTask(tax, {
    kind: 'text',
    docs: ['A shirt, a shirt and a summer dress.'],
    limit: 1,
    addLastNode: true,
  });
  const r = results[0]!;
  assert.equal(r.nodes, [1]);
  assert.equal(r.scores, [0.5]);
  assert.equal(r.keywords, [
    { keyword: 'shirt', score: 0.6667 },
    { keyword: 'summer dress', score: 0.3333 },
  ]);
  const html = customDocumentsTask(tax, {
    kind: 'html',
    docs: ['<title>Fruit stall</title><p>Fresh orange juice every morning at the market.</p>'],
    limit: null,
    addLastNode: true,
  }).results[0]!;
  assert.is(html.title, 'Fruit stall');
  assert.equal(html.nodes, [3, 4]);
});

test.run();
