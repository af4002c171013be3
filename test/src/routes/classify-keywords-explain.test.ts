import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

const classify = async (body: unknown) => {
  const res = await server.call('POST', '/v2/classify/keywords', { body });
  assert.is(res.status, 200);
  return (await json(res)).econtext.classify;
};

const PARTS = ['match', 'prior', 'context', 'cue', 'agree', 'salience'];

test('without explain, results carry no explanation', async () => {
  const out = await classify({ keywords: ['bank'] });
  assert.equal(Object.keys(out.results[0]).sort(), ['category_id', 'flags']);
});

test('explain: the chosen sense with its words and score parts, and rivals with why they lost', async () => {
  const out = await classify({ keywords: ['bank'], explain: true });
  const { category_id, explanation } = out.results[0];
  assert.is(explanation.source, 'rules');
  assert.is(explanation.chosen.category_id, category_id);
  assert.is(explanation.chosen.words, 'bank');
  assert.equal(explanation.chosen.path, out.categories[category_id].path);
  assert.equal(Object.keys(explanation.chosen.parts), PARTS);
  const sum = PARTS.reduce((a, p) => a + explanation.chosen.parts[p], 0);
  assert.ok(Math.abs(sum - explanation.chosen.score) < 0.01, 'the parts add up to the score');
  assert.ok(explanation.rivals.length > 0, '"bank" has other senses');
  for (const r of explanation.rivals) {
    assert.ok(r.score <= explanation.chosen.score);
    assert.is.not(r.category_id, category_id);
    assert.type(r.lost, 'string');
    assert.ok(r.lost.length > 0);
  }
});

test('a rival outside the branches asked for says so', async () => {
  const tiers = (await json(await server.call('GET', '/v2/categories/tiers'))).econtext.categories;
  const science = tiers.find((t: any) => t.name === 'Science');
  assert.ok(science);
  const out = await classify({ keywords: ['bank'], explain: true, branches: [science.id] });
  const { explanation } = out.results[0];
  assert.equal(explanation.chosen.path[0], 'Science');
  assert.ok(explanation.rivals.some((r: any) => r.lost === 'outside the branches asked for'));
});

test('a keyword nothing matched is explained as such', async () => {
  const out = await classify({ keywords: ['xyzzyq'], explain: true, classification_type: 1 });
  assert.equal(out.results[0].explanation, { source: 'none', chosen: null, rivals: [] });
});

test('a keyword answered by the nearest topic shows that topic and its cosine', async () => {
  const out = await classify({ keywords: ['phil mickelson'], explain: true });
  const { category_id, explanation } = out.results[0];
  assert.is(explanation.source, 'nearest_topic');
  assert.is(explanation.chosen, null);
  assert.is(explanation.nearest.category_id, category_id);
  assert.equal(explanation.nearest.path, out.categories[category_id].path);
  assert.ok(explanation.nearest.similarity >= 0.4 && explanation.nearest.similarity <= 1);
});

test('explain must be a boolean', async () => {
  const res = await server.call('POST', '/v2/classify/keywords', {
    body: { keywords: ['bank'], explain: 'yes' },
  });
  assert.is(res.status, 400);
  assert.is((await json(res)).econtext.error.field, 'explain');
});

test('the hybrid explanation gives the model answer as a category of the account', async () => {
  const out = await classify({ keywords: ['baseball bats'], explain: true, ml_threshold: 0 });
  const { category_id, explanation } = out.results[0];
  assert.is(explanation.source, 'rules');
  const { model } = explanation;
  assert.type(model.category_id, 'string');
  assert.is(model.category_id.length, 32);
  assert.ok(Array.isArray(model.path) && model.path.length > 0);
  assert.ok(model.probability >= 0 && model.probability <= 1);
  assert.is(model.sure, true);
  const path = out.categories[category_id].path as string[];
  const onOnePath = (a: string[], b: string[]) => a.every((n, i) => b[i] === n);
  assert.is(model.agrees, onOnePath(model.path, path) || onOnePath(path, model.path));
  // Rules only: no model, no opinion.
  const rules = await classify({
    keywords: ['baseball bats'],
    explain: true,
    classification_type: 1,
  });
  assert.is(rules.results[0].explanation.model, undefined);
});

test.run();
