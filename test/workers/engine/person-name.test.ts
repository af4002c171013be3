/**
 * A keyword that starts with a person's name the index does not know: the name's words
 * answer nothing, the words after it still do; known names, brands and places stand.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { classifyKeywordsTask } from '../../../workers/engine/keywords-task.js';
import { RuleEngine, ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let engine: RuleEngine;

test.before(async () => {
  index = await openFixtureIndex();
  engine = ruleEngineFor(index);
});

const best = (kw: string): number => engine.classify(kw, null, null, 0);
const path = (c: number): string => (c < 0 ? '(none)' : index.pathAt(c).join(' > '));

test("an unknown person's name is not read as its words or places", () => {
  for (const kw of ['tom brady', 'drew brees', 'Patrick Mahomes']) {
    // Without the name rule each of these has an answer: a place, an actor, a saint.
    const matched = engine.explain(kw).candidates;
    assert.ok(matched.length > 0, `${kw}: no match at all, the test says nothing`);
    assert.ok(
      matched.every((c) => c.stray),
      `${kw}: ${matched.map((c) => c.match).join(', ')}`,
    );
    assert.is(best(kw), -1, `${kw} -> ${path(best(kw))}`);
    assert.ok(engine.readAsName, kw);
  }
});

test("a name's unknown surname is not respelled", () => {
  // "thunberg" is near "thunder" in the spelling table.
  assert.is(best('greta thunberg'), -1, path(best('greta thunberg')));
  assert.ok(engine.readAsName);
  // A name the correction makes known is taken: "taylor swfit" is Taylor Swift.
  assert.is(index.nameAt(best('taylor swfit')), 'Taylor Swift');
});

test('the words after the name still answer', () => {
  const c = best('greta thunberg climate change');
  assert.ok(c >= 0);
  assert.not.ok(engine.readAsName);
  const e = engine.explain('greta thunberg climate change');
  const won = e.candidates.find((x) => x.category === c);
  assert.ok(won && !/greta|thunberg/.test(won.match), won?.match);
});

test('known names, brands and places are not taken for unknown people', () => {
  for (const kw of [
    'taylor swift',
    'austin texas',
    'kia sorento',
    'jack russell',
    'dell laptops',
  ]) {
    assert.ok(best(kw) >= 0, `${kw} -> (none)`);
    assert.not.ok(engine.readAsName, kw);
  }
  // A given name said mostly in lower case starts no name: "art", "will", "summer".
  best('art garfunkel');
  assert.not.ok(engine.readAsName);
});

test('a year after the name leaves it a name; a model number does not', () => {
  for (const kw of ['tom brady 2024', 'drew brees 2009 season']) {
    best(kw);
    const matched = engine
      .explain(kw)
      .candidates.filter((c) => /tom|brady|drew|brees/.test(c.match));
    assert.ok(matched.length > 0, `${kw}: the name matches nothing, the test says nothing`);
    assert.ok(
      matched.every((c) => c.stray),
      `${kw}: ${matched.map((c) => c.match).join(', ')}`,
    );
  }
  best('tom brady 2024');
  assert.ok(engine.readAsName, 'a name and a year is a name and nothing more');
  best('drew brees 2009 season');
  assert.not.ok(engine.readAsName);
  // A name and a number that is no year: a product's model, not a person (the rule stays out).
  best('tom brady 350');
  assert.not.ok(engine.readAsName);
  const e = engine.explain('tom brady 350');
  assert.ok(
    e.candidates.some((c) => /brady/.test(c.match) && !c.stray),
    'the words are read as before',
  );
});

test('a given name before a state or country is a place', () => {
  assert.is(index.nameAt(best('hannah montana')), 'Montana');
});

test('in hybrid, a name alone is not split into run-together words nor guessed by the model', () => {
  const out = classifyKeywordsTask(index, {
    keywords: ['patrick mahomes', 'greta thunberg', 'tom brady'],
    flags: false,
    branches: [],
    addLastNode: true,
    classificationType: 0,
    mlThreshold: 0,
    explain: true,
  });
  // A split ("ma homes") would be read by the rules, and at ml_threshold 0 the model
  // answers whatever it reads: neither may answer a name alone.
  out.explanations!.forEach((e, i) => {
    assert.ok(e!.source === 'none' || e!.source === 'nearest_topic', `${i}: ${e!.source}`);
  });
});

test.run();
