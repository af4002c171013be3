// explain: true on classify/social, text, html and url (url from a loopback page server).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { fixture, type Fixture } from '../../helpers/page-fixture.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { MemoryRobotsCache } from '../../../src/fetch/robots.js';

let server: TestServer;
let pages: Fixture;
test.before(async () => {
  pages = await fixture();
  server = await startTestServer({
    fetchOptions: {
      allowLoopbackForTests: (url) => url.port === String(pages.port),
      timeoutMs: 700,
      robotsCache: new MemoryRobotsCache(),
    },
  });
});
test.after(async () => {
  await Promise.all([server.stop(), pages.close()]);
});

const POSTS = [
  'test drove the new jaguar at the dealer today, what an engine',
  'saw a jaguar at the zoo with the kids',
];
const TEXT =
  'This apple pie recipe uses cinnamon, butter and a flaky crust. Bake the pie for an hour and serve the apple pie warm.';
const HTML = `<html><head><title>Apple pie at home</title></head><body><article><p>${TEXT}</p></article></body></html>`;
const SENSE_PARTS = ['match', 'prior', 'context', 'cue', 'agree', 'salience', 'document'];

async function classify(route: string, body: unknown): Promise<any> {
  const res = await server.call('POST', `/v2/classify/${route}`, { body });
  const out = await json(res);
  assert.is(res.status, 200, JSON.stringify(out));
  return out.econtext.classify;
}

/** An explanation's checks: one entry per scored category in order, words found in the input, senses that add up. */
function checkExplanation(e: any, scored: any[], input: string) {
  const lower = input.toLowerCase();
  assert.equal(
    e.categories.map((c: any) => c.category_id),
    scored.map((s) => s.category_id),
  );
  assert.ok(e.categories.length > 0);
  for (const c of e.categories) {
    assert.ok(['rules', 'cues', 'model'].includes(c.source));
    assert.ok(Array.isArray(c.path) && c.path.length > 0);
    if (c.source !== 'model') assert.ok(c.words.length > 0, `${c.path.join(' > ')} has words`);
    for (const w of c.words) assert.ok(lower.includes(w.toLowerCase()), `"${w}" is in the input`);
  }
  assert.ok(e.mentions.length > 0);
  for (const m of e.mentions) {
    // vectors: the document's word vectors overruled the rules' sense (workers/engine/sense-vectors.ts).
    assert.ok(['rules', 'vectors'].includes(m.source));
    assert.ok(m.count >= 1);
    assert.ok(lower.includes(m.chosen.words.toLowerCase()), `"${m.chosen.words}" is in the input`);
    assert.equal(Object.keys(m.chosen.parts), SENSE_PARTS);
    const sum = SENSE_PARTS.reduce((a, p) => a + m.chosen.parts[p], 0);
    assert.ok(Math.abs(sum - m.chosen.score) < 0.01, 'the parts add up to the score');
    for (const r of m.rivals) {
      if (m.source === 'rules') assert.ok(r.score <= m.chosen.score + 1e-9);
      else if (r.score > m.chosen.score) assert.match(r.lost, /word vectors/);
      assert.is(r.words, m.chosen.words);
      assert.type(r.lost, 'string');
    }
  }
}

test('classify/social: no explanation unless asked; with explain, one per post naming its words', async () => {
  const plain = await classify('social', { social: POSTS });
  for (const r of plain.results) assert.not.ok('explanation' in r);
  const out = await classify('social', { social: POSTS, explain: true });
  out.results.forEach((r: any, k: number) =>
    checkExplanation(r.explanation, r.scored_categories, POSTS[k]!),
  );
  const car = out.results[0].explanation;
  const jaguar = car.mentions.find((m: any) => m.chosen.words === 'jaguar');
  assert.is(jaguar.chosen.path[0], 'Vehicles');
  assert.ok(
    jaguar.rivals.some((r: any) => r.path[0] === 'Pets & Animals'),
    'the big cat is a rival that lost',
  );
  assert.equal(plain.results[0].scored_categories, out.results[0].scored_categories);
});

test('classify/text: explanation member only with explain', async () => {
  assert.not.ok('explanation' in (await classify('text', { text: TEXT })));
  const out = await classify('text', { text: TEXT, explain: true, classification_type: 1 });
  checkExplanation(out.explanation, out.scored_categories, TEXT);
  const pie = out.explanation.categories[0];
  assert.is(pie.source, 'rules');
  assert.ok(pie.words.includes('apple pie'));
  assert.equal(Object.keys(pie.parts), [
    'evidence',
    'ancestors',
    'descendants',
    'vertical',
    'depth',
  ]);
});

test('classify/text with the model only (classification_type 2): its categories are explained as the model', async () => {
  const out = await classify('text', {
    text: TEXT,
    explain: true,
    classification_type: 2,
    ml_threshold: 0,
  });
  assert.ok(out.scored_categories.length > 0);
  for (const c of out.explanation.categories) {
    assert.is(c.source, 'model');
    assert.equal(c.words, []);
    assert.type(c.parts.probability, 'number');
  }
});

test('classify/html: explanation member only with explain', async () => {
  assert.not.ok('explanation' in (await classify('html', { html: HTML })));
  const out = await classify('html', { html: HTML, explain: true });
  checkExplanation(out.explanation, out.scored_categories, HTML);
});

test('classify/url: explanation member only with explain', async () => {
  pages.routes.set('/pie.html', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(HTML);
  });
  const url = `${pages.base}/pie.html`;
  assert.not.ok('explanation' in (await classify('url', { url })));
  const out = await classify('url', { url, explain: true });
  checkExplanation(out.explanation, out.scored_categories, HTML);
});

test('explain must be a boolean on the document calls', async () => {
  const res = await server.call('POST', '/v2/classify/social', {
    body: { social: POSTS, explain: 'yes' },
  });
  assert.is(res.status, 400);
  assert.is((await json(res)).econtext.error.field, 'explain');
});

test('the OpenAPI document describes the explanation member of every classify call', async () => {
  const doc = await json(await server.call('GET', '/v2/openapi.json'));
  for (const route of ['social', 'text', 'html', 'url', 'keywords']) {
    const op = doc.paths[`/classify/${route}`].post;
    assert.ok(op.requestBody.content['application/json'].schema.properties.explain, route);
    const answer =
      op.responses[200].content['application/json'].schema.properties.econtext.properties.classify;
    const members =
      route === 'social' || route === 'keywords' ? answer.properties.results.items : answer;
    const explanation = members.properties.explanation;
    assert.ok(explanation, `${route} describes explanation`);
    assert.match(JSON.stringify(explanation), route === 'keywords' ? 'rivals' : 'mentions');
  }
});

test.run();
