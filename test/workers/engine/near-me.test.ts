/**
 * A trailing "near me" adds nothing to a synonym's length: on match lists built by hand,
 * and on the small-profile fixture index.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MatchList } from '../../../native-index/automaton/index.js';
import { hashString } from '../../../text/hash.js';
import { shortenNearMe } from '../../../workers/engine/near-me.js';
import { fixtureRuleKey } from '../../helpers/fixture-rule-key.js';

function hashes(text: string): Uint32Array {
  return Uint32Array.from(text.split(' '), (w) => hashString(w) >>> 0);
}

/** Runs shortenNearMe over token spans; returns the spans after it and which stay alive. */
function shorten(text: string, spans: [number, number][]): { ends: number[]; alive: number[] } {
  const ml = new MatchList();
  for (const [s, e] of spans) ml.add(0, 0, s, e, 0, 0);
  const alive = new Uint8Array(spans.length);
  shortenNearMe(ml, spans.length, hashes(text), alive, new Uint8Array(spans.length));
  return { ends: Array.from(ml.tokenEnd.subarray(0, spans.length)), alive: Array.from(alive) };
}

test('a synonym ending in "near me" counts as its head', () => {
  // "home gym" [0, 2), "gym near me" [1, 4), "gym" [1, 2)
  const r = shorten('home gym near me', [
    [0, 2],
    [1, 4],
    [1, 2],
  ]);
  assert.equal(r.ends, [2, 2, 2]);
  assert.equal(r.alive, [1, 0, 0]);
});

test('at its head\'s own span the "near me" synonym beats the bare head', () => {
  // "vet near me" [0, 3), "vet" [0, 1)
  const r = shorten('vet near me', [
    [0, 3],
    [0, 1],
  ]);
  assert.equal(r.ends, [1, 1]);
  assert.equal(r.alive, [1, 0]);
});

test('"near me" alone, or inside a synonym, is left as it is', () => {
  const alone = shorten('near me', [[0, 2]]);
  assert.equal(alone.ends, [2]);
  assert.equal(alone.alive, [1]);
  // "homes near me for sale" [0, 5) keeps its words; "homes" [0, 1) is inside it
  const inside = shorten('homes near me for sale', [
    [0, 5],
    [0, 1],
  ]);
  assert.equal(inside.ends, [5, 1]);
  assert.equal(inside.alive, [1, 0]);
});

let key: (keyword: string) => string;

test.before(async () => {
  key = await fixtureRuleKey();
});

test('a longer head before "near me" is what the query is about', () => {
  assert.is(key('home gym near me'), 'topic:beauty-fitness/fitness/fitness-equipment');
  assert.is(key('nail salon near me'), 'topic:beauty-fitness/nail-care/nail-salons');
  assert.is(
    key('personal injury lawyer near me'),
    'topic:law-government/legal-services/personal-injury-law',
  );
});

test('a "near me" synonym still answers its own query', () => {
  assert.is(key('gym near me'), 'topic:beauty-fitness/fitness/gyms-and-health-clubs');
  assert.is(key('vet near me'), 'topic:pets-animals/pets/veterinary-care');
  assert.is(key('yoga near me'), 'topic:beauty-fitness/fitness/yoga/yoga-studios');
});

test.run();
