import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TaskGate } from '../../../src/pool/task-gate.js';

const settled = <T>(p: Promise<T>) =>
  p.then(
    (v) => ({ value: v }),
    (e: unknown) => ({ error: e }),
  );
const tick = () => new Promise((r) => setImmediate(r));

test('callers run at once while slots are free, then in order as slots are left', async () => {
  const gate = new TaskGate(2, 10);
  assert.is(await gate.enter(), true);
  assert.is(await gate.enter(), true);
  const order: number[] = [];
  const third = gate.enter().then(() => order.push(3));
  const fourth = gate.enter().then(() => order.push(4));
  await tick();
  assert.equal(order, []);
  assert.is(gate.waiting, 2);
  gate.leave();
  await tick();
  assert.equal(order, [3]);
  gate.leave();
  await Promise.all([third, fourth]);
  assert.equal(order, [3, 4]);
  assert.is(gate.waiting, 0);
});

test('a full line answers false without waiting', async () => {
  const gate = new TaskGate(1, 1);
  await gate.enter();
  void gate.enter();
  assert.is(await gate.enter(), false);
});

test('a caller whose signal aborts while it waits leaves the line; the slot goes to the next', async () => {
  const gate = new TaskGate(1, 10);
  await gate.enter();
  const controller = new AbortController();
  const cancelled = settled(gate.enter(controller.signal));
  let nextRan = false;
  const next = gate.enter().then(() => (nextRan = true));
  controller.abort(new Error('gone'));
  const out = await cancelled;
  assert.ok('error' in out && (out.error as Error).message === 'gone');
  assert.is(gate.waiting, 1);
  gate.leave();
  await next;
  assert.ok(nextRan);
});

test('an aborted signal is refused before taking a slot', async () => {
  const gate = new TaskGate(1, 10);
  const out = await settled(gate.enter(AbortSignal.abort(new Error('already'))));
  assert.ok('error' in out);
  assert.is(await gate.enter(), true);
});

test('leaving with nobody in line frees the slot', async () => {
  const gate = new TaskGate(1, 0);
  await gate.enter();
  assert.is(await gate.enter(), false);
  gate.leave();
  assert.is(await gate.enter(), true);
});

test.run();
