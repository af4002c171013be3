// nlp/summarize over text, HTML and a URL on loopback, on the small fixture index.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { fixture, type Fixture } from '../../helpers/page-fixture.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { MemoryRobotsCache } from '../../../src/fetch/robots.js';

let server: TestServer;
let site: Fixture;
test.before(async () => {
  site = await fixture();
  server = await startTestServer({
    fetchOptions: {
      allowLoopbackForTests: (u) => u.port === String(site.port),
      robotsCache: new MemoryRobotsCache(),
    },
  });
});
test.after(async () => {
  await Promise.all([server.stop(), site.close()]);
});

const TEXT = `The home team's pitcher threw a no-hitter on Sunday night at the ballpark. It was the first no-hitter in the league this season.
The city council voted on Monday to raise the parking fees downtown. Council members said the money would pay for new bus lanes.
Baseball fans lined up for hours before the game to buy tickets from the box office. The pitcher struck out eleven batters in the game.
However, the mayor said the vote on parking fees was only the first step. The bus company will add ten buses to the downtown routes next year.
The manager praised the catcher, who called every pitch of the baseball game. Fans chanted the pitcher's name as he left the field.`;

async function summarize(body: unknown): Promise<{ status: number; body: any }> {
  const res = await server.call('POST', '/v2/nlp/summarize', { body });
  return { status: res.status, body: await json(res) };
}

test('nlp/summarize text: summary within the limit, from the input, with ratio and focus categories', async () => {
  const { status, body } = await summarize({ input_type: 'text', input: TEXT });
  assert.is(status, 200, JSON.stringify(body));
  const n = body.econtext.nlp;
  assert.ok(n.summary.length > 0 && n.summary.length <= 420);
  assert.ok(n.input_text.length > 0);
  for (const piece of n.summary.split(/(?<=\.) /)) assert.ok(n.input_text.includes(piece), piece);
  assert.is(n.summary_ratio, n.summary.length / n.input_text.length);
  const cats = Object.values<any>(n.categories);
  assert.ok(cats.length >= 1 && cats.length <= 2, 'topn defaults to 2');
  for (const c of cats) {
    assert.is(c.path.length, 1, 'top verticals');
    assert.ok('sentiment' in c.stats);
  }
  assert.ok(
    cats.some((c) => c.name === 'Sports'),
    JSON.stringify(cats.map((c) => c.name)),
  );
});

test('nlp/summarize: summary_limit is never exceeded; below 140 is a 400', async () => {
  for (const limit of [140, 200, 300, 1000]) {
    const { status, body } = await summarize({
      input_type: 'text',
      input: TEXT,
      summary_limit: limit,
    });
    assert.is(status, 200);
    assert.ok(body.econtext.nlp.summary.length <= limit, `${limit}`);
  }
  const low = await summarize({ input_type: 'text', input: TEXT, summary_limit: 139 });
  assert.is(low.status, 400);
  assert.is(low.body.econtext.error.field, 'summary_limit');
});

test('nlp/summarize: topn 1 and category_ids choose the focus', async () => {
  const one = await summarize({ input_type: 'text', input: TEXT, topn: 1 });
  assert.is(Object.keys(one.body.econtext.nlp.categories).length, 1);
  const tiers = (await json(await server.call('GET', '/v2/categories/tiers'))).econtext
    .categories as any[];
  const gov =
    tiers.find((t) => t.name === 'Law & Government') ?? tiers.find((t) => t.name === 'Travel');
  const focused = await summarize({
    input_type: 'text',
    input: TEXT,
    category_ids: [gov.id],
    summary_limit: 200,
  });
  assert.is(focused.status, 200);
  const n = focused.body.econtext.nlp;
  assert.equal(Object.keys(n.categories), [gov.id]);
  const sports = await summarize({ input_type: 'text', input: TEXT, topn: 1, summary_limit: 200 });
  assert.not.equal(n.summary, sports.body.econtext.nlp.summary, 'another focus, another summary');
  const bad = await summarize({ input_type: 'text', input: TEXT, category_ids: ['0'.repeat(32)] });
  assert.is(bad.status, 400);
  assert.is(bad.body.econtext.error.field, 'category_ids.0');
});

test('nlp/summarize: validate drops sentences that do not stand alone unless false', async () => {
  const text =
    'However, it rained. The river flooded the old town after three days of heavy rain in the valley.';
  const on = await summarize({ input_type: 'text', input: text, summary_limit: 140 });
  assert.not.match(on.body.econtext.nlp.summary, /However/);
  const off = await summarize({
    input_type: 'text',
    input: 'However, it rained all week in the valley and the river rose.',
    validate: false,
    summary_limit: 140,
  });
  assert.match(off.body.econtext.nlp.summary, /However/);
});

test('nlp/summarize html and url: the page content, not its navigation', async () => {
  const page = `<html><head><title>Game night</title></head><body><nav>Home | Casino | Recipes | Login</nav>
    <article>${TEXT.split('\n')
      .map((l) => `<p>${l}</p>`)
      .join('')}</article><footer>Copyright 2026</footer></body></html>`;
  const html = await summarize({ input_type: 'html', input: page });
  assert.is(html.status, 200);
  assert.not.match(html.body.econtext.nlp.input_text, /Casino|Copyright/);
  site.routes.set('/game.html', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(page);
  });
  const url = await summarize({ input_type: 'url', input: `${site.base}/game.html` });
  assert.is(url.status, 200, JSON.stringify(url.body));
  assert.is(url.body.econtext.nlp.summary, html.body.econtext.nlp.summary);
  const refused = await summarize({
    input_type: 'url',
    input: `http://127.0.0.1:${site.port + 1}/x`,
  });
  assert.is(refused.status, 400);
  assert.is(refused.body.econtext.error.code, 'address_not_public');
});

test('nlp/summarize: bad input type, empty input, text over 1,000,000 characters, languages, topn', async () => {
  assert.is((await summarize({ input_type: 'pdf', input: 'x' })).status, 400);
  assert.is((await summarize({ input: 'x' })).status, 400);
  const empty = await summarize({ input_type: 'text', input: '' });
  assert.is(empty.status, 200);
  assert.is(empty.body.econtext.nlp.summary, '');
  assert.is(empty.body.econtext.nlp.summary_ratio, 0);
  assert.is((await summarize({ input_type: 'text', input: 'a'.repeat(1_000_001) })).status, 400);
  const lang = await summarize({ input_type: 'text', input: TEXT, source_language: 'xx' });
  assert.is(lang.status, 400);
  assert.is(lang.body.econtext.error.code, 'unsupported_language');
  assert.is(
    (await summarize({ input_type: 'text', input: TEXT, source_language: 'es' })).status,
    200,
  );
  assert.is((await summarize({ input_type: 'text', input: TEXT, topn: 0 })).status, 400);
});

test.run();
