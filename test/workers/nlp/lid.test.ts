import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_HYPER, trainLidModel } from '../../../build-index/lid/lid-train.js';
import { CONTAINER_HEADER_BYTES, resealContainer } from '../../../native-index/container.js';
import { attachIndexVersion, openIndexVersion } from '../../../native-index/reader.js';
import { SUPPORTED_CONTENT_LANGUAGES } from '../../../workers/nlp/languages.js';
import {
  identifyLanguages as identifyWith,
  LID_MODEL_FILE,
  LidModelUnavailableError,
  lidScorerFor,
} from '../../../workers/nlp/lid.js';
import { decodeLidModel, encodeLidModel } from '../../../workers/nlp/lid-format.js';
import { LidScorer } from '../../../workers/nlp/lid-scorer.js';
import { tokenize } from '../../../workers/nlp/lid-text.js';
import { fixtureIndexDir } from '../../helpers/fixture-index.js';

const ISO1 = /^[a-z]{2}$/;
// Trained here as the build trains it (the service reads it from the index version).
const model = trainLidModel(DEFAULT_HYPER);
const scorer = new LidScorer(model);
const identifyLanguages = (inputs: string[]) => identifyWith(scorer, inputs);

test('the nine supported content languages', () => {
  assert.equal(
    [...SUPPORTED_CONTENT_LANGUAGES],
    ['en', 'ar', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr'],
  );
});

test('null when the input gives no basis', () => {
  const none = [
    '',
    '   ',
    '\n\t\r ',
    '12345',
    '3.14 + 2 = 5.14',
    '!!! ??? ...',
    '$%^&*()_+-=[]{}|;:,.<>/',
    '😀🎉👍',
    '🇺🇸🇫🇷 ❤️‍🔥',
    '€ £ ¥ © ® ™ °',
    '٣٤٥ ١٢',
    '\u0301\u0308',
  ];
  assert.equal(
    identifyLanguages(none),
    none.map(() => null),
  );
});

test('output is aligned with the input, order preserved', () => {
  const inputs = ['Hola Mundo', '', 'guten morgen', '42', 'merci beaucoup', '🙂', 'Hola Mundo'];
  assert.equal(identifyLanguages(inputs), ['es', null, 'de', null, 'fr', null, 'es']);
  assert.equal(identifyLanguages([]), []);
});

test('short greetings in the content languages', () => {
  const cases: [string, string][] = [
    ['Hola Mundo', 'es'],
    ['guten morgen', 'de'],
    ['merci beaucoup', 'fr'],
    ['grazie mille', 'it'],
    ['obrigado pela ajuda', 'pt'],
    ['teşekkür ederim', 'tr'],
    ['спасибо большое', 'ru'],
    ['شكرا جزيلا', 'ar'],
    ['thank you', 'en'],
  ];
  assert.equal(
    identifyLanguages(cases.map((c) => c[0])),
    cases.map((c) => c[1]),
  );
});

test('a clear sentence in each of the nine languages', () => {
  const cases: [string, string][] = [
    ['The weather is lovely today, so we are taking the children to the beach.', 'en'],
    ['أنا أحب القراءة في المساء مع فنجان من القهوة.', 'ar'],
    ['Wir fahren morgen mit dem Zug nach Berlin, um meine Großeltern zu besuchen.', 'de'],
    ['Mañana vamos a visitar a mis abuelos en el pueblo con toda la familia.', 'es'],
    ['Nous allons au marché samedi matin pour acheter des légumes frais.', 'fr'],
    ['Domani andiamo al mare con i nostri amici e torniamo la sera.', 'it'],
    ['Amanhã vamos viajar para o interior com a minha família.', 'pt'],
    ['Завтра мы поедем на дачу к бабушке и будем собирать яблоки.', 'ru'],
    ['Yarın sabah arkadaşlarımla birlikte sahile gideceğiz.', 'tr'],
  ];
  assert.equal(
    identifyLanguages(cases.map((c) => c[0])),
    cases.map((c) => c[1]),
  );
});

test('other common languages and scripts get sensible ISO 639-1 codes', () => {
  const cases: [string, string][] = [
    ['Dank je wel voor je hulp, tot morgen!', 'nl'],
    ['Dziękuję bardzo za pomoc.', 'pl'],
    ['Καλημέρα σε όλους', 'el'],
    ['שלום עולם', 'he'],
    ['你好，世界', 'zh'],
    ['こんにちは世界', 'ja'],
    ['안녕하세요 여러분', 'ko'],
    ['สวัสดีครับ', 'th'],
    ['नमस्ते दुनिया', 'hi'],
  ];
  assert.equal(
    identifyLanguages(cases.map((c) => c[0])),
    cases.map((c) => c[1]),
  );
});

test('1,000 inputs at once', () => {
  const base = [
    'Hola Mundo',
    'guten morgen',
    '',
    'The quick brown fox jumps over the lazy dog',
    '123',
    'Bonjour à tous',
  ];
  const inputs = Array.from({ length: 1000 }, (_, i) => base[i % base.length]!);
  const t0 = Date.now();
  const out = identifyLanguages(inputs);
  const ms = Date.now() - t0;
  assert.is(out.length, 1000);
  out.forEach((code, i) => {
    const expected = identifyLanguages([inputs[i]!])[0];
    assert.is(code, expected);
    assert.ok(code === null || ISO1.test(code));
  });
  assert.ok(ms < 20_000, `1,000 inputs took ${ms} ms`);
});

test('hostile input never throws', () => {
  const mb = 1 << 20;
  const hostile = [
    '\uD800',
    '\uDFFF\uD800abc\uDC00',
    'abc\uD83D',
    'a'.repeat(mb),
    'Hola Mundo '.repeat(mb / 11),
    '😀'.repeat(mb / 2),
    ' '.repeat(1000) + 'guten morgen',
    ' '.repeat(mb) + 'guten morgen', // only the first 65,536 UTF-16 units are read
    '\u0000\u0001\u0002\u0007\u001b[31m\u007f\u0085\u200b\u200e\u202e\ufeff',
    'Hola\u0000Mundo',
    '\u202eolleh\u202c',
    'x'.repeat(200) + ' ' + 'é'.repeat(500),
    'a\u0301'.repeat(10000),
    '\ufffd\ufffe\uffff',
  ];
  const t0 = Date.now();
  const out = identifyLanguages(hostile);
  assert.ok(Date.now() - t0 < 10000, 'hostile batch took too long');
  assert.is(out.length, hostile.length);
  for (const code of out) assert.ok(code === null || ISO1.test(code), String(code));
  assert.is(out[0], null);
  assert.is(out[4], 'es');
  assert.is(out[5], null);
  assert.is(out[6], 'de');
  assert.is(out[7], null);
  // Values that are not strings (a JSON body can carry anything) answer null.
  assert.equal(identifyLanguages([null, 42, {}, undefined] as unknown as string[]), [
    null,
    null,
    null,
    null,
  ]);
});

test('identifyAmong: the most probable of the languages asked for, English given a head start', () => {
  const text = 'cómo hacer una tarta de chocolate en casa';
  assert.is(scorer.identifyAmong(text, new Set(['en', 'es'])), 'es');
  const other = scorer.identifyAmong(text, new Set(['de', 'tr']));
  assert.ok(other === 'de' || other === 'tr', String(other));
  assert.is(scorer.identifyAmong(text, new Set(['en', 'es']), 'en', 1000), 'en');
  assert.is(scorer.identifyAmong(text, new Set(['en', 'es']), 'en', 0), 'es');
  // No letters, or none of the languages writes the text's script.
  assert.is(scorer.identifyAmong('42 !!', new Set(['en', 'es'])), null);
  assert.is(scorer.identifyAmong('дешевые авиабилеты', new Set(['en', 'es'])), null);
  assert.is(scorer.identifyAmong('дешевые авиабилеты', new Set(['en', 'ru'])), 'ru');
  // identify is unchanged by it (frequent words' scores are shared between the two).
  assert.is(scorer.identify(text), 'es');
});

test('tokenizer: letters and in-word apostrophes, normalised', () => {
  assert.equal(
    tokenize("L'ÉTÉ, c’est 42 İyi!").map((t) => t.word),
    ["l'été", "c'est", 'iyi'],
  );
});

test('model survives a binary round trip and scores the same', () => {
  const file = encodeLidModel(model);
  const copy = decodeLidModel(file);
  const b = new LidScorer(copy);
  for (const t of ['Hola Mundo', 'guten morgen', 'ucuz uçak bileti', 'дешевые авиабилеты']) {
    assert.is(b.identify(t), scorer.identify(t));
  }
  assert.ok(copy.gramProb.buffer === file.buffer, 'the arrays are views of the file, not copies');
  assert.throws(() => decodeLidModel(new Uint8Array([1, 2, 3])), /lid-model\.bin: truncated/);
  const damaged = file.slice();
  damaged[CONTAINER_HEADER_BYTES + 100]! ^= 1;
  assert.throws(() => decodeLidModel(damaged), /lid-model\.bin: checksum mismatch/);
  const wrongLength = file.slice();
  new DataView(wrongLength.buffer).setUint32(CONTAINER_HEADER_BYTES, 1 << 30, true); // JSON header length
  assert.throws(
    () => decodeLidModel(resealContainer(wrongLength)),
    /lid-model\.bin: truncated header/,
  );
});

test('workers take the model from the index version; a version without one is a clear error', async () => {
  const index = openIndexVersion(await fixtureIndexDir(), { verify: false });
  assert.ok(index.hasFile(LID_MODEL_FILE), 'the fixture build writes one');
  const fromIndex = lidScorerFor(index);
  assert.is(lidScorerFor(index), fromIndex, 'decoded once per version');
  const texts = ['Hola Mundo', 'guten morgen', 'thank you', 'спасибо большое', '42'];
  assert.equal(identifyWith(fromIndex, texts), identifyLanguages(texts));
  const files = { ...index.description.files };
  delete files[LID_MODEL_FILE];
  const without = attachIndexVersion({
    ...index.description,
    dir: `${index.dir}-without-lid`,
    files,
  });
  assert.throws(
    () => lidScorerFor(without),
    (e: unknown) =>
      e instanceof LidModelUnavailableError &&
      /has no language-identification model/.test((e as Error).message),
  );
});

test.run();
