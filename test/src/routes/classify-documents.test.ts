// classify/social, text and html against a server on the small fixture index.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';
import { assertOverlayShape } from '../../helpers/overlay-shape.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
  await runCli(
    [
      'accounts',
      'add',
      'shallow',
      '--group',
      'user',
      '--tier-depth',
      '1',
      '--password-stdin',
      '--data',
      server.dataDir,
    ],
    { stdin: 'shallow-pass' },
  );
});
test.after(async () => {
  await server.stop();
});

const post = (route: string, body: unknown, auth?: [string, string]) =>
  server.call('POST', `/v2/classify/${route}`, { body, ...(auth ? { auth } : {}) });
const classify = async (route: string, body: unknown, auth?: [string, string]) => {
  const res = await post(route, body, auth);
  const parsed = await json(res);
  assert.is(res.status, 200, JSON.stringify(parsed));
  return parsed.econtext.classify;
};
const topTier = (c: any, scored: Array<{ category_id: string }>) =>
  scored[0] ? c.categories[scored[0].category_id].path[0] : null;

const POSTS = [
  'Test drove the new Jaguar at the dealer today, smooth V6 engine and a fair lease price #cars',
  'The pitcher threw a no-hitter and the crowd at the ballpark went wild ⚾',
  "My grandmother's apple pie recipe: cinnamon, butter and a flaky crust",
  'qwzxv plorf zzkt',
];

test('classify/social: one result per post in order, with scored categories, keywords, categories, chars', async () => {
  const c = await classify('social', { social: POSTS });
  assert.is(c.results.length, 4);
  assert.equal(
    c.results.map((r: any) => topTier(c, r.scored_categories)),
    ['Vehicles', 'Sports', 'Food & Drink', null],
  );
  for (const r of c.results) {
    for (const s of r.scored_categories) {
      assert.ok(c.categories[s.category_id], 'every scored category is in categories');
      assert.type(s.score, 'number');
    }
    const scores = r.scored_categories.map((s: any) => s.score);
    assert.equal(
      scores,
      [...scores].sort((a: number, b: number) => b - a),
      'best first',
    );
    assert.equal(r.flags, []);
    assert.equal(r.entities, []);
    assert.is(r.sentiment, null);
  }
  assert.equal(c.results[3].scored_categories, []);
  assert.ok(
    c.results[2].scored_keywords.some((k: any) => k.keyword === 'apple pie'),
    JSON.stringify(c.results[2].scored_keywords),
  );
  assert.is(
    c.chars,
    POSTS.reduce((n, p) => n + p.length, 0),
  );
  assertOverlayShape(c.overlay);
});

test('classify/social: flags and sentiment when asked', async () => {
  const c = await classify('social', {
    social: [
      'I love this phone, best camera ever!!',
      'Worst service ever, the food was cold and the waiter was rude.',
      'Online casino bonus: bet now and win big',
      'nothing here',
    ],
    flags: true,
    sentiment: true,
  });
  const [pos, neg, casino, none] = c.results;
  assert.ok(pos.sentiment > 0.3, String(pos.sentiment));
  assert.ok(neg.sentiment < -0.3, String(neg.sentiment));
  const gambling = casino.flags.find((f: any) => f.flag_id === 32);
  assert.ok(gambling, JSON.stringify(casino.flags));
  assert.ok(gambling.priority >= 1);
  assert.ok(gambling.listname.every((n: string) => n.startsWith('gambling:')));
  assert.equal(none.flags, []);
});

test('classify/social: at most 1,000 posts; default type is rule-based', async () => {
  const over = await post('social', { social: Array.from({ length: 1001 }, () => 'x') });
  assert.is(over.status, 400);
  assert.match((await json(over)).econtext.error.message, /1000 posts/);
  const wrong = await post('social', { social: 'not a list' });
  assert.is(wrong.status, 400);
  const big = await classify('social', {
    social: Array.from({ length: 1000 }, (_, i) => `${POSTS[i % 3]} ${i}`),
  });
  assert.is(big.results.length, 1000);
});

