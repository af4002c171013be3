/**
 * The plain vector baseline's arithmetic on a tiny vocabulary: a text is the mean of its
 * tokens' vectors, a class the mean of its seed words' vectors, and classes rank by cosine.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeVectors } from '../../../native-index/vectors-format.js';
import { hashString } from '../../../text/hash.js';
import { cosine, SeedCentroids, textVector, WordVectors } from '../../../workers/vectors/index.js';

// Values chosen so that int8 with a scale per row stores them exactly (multiples of max/127).
const vocab: [string, number[]][] = [
  ['goal', [127, 0]],
  ['striker', [127, 127]],
  ['vote', [0, 127]],
  ['senate', [-127, 127]],
];
const vectors = new WordVectors(
  encodeVectors({
    dimensions: 2,
    sourceWords: vocab.length,
    words: vocab.map(([w]) => w),
    hashes: vocab.map(([w]) => hashString(w)),
    values: Float32Array.from(vocab.flatMap(([, v]) => v)),
  }),
);

test('a text vector is the mean over its tokens that have a row, repeats counted', () => {
  const out = new Float64Array(2);
  // "Goals" folds to "goal"; "the" and "wins" have no row.
  assert.is(textVector(vectors, 'The Goals, the goal and the striker wins', out), 3);
  assert.equal([...out], [127, 127 / 3]);
  // Tokens whose hash is skipped count for nothing.
  assert.is(textVector(vectors, 'goal goal striker', out, new Set([hashString('goal')])), 1);
  assert.equal([...out], [127, 127]);
  assert.is(textVector(vectors, 'nothing known here', out), 0);
  assert.equal([...out], [0, 0]);
});

test('cosine', () => {
  assert.is(cosine([1, 0], [0, 1]), 0);
  assert.ok(Math.abs(cosine([1, 1], [2, 2]) - 1) < 1e-12);
  assert.ok(Math.abs(cosine([1, 0], [1, 1]) - Math.SQRT1_2) < 1e-12);
  assert.is(cosine([0, 0], [1, 1]), 0);
});

test('classes rank by cosine between the text mean and the mean of the seed words', () => {
  const c = new SeedCentroids(vectors, [
    { name: 'sport', words: ['goal', 'striker', 'referee'] },
    { name: 'politics', words: ['vote', 'Senate'] },
  ]);
  assert.equal(c.missing, [['referee'], []]);
  // sport = (127, 63.5), politics = (-63.5, 127); "striker" = (127, 127).
  const r = c.rank('striker');
  assert.equal(
    r.map((m) => m.klass),
    [0, 1],
  );
  const norm = Math.hypot(127, 63.5);
  assert.ok(Math.abs(r[0]!.score - (127 * 127 + 127 * 63.5) / (Math.SQRT2 * 127 * norm)) < 1e-9);
  assert.ok(Math.abs(r[1]!.score - (-127 * 63.5 + 127 * 127) / (Math.SQRT2 * 127 * norm)) < 1e-9);
  assert.is(c.rank('vote for the Senate')[0]!.klass, 1);
  assert.equal(c.rank('unknown words'), []);
});

test.run();
