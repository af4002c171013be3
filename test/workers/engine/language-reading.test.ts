/** Reading texts in the eight other languages, on the small-profile fixture index (CLDR country names). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listVersions } from '../../../native-index/catalog.js';
import { openIndexVersion, type IndexVersion } from '../../../native-index/index.js';
import { LANGUAGES_FILE, readLanguageVocabulary } from '../../../native-index/languages-format.js';
import { classifyKeywordsTask } from '../../../workers/engine/keywords-task.js';
import { classifyDocumentsTask } from '../../../workers/engine/documents-task.js';
import { languageChoiceFor } from '../../../workers/engine/language-choice.js';
import { fixtureDataDir } from '../../helpers/fixture-index.js';

let index: IndexVersion;

test.before(async () => {
  const dir = await fixtureDataDir();
  index = openIndexVersion(listVersions(dir).at(-1)!.dir);
});

const keyOf = (i: number) => (i < 0 ? null : index.keyAt(i));
const classify = (keywords: string[], language?: string) =>
  classifyKeywordsTask(index, {
    keywords,
    flags: false,
    branches: [],
    addLastNode: true,
    ...(language !== undefined ? { language } : {}),
  }).categories.map(keyOf);

test('the build says per language what it added and what it could not find', () => {
  const v = readLanguageVocabulary(index.file(LANGUAGES_FILE));
  assert.equal(Object.keys(v).sort(), ['ar', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr']);
  for (const [lang, e] of Object.entries(v)) {
    assert.ok(e.report.forms['cldr-countries']! > 200, lang);
    assert.ok(e.report.categories > 200, lang);
    assert.ok(e.stop.length > 100, lang);
    // Regions CLDR names that this small build has no category for are reported.
    assert.ok(
      e.report.missing.some((m) => m.startsWith('cldr-countries:')),
      lang,
    );
  }
});

test('source_language given: the reading is that language, whatever the text', () => {
  const choice = languageChoiceFor(index);
  assert.equal(choice.readingOf('hotels', 'de'), { lang: 'de', fallback: null });
  assert.equal(choice.readingOf('hoteles baratos en madrid', 'EN'), { lang: 'en', fallback: null });
  assert.equal(choice.readingOf('hotels', 'Es'), { lang: 'es', fallback: null });
});

test("source_language absent: the language model's answer, taken as it is on a longer text or another script", () => {
  const choice = languageChoiceFor(index);
  assert.equal(choice.readingOf('ich möchte einen urlaub in spanien machen', undefined), {
    lang: 'de',
    fallback: null,
  });
  assert.equal(choice.readingOf('россия', undefined), { lang: 'ru', fallback: null });
  assert.equal(choice.readingOf('مصر', undefined).lang, 'ar');
  assert.equal(choice.readingOf('cheap hotels in chicago', undefined), {
    lang: 'en',
    fallback: null,
  });
});

test('source_language absent: a short text in Latin letters is read in English first', () => {
  const r = languageChoiceFor(index).readingOf('vacaciones alemania', undefined);
  assert.is(r.lang, 'en');
  assert.ok(r.fallback === null || r.fallback === 'es' || r.fallback === 'pt');
});

test('a keyword asks the language model only when it can matter', () => {
  const choice = languageChoiceFor(index);
  // Every word, or two in three, a word of the English patterns: English first, the model
  // only if English finds nothing.
  assert.equal(choice.readingOfQuery('cheap hotels in chicago', undefined), {
    lang: 'en',
    fallback: null,
    lazy: true,
  });
  assert.equal(choice.readingOfQuery('cheap hotels in xqzvbrand', undefined), {
    lang: 'en',
    fallback: null,
    lazy: true,
  });
  // Short, Latin letters: English first, the model only if English finds nothing.
  assert.equal(choice.readingOfQuery('spanien', undefined), {
    lang: 'en',
    fallback: null,
    lazy: true,
  });
  assert.is(choice.fallbackOf('urlaub spanien'), 'de');
  // Longer and mostly not English words: the model decides.
  assert.is(
    choice.readingOfQuery('ich möchte einen urlaub in spanien machen', undefined).lang,
    'de',
  );
  assert.is(choice.readingOfQuery('россия', undefined).lang, 'ru');
  assert.equal(choice.readingOfQuery('spanien', 'de'), { lang: 'de', fallback: null, lazy: false });
});

test('country names in each language reach the country, given or absent', () => {
  const kws = ['urlaub in spanien', 'vacaciones en alemania', 'россия', 'مصر', 'Almanya'];
  const want = ['geo:ES', 'geo:DE', 'geo:RU', 'geo:EG', 'geo:DE'];
  assert.equal(classify(kws), want);
  assert.equal(classify(kws.slice(0, 1), 'de'), want.slice(0, 1));
  assert.equal(classify(kws.slice(1, 2), 'es'), want.slice(1, 2));
  assert.equal(classify(kws.slice(2, 3), 'ru'), want.slice(2, 3));
  assert.equal(classify(kws.slice(3, 4), 'ar'), want.slice(3, 4));
  assert.equal(classify(kws.slice(4, 5), 'tr'), want.slice(4, 5));
});

test("read as German, the text's German words no longer make English phrases", () => {
  // "in" is a German stop word: read as German, "hotels in chicago" is no longer the English phrase.
  const [absent] = classify(['hotels in chicago']);
  const [german] = classify(['hotels in chicago'], 'de');
  assert.ok(absent!.startsWith('svc:hotels:'));
  assert.not.ok(german!.startsWith('svc:hotels:'));
  assert.equal(classify(['hotels in chicago'], 'en'), [absent]);
});

test('documents: the language given or found reads the post', () => {
  const run = (docs: string[], language?: string) =>
    classifyDocumentsTask(index, {
      kind: 'social',
      docs,
      flags: false,
      sentiment: false,
      entities: false,
      limit: 5,
      addLastNode: true,
      ...(language !== undefined ? { language } : {}),
    }).results.map((r) => r.categories.map(keyOf));
  const post = 'Wir fliegen nächste Woche nach Spanien und danach nach Italien';
  for (const got of [run([post])[0]!, run([post], 'de')[0]!]) {
    assert.ok(got.includes('geo:ES'), String(got));
    assert.ok(got.includes('geo:IT'), String(got));
  }
});

test('flags are read in the language the keyword or post is read in', () => {
  const keywordFlags = (keywords: string[], language?: string) =>
    classifyKeywordsTask(index, {
      keywords,
      flags: true,
      branches: [],
      addLastNode: true,
      ...(language !== undefined ? { language } : {}),
    }).flags;
  // 128 Tobacco, 256 Weapons, 16 Fireworks.
  assert.equal(keywordFlags(['zigaretten günstig kaufen'], 'de'), [[128]]);
  assert.equal(keywordFlags(['comprar una pistola'], 'es'), [[256]]);
  assert.equal(keywordFlags(['zigaretten günstig kaufen'], 'en'), [[]]);
  // Without source_language, a keyword of three words or more is read in the model's language.
  assert.equal(keywordFlags(['wo kann ich zigaretten günstig kaufen']), [[128]]);
  const postFlags = (text: string, language?: string) =>
    classifyDocumentsTask(index, {
      kind: 'social',
      docs: [text],
      flags: true,
      sentiment: false,
      entities: false,
      limit: 5,
      addLastNode: true,
      ...(language !== undefined ? { language } : {}),
    }).results[0]!.flags.map((f) => f.flag_id);
  assert.equal(postFlags("Ce soir on regarde les feux d'artifice sur le port !"), [16]);
  assert.equal(postFlags("Ce soir on regarde les feux d'artifice sur le port !", 'en'), []);
});

test('the sentiment of a post is read in its language', () => {
  const score = (text: string, language?: string) =>
    classifyDocumentsTask(index, {
      kind: 'social',
      docs: [text],
      flags: false,
      sentiment: true,
      entities: false,
      limit: 5,
      addLastNode: true,
      ...(language !== undefined ? { language } : {}),
    }).results[0]!.sentiment!;
  const post = 'Отличный фильм, мне очень понравилось!';
  assert.ok(score(post) > 0.3);
  assert.ok(score(post, 'ru') > 0.3);
  assert.is(score(post, 'en'), 0);
});

test.run();