test('classify/social: classify_timeout returns what was done, empty results after', async () => {
  const social = Array.from({ length: 1000 }, (_, i) => `${POSTS[i % 3]} number ${i}`);
  const c = await classify('social', { social, classify_timeout: 0.000001 });
  assert.is(c.results.length, 1000);
  assert.ok(c.results.some((r: any) => r.scored_categories.length === 0));
});

const ARTICLE = `The home team's pitcher threw a no-hitter on Sunday, the first at the ballpark in a decade.
He struck out eleven batters and the crowd stood for the last inning. The manager said the
bullpen had rested all week. Baseball fans will remember the game for years.`;

test('classify/text: members of html without title; classify_limit; add_last_node', async () => {
  const c = await classify('text', { text: ARTICLE });
  assert.equal(Object.keys(c).sort(), [
    'categories',
    'chars',
    'entities',
    'overlay',
    'scored_categories',
    'scored_keywords',
    'sentiment',
  ]);
  assert.is(topTier(c, c.scored_categories), 'Sports');
  assert.is(c.chars, ARTICLE.length);
  assert.ok(c.scored_categories.length > 2);
  const limited = await classify('text', { text: ARTICLE, classify_limit: 2 });
  assert.is(limited.scored_categories.length, 2);
  const parents = await classify('text', { text: ARTICLE, add_last_node: false });
  for (const s of parents.scored_categories) {
    const cat = parents.categories[s.category_id];
    assert.ok(cat.path.length >= 1);
  }
  const leafIds = new Set(
    c.scored_categories.map((s: any) => c.categories[s.category_id].path.join('>')),
  );
  const parentIds = new Set(
    parents.scored_categories.map((s: any) => parents.categories[s.category_id].path.join('>')),
  );
  assert.not.equal(leafIds, parentIds);
});

test('classify/text: tier_depth shows ancestors, scores of merged categories add up', async () => {
  const c = await classify('text', { text: ARTICLE }, ['shallow', 'shallow-pass']);
  for (const s of c.scored_categories) assert.is(c.categories[s.category_id].path.length, 1);
  const ids = c.scored_categories.map((s: any) => s.category_id);
  assert.is(new Set(ids).size, ids.length);
});

test('classify/text: sentiment of a document; empty text; over 1,000,000 characters', async () => {
  const c = await classify('text', {
    text: 'The hotel was wonderful, the staff were friendly and the beach was beautiful.',
    sentiment: true,
  });
  assert.ok(c.sentiment > 0.3);
  const e = await classify('text', { text: '' });
  assert.equal(e.scored_categories, []);
  assert.is(e.chars, 0);
  const big = await post('text', { text: 'a'.repeat(1_000_001) });
  assert.is(big.status, 400);
});

const PAGE = `<!doctype html><html><head><title>No-hitter at the ballpark</title>
<meta name="description" content="A pitcher's perfect night."><style>body{color:red}</style>
<script>var casino = "online casino poker bonus";</script></head><body>
<nav><a href="/">Home</a> <a href="/recipes">Recipes</a> <a href="/cars">Cars</a> <a href="/casino">Casino</a></nav>
<article><h1>A night to remember</h1><p>${ARTICLE}</p><p>The pitcher threw 112 pitches and the catcher called every one of them.</p></article>
<footer>Copyright 2026. Subscribe to our newsletter. Cookie settings.</footer></body></html>`;

test('classify/html: title and the main content, not navigation or scripts', async () => {
  const c = await classify('html', { html: PAGE, sentiment: true });
  assert.is(c.title, 'No-hitter at the ballpark');
  assert.is(topTier(c, c.scored_categories), 'Sports');
  const tops = c.scored_categories.map((s: any) => c.categories[s.category_id].path[0]);
  assert.not.ok(tops.includes('Games'), `script and nav ignored: ${tops}`);
  assert.type(c.sentiment, 'number');
  assert.ok(c.chars > 100 && c.chars < PAGE.length);
});

test('classify/html: min_tags above what the extractor finds falls back to the whole page', async () => {
  const main = await classify('html', { html: PAGE });
  const whole = await classify('html', { html: PAGE, min_tags: 1000 });
  assert.ok(whole.chars > main.chars, `${whole.chars} > ${main.chars}`);
});

