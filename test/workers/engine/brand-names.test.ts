/**
 * Well-known brands and sites on the small-profile fixture index: a name known first as
 * the brand beats the dictionary's rare senses, a site's domain names the site, and a
 * brand that is also a common word answers only with its context.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureRuleKey } from '../../helpers/fixture-rule-key.js';

let key: (keyword: string) => string;

test.before(async () => {
  key = await fixtureRuleKey();
});

test('a name known first as the brand is the brand', () => {
  assert.is(key('amazon'), 'ent:brands:amazon');
  assert.is(key('yahoo'), 'ent:brands:yahoo');
  // The river keeps its own phrase.
  assert.is.not(key('amazon river'), 'ent:brands:amazon');
});

test("a site's domain names the site, not the word", () => {
  assert.is(key('amazon.com'), 'ent:brands:amazon');
  assert.is(key('match.com'), 'ent:brands:match-com');
  assert.is(key('monster.com'), 'ent:brands:monster-com');
});

test('a brand that is a common word answers only with its context', () => {
  assert.is.not(key('sprint'), 'ent:brands:sprint');
  assert.is(key('sprint phones'), 'ent:brands:sprint');
  assert.is(key('hallmark greetings'), 'ent:brands:hallmark');
  assert.is.not(key('slack'), 'ent:brands:slack');
  assert.is.not(key('slacks'), 'ent:brands:slack');
  assert.is(key('slack channel'), 'ent:brands:slack');
  assert.is(key('slack app download'), 'ent:brands:slack');
  assert.is.not(key('whopper'), 'ent:brands:whopper');
  assert.is(key('whopper calories'), 'ent:brands:whopper');
});

test('a brand named by two words beats a brand named by its last word', () => {
  assert.is(key('big mac'), 'ent:brands:big-mac');
  assert.is(key('mcdonalds big mac'), 'ent:brands:big-mac');
});

test('a purchase word points at a listed brand as at any commercial sense', () => {
  assert.is(key('netflix subscription price'), 'ent:simple-icons:netflix');
});

test('a game named by words of their own is the game', () => {
  assert.is(key('baldurs gate 3 builds'), 'ent:brands:baldur-s-gate-3');
  assert.is(key("baldur's gate 3"), 'ent:brands:baldur-s-gate-3');
});

test('theme parks are named by their short names', () => {
  assert.is(key('disney world'), 'ent:brands:walt-disney-world');
  assert.is(key('disney world tickets'), 'ent:brands:walt-disney-world');
  assert.is(key('universal studios orlando'), 'ent:brands:universal-studios');
});

test('a shop near me is the shop the query names, not shops in general', () => {
  assert.is(
    key('barber shop near me'),
    'topic:beauty-fitness/beauty-services-and-spas/hair-salons-and-barbershops',
  );
  assert.is(key('tattoo shops near me'), 'topic:beauty-fitness/tattoos-and-piercings');
  assert.is(key('pawn shop near me'), 'topic:shopping/stores-and-retailers/pawn-shops');
});

test.run();
