/** Sentiment of text in the eight other languages: their translated AFINN and our function words. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sentiment, sentimentOfSentences } from '../../../workers/sentiment/sentiment.js';
import { languageSentiment } from '../../../workers/sentiment/language-lexicon.js';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../text/languages/language-codes.js';

/** Per language: a positive text, a negative one, and a positive word negated. */
const CASES: Record<TextLanguage, [string, string, string]> = {
  ar: ['فيلم رائع، أحببته كثيرا', 'خدمة سيئة جدا ومحزنة', 'الفيلم ليس رائع'],
  de: [
    'Das Essen war wirklich ausgezeichnet, ich bin sehr zufrieden!',
    'Der Service war schrecklich und das Essen kalt.',
    'Das Hotel war nicht gut.',
  ],
  es: [
    '¡Me encanta este lugar, es maravilloso!',
    'Fue una experiencia horrible y triste.',
    'La película no es buena.',
  ],
  fr: [
    "J'adore ce restaurant, c'est excellent !",
    'Quelle horreur, le pire hôtel de ma vie.',
    "Ce n'est pas bon.",
  ],
  it: ['Che bella giornata, sono felicissimo!', 'Il servizio è stato terribile.', 'Non è bello.'],
  pt: ['Adorei o filme, foi fantástico!', 'Que dia horrível, estou muito triste.', 'Não é bom.'],
  ru: ['Отличный фильм, мне очень понравилось!', 'Ужасный сервис, очень плохо.', 'Это не хорошо.'],
  tr: ['Harika bir gün, çok mutluyum!', 'Berbat bir hizmet, çok kötü.', 'Bu iyi değil.'],
};

test('each of the eight languages has a lexicon of its own', () => {
  for (const lang of TEXT_LANGUAGES) {
    const s = languageSentiment(lang);
    assert.ok(s !== null, lang);
    assert.ok(s.tables.words.size > 1500, `${lang}: ${s.tables.words.size} words`);
  }
});

test('positive and negative texts read in their language score on their side', () => {
  for (const [lang, [good, bad]] of Object.entries(CASES) as [TextLanguage, string[]][]) {
    assert.ok(sentiment(good!, lang) > 0.3, `${lang}: ${good} -> ${sentiment(good!, lang)}`);
    assert.ok(sentiment(bad!, lang) < -0.3, `${lang}: ${bad} -> ${sentiment(bad!, lang)}`);
  }
});

test("a negated positive word is negative, whether the negator comes before it or after (Turkish 'değil')", () => {
  for (const [lang, [, , negated]] of Object.entries(CASES) as [TextLanguage, string[]][])
    assert.ok(sentiment(negated!, lang) < 0, `${lang}: ${negated} -> ${sentiment(negated!, lang)}`);
});

test('inflected forms meet the lexicon through the language keys; elided articles are dropped', () => {
  assert.ok(sentiment('Giornate fantastiche', 'it') > 0);
  // "J'adore" reaches the tokenizer as "jadore", "dell'amore" as "dellamore".
  assert.ok(sentiment("J'adore", 'fr') > 0);
  assert.ok(sentiment("dell'amore", 'it') > 0);
});

test('read as English, the same texts lose their words (the reason the language is passed)', () => {
  assert.is(sentiment(CASES.ru[0], 'en'), 0);
  assert.is(sentiment(CASES.tr[0]), 0);
});

test('a document given as sentences scores as the whole text', () => {
  const [good, bad] = CASES.de;
  assert.ok(
    Math.abs(sentimentOfSentences([good, bad], 'de') - sentiment(`${good} ${bad}`, 'de')) < 0.05,
  );
});

test.run();
