/**
 * Hybrid (classification_type 0) in process on the small fixture index: the model only
 * fills where the rules are silent or weak (a weak word sense of the dictionary), or picks
 * among rival senses the rules scored close; a confident rule answer is never overridden,
 * even at ml_threshold 0, where every model prediction would qualify.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { classifyDocumentsTask, WEAK_RULE_SCORE } from '../../../workers/engine/documents-task.js';
import type { DocumentTaskInput } from '../../../workers/engine/documents-protocol.js';
import { classifyKeywordsTask, WEAK_KEYWORD_SENSE } from '../../../workers/engine/keywords-task.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { splitRunTogether } from '../../../workers/engine/run-together.js';
import { SENSE_VECTORS } from '../../../workers/engine/sense-vectors.js';
import { languageChoiceFor } from '../../../workers/engine/language-choice.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
test.before(async () => {
  index = await openFixtureIndex();
});

const documents = (docs: string[], extra: Partial<DocumentTaskInput>) =>
  classifyDocumentsTask(index, {
    kind: 'text',
    docs,
    flags: false,
    sentiment: false,
    entities: false,
    limit: null,
    addLastNode: true,
    ...extra,
  }).results;

const keywordTask = (list: string[], type: 0 | 1 | 2, mlThreshold?: number, explain = false) =>
  classifyKeywordsTask(index, {
    keywords: list,
    flags: false,
    branches: [],
    addLastNode: true,
    classificationType: type,
    explain,
    ...(mlThreshold !== undefined ? { mlThreshold } : {}),
  });

const keywords = (list: string[], type: 0 | 1 | 2, mlThreshold?: number) =>
  keywordTask(list, type, mlThreshold).categories;

const ARTICLE = `The home team's pitcher threw a no-hitter on Sunday, the first at the ballpark in a decade.
He struck out eleven batters and the crowd stood for the last inning. The manager said the
bullpen had rested all week. Baseball fans will remember the game for years.`;
/** Words the rules know nothing of (as a keyword, too far from any word for the speller). */
const UNKNOWN = 'qwzxv plorbt vexmunt';
const UNKNOWN_KEYWORD = 'zzzzzz qqqqqq';

test('documents: a confident rule answer stands as the rules gave it', () => {
  const rules = documents([ARTICLE], { classificationType: 1 })[0]!;
  assert.ok(rules.scores[0]! >= WEAK_RULE_SCORE, `the rules are sure: ${rules.scores[0]}`);
  const hybrid = documents([ARTICLE], { classificationType: 0, mlThreshold: 0 })[0]!;
  assert.equal(hybrid.categories, rules.categories);
  assert.equal(hybrid.scores, rules.scores);
  // The model alone would have answered.
  const model = documents([ARTICLE], { classificationType: 2, mlThreshold: 0 })[0]!;
  assert.ok(model.categories.length > 0);
});

test('documents: where the rules are silent the model fills', () => {
  const rules = documents([UNKNOWN], { classificationType: 1 })[0]!;
  assert.equal(rules.categories, []);
  const hybrid = documents([UNKNOWN], { classificationType: 0, mlThreshold: 0 })[0]!;
  assert.ok(hybrid.categories.length > 0, 'filled by the model');
  const model = documents([UNKNOWN], { classificationType: 2, mlThreshold: 0 })[0]!;
  assert.is(hybrid.categories[0], model.categories[0]);
  // At ml_threshold 1 nothing qualifies: silence stays silence.
  assert.equal(documents([UNKNOWN], { classificationType: 0, mlThreshold: 1 })[0]!.categories, []);
});

test('keywords: rule answers stand, silence is filled by the model', () => {
  const list = ['baseball bats', UNKNOWN_KEYWORD];
  const rules = keywords(list, 1);
  assert.ok(rules[0]! >= 0);
  assert.is(rules[1], -1);
  const hybrid = keywords(list, 0, 0);
  assert.is(hybrid[0], rules[0]);
  assert.ok(hybrid[1]! >= 0, 'filled');
  assert.is(hybrid[1], keywords([UNKNOWN_KEYWORD], 2, 0)[0]);
  assert.is(keywords(list, 0, 1)[1], -1);
});

const explained = (list: string[], type: 0 | 1 | 2, mlThreshold?: number) =>
  keywordTask(list, type, mlThreshold, true);

/**
 * Keywords the rules place where the model may read them otherwise, each confidently: a
 * score of WEAK_KEYWORD_SENSE.score or more, a sense under a topic, or one word.
 */
const CONTESTED = [
  'baseball bats',
  'python snake',
  'apple pie',
  'mercury',
  'lawer for car accident',
];

