import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flattenAbstract, placeByAboutness } from '../../../build-index/taxonomy/aboutness.js';
import type { DraftCategory } from '../../../build-index/taxonomy/draft.js';
import type { TopicNodeInfo } from '../../../build-index/topics/topic-categories.js';
import type { Placement, Synset, WordNet } from '../../../build-index/sources/wordnet.js';

function synset(
  offset: string,
  lemmas: string[],
  lexfile: string,
  gloss: string,
  domains: string[] = [],
): Synset {
  return {
    offset,
    lexfile,
    lemmas,
    hypernyms: [],
    instance: false,
    partOf: [],
    domains,
    gloss,
    prior: 3,
  };
}

function cat(
  key: string,
  parent: string | null,
  name: string,
  patterns: string[] = [],
): DraftCategory {
  return { key, parent, name, patterns, negative: [], context: [], facets: [], prior: 1 };
}

/** A WordNet of a few synsets, each lemma's senses in the order given. */
function wordnet(list: Synset[]): WordNet {
  const senses = new Map<string, string[]>();
  for (const s of list)
    for (const l of s.lemmas)
      senses.set(l.toLowerCase(), [...(senses.get(l.toLowerCase()) ?? []), s.offset]);
  return { synsets: new Map(list.map((s) => [s.offset, s])), senses, children: new Map() };
}

const baseball = synset('001', ['baseball'], 'noun.act', 'a ball game played with a bat and ball');
const cricketGame = synset(
  '002',
  ['cricket'],
  'noun.act',
  'a game played with a ball and bat by two teams',
);
const cricketInsect = synset(
  '003',
  ['cricket'],
  'noun.animal',
  'leaping insect; male makes chirping noises',
);
const toilet = synset(
  '004',
  ['toilet', 'commode'],
  'noun.artifact',
  'a fixture in a bathroom for defecation',
);
const homeRun = synset('005', ['home_run'], 'noun.act', 'a base hit on which the batter scores', [
  '001',
]);
const jaguar = synset(
  '007',
  ['jaguar', 'panther'],
  'noun.animal',
  'a large spotted feline of tropical America',
);
const hardball = synset('006', ['hardball'], 'noun.act', 'baseball played with a hard ball');
// cricketInsect is the first sense of "cricket" here, so the game is its second.
const wn = wordnet([baseball, cricketInsect, cricketGame, toilet, homeRun, hardball, jaguar]);

const placement = new Map<string, Placement>([
  ['001', { parent: 'tier:sports', vertical: 'sports', anchored: true }],
  ['002', { parent: 'tier:sports', vertical: 'sports', anchored: true }],
  ['003', { parent: 'tier:pets-animals', vertical: 'pets-animals', anchored: true }],
  ['004', { parent: 'tier:business-industrial', vertical: 'business-industrial', anchored: false }],
  ['005', { parent: 'tier:sports', vertical: 'sports', anchored: true }],
  ['006', { parent: 'wn:001', vertical: 'sports', anchored: true }],
  ['007', { parent: 'tier:pets-animals', vertical: 'pets-animals', anchored: true }],
]);

function node(
  key: string,
  verticalSlug: string,
  forms: string[],
  cues: string[] = [],
  not: string[] = [],
): TopicNodeInfo {
  return { key, verticalSlug, level: 3, forms, cues, not };
}

function run() {
  const wnCats = [...placement].map(([off, p]) =>
    cat(`wn:${off}`, p.parent, wn.synsets.get(off)!.lemmas[0]!),
  );
  const nodes = [
    node('topic:sports/baseball', 'sports', ['baseball'], ['bat', 'inning']),
    node('topic:sports/cricket', 'sports', ['cricket'], ['wicket', 'bat'], ['insect']),
    node('topic:home-garden/bathroom/toilets', 'home-garden', ['toilets', 'toilet'], ['bathroom']),
    node(
      'topic:pets-animals/wildlife/big-cats',
      'pets-animals',
      ['big cats', 'jaguar'],
      ['feline'],
    ),
  ];
  const topicCats = nodes.map((n) => cat(n.key, 'tier:x', n.forms[0]!, n.forms));
  const result = placeByAboutness(wn, wnCats, placement, nodes, topicCats, new Map());
  return { result, topicCats };
}

test('a synset named by a node of its own vertical becomes that node, and its hyponyms follow', () => {
  const { result } = run();
  assert.is(result.folded.get('wn:001'), 'topic:sports/baseball');
  assert.not.ok(result.wnCats.some((c) => c.key === 'wn:001'));
  assert.is(result.wnCats.find((c) => c.key === 'wn:006')!.parent, 'topic:sports/baseball');
});

test('a lemma both of whose senses fold goes with them; one another sense keeps stays there', () => {
  const pregnancy = synset(
    '011',
    ['pregnancy', 'maternity'],
    'noun.state',
    'the state of being pregnant',
  );
  const motherhood = synset(
    '012',
    ['motherhood', 'maternity'],
    'noun.state',
    'the state of being a mother',
  );
  const wnOf = wordnet([pregnancy, motherhood]);
  const places = new Map<string, Placement>([
    ['011', { parent: 'tier:health', vertical: 'health', anchored: true }],
    ['012', { parent: 'tier:people-society', vertical: 'people-society', anchored: true }],
  ]);
  const nodes = [
    node('topic:health/pregnancy', 'health', ['pregnancy']),
    node('topic:people-society/motherhood', 'people-society', ['motherhood']),
  ];
  const place = (folding: TopicNodeInfo[]) => {
    const topics = folding.map((n) => cat(n.key, 'tier:x', n.forms[0]!, n.forms));
    const cats = [...places].map(([off, p]) => cat(`wn:${off}`, p.parent, off));
    placeByAboutness(wnOf, cats, places, folding, topics, new Map());
    return topics;
  };
  for (const t of place(nodes)) assert.ok(t.patterns.includes('maternity'), t.key);
  // Motherhood stays a WordNet category of its own, with "maternity" among its patterns.
  assert.not.ok(place([nodes[0]!])[0]!.patterns.includes('maternity'));
});

