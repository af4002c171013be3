/** Reading texts in the eight other languages, on the small-profile fixture index (CLDR country names). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listVersions } from '../../../native-index/catalog.js';
import { openIndexVersion, type IndexVersion } from '../../../native-index/index.js';
import { LANGUAGES_FILE, readLanguageVocabulary } from '../../../native-index/languages-format.js';
import { classifyKeywordsTask } from '../../../workers/engine/keywords-task.js';
import { classifyDocumentsTask } from '../../../workers/engine/documents-task.js';
import { languageChoiceFor } from '../../../workers/engine/language-choice.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { fixtureDataDir } from '../../helpers/fixture-index.js';
import { caseTaskInput } from '../../eval/documents.js';
import { Tokenizer } from '../../../text/tokenizer.js';
import type { EnglishWordCount } from '../../../workers/engine/english-words.js';

let index: IndexVersion;

test.before(async () => {
  const dir = await fixtureDataDir();
  index = openIndexVersion(listVersions(dir).at(-1)!.dir);
});

const words = (n: number, english: number, foreign: number): EnglishWordCount => ({
  words: n,
  english,
  foreign,
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
  // Latin letters: read in English first, then settled with that scan's words.
  assert.is(choice.firstReadingOfQuery('cheap hotels in chicago', undefined), null);
  assert.is(choice.firstReadingOfQuery('spanien', undefined), null);
  // Half the words English or more, none showing another language: English holds, lazily.
  assert.is(choice.settledReading('cheap hotels in xqzvbrand', words(4, 3, 0)), null);
  assert.is(choice.settledReading('xqzvbrand sauce', words(2, 1, 0)), null);
  // One word is too little to go on: English first, the model if English finds nothing.
  assert.is(choice.settledReading('spanien', words(1, 0, 0)), null);
  assert.is(choice.fallbackOf('urlaub spanien'), 'de');
  // Mostly not English, or a word of another language: the model decides, even on two words.
  assert.equal(choice.settledReading('hoteles baratos en madrid', words(4, 1, 1)), {
    lang: 'es',
    fallback: null,
    lazy: false,
  });
  assert.is(choice.settledReading('terremoto hoy', words(2, 0, 0))!.lang, 'es');
  assert.is(choice.settledReading('billets de concert', words(3, 2, 1))!.lang, 'fr');
  // Other scripts and source_language decide without an English scan.
  assert.is(choice.readingOfQuery('россия', undefined).lang, 'ru');
  assert.equal(choice.readingOfQuery('spanien', 'de'), { lang: 'de', fallback: null, lazy: false });
  assert.is(
    choice.readingOfQuery('ich möchte einen urlaub in spanien machen', undefined).lang,
    'de',
  );
});

test('a short keyword in another language is read in it without source_language, though the index knows its words in English', () => {
  const engine = ruleEngineFor(index);
  const tk = new Tokenizer();
  const cases: [string, string][] = [
    ['perfume de hombre', 'es'],
    ['montaña más alta de europa', 'es'],
    ['adopter un chien', 'fr'],
    ['billets de concert', 'fr'],
    ['pianeti del sistema solare', 'it'],
    ['adottare un cane', 'it'],
    ['consoles de videogame', 'pt'],
    ['casa à venda com quintal', 'pt'],
  ];
  for (const [kw, lang] of cases) {
    tk.reset(kw);
    let n = 0;
    let known = 0;
    while (tk.next()) {
      n++;
      if (engine.automaton.tokenIdOfUnits(tk.buf, tk.off, tk.len, tk.hash) >= 0) known++;
    }
    // Two words in three or more are words of the English patterns...
    assert.ok(3 * known >= 2 * n, `${kw}: ${known} of ${n} words known in English`);
    // ...yet the keyword gets the answer of its language, not English's.
    const [given] = classify([kw], lang);
    assert.ok(given !== null, kw);
    assert.equal(classify([kw]), [given], kw);
    assert.not.equal(classify([kw], 'en'), [given], kw);
  }
});

test('an English keyword without source_language stays English, names and abbreviations too', () => {
  const kws = [
    'cheap hotels in madrid',
    "men's suits",
    'bbq sauce',
    'levis jeans',
    'antivirus software',
    'best smartphone 2026',
    'come back home',
    'bmw x5',
  ];
  assert.equal(classify(kws), classify(kws, 'en'));
  const choice = languageChoiceFor(index);
  const engine = ruleEngineFor(index);
  // Its words English: the model is not asked.
  engine.classify('cheap hotels in madrid', null, null, 0);
  assert.is(choice.settledReading('cheap hotels in madrid', engine.scanned), null);
  engine.classify('best smartphone 2026', null, null, 0);
  assert.is(choice.settledReading('best smartphone 2026', engine.scanned), null);
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
  // 128 Tobacco, 256 Weapons, 16 Fireworks, 2048 Intent.
  assert.equal(keywordFlags(['zigaretten günstig kaufen'], 'de'), [[128, 2048]]);
  assert.equal(keywordFlags(['comprar una pistola'], 'es'), [[256, 2048]]);
  assert.equal(keywordFlags(['zigaretten günstig kaufen'], 'en'), [[]]);
  // Without source_language, a keyword of three words or more is read in the model's language.
  assert.equal(keywordFlags(['wo kann ich zigaretten günstig kaufen']), [[128, 2048]]);
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

test('the Intent flag in each language: purchase, coupons, comparison, question, negative', () => {
  const intent = (keywords: string[], language: string) =>
    classifyKeywordsTask(index, {
      keywords,
      flags: true,
      branches: [],
      addLastNode: true,
      language,
    }).flags.map((f) => f.includes(2048));
  const cases: Record<string, [string[], string[]]> = {
    // [keywords with intent (purchase, coupons, comparison, question, negative), without]
    ar: [
      ['شراء هاتف سامسونج', 'كود خصم نون', 'أفضل لابتوب', 'كيف اطبخ الأرز', 'مشاكل الغسالة'],
      ['فندق في دبي', 'مباراة ريال مدريد'],
    ],
    de: [
      [
        'waschmaschine kaufen',
        'gutschein zalando',
        'iphone oder samsung',
        'wie koche ich reis',
        'handy funktioniert nicht',
      ],
      ['hotel in berlin', 'rezept für apfelkuchen'],
    ],
    es: [
      [
        'comprar zapatillas nike',
        'cupón amazon',
        'mejores portátiles',
        'dónde ver el partido',
        'estafa bancaria',
      ],
      ['hoteles en madrid', 'receta de paella'],
    ],
    fr: [
      [
        'acheter une voiture',
        'code promo fnac',
        'meilleur smartphone',
        'comment faire une crêpe',
        'arnaque téléphone',
      ],
      ['hôtel à paris', 'recette de lasagne'],
    ],
    it: [
      [
        'comprare casa a roma',
        'codice sconto',
        'migliore lavatrice',
        'perché il cielo è blu',
        'lavatrice non funziona',
      ],
      ['albergo a firenze', 'ricetta carbonara'],
    ],
    pt: [
      [
        'comprar celular',
        'cupom de desconto',
        'melhor notebook',
        'onde fica lisboa',
        'golpe do pix',
      ],
      ['hotel em lisboa', 'receita de bolo'],
    ],
    ru: [
      [
        'купить телефон',
        'промокод озон',
        'лучший ноутбук',
        'почему небо голубое',
        'телефон не работает',
      ],
      ['гостиница в москве', 'рецепт борща'],
    ],
    tr: [
      [
        'telefon satın al',
        'indirim kodu',
        'en iyi laptop',
        'pilav nasıl yapılır',
        'çamaşır makinesi çalışmıyor',
      ],
      ["istanbul'da otel", 'mercimek çorbası tarifi'],
    ],
  };
  for (const [lang, [yes, no]] of Object.entries(cases)) {
    assert.equal(
      intent(yes, lang),
      yes.map(() => true),
      `${lang}: ${yes.join(' | ')}`,
    );
    assert.equal(
      intent(no, lang),
      no.map(() => false),
      `${lang}: ${no.join(' | ')}`,
    );
  }
});

test("a language's name in the language lands on that language (CLDR), not on its people", () => {
  const language = (name: string) => {
    for (let i = 0; i < index.count; i++)
      if (index.nameAt(i) === name && index.pathAt(i).includes('Natural language'))
        return index.keyAt(i);
    return null;
  };
  assert.ok(language('German') !== null && language('English') !== null);
  assert.equal(classify(['alemán'], 'es'), [language('German')]);
  assert.equal(classify(['немецкий'], 'ru'), [language('German')]);
  assert.equal(classify(['Türkçe'], 'tr'), [language('Turkish')]);
  assert.equal(classify(['Englisch'], 'de'), [language('English')]);
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

test("a language's words have their commonness in speech, as English words do", () => {
  const engine = ruleEngineFor(index);
  engine.setLanguage(languageChoiceFor(index).rewriterOf('ar'));
  try {
    // "food" (very common) and "restaurant" (less), both words of Arabic patterns.
    engine.classify('أكل مطعم', null, null, 0);
    const t = engine.tokens;
    assert.is(t.count, 2);
    assert.ok(t.commonness(0) > 110, `أكل: ${t.commonness(0)}`);
    assert.ok(t.commonness(1) > 100, `مطعم: ${t.commonness(1)}`);
  } finally {
    engine.setLanguage(null);
  }
});

test('a post about a new restaurant is about restaurants in Arabic as in English, not about main dishes', () => {
  const post = (text: string, language: string) =>
    keyOf(
      classifyDocumentsTask(index, caseTaskInput({ kind: 'social', text }, { limit: 1, language }))
        .results[0]!.categories[0] ?? -1,
    );
  const indexOf = (key: string) =>
    [...Array(index.count).keys()].find((i) => index.keyAt(i) === key)!;
  const dining = indexOf('topic:dining');
  const inside = (key: string | null) =>
    key !== null && indexOf(key) >= dining && indexOf(key) < index.subtreeEndAt(dining);
  const ar = post('جربنا الليلة المطعم الجديد في وسط البلد. أكل لذيذ وأسعار معقولة.', 'ar');
  assert.ok(inside(ar), String(ar));
});

test.run();
