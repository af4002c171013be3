import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OperatorRows } from '../../../build-index/keywords/operator-rows.js';

const row = (text: string, volume: number, lang = 'eng') => ({
  text,
  volume,
  flags: volume & 0xff,
  intent: volume & 3,
  lang,
});

test('rows come back by category, in the order they were added; the unmapped under -1', () => {
  const rows = new OperatorRows(3);
  rows.add(2, row('paris hôtel', 9, 'fra'));
  rows.add(-1, row('zzq', 1));
  rows.add(0, row('hotels', 5));
  rows.add(2, row('москва', 7, 'rus'));
  rows.add(0, row('cheap hotels', 6));
  assert.is(rows.count, 5);
  assert.equal(rows.rowsOf(0), [row('hotels', 5), row('cheap hotels', 6)]);
  assert.equal(rows.rowsOf(1), []);
  assert.equal(rows.rowsOf(2), [row('paris hôtel', 9, 'fra'), row('москва', 7, 'rus')]);
  assert.equal(rows.rowsOf(-1), [row('zzq', 1)]);
});

test('no row is added once they have been handed out', () => {
  const rows = new OperatorRows(1);
  rows.add(0, row('a', 1));
  rows.rowsOf(0);
  assert.throws(() => rows.add(0, row('b', 1)), /after grouping/);
});

test.run();
