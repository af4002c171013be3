import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildTransitionFilter,
  filterGeometry,
  transitionBit,
} from '../../../native-index/automaton/transition-filter.js';

/** States as the reader sees them: 8-word headers [first child, child count, ...]; state 1 has `children` children. */
function automaton(children: number) {
  const states = new Uint32Array(new SharedArrayBuffer(8 * 4 * (children + 2)));
  states[8] = 2;
  states[9] = children;
  const label = new Uint32Array(children + 2);
  for (let j = 0; j < children; j++) label[2 + j] = 10 * j + 3;
  return { states, label, count: children + 2 };
}

test('a transition the state has is never filtered out', () => {
  const { states, label, count } = automaton(500);
  const f = buildTransitionFilter(states, label, count, 8);
  let absentPassed = 0;
  for (let j = 0; j < 500; j++) {
    const b = transitionBit(1, 500, 10 * j + 3, f.mask, f.lineShift);
    assert.ok(((f.bits[b >>> 5]! >>> (b & 31)) & 1) === 1);
    const n = transitionBit(1, 500, 10 * j + 4, f.mask, f.lineShift);
    absentPassed += (f.bits[n >>> 5]! >>> (n & 31)) & 1;
  }
  assert.ok(absentPassed < 100, `${absentPassed} of 500 absent transitions passed`);
});

test('the geometry stored as log2 is the one the filter was made with', () => {
  for (const children of [9, 500, 20_000]) {
    const { states, label, count } = automaton(children);
    const f = buildTransitionFilter(states, label, count, 8);
    assert.equal(filterGeometry(f.log2), { mask: f.mask, lineShift: f.lineShift });
    assert.is(f.bits.length * 32, f.mask + 1);
  }
});

test.run();
