/**
 * The pair priors that decide between the senses of a match: a brand's own name counts
 * twice, an alias that is another category's own name yields to that category, and a
 * WordNet sense named by one of its lemmas gets that lemma's tag count.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pairPriors, type PriorCategory } from '../../../build-index/rules/pair-priors.js';
import type { WordNetInfo } from '../../../build-index/rules/wordnet-sense-info.js';
import {
  buildRuleAutomatonFiles,
  MatchList,
  openRuleAutomaton,
} from '../../../native-index/automaton/index.js';
import { lnPriorOf } from '../../../native-index/rules-format.js';

const NO_WORDNET: WordNetInfo = {
  senses: new Map(),
  properSynsets: new Set(),
  lemmasOf: new Map(),
};

/** The prior of each category for `pattern`, read back from the quantized pairs. */
function priorsFor(
  cats: PriorCategory[],
  wn = NO_WORDNET,
): (pattern: string) => Map<string, number> {
  const entries = cats.flatMap((c) => c.patterns.map((pattern) => ({ pattern, value: c.index })));
  const automaton = openRuleAutomaton(buildRuleAutomatonFiles(entries).files);
  const priors = pairPriors(cats, (i) => cats[i]!.prior, automaton, wn, []);
  return (pattern) => {
    const ml = new MatchList(8);
    const n = automaton.scanInto(pattern, ml);
    const out = new Map<string, number>();
    for (let j = 0; j < n; j++) {
      if (ml.tokenStart[j] !== 0 || ml.end[j] !== pattern.length) continue;
      for (let k = ml.valueStart[j]!; k < ml.valueEnd[j]!; k++)
        out.set(cats[automaton.values[k]!]!.name, Math.exp(lnPriorOf(priors[k]!)));
    }
    return out;
  };
}

const near = (actual: number | undefined, expected: number) =>
  assert.ok(
    actual !== undefined && Math.abs(actual / expected - 1) < 0.08,
    `${actual} ≠ ${expected}`,
  );

test("an alias that is another source's category name yields to it ('facebook': the site, not Meta)", () => {
  const priorsOf = priorsFor([
    { index: 0, key: 'nsi:meta', name: 'Meta', patterns: ['meta', 'facebook'], prior: 4 },
    { index: 1, key: 'entity:facebook', name: 'Facebook', patterns: ['facebook'], prior: 3 },
  ]);
  const facebook = priorsOf('facebook');
  near(facebook.get('Meta'), 2);
  near(facebook.get('Facebook'), 3);
  near(priorsOf('meta').get('Meta'), 8);
});

test("an alias yields to a brand whose own name it is ('ikea': IKEA, not IKEA Café)", () => {
  const ikea = priorsFor([
    { index: 0, key: 'nsi:ikea', name: 'IKEA', patterns: ['ikea'], prior: 2 },
    {
      index: 1,
      key: 'nsi:ikea-cafe',
      name: 'IKEA Café',
      patterns: ['ikea cafe', 'ikea'],
      prior: 2,
    },
  ])('ikea');
  near(ikea.get('IKEA'), 4);
  near(ikea.get('IKEA Café'), 1);
});

test('an alias nobody else is named keeps the brand prior; other sources keep theirs', () => {
  const priorsOf = priorsFor([
    {
      index: 0,
      key: 'nsi:seven-eleven',
      name: '7-Eleven',
      patterns: ['7-eleven', 'seven eleven'],
      prior: 3,
    },
    {
      index: 1,
      key: 'topic:shopping/convenience',
      name: 'Convenience Stores',
      patterns: ['seven eleven'],
      prior: 5,
    },
  ]);
  const alias = priorsOf('seven eleven');
  near(alias.get('7-Eleven'), 3);
  near(alias.get('Convenience Stores'), 5);
});

test("a WordNet sense named by one of its lemmas gets that lemma's tag count and rank", () => {
  const wn: WordNetInfo = {
    ...NO_WORDNET,
    lemmasOf: new Map([['07576438', [{ norm: 'picnic', tags: 5, rank: 1 }]]]),
  };
  const picnic = priorsFor(
    [
      { index: 0, key: 'wn:07576438', name: 'Picnic', patterns: ['picnic', 'cinch'], prior: 1 },
      { index: 1, key: 'wn:00000001', name: 'Cinch', patterns: ['cinch'], prior: 2 },
    ],
    wn,
  );
  near(picnic('picnic').get('Picnic'), 7);
  near(picnic('cinch').get('Picnic'), 1);
  near(picnic('cinch').get('Cinch'), 2);
});

test.run();
