import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { storedBias } from '../../../build-index/model/stored-bias.js';

test('a backbone class keeps its share of the trained bias', () => {
  const out = storedBias(Float32Array.of(2, -4), () => true, {
    priorShare: 0.5,
    offBackbonePrior: 0.2,
  });
  assert.equal([...out], [1, -2]);
});

test('a class outside the backbone needs offBackbonePrior times the evidence', () => {
  const trained = Float32Array.of(1, 1);
  const out = storedBias(trained, (c) => c === 0, { priorShare: 0.1, offBackbonePrior: 0.2 });
  assert.ok(Math.abs(Math.exp(out[1]! - out[0]!) - 0.2) < 1e-6);
});

test('a prior of 1 leaves every class as the share gives it', () => {
  const out = storedBias(Float32Array.of(3, -1), () => false, {
    priorShare: 0.1,
    offBackbonePrior: 1,
  });
  assert.ok(Math.abs(out[0]! - 0.3) < 1e-6 && Math.abs(out[1]! + 0.1) < 1e-6);
});

test.run();
