/**
 * Television series on the small-profile fixture index: a distinctive title names its
 * series alone, and a title of everyday words names it only beside a word that says a
 * series is meant, keeping its everyday sense elsewhere.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { RuleEngine, ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let engine: RuleEngine;

test.before(async () => {
  index = await openFixtureIndex();
  engine = ruleEngineFor(index);
});

const key = (kw: string): string => {
  const c = engine.classify(kw, null, null, 0);
  return c < 0 ? '(none)' : index.keyAt(c);
};

test('a distinctive title names its series, alone or with a series word', () => {
  assert.is(key('stranger things'), 'ent:tv-series:stranger-things');
  assert.is(key('stranger things season 5'), 'ent:tv-series:stranger-things');
  assert.is(key('breaking bad'), 'ent:tv-series:breaking-bad');
  assert.is(key('game of thrones'), 'ent:tv-series:game-of-thrones');
});

test('a title of everyday words is the series only beside a series word', () => {
  assert.is.not(key('friends'), 'ent:tv-series:friends');
  assert.is(key('friends season 3'), 'ent:tv-series:friends');
  assert.is(key('friends episodes'), 'ent:tv-series:friends');
  assert.is.not(key('the office'), 'ent:tv-series:the-office');
  assert.is.not(key('i went to the office'), 'ent:tv-series:the-office');
  assert.is(key('the office cast'), 'ent:tv-series:the-office');
  assert.is(key('watch lost'), 'ent:tv-series:lost');
  assert.is.not(key('wednesday'), 'ent:tv-series:wednesday');
});

test.run();
