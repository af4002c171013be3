/**
 * Television series on the small-profile fixture index: a distinctive title names its
 * series alone, and a title of everyday words names it only beside a word that says a
 * series is meant, keeping its everyday sense elsewhere.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureRuleKey } from '../../helpers/fixture-rule-key.js';

let key: (keyword: string) => string;

test.before(async () => {
  key = await fixtureRuleKey();
});

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
