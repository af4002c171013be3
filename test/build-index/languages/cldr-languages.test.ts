import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LaidOutCategory } from '../../../build-index/build.js';
import {
  cldrLanguageForms,
  cldrLanguageNames,
} from '../../../build-index/languages/cldr-languages.js';
import { resolveSenses } from '../../../build-index/rules/flags-writer.js';

test("CLDR's language names in a language, regional forms under their base code", () => {
  const de = cldrLanguageNames('de');
  assert.ok(de.get('de')!.includes('Deutsch'));
  assert.is(de.get('en')![0], 'Englisch');
  assert.is(cldrLanguageNames('en').get('en')![0], 'English');
  assert.ok(de.get('de')!.includes('Österreichisches Deutsch'), 'a regional German');
  assert.ok(de.get('zh')!.includes('Chinesisch (vereinfacht)'.replace(/ \(.*/, '')));
  assert.ok(cldrLanguageNames('ru').get('fr')!.includes('французский'));
  assert.ok(cldrLanguageNames('ar').get('en')!.includes('الإنجليزية'));
  for (const names of cldrLanguageNames('fr').values())
    for (const n of names) assert.not.match(n, /[()]/);
});

const natural = `wn:${resolveSenses(['natural_language#1']).get('natural_language#1')!}`;
const cat = (key: string, name: string, parent: string | null) =>
  ({ key, name, parent, patterns: [] }) as unknown as LaidOutCategory;

test('a name lands on the language under natural language, never on a people or a namesake', () => {
  const cats = [
    cat('tier:people', 'People & Society', null),
    cat(natural, 'Natural language', 'tier:people'),
    cat('wn:germanic', 'Germanic', natural),
    cat('wn:german-language', 'German', 'wn:germanic'),
    cat('wn:german-people', 'German', 'tier:people'),
    cat('wn:turkish-language', 'Turkish', natural),
    cat('wn:english-language', 'English', natural),
    cat('wn:american-english', 'American English', 'wn:english-language'),
  ];
  const { forms, unplaced } = cldrLanguageForms('es', cats);
  assert.ok(forms.get('wn:german-language')!.includes('alemán'));
  assert.ok(forms.get('wn:turkish-language')!.includes('turco'));
  // A regional English of CLDR ("American English") is a category of its own here, yet
  // "inglés" still lands on English.
  assert.ok(forms.get('wn:english-language')!.includes('inglés'));
  assert.not.ok(forms.has('wn:german-people'));
  assert.ok(unplaced > 100, 'languages this build has no category for are counted');
});

test('a name two languages of the build share is not guessed', () => {
  const cats = [
    cat(natural, 'Natural language', null),
    cat('wn:a', 'German', natural),
    cat('wn:b', 'German', natural),
  ];
  assert.is(cldrLanguageForms('fr', cats).forms.size, 0);
});

test.run();
