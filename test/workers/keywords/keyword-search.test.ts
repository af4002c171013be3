import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureDataDir } from '../../helpers/fixture-index.js';
import { openIndexVersion, type IndexVersion } from '../../../native-index/index.js';
import { keywordTableFor, type KeywordTable } from '../../../workers/keywords/keyword-table.js';
import { searchKeywords } from '../../../workers/keywords/keyword-search.js';
import { searchCategories } from '../../../workers/keywords/categories-search.js';
import { compare } from '../../../workers/keywords/keyword-filters.js';
import type { KeywordFilter } from '../../../workers/keywords/keyword-search-protocol.js';
import { normalizeText } from '../../../text/normalize.js';

let index: IndexVersion;
let t: KeywordTable;
/** A top tier with many keywords, as a category range. */
let tier: [number, number];

test.before(async () => {
  const root = path.join(await fixtureDataDir(), 'indexes');
  index = openIndexVersion(path.join(root, readdirSync(root)[0]!), { verify: false });
  t = keywordTableFor(index)!;
  const top = index.topTiers().find((i) => index.nameAt(i) === 'Travel')!;
  tier = [top, index.subtreeEndAt(top)];
});

const idsOf = (out: { ids: Uint8Array }): number[] =>
  Array.from(new Uint32Array(Uint8Array.from(out.ids).buffer));

/** The ids of the tier's keywords that pass `keep`, by brute force, in volume order. */
function expected(keep: (id: number) => boolean): number[] {
  const out: number[] = [];
  for (let id = t.startOf(tier[0]); id < t.startOf(tier[1]); id++) if (keep(id)) out.push(id);
  return out.sort((a, b) => t.d.volume[b]! - t.d.volume[a]! || a - b);
}

function check(filters: KeywordFilter[], keep: (id: number) => boolean, label: string): void {
  const out = searchKeywords(t, { type: 0, ranges: [tier], filters, limit: 500_000 });
  const want = expected(keep);
  assert.ok(want.length > 0, `${label}: the fixture has keywords that pass`);
  assert.ok(
    want.length < t.startOf(tier[1]) - t.startOf(tier[0]),
    `${label}: the fixture has keywords that fail`,
  );
  assert.is(out.matched, want.length, label);
  assert.equal(idsOf(out), want, label);
}

test('the dataset has the keywords of every category in preorder ranges, volume first', () => {
  assert.ok(t.count > 1_000_000, `${t.count} keywords on the small profile`);
  for (let i = tier[0]; i < tier[1]; i++)
    for (let id = t.startOf(i) + 1; id < t.startOf(i + 1); id++)
      assert.ok(t.d.volume[id]! <= t.d.volume[id - 1]!);
  const id = t.startOf(tier[0]);
  assert.is(t.categoryOf(id), tier[0]);
});

test('filters 1, 2 and 5 with every integer operator, and invert', () => {
  const fields = { 1: t.d.chars, 2: t.d.words, 5: t.d.volume } as const;
  const values = { 1: 20, 2: 3, 5: 1000 } as const;
  for (const filter of [1, 2, 5] as const)
    for (const operator of [0, 1, 2, 3, 4, 5, 10, 11])
      for (const invert of [false, true]) {
        const v = values[filter];
        const keep = (id: number) => compare(fields[filter][id]!, operator, v) !== invert;
        const want = expected(keep);
        const out = searchKeywords(t, {
          type: 0,
          ranges: [tier],
          filters: [{ filter, value: v, operator, invert }],
          limit: 500_000,
        });
        assert.is(out.matched, want.length, `filter ${filter} op ${operator} invert ${invert}`);
      }
  // Two filters of one kind make a range.
  check(
    [
      { filter: 2, value: 2, operator: 5 },
      { filter: 2, value: 3, operator: 3 },
    ],
    (id) => t.d.words[id]! >= 2 && t.d.words[id]! <= 3,
    'word range',
  );
});

