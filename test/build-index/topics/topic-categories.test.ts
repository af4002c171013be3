import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseTopicFile } from '../../../build-index/topics/topic-file.js';
import { topicCategories, topicKey } from '../../../build-index/topics/topic-categories.js';
import type { TopicBranch, Vertical } from '../../../build-index/taxonomy/verticals.js';

const travel: Vertical = {
  slug: 'travel',
  name: 'Travel',
  description: '',
  patterns: [],
  context: [],
};
const lodging: TopicBranch = {
  key: 'topic:lodging',
  parent: 'tier:travel',
  name: 'Lodging',
  patterns: ['places to stay'],
  description: 'Hotels and other places to stay.',
  domain: 'service',
};
const rentals: TopicBranch = {
  key: 'topic:car-rental',
  parent: 'tier:travel',
  name: 'Car Rental',
  patterns: ['car hire'],
  description: 'Renting cars.',
  domain: 'service',
};
const file = [
  'Lodging = accommodation ; cues: night, check in ; not: dental',
  '  Hotels = hotel ; cues: room',
  '    Boutique Hotels',
  'Cruises & Ferries = cruises',
].join('\n');

function build() {
  return topicCategories(
    new Map([['travel', parseTopicFile(file, 'travel.topics')]]),
    [travel],
    [lodging, rentals],
  );
}

test('a node keeps the key of the hand-made branch that has its name, with both patterns', () => {
  const { categories, mergedBranches } = build();
  const node = categories.find((c) => c.name === 'Lodging')!;
  assert.is(node.key, 'topic:lodging');
  assert.is(node.parent, 'tier:travel');
  assert.ok(node.patterns.includes('accommodation') && node.patterns.includes('places to stay'));
  assert.equal([...mergedBranches], ['topic:lodging']);
});

test('other nodes are keyed by the slugs of their path and hang under their parent node', () => {
  const { categories } = build();
  const boutique = categories.find((c) => c.name === 'Boutique Hotels')!;
  assert.is(boutique.key, topicKey('travel', ['Lodging', 'Hotels', 'Boutique Hotels']));
  assert.is(boutique.key, 'topic:travel/lodging/hotels/boutique-hotels');
  assert.is(boutique.parent, 'topic:travel/lodging/hotels');
  const cruises = categories.find((c) => c.name === 'Cruises & Ferries')!;
  assert.ok(cruises.patterns.includes('cruises and ferries'));
});

test('cues become context words and not-words negative words', () => {
  const { categories, nodes } = build();
  const node = categories.find((c) => c.key === 'topic:lodging')!;
  assert.equal(node.context, ['night', 'check in']);
  assert.equal(node.negative, ['dental']);
  assert.ok(nodes.find((n) => n.key === 'topic:lodging')!.forms.includes('accommodation'));
});

test('broader nodes have the larger prior', () => {
  const { categories } = build();
  const prior = (name: string) => categories.find((c) => c.name === name)!.prior;
  assert.ok(prior('Lodging') > prior('Hotels') && prior('Hotels') > prior('Boutique Hotels'));
});

test.run();