test('keywords: a confident deep rule match is never overridden, however sure the model', () => {
  const rules = keywords(CONTESTED, 1);
  const hybrid = explained(CONTESTED, 0, 0);
  assert.equal(hybrid.categories, rules);
  hybrid.explanations!.forEach((e, k) => {
    const c = rules[k]!;
    assert.ok(c >= 0 && index.depthAt(c) >= 2, `a deep rule match: ${CONTESTED[k]}`);
    assert.ok(['rules', 'vectors'].includes(e!.source), e!.source); // vectors pick a rule sense
    assert.ok(e!.model, 'the model opinion is given');
    assert.is(e!.model.sure, true, 'at ml_threshold 0 every opinion is sure');
  });
});

/**
 * Keywords whose rules' choice has a rival sense of another vertical within
 * SENSE_VECTORS.modelGap that the context's vectors left standing, and the fixture's model
 * may be sure of the rival's topic ("hurricane tracker": a hunter's tracker, or the storm).
 * Which of them it is sure of moves as the model retrains on the fixture's data.
 */
const CLOSE_RIVALS = [
  'deer hunting season',
  'nato members',
  'national parks pass',
  'hurricane tracker',
];

test('keywords: between close rival senses the vectors left standing, a sure model picks', () => {
  const rules = keywords(CLOSE_RIVALS, 1);
  const hybrid = explained(CLOSE_RIVALS, 0);
  let picked = 0;
  hybrid.explanations!.forEach((e, k) => {
    const c = hybrid.categories[k]!;
    if (e!.source === 'model_weak') return; // the next test's step
    if (e!.source !== 'model_sense') {
      assert.is(c, rules[k], 'no pick: the rules stand');
      return;
    }
    picked++;
    assert.is.not(c, rules[k]);
    assert.is(index.pathAt(c)[0] === index.pathAt(rules[k]!)[0], false, 'another vertical');
    // The pick is a sense the rules scored, on the model's path.
    assert.is(e!.chosen!.category, c);
    assert.ok(e!.chosen!.words.length > 0);
    assert.is(e!.model!.agrees, true);
    assert.is(e!.model!.sure, true);
    const lost = e!.rivals.find((r) => r.category === rules[k]);
    assert.ok(lost, "the rules' choice is among the rivals");
    assert.match(lost.lost, /^the topic model is sure/);
    assert.ok(lost.score - e!.chosen!.score <= SENSE_VECTORS.modelGap + 1e-9, 'a close rival');
    // One phrase against another, never two senses of the same words.
    assert.is.not(lost.words, e!.chosen!.words);
  });
  assert.ok(picked > 0, `the model picks for some: ${picked}`);
  // At ml_threshold 1 the model is sure of nothing: the rules' choices stand.
  assert.equal(keywords(CLOSE_RIVALS, 0, 1), rules);
  // Type 1 never asks the model.
  for (const e of explained(CLOSE_RIVALS, 1).explanations!) assert.is(e!.source, 'rules');
});

/**
 * Keywords whose rules' answer is a weak word sense of the dictionary, hanging on
 * WordNet's chain of broader words ("Red > Scarlet", "Gambler > Bettor"), which the
 * fixture's model reads otherwise.
 */
const WEAK_SENSES = ['pokemon scarlet', 'how to get better at chess', 'fafsa deadline'];

test('keywords: a weak word sense gives way to a category the model is sure of', () => {
  const rules = keywords(WEAK_SENSES, 1);
  const hybrid = explained(WEAK_SENSES, 0);
  const engine = ruleEngineFor(index);
  hybrid.explanations!.forEach((e, k) => {
    const r = rules[k]!;
    assert.is(index.keyAt(r).startsWith('wn:'), true, WEAK_SENSES[k]);
    assert.ok(engine.classify(WEAK_SENSES[k]!, null, null, 0) === r);
    assert.ok(engine.lastScore < WEAK_KEYWORD_SENSE.score, 'a weak score');
    assert.is(e!.source, 'model_weak', WEAK_SENSES[k]);
    const c = hybrid.categories[k]!;
    assert.is(index.isWithin(c, r) || index.isWithin(r, c), false, 'off the path of the rules');
    const lost = e!.rivals.find((x) => x.category === r);
    assert.ok(lost, "the rules' sense is among the rivals");
    assert.match(lost.lost, /^a weak word sense: the topic model is sure/);
    assert.is(e!.model, undefined, 'the model answered: no separate opinion');
  });
  assert.is(index.nameAt(hybrid.categories[0]!), 'Pokémon');
  assert.is(index.nameAt(hybrid.categories[1]!), 'Chess');
  // At ml_threshold 1 the model is sure of nothing; type 1 never asks it.
  assert.equal(keywords(WEAK_SENSES, 0, 1), rules);
});

test("keywords: over a weak word sense, the rules' sense inside the model's category says more", () => {
  const kw = 'pokemon scarlet';
  const rules = keywords([kw], 1)[0]!;
  assert.is(index.keyAt(rules).startsWith('wn:'), true, 'scarlet, the colour');
  const out = explained([kw], 0);
  const c = out.categories[0]!;
  assert.is(out.explanations![0]!.source, 'model_weak');
  assert.is(index.nameAt(c), 'Pokémon');
  // A sense the rules scored too: the explanation shows it as chosen.
  assert.is(out.explanations![0]!.chosen!.category, c);
  assert.is(out.explanations![0]!.chosen!.words, 'pokemon');
});