test("a lesser sense folds only when its gloss speaks of the node, and never with a 'not' word", () => {
  const { result } = run();
  assert.is(result.folded.get('wn:002'), 'topic:sports/cricket');
  assert.not.ok(result.folded.has('wn:003'));
});

test('a synset of another vertical folds when it is the first sense and its gloss is about the node', () => {
  const { result, topicCats } = run();
  assert.is(result.folded.get('wn:004'), 'topic:home-garden/bathroom/toilets');
  assert.is(result.counts.across, 1);
  // "commode" names nothing else, so it comes along.
  assert.ok(topicCats[2]!.patterns.includes('commode'));
});

test('a synset named by a synonym moves under the node and keeps its own category', () => {
  const { result } = run();
  assert.not.ok(result.folded.has('wn:007'));
  assert.is(
    result.wnCats.find((c) => c.key === 'wn:007')!.parent,
    'topic:pets-animals/wildlife/big-cats',
  );
  assert.is(result.counts.moved, 1);
});

test("a synonym the node took in by folding one sense moves another vertical's sense only by a cue", () => {
  const armyIntelligence = synset(
    '021',
    ['Army_Intelligence', 'AI'],
    'noun.group',
    'an agency of the army responsible for providing intelligence to commanders',
  );
  const cued = {
    ...armyIntelligence,
    gloss: 'an agency of the army that builds computer intelligence',
  };
  const artificialIntelligence = synset(
    '022',
    ['artificial_intelligence', 'AI'],
    'noun.cognition',
    'the branch of computer science that deal with writing computer programs',
  );
  let wnOf = wordnet([armyIntelligence, artificialIntelligence]);
  const places = new Map<string, Placement>([
    ['021', { parent: 'tier:law-government', vertical: 'law-government', anchored: true }],
    ['022', { parent: 'tier:science', vertical: 'science', anchored: true }],
  ]);
  const place = (offsets: string[]) => {
    const nodes = [
      node(
        'topic:computers-electronics/ai',
        'computers-electronics',
        ['artificial intelligence', 'ai'],
        // Cues end with the node's path, as topicCategories writes them.
        ['computer', 'artificial intelligence'],
      ),
    ];
    const topics = nodes.map((n) => cat(n.key, 'tier:x', n.forms[0]!, n.forms));
    const cats = offsets.map((off) => cat(`wn:${off}`, places.get(off)!.parent, off));
    return placeByAboutness(wnOf, cats, places, nodes, topics, new Map());
  };
  const both = place(['021', '022']);
  assert.is(both.folded.get('wn:022'), 'topic:computers-electronics/ai');
  assert.is(both.wnCats.find((c) => c.key === 'wn:021')!.parent, 'tier:law-government');
  // Without the folded sense, "ai" and the gloss's "intelligence" move the agency there.
  const alone = place(['021']);
  assert.is(alone.wnCats.find((c) => c.key === 'wn:021')!.parent, 'topic:computers-electronics/ai');
  // A gloss with one of the node's cues still moves it.
  wnOf = wordnet([cued, artificialIntelligence]);
  const withCue = place(['021', '022']);
  assert.is(
    withCue.wnCats.find((c) => c.key === 'wn:021')!.parent,
    'topic:computers-electronics/ai',
  );
});

test('a synset whose topic domain was folded hangs under that node', () => {
  const { result } = run();
  assert.is(result.wnCats.find((c) => c.key === 'wn:005')!.parent, 'topic:sports/baseball');
  assert.is(result.counts.movedByDomain, 1);
});

test('nothing hangs below an abstract sense: its hyponyms go to its home or up the tree', () => {
  const cats = [
    cat('tier:science', null, 'Science'),
    cat('topic:science/mathematics', 'tier:science', 'Mathematics'),
    cat('wn:number', 'tier:science', 'Number'),
    cat('wn:integer', 'wn:number', 'Integer'),
    cat('wn:fifteen', 'wn:integer', 'Fifteen'),
    cat('wn:container', 'tier:science', 'Container'),
    cat('wn:vessel', 'wn:container', 'Vessel'),
  ];
  const moved = flattenAbstract(
    cats,
    new Map([
      ['wn:number', 'topic:science/mathematics'],
      ['wn:integer', 'topic:science/mathematics'],
      ['wn:container', undefined],
    ]),
  );
  const parent = (k: string) => cats.find((c) => c.key === k)!.parent;
  assert.is(parent('wn:fifteen'), 'topic:science/mathematics');
  assert.is(parent('wn:integer'), 'topic:science/mathematics');
  assert.is(parent('wn:vessel'), 'tier:science');
  assert.is(moved, 3);
});

test.run();
