import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildTransitionFilter, transitionBit, transitionFilterFor } from '../../native-index/automaton/transition-filter.js';

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

test('one filter per automaton memory and thread, however often it is opened', () => {
  const a = automaton(100);
  const first = transitionFilterFor(a.states, a.label, a.count, 8);
  assert.is(transitionFilterFor(new Uint32Array(a.states.buffer), a.label, a.count, 8), first);
  const b = automaton(100);
  assert.is.not(transitionFilterFor(b.states, b.label, b.count, 8), first);
});

test.run();
