/**
 * The vector step between rival senses (workers/engine/sense-vectors.ts) on a tiny
 * vocabulary: a sense's centroid comes from its name, path, context words and its
 * vertical's listed cues; the sense nearest the context wins only by a clear margin, and
 * only against a rival of another vertical close behind the rules' choice.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeVectors } from '../../../native-index/vectors-format.js';
import { hashString } from '../../../text/hash.js';
import { SENSE_VECTORS, SenseVectors } from '../../../workers/engine/sense-vectors.js';
import { WordVectors } from '../../../workers/vectors/index.js';

// Three directions: vehicles (x), animals (y), and a third one nothing is about (z).
const vocab: [string, number[]][] = [
  ['car', [127, 0, 0]],
  ['engine', [127, 0, 20]],
  ['vehicle', [127, 10, 0]],
  ['cat', [0, 127, 0]],
  ['wild', [0, 127, 20]],
  ['animal', [10, 127, 0]],
  ['jaguar', [90, 90, 0]],
  ['blue', [0, 0, 127]],
  ['neither', [-127, -127, 0]],
];
const vectors = new WordVectors(
  encodeVectors({
    dimensions: 3,
    sourceWords: vocab.length,
    words: vocab.map(([w]) => w),
    hashes: vocab.map(([w]) => hashString(w)),
    values: Float32Array.from(vocab.flatMap(([, v]) => v)),
  }),
);

const CAR = 0;
const CAT = 1;
const senses = new SenseVectors(
  vectors,
  (c) =>
    c === CAR
      ? { name: 'Jaguar', path: ['Vehicles'], context: [hashString('engine')], vertical: 0 }
      : { name: 'Jaguar', path: ['Animals'], context: [hashString('wild')], vertical: 1 },
  (fn) => {
    fn(hashString('car'), 0, 200);
    fn(hashString('cat'), 1, 200);
  },
);

/** Makes the context of `words` and lets the step choose between the car (the rules' choice) and the cat. */
function choose(words: string[], scores = [1, 0.5]) {
  senses.beginContext();
  for (const w of words) senses.addContext(hashString(w));
  if (!senses.endContext()) return 'no context';
  return senses.choose(0, [CAR, CAT], scores, [0, 1], 0, 2, (k) =>
    senses.similarity(k === 0 ? CAR : CAT),
  );
}

test('a context clearly nearer the rival sense overrules the rules', () => {
  const choice = choose(['wild', 'cat']);
  assert.ok(choice !== null && choice !== 'no context');
  assert.is(choice.rules, CAR);
  assert.is(choice.chosen, CAT);
  assert.ok(choice.similarity.get(CAT)! - choice.similarity.get(CAR)! >= SENSE_VECTORS.margin);
});

test("a context nearer the rules' sense keeps it", () => {
  const choice = choose(['engine', 'vehicle']);
  assert.ok(choice !== null && choice !== 'no context');
  assert.is(choice.chosen, CAR);
  assert.ok(choice.similarity.get(CAR)! > choice.similarity.get(CAT)!);
});

test("a rival nearer, but not by the margin, leaves the rules' choice", () => {
  const choice = choose(['jaguar', 'blue']);
  assert.ok(choice !== null && choice !== 'no context');
  const gain = choice.similarity.get(CAT)! - choice.similarity.get(CAR)!;
  assert.ok(gain > 0 && gain < SENSE_VECTORS.margin, `gain ${gain}`);
  assert.is(choice.chosen, CAR);
});

test('a rival further behind than the gap is not weighed', () => {
  assert.is(choose(['wild', 'cat'], [1, 1 - SENSE_VECTORS.gap - 0.01]), null);
});

test('words without vectors, or only stop words, give no context', () => {
  assert.is(choose(['zzzz', 'the', 'of']), 'no context');
});

test("a rival of another phrase wins only if its context is not as near the rules' sense", () => {
  // Candidates 0 (the rules' choice) and 1 (a rival) match different phrases; cosine
  // of candidate k to the context of candidate `of`'s phrase:
  const near = (onRivalContext: number) => (k: number, of: number) =>
    k === 1 ? 0.5 : of === 0 ? 0.2 : onRivalContext;
  const run = (onRivalContext: number) =>
    senses.choose(0, [CAR, CAT], [1, 0.5], [0, 1], 0, 2, near(onRivalContext));
  // The rival's context is as near the rules' sense as the rival: the rules' choice stands.
  assert.is(run(0.5)?.chosen, CAR);
  // Nearer the rival by the margin on both contexts: the rival wins.
  assert.is(run(0.5 - SENSE_VECTORS.margin - 0.01)?.chosen, CAT);
  // No opinion of the rules' sense on the rival's context: its own context decides.
  assert.is(run(NaN)?.chosen, CAT);
});

test('centroids are made once per category and kept', () => {
  choose(['wild']);
  choose(['engine']);
  assert.is(senses.cachedCentroids, 2);
});

test.run();