test('keywords: a dictionary sense the vectors chose is weak by its own score', () => {
  // The rules' best sense scores 1 or more; the vector step picks another that scores less.
  const kw = 'open houses this weekend';
  const byRules = explained([kw], 1).explanations![0]!;
  assert.is(byRules.source, 'vectors');
  assert.ok(byRules.chosen!.score < WEAK_KEYWORD_SENSE.score, "the vectors' choice is weak");
  assert.ok(
    byRules.rivals.some((r) => r.score >= WEAK_KEYWORD_SENSE.score),
    "the rules' own best was not",
  );
  const out = explained([kw], 0, 0);
  assert.is(out.explanations![0]!.source, 'model_weak');
  assert.is(index.nameAt(out.categories[0]!), 'Open Houses');
});

test('keywords: a sense under a topic, or a keyword of one word, is never weak', () => {
  // At ml_threshold 0 every prediction is sure: only the rules' confidence keeps them.
  const list = ['lawer for car accident', 'jesus', 'referee', 'mercury'];
  const rules = keywords(list, 1);
  assert.equal(keywords(list, 0, 0), rules);
  assert.is(index.nameAt(rules[0]!), 'Lawyer');
});

test('explanations say where the model and the rules disagree', () => {
  const out = explained(CONTESTED, 0);
  let disagree = 0;
  out.explanations!.forEach((e, k) => {
    const c = out.categories[k]!;
    const m = e!.model!;
    assert.is(m.agrees, index.isWithin(c, m.category) || index.isWithin(m.category, c));
    if (!m.agrees) disagree++;
  });
  assert.ok(disagree > 0, 'the model reads some of them otherwise');
  // Only the hybrid has an opinion: type 1 has no model, in type 2 the model decides.
  for (const e of explained(CONTESTED, 1).explanations!) assert.is(e!.model, undefined);
  for (const e of explained(CONTESTED, 2, 0).explanations!) assert.is(e!.model, undefined);
});

test('documents: the explanation carries the model opinion, the rule answer unchanged', () => {
  const rules = documents([ARTICLE], { classificationType: 1, explain: true })[0]!;
  const hybrid = documents([ARTICLE], { classificationType: 0, explain: true })[0]!;
  assert.equal(hybrid.categories, rules.categories);
  assert.equal(hybrid.scores, rules.scores);
  const m = hybrid.explanation!.model!;
  assert.ok(m, 'the opinion is given');
  assert.is(
    m.agrees,
    rules.categories.some((c) => index.isWithin(c, m.category) || index.isWithin(m.category, c)),
  );
  assert.is(rules.explanation!.model, undefined);
  // Without explain the document with a confident rule answer costs no model pass, and has no opinion.
  assert.is(documents([ARTICLE], { classificationType: 0 })[0]!.explanation, undefined);
});

test('run-together words are split where both halves are words the rules know', () => {
  const { automaton } = ruleEngineFor(index);
  assert.is(splitRunTogether(automaton, 'breakfasttelevision'), 'breakfast television');
  assert.is(splitRunTogether(automaton, 'cheap hotelsparis'), 'cheap hotels paris');
  assert.is(splitRunTogether(automaton, 'television'), null, 'a known word stays');
  assert.is(splitRunTogether(automaton, 'qwzxvplorbt'), null, 'no known halves');
  assert.is(splitRunTogether(automaton, 'tvnew'), null, 'too short to split');
});

test('keywords: the hybrid asks the rules again with run-together words split', () => {
  const typed = ['breakfasttelevision', 'baseball bats'];
  const rules = keywords(typed, 1);
  assert.is(rules[0], -1, 'the rules alone are silent on the word as typed');
  const split = keywords(['breakfast television'], 1)[0]!;
  assert.ok(split >= 0);
  const hybrid = explained(typed, 0, 1);
  assert.equal(hybrid.categories, [split, rules[1]!]);
  assert.ok(['rules', 'vectors'].includes(hybrid.explanations![0]!.source));
  assert.is(hybrid.explanations![0]!.chosen!.words.includes('television'), true);
});

test('keywords: a run-together word that looks foreign is split in English', () => {
  // Language identification reads "mensrings" as German when English finds nothing.
  assert.is.not(languageChoiceFor(index).fallbackOf('mensrings'), null);
  assert.is(keywords(['mensrings'], 1)[0], -1, 'the rules alone are silent');
  const hybrid = explained(['mensrings'], 0, 1);
  assert.is(hybrid.categories[0], keywords(['mens rings'], 1)[0]);
  assert.ok(hybrid.categories[0]! >= 0);
  assert.is(index.pathAt(hybrid.categories[0]!)[0], 'Apparel');
});

test.run();