test('classify/html: hostile markup answers 200 without a 5xx', async () => {
  const hostile = [
    '<div>'.repeat(100_000) + 'baseball pitcher' + '</div>'.repeat(10),
    '<p>'.repeat(2_000_000),
    '<html><body><p>unclosed <b><i>apple pie <table><tr><td>recipe</p></div></span><<<>>>&amp;&#xFFFFFF;&bogus;',
    '<script>' + 'x'.repeat(1_000_000) + '</script><p>apple pie recipe</p>',
    '',
  ];
  for (const html of hostile) {
    const res = await post('html', { html });
    assert.is(res.status, 200, html.slice(0, 40));
    await res.arrayBuffer();
  }
});

test('classify calls: wrong types, missing content and bad languages are 400s', async () => {
  const bad = await post('html', { html: 1 });
  assert.is(bad.status, 400);
  const lang = await post('text', { text: 'hola', source_language: 'xx' });
  assert.is(lang.status, 400);
  assert.is((await json(lang)).econtext.error.code, 'unsupported_language');
  const missing = await post('social', {});
  assert.is(missing.status, 400);
});

test('classification_type 2 and 0 on every document call; ml_threshold 0 and 1', async () => {
  for (const [route, body] of [
    ['social', { social: [ARTICLE] }],
    ['text', { text: ARTICLE }],
    ['html', { html: PAGE }],
  ] as const) {
    const model = await classify(route, { ...body, classification_type: 2, ml_threshold: 0 });
    const r = route === 'social' ? model.results[0] : model;
    assert.ok(r.scored_categories.length > 0, route);
    for (const s of r.scored_categories) {
      assert.ok(s.score > 0 && s.score <= 1, 'a probability');
      assert.ok(model.categories[s.category_id].path.length <= 3);
    }
    assert.ok(r.scored_keywords.length > 0, 'scored keywords with the model too');
    const strict = await classify(route, { ...body, classification_type: 2, ml_threshold: 1 });
    assert.equal((route === 'social' ? strict.results[0] : strict).scored_categories, []);
    const hybrid = await classify(route, { ...body, classification_type: 0 });
    assert.is(
      topTier(hybrid, (route === 'social' ? hybrid.results[0] : hybrid).scored_categories),
      'Sports',
      route,
    );
  }
});

test('entities: one entry per entity, taxonomy categories where they exist, UUID categories otherwise', async () => {
  const text =
    'Marcus Whitfield met reporters in Paris on Monday. Whitfield, who runs Northwind Analytics Inc., said Paris was ready. Later Whitfield flew to Germany.';
  const c = await classify('text', { text, entities: true });
  const byType = (type: string) =>
    c.entities.filter((e: any) => e.type === type).map((e: any) => c.categories[e.category_id]);
  const people = byType('PERSON');
  assert.is(people.length, 1, JSON.stringify(c.entities));
  assert.equal(people[0].path, ['people', 'Marcus Whitfield']);
  assert.match(people[0].id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  assert.is(people[0].stats, null);
  assert.is(people[0].facets, null);
  assert.is(people[0].idpath.length, 2);
  assert.is(people[0].idpath[1], people[0].id);
  const places = byType('GPE');
  assert.ok(
    places.some((p: any) => p.name === 'Paris' && /^[0-9a-f]{32}$/.test(p.id)),
    JSON.stringify(places),
  );
  assert.is(places.filter((p: any) => p.name === 'Paris').length, 1);
  assert.ok(
    byType('ORG').some((o: any) => /Northwind/.test(o.name)),
    JSON.stringify(c.entities),
  );
  const again = await classify('text', { text, entities: true });
  assert.equal(again.entities, c.entities, 'ids are stable');
  const social = await classify('social', {
    social: ['flying to Germany tomorrow with Marcus Whitfield', 'no names here at all'],
    entities: true,
  });
  assert.ok(social.results[0].entities.length >= 1);
  assert.equal(social.results[1].entities, []);
});

test.run();
