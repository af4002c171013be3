/**
 * The spelling step's lookup over a small dictionary: one edit for words of 4 to 6
 * letters, two above; typing slips only for one edit; common words only for two; the
 * same first letter; known words left alone; ties to the more common word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSpellingTable } from '../../../build-index/rules/spelling-table.js';
import { encodeSpellingTable } from '../../../native-index/spelling-format.js';
import { openSpeller, type Speller } from '../../../workers/engine/speller.js';
import { isTypoEdit } from '../../../workers/engine/typo-edit.js';

const WORDS: Record<string, number> = {
  disney: 800,
  fragrance: 150,
  incorporation: 40,
  restaurant: 3000,
  restaurants: 900,
  restraint: 200,
  wimbledon: 1,
  basketball: 600,
  baseball: 1500,
  homes: 5000,
  near: 20000,
  need: 90000,
  cat: 9000,
  target: 2500,
  madames: 5,
  wallet: 800,
};

let speller: Speller;
test.before(() => {
  const table = buildSpellingTable(new Map(Object.entries(WORDS)));
  speller = openSpeller(encodeSpellingTable(table));
});

test('one edit for 4 to 6 letters, two for longer words', () => {
  assert.is(speller.correct('disny'), 'disney', 'a letter left out');
  assert.is(speller.correct('targt'), 'target');
  assert.is(speller.correct('frangance'), 'fragrance', 'two letters replaced, 9 letters');
  assert.is(speller.correct('incorperation'), 'incorporation');
  assert.is(speller.correct('resturants'), 'restaurants');
  assert.is(speller.correct('wimbeldon'), 'wimbledon', 'neighbours swapped');
  // Two edits are too many for six letters.
  assert.is(speller.correct('dsny'), null);
  assert.is(speller.correct('tagret'), 'target', 'a swap is one edit');
  assert.is(speller.correct('trgtx'), null);
});

test('one edit must be a typing slip; two edits only to a common word', () => {
  assert.is(speller.correct('wallen'), null, 'n for t is no slip');
  assert.is(speller.correct('baskeball'), 'basketball', 'not baseball: the k is no slip');
  assert.is(
    speller.correct('mahomes'),
    null,
    'madames is two edits and rare; homes starts otherwise',
  );
});

test('known words, short words and other scripts are left alone', () => {
  assert.is(speller.correct('restaurant'), null);
  assert.is(speller.correct('cat'), null);
  assert.is(speller.correct('caat'), 'cat');
  assert.is(speller.correct('nea'), null, 'three letters');
  assert.is(speller.correct('cafe\u0301'), null);
  assert.is(speller.correct('DISNY'), null, 'the caller lower-cases');
  assert.is(speller.correct(''), null);
});

test('ties go to the more common word; answers repeat from the cache', () => {
  assert.is(speller.correct('neer'), 'need');
  assert.is(speller.correct('neer'), 'need');
  assert.is(speller.correct('disny'), 'disney');
});

test('isTypoEdit: slips and other edits', () => {
  const u = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));
  const slip = (typed: string, word: string) =>
    isTypoEdit(u(typed), typed.length, u(word), 0, word.length);
  assert.ok(slip('disny', 'disney'), 'left out');
  assert.ok(slip('agnet', 'agent'), 'swapped');
  assert.ok(slip('diabetis', 'diabetes'), 'vowel for vowel');
  assert.ok(slip('yankess', 'yankees'), 'neighbouring key');
  assert.ok(slip('bussiness', 'business'), 'typed twice');
  assert.not.ok(slip('wallen', 'wallet'), 'far key');
  assert.not.ok(slip('sony', 'son'), 'a letter too many, far from its neighbour');
  assert.not.ok(slip('anker', 'anger'));
});

test.run();
