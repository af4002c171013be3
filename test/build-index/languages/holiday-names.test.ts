import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LaidOutCategory } from '../../../build-index/build.js';
import {
  holidayNameForms,
  holidayNamePairs,
} from '../../../build-index/languages/holiday-names.js';

/** A holiday entity and the topic node of New Year's, as a build lays them out. */
const cats = [
  { key: 'ent:holidays:easter-monday', name: 'Easter Monday', patterns: ['easter monday'] },
  {
    key: 'topic:hobbies-leisure/celebrations-and-holidays/new-year-s',
    name: "New Year's",
    patterns: ["new year's"],
  },
].map((c, index) => ({ ...c, index, parent: null })) as unknown as LaidOutCategory[];
const indexOfKey = new Map(cats.map((c, i) => [c.key, i]));

test("date-holidays' localized names go to the category of their English name", () => {
  const de = holidayNameForms('de', cats, indexOfKey);
  assert.equal(de.forms.get('ent:holidays:easter-monday'), ['Ostermontag']);
  // New Year's Eve is the topic node's ("Silvester").
  assert.ok(de.forms.get(cats[1]!.key)?.includes('Silvester'));
  assert.equal(holidayNameForms('es', cats, indexOfKey).forms.get(cats[0]!.key), [
    'Lunes de Pascua',
  ]);
});

test('names whose holiday has no category in the build are counted, not added', () => {
  const { forms, unplaced } = holidayNameForms('fr', cats, indexOfKey);
  assert.ok(unplaced > 50, String(unplaced));
  assert.equal([...forms.keys()].sort(), cats.map((c) => c.key).sort());
});

test('every one of the eight languages has names in the package', () => {
  for (const lang of ['ar', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr'] as const)
    assert.ok(holidayNamePairs(lang).length >= 15, lang);
});

test.run();
