import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FLAG } from '../../../build-index/rules/flag-lexicon.js';
import {
  languageFlagLists,
  reportFlagLists,
} from '../../../build-index/rules/language-flag-lists.js';
import type { LanguageVocabularyFile } from '../../../native-index/languages-format.js';
import { TEXT_LANGUAGES } from '../../../text/languages/language-codes.js';

test('each of the eight languages gets a General list and our terms for the seven other flags', async () => {
  const { lists, missing } = await languageFlagLists();
  assert.equal(missing, {});
  for (const lang of TEXT_LANGUAGES) {
    const mine = lists.filter((l) => l.language === lang);
    assert.ok(
      mine.some((l) => l.name === `general:naughty-words:${lang}` && l.words.length > 20),
      lang,
    );
    const flags = new Set(mine.map((l) => l.flag));
    for (const f of [2, 4, 8, 16, 32, 64, 128, 256]) assert.ok(flags.has(f), `${lang} ${f}`);
    // Intent (2048): our purchase, coupon, comparison, question and negative words.
    assert.ok(
      mine.some((l) => l.name === `intent:terms:${lang}` && l.flag === 2048 && l.words.length > 60),
      `${lang} intent`,
    );
  }
  // cuss has rated lists for four of them.
  assert.equal(
    lists.filter((l) => l.name.startsWith('general:cuss:')).map((l) => l.language),
    ['es', 'fr', 'it', 'pt'],
  );
});

test('entries that ordinary words meet once stemmed and folded are left out', async () => {
  const { lists } = await languageFlagLists();
  const words = (name: string) => lists.find((l) => l.name === name)!.words;
  const es = words('general:naughty-words:es');
  assert.ok(es.includes('Hijo de puta'));
  assert.not.ok(es.includes('Coño')); // "con"
  assert.not.ok(es.includes('Pedo')); // "pedido", "pedir"
  assert.not.ok(words('general:naughty-words:ru').includes('какая разница'));
  assert.not.ok(words('general:naughty-words:tr').includes('am')); // "ama"
  assert.ok(words('general:naughty-words:tr').includes('orospu'));
  assert.not.ok(words('general:cuss:fr').includes('bon coup'));
});

test("the flag words are counted in each language's report", async () => {
  const flags = await languageFlagLists();
  const file: LanguageVocabularyFile = {};
  for (const lang of TEXT_LANGUAGES)
    file[lang] = { keys: [], stop: [], report: { forms: {}, categories: 0, missing: [] } };
  reportFlagLists(file, {
    lists: flags.lists,
    missing: { de: ['flags: naughty-words has no de.json'] },
  });
  assert.ok(file.es!.report.forms['flags:cuss']! > 100);
  assert.ok(file.de!.report.forms['flags:terms']! > 50);
  assert.is(file.de!.report.forms['flags:cuss'], undefined);
  assert.equal(file.de!.report.missing, ['flags: naughty-words has no de.json']);
  assert.ok(FLAG.general === 2);
});

test.run();