test('filter 3 drops keywords with any of the flags; invert keeps only those', () => {
  check([{ filter: 3, value: [1024, 2048] }], (id) => (t.d.flags[id]! & 3072) === 0, 'flags');
  check(
    [{ filter: 3, value: [2048], invert: true }],
    (id) => (t.d.flags[id]! & 2048) !== 0,
    'flags inverted',
  );
});

test('filter 6 keeps any intent, all with operator 11, and invert drops them', () => {
  check([{ filter: 6, value: [1, 8] }], (id) => (t.d.intent[id]! & 9) !== 0, 'any');
  check(
    [{ filter: 6, value: [1, 16], operator: 11 }],
    (id) => (t.d.intent[id]! & 17) === 17,
    'all',
  );
  check([{ filter: 6, value: [4], invert: true }], (id) => (t.d.intent[id]! & 4) === 0, 'inverted');
});

test('filter 7 drops keywords containing a stemmed term; quotes match exactly; invert keeps', () => {
  const words = (id: number) => ` ${normalizeText(t.textAt(id))} `;
  check([{ filter: 7, value: ['hotel'] }], (id) => !words(id).includes(' hotel '), 'stemmed');
  check(
    [{ filter: 7, value: ['"hotels"'] }],
    (id) => !/(^|[^\p{L}\p{N}])hotels($|[^\p{L}\p{N}])/u.test(t.textAt(id)),
    'exact',
  );
  check(
    [{ filter: 7, value: ['cheap flights', 'map'], invert: true }],
    (id) => words(id).includes(' cheap flight ') || words(id).includes(' map '),
    'phrase, inverted',
  );
});

test('filter 8 keeps the languages given', () => {
  const out = searchKeywords(t, {
    type: 0,
    ranges: [tier],
    filters: [{ filter: 8, value: ['spa'] }],
    limit: 10,
  });
  assert.is(out.matched, 0);
  const eng = searchKeywords(t, {
    type: 0,
    ranges: [tier],
    filters: [{ filter: 8, value: ['eng', 'spa'] }],
    limit: 10,
  });
  assert.is(eng.matched, t.startOf(tier[1]) - t.startOf(tier[0]));
});

test('type 1 matches every query word, stemmed, and ranks by volume within the limit', () => {
  const a = searchKeywords(t, { type: 1, words: 'hotels', filters: [], limit: 50 });
  const b = searchKeywords(t, { type: 1, words: 'Hotel', filters: [], limit: 50 });
  assert.ok(a.matched > 50);
  assert.is(a.matched, b.matched);
  assert.equal(idsOf(a), idsOf(b));
  const ids = idsOf(a);
  assert.is(ids.length, 50);
  for (let k = 1; k < ids.length; k++) assert.ok(t.d.volume[ids[k]!]! <= t.d.volume[ids[k - 1]!]!);
  const two = searchKeywords(t, { type: 1, words: 'cheap hotels', filters: [], limit: 500_000 });
  assert.ok(two.matched > 0 && two.matched < a.matched);
  for (const id of idsOf(two)) assert.match(normalizeText(t.textAt(id)), /\bcheap\b.*|\bhotel\b/);
});

test('categories/search ranks by share of matched volume', () => {
  const out = searchCategories(t, { keyword: 'hotels in chicago', limit: 5, ranges: [] });
  assert.ok(out.categories.length >= 1);
  assert.match(index.nameAt(out.categories[0]!), /Hotels in Chicago/);
  let sum = 0;
  for (let k = 0; k < out.confidence.length; k++) {
    sum += out.confidence[k]!;
    if (k > 0) assert.ok(out.confidence[k]! <= out.confidence[k - 1]!);
  }
  assert.ok(sum <= 1 + 1e-9);
  const inTier = searchCategories(t, { keyword: 'chicago', limit: 10, ranges: [tier] });
  for (const c of inTier.categories) assert.ok(c >= tier[0] && c < tier[1]);
});

test.run();
