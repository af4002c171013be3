/**
 * The spelling step leaves alone a word the index does not know when it is among the
 * version's most frequent word vectors: such a word is a name or a word of edited text,
 * not a typo ("jeter" is no "jester"). A name an entity source lists ("doug" of Pantheon's
 * people) is a word of the index and never corrected anyway.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { ruleEngineFor, type RuleEngine } from '../../../workers/engine/rule-engine.js';
import { KNOWN_WORD_ROWS } from '../../../workers/engine/spelling-step.js';
import { wordVectorsFor } from '../../../workers/vectors/index.js';
import type { WordVectors } from '../../../workers/vectors/word-vectors.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let engine: RuleEngine;
let vectors: WordVectors;
test.before(async () => {
  index = await openFixtureIndex();
  engine = ruleEngineFor(index);
  vectors = wordVectorsFor(index)!;
});
test.after.each(() => engine.useKnownWords(vectors));

const best = (text: string) => engine.classify(text, null, null, 0);

test('the fixture has "jeter" among its frequent vectors and "jester" in the index', () => {
  const row = vectors.rowOf('jeter');
  assert.ok(row >= 0 && row < KNOWN_WORD_ROWS, `row ${row}`);
  assert.ok(best('jester') >= 0);
});

test('the engine of a version leaves such words alone from the start', () => {
  assert.is.not(best('jeter'), best('jester'));
});

test('without the vectors an unknown word is corrected to its neighbour', () => {
  engine.useKnownWords(null);
  assert.is(best('jeter'), best('jester'));
});

test('a frequent word of the vectors is not corrected', () => {
  engine.useKnownWords(vectors);
  assert.is.not(best('jeter'), best('jester'));
});

test('a rare word with no vector is still corrected', () => {
  assert.is(vectors.rowOf('restaurnt'), -1);
  assert.is(best('restaurnt'), best('restaurant'));
});

test.run();
