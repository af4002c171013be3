/** Counting the English words of a keyword, on the small-profile fixture index. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listVersions } from '../../../native-index/catalog.js';
import { openIndexVersion, type IndexVersion } from '../../../native-index/index.js';
import { Tokenizer } from '../../../text/tokenizer.js';
import {
  foreignFunctionWords,
  type EnglishWordCount,
} from '../../../workers/engine/english-words.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { fixtureDataDir } from '../../helpers/fixture-index.js';

let index: IndexVersion;

test.before(async () => {
  const dir = await fixtureDataDir();
  index = openIndexVersion(listVersions(dir).at(-1)!.dir);
});

/** The count of a keyword read in English, as the keywords task makes it. */
function count(kw: string): EnglishWordCount {
  const engine = ruleEngineFor(index);
  engine.classify(kw, null, null, 0);
  return { ...engine.scanned };
}

test('words said often in English count; numbers are neither', () => {
  assert.equal(count('cheap hotels in chicago'), { words: 4, english: 4, foreign: 0 });
  assert.equal(count('best smartphone 2026').words, 2);
  assert.equal(count('2026').words, 0);
});

test("another language's function words and accented words count against English", () => {
  // "de" and "en" are heard in English films, but they are Spanish function words.
  const es = count('hoteles baratos en madrid');
  assert.is(es.words, 4);
  assert.is(es.foreign, 1);
  assert.ok(es.english <= 1, String(es.english));
  assert.is(count('billets de concert').foreign, 1);
  // "à" folds to the English "a", but English does not write it.
  assert.is(count('hôtels à madrid').foreign, 2);
});

test('a function word that English says far more often stays English ("man", "come")', () => {
  const set = foreignFunctionWords();
  const tk = new Tokenizer();
  const hash = (w: string) => (tk.reset(w), tk.next(), tk.hash >>> 0);
  assert.ok(set.has(hash('man')) && set.has(hash('come')) && set.has(hash('de')));
  // Stop words outside the language's most frequent words are not function words here.
  assert.not.ok(set.has(hash('final')) || set.has(hash('general')) || set.has(hash('nice')));
  assert.equal(count("men's suits"), { words: 2, english: 2, foreign: 0 });
  assert.equal(count('come back home'), { words: 3, english: 3, foreign: 0 });
});

test("another language's function word inside a name the index knows shows no language", () => {
  // "tour de france" and "la liga" are names of the backbone; "de" and "la" are inside them.
  assert.is(count('tour de france').foreign, 0);
  assert.is(count('la liga').foreign, 0);
  // The same word outside a name still counts.
  assert.is(count('billets de concert').foreign, 1);
});

test('counted only when read in English, before any spelling correction', () => {
  const engine = ruleEngineFor(index);
  engine.classify('cheap hotels', null, null, 0);
  const before = { ...engine.scanned };
  engine.classify('chaep hotles', null, null, 0);
  assert.is(engine.scanned.words, 2);
  assert.ok(engine.scanned.english < before.english);
});

test.run();
