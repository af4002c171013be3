import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VERTICALS } from '../../build-index/taxonomy/verticals.js';
import {
  KINDS,
  loadMapping,
  loadTopicalCases,
  mapToKdd,
  nodeMatches,
  normalizeName,
  scoreTopical,
} from './topical.js';

const verticals = new Set(VERTICALS.map((v) => v.name));
const cases = loadTopicalCases();
const rules = loadMapping();

/** The 67 KDD Cup 2005 labels. */
const KDD_LABELS = new Set([
  ...[
    'Hardware',
    'Internet & Intranet',
    'Mobile Computing',
    'Multimedia',
    'Networks & Telecommunication',
    'Security',
    'Software',
    'Other',
  ].map((s) => `Computers\\${s}`),
  ...[
    'Celebrities',
    'Games & Toys',
    'Humor & Fun',
    'Movies',
    'Music',
    'Pictures & Photos',
    'Radio',
    'TV',
    'Other',
  ].map((s) => `Entertainment\\${s}`),
  ...[
    'Arts & Humanities',
    'Companies & Industries',
    'Science & Technology',
    'Education',
    'Law & Politics',
    'Local & Regional',
    'References & Libraries',
    'Other',
  ].map((s) => `Information\\${s}`),
  ...[
    'Book & Magazine',
    'Car & Garage',
    'Career & Jobs',
    'Dating & Relationships',
    'Family & Kids',
    'Fashion & Apparel',
    'Finance & Investment',
    'Food & Cooking',
    'Furnishing & Houseware',
    'Gifts & Collectables',
    'Health & Fitness',
    'Landscaping & Gardening',
    'Pets & Animals',
    'Real Estate',
    'Religion & Belief',
    'Tools & Hardware',
    'Travel & Vacation',
    'Other',
  ].map((s) => `Living\\${s}`),
  ...[
    'Chat & Instant Messaging',
    'Forums & Groups',
    'Homepages',
    'People Search',
    'Personal Services',
    'Other',
  ].map((s) => `Online Community\\${s}`),
  ...[
    'Auctions & Bids',
    'Stores & Products',
    'Buying Guides & Researching',
    'Lease & Rent',
    'Bargains & Discounts',
    'Other',
  ].map((s) => `Shopping\\${s}`),
  ...[
    'American Football',
    'Auto Racing',
    'Baseball',
    'Basketball',
    'Hockey',
    'News & Scores',
    'Schedules & Tickets',
    'Olympic Games',
    'Soccer',
    'Tennis',
    'Outdoor Recreations',
    'Other',
  ].map((s) => `Sports\\${s}`),
]);

test('the query set: at least 800 unique queries of 1-6 words, valid verticals and kinds, at least 20 per vertical', () => {
  assert.ok(cases.length >= 800, `${cases.length} queries`);
  assert.is(new Set(cases.map((c) => c.query)).size, cases.length, 'duplicate queries');
  const perVertical = new Map<string, number>();
  for (const c of cases) {
    assert.ok(verticals.has(c.vertical), `${c.query}: no vertical named ${c.vertical}`);
    assert.ok((KINDS as readonly string[]).includes(c.kind), `${c.query}: kind ${c.kind}`);
    const words = c.query.split(/\s+/).length;
    assert.ok(words >= 1 && words <= 6, `${c.query}: ${words} words`);
    perVertical.set(c.vertical, (perVertical.get(c.vertical) ?? 0) + 1);
  }
  for (const v of verticals)
    assert.ok((perVertical.get(v) ?? 0) >= 20, `${v}: ${perVertical.get(v) ?? 0} queries`);
});

test('the KDD mapping: known labels and verticals, a fallback for every vertical', () => {
  for (const r of rules) {
    assert.ok(KDD_LABELS.has(r.label), `unknown KDD label ${r.label}`);
    assert.ok(verticals.has(r.vertical), `unknown vertical ${r.vertical}`);
  }
  for (const v of verticals)
    assert.ok(
      rules.some((r) => r.vertical === v && r.topics.length === 0),
      `no fallback rule for ${v}`,
    );
});

test('name matching: case, & and "and", apostrophes, plurals, whole words', () => {
  assert.equal(normalizeName("Men's Fragrances"), ['men', 'fragrance']);
  assert.ok(nodeMatches('Baseball Leagues & Teams', 'Baseball'));
  assert.ok(nodeMatches('Hotels in Chicago', 'Hotels'));
  assert.ok(nodeMatches('Bed and Breakfast', 'Bed & Breakfasts'));
  assert.ok(nodeMatches('Résumés', 'Resume'));
  assert.ok(!nodeMatches('Baseball', 'Base'));
  assert.ok(!nodeMatches('MLB', 'Baseball'));
  assert.ok(nodeMatches('Tennis', 'Tennis'));
});

test('topic-path score: the deepest expected name below the right vertical', () => {
  const c = cases.find((x) => x.query === 'chicago cubs tickets')!;
  const s = scoreTopical(
    [c, c, c, c],
    [
      ['Sports', 'Team Sports', 'Baseball', 'Baseball Leagues & Teams', 'MLB', 'Chicago Cubs'],
      ['Sports', 'Team Sports', 'Baseball'],
      ['Travel', 'MLB'],
      null,
    ],
  );
  assert.equal(s.overall, { n: 4, topTier: 2, topic: 1 });
});

test('KDD mapping: first matching rule, the vertical fallback', () => {
  assert.is(mapToKdd(rules, ['Sports', 'Team Sports', 'Baseball', 'MLB']), 'Sports\\Baseball');
  assert.is(mapToKdd(rules, ['Sports', 'Golf']), 'Sports\\Other');
  assert.is(mapToKdd(rules, ['Travel', 'Lodging', 'Hotels']), 'Living\\Travel & Vacation');
  assert.is(mapToKdd(rules, null), null);
});

test.run();
