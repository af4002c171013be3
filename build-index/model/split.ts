/**
 * Deterministic randomness for the model build: which split a source record falls in
 * (by a hash of its key, so every text of a record lands on the same side and nothing
 * leaks from training into the held-out figures), sampling rates, and a seeded PRNG for
 * shuffling.
 */
import { fmix32 } from '../../workers/nlp/lid-hash.js';

export type Split = 'train' | 'calibration' | 'test';
export const SPLIT_CODE: Record<Split, number> = { train: 0, calibration: 1, test: 2 };

/** Per mille of records held out for calibration, and for the test figures. */
export const CALIBRATION_PER_MILLE = 50;
export const TEST_PER_MILLE = 50;

/** FNV-1a of a string, mixed: a well-spread 32-bit hash of a record key. */
export function keyHash(key: string, salt = 0): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** Uniform in [0, 1) from a record key (independent of the split for another salt). */
export function keyUniform(key: string, salt: number): number {
  return keyHash(key, salt) / 4294967296;
}

export function splitOf(record: string): number {
  const m = keyHash(record, 0x5eed) % 1000;
  if (m < CALIBRATION_PER_MILLE) return SPLIT_CODE.calibration;
  if (m < CALIBRATION_PER_MILLE + TEST_PER_MILLE) return SPLIT_CODE.test;
  return SPLIT_CODE.train;
}

/** Fisher-Yates shuffle in place with `rnd`. */
export function shuffle(a: Uint32Array, rnd: () => number): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}
