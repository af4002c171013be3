/**
 * Background words: drawn from the vectors' most frequent rows by Zipf's weight, never a
 * function word or a word with other characters than letters; mixed between the texts of a
 * pseudo-document at their share, the texts' own words kept whole and in order; seeded.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BACKGROUND_SHARE, BackgroundWords } from '../../../build-index/model/background-words.js';
import { ExampleBuilder } from '../../../build-index/model/dataset.js';
import { TEXT_KINDS } from '../../../build-index/model/corpus.js';
import { functionWordHashes } from '../../../build-index/model/writer.js';
import { seededRandom } from '../../../build-index/seeded-random.js';
import { encodeVectors } from '../../../native-index/vectors-format.js';
import { hashString } from '../../../text/hash.js';
import { FeatureExtractor, unigramBucket } from '../../../workers/model/features.js';
import { WordVectors } from '../../../workers/vectors/word-vectors.js';

const WORDS = ['the', 'time', 'week', 'people', 'year', 'u.s.', '1990', 'music', 'marathon'];
const vectors = new WordVectors(
  encodeVectors({
    dimensions: 2,
    sourceWords: WORDS.length,
    words: WORDS,
    hashes: WORDS.map(hashString),
    values: Float32Array.from(WORDS.flatMap((_, k) => [k + 1, 1])),
  }),
);
const isFunctionWord = (w: string) => w === 'the';

test('drawn from letters-only words that are not function words, the frequent ones most', () => {
  const b = new BackgroundWords(vectors, isFunctionWord);
  assert.is(b.size, 6, 'not "the", "u.s." or "1990"');
  const counts = new Map<string, number>();
  for (const w of b.sample(20000, seededRandom(7)).split(' '))
    counts.set(w, (counts.get(w) ?? 0) + 1);
  assert.equal([...counts.keys()].sort(), ['marathon', 'music', 'people', 'time', 'week', 'year']);
  // Zipf's weight 1 / (rank + 10): "time" (rank 1) against "marathon" (rank 8) is 18 / 11.
  const ratio = counts.get('time')! / counts.get('marathon')!;
  assert.ok(ratio > 1.4 && ratio < 1.9, `time / marathon ${ratio}`);
});

test("join: the texts' own words whole and in order, background words between them at their share", () => {
  const b = new BackgroundWords(vectors, isFunctionWord);
  const texts = ['a long distance race', 'running shoes for road races', 'pacing a first race'];
  const joined = b.join(texts, seededRandom(3)).split(' ');
  const own = texts.join(' ').split(' ');
  assert.is(joined.length - own.length, Math.round(BACKGROUND_SHARE * own.length));
  // Each text appears as a contiguous run, in order.
  let at = 0;
  for (const t of texts) {
    const words = t.split(' ');
    const i = joined.indexOf(words[0]!, at);
    assert.equal(joined.slice(i, i + words.length), words, t);
    at = i + words.length;
  }
  assert.is(b.join(texts, seededRandom(3)), joined.join(' '), 'seeded');
});

test('the example builder mixes background words into documents only', () => {
  const build = (background: BackgroundWords | null) => {
    const fx = new FeatureExtractor({
      bucketBits: 14,
      stopHashes: functionWordHashes(),
      classOf: new Uint16Array(4),
      classCount: 2,
      pairPrior: null,
      vectors: null,
      nearestTopic: false,
      classTier: null,
    });
    const b = new ExampleBuilder(fx, null, null, null, background);
    for (let i = 0; i < 60; i++)
      b.add({ record: `r${i}`, text: `gloss${i} racing`, label: i % 2, kind: 'description' });
    return b.finish();
  };
  const plain = build(null);
  const mixed = build(new BackgroundWords(vectors, isFunctionWord));
  assert.is(mixed.n, plain.n, 'the same examples');
  const doc = TEXT_KINDS.indexOf('document');
  const mask = (1 << 14) - 1;
  const background = new Set(
    ['time', 'week', 'people', 'year', 'music', 'marathon'].map((w) =>
      unigramBucket(hashString(w), mask),
    ),
  );
  let docsWith = 0;
  for (let i = 0; i < mixed.n; i++) {
    const buckets = mixed.bucket.subarray(mixed.start[i], mixed.start[i + 1]);
    const has = Array.from(buckets).some((x) => background.has(x));
    if (mixed.kind[i] === doc) docsWith += has ? 1 : 0;
    else assert.not.ok(has, `example ${i} is a single text: no background words`);
  }
  const docs = Array.from(mixed.kind).filter((k) => k === doc).length;
  assert.ok(docs > 0 && docsWith === docs, `${docsWith} of ${docs} documents`);
});

test.run();
