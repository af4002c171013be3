import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RuleAutomaton } from '../../../native-index/automaton/index.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { splitRunTogether } from '../../../workers/engine/run-together.js';
import { KNOWN_WORD_ROWS } from '../../../workers/engine/spelling-step.js';
import { wordVectorsFor } from '../../../workers/vectors/index.js';
import type { WordVectors } from '../../../workers/vectors/word-vectors.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let automaton: RuleAutomaton;
let vectors: WordVectors;
test.before(async () => {
  const index = await openFixtureIndex();
  automaton = ruleEngineFor(index).automaton;
  vectors = wordVectorsFor(index)!;
});

test('a frequent word of the vectors is left whole, though its halves are words', () => {
  // The small fixture's rules know "fin" and "ally" but not "finally".
  const row = vectors.rowOf('finally');
  assert.ok(row >= 0 && row < KNOWN_WORD_ROWS, `row ${row}`);
  assert.is(splitRunTogether(automaton, 'finally'), 'fin ally');
  assert.is(splitRunTogether(automaton, 'finally', vectors), null);
  assert.is(splitRunTogether(automaton, 'what happened finally', vectors), null);
});

test('a run-together word without a vector is still split', () => {
  assert.is(vectors.rowOf('breakfasttelevision'), -1);
  assert.is(splitRunTogether(automaton, 'breakfasttelevision', vectors), 'breakfast television');
});

test.run();
