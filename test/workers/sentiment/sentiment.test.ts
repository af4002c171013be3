import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { deriveEmojiValences, emojiKey, HAND_EMOJI } from '../../../workers/sentiment/emoji.js';
import { sentimentTables } from '../../../workers/sentiment/lexicon.js';
import {
  MAX_SENTIMENT_CHARS,
  sentiment,
  sentimentOfSentences,
} from '../../../workers/sentiment/sentiment.js';

const pos = (t: string) =>
  assert.ok(sentiment(t) > 0.05, `expected positive: ${JSON.stringify(t)} -> ${sentiment(t)}`);
const neg = (t: string) =>
  assert.ok(sentiment(t) < -0.05, `expected negative: ${JSON.stringify(t)} -> ${sentiment(t)}`);
const zero = (t: string) => assert.is(sentiment(t), 0, `expected 0: ${JSON.stringify(t)}`);

test('clear cases have the right sign', () => {
  pos('I love this!');
  neg('This is terrible.');
  pos('What a great day');
  neg('I hate waiting in line');
  pos('Excellent product, works exactly as described.');
  neg('Poor quality, it broke after two days.');
});

test('negation flips and dampens', () => {
  neg('not good');
  neg('This is not good at all.');
  neg("I don't like it");
  neg("It doesn't work.");
  neg('Never buying from them again.');
  pos('not bad'); // our rule: a negated negative is mildly positive
  assert.ok(sentiment('not bad') < sentiment('good'), 'not bad is weaker than good');
  assert.ok(Math.abs(sentiment('not good')) < Math.abs(sentiment('bad')) + 0.2);
  pos('No complaints, it works well.');
  pos('Without a doubt the best purchase this year.');
  pos("I don't regret buying this at all.");
  // the scope ends at clause punctuation
  pos('Not today, but the food was great');
  // "not only" does not negate
  pos('not only cheap but also excellent');
});

test('intensifiers, dampeners, caps, elongation, exclamation', () => {
  assert.ok(sentiment('very good') > sentiment('good'));
  assert.ok(sentiment('extremely good') > sentiment('very good'));
  assert.ok(sentiment('slightly good') < sentiment('good'));
  assert.ok(sentiment('kind of good') < sentiment('good'));
  assert.ok(sentiment('very bad') < sentiment('bad'));
  assert.ok(sentiment('This is GOOD, really') > sentiment('This is good, really'));
  // caps emphasis needs mixed case: an all-caps text is not "shouting" word by word
  assert.is(sentiment('GOOD'), sentiment('good'));
  assert.ok(sentiment('sooo goood') > sentiment('so good') - 1e-9);
  assert.ok(sentiment('goooood') > 0.05);
  assert.ok(sentiment('good!!!') > sentiment('good'));
  assert.ok(
    sentiment('good!!!!!!!!!!!!') - sentiment('good!!!!') < 1e-9,
    'exclamation bonus is bounded',
  );
  // a dual-role word counts as a word when nothing follows it
  pos('pretty');
  assert.ok(sentiment('pretty good') > sentiment('good'));
});

test('"but" shifts weight to the clause after it', () => {
  neg('The design is nice but it broke in a week.');
  pos('A bit pricey but the quality is excellent.');
  neg('Although the room was lovely, the staff were rude.');
});

test('emoji and emoticons', () => {
  pos('😍');
  neg('😡');
  neg(':(');
  pos(':)');
  pos(':-D');
  pos('<3');
  neg('</3');
  neg(":'(");
  pos('xD');
  pos('great:)');
  pos('❤️❤️❤️');
  pos('👍🏽'); // skin tone
  neg('🤦‍♀️'); // ZWJ sequence falls back to its first emoji
  neg('💔');
  assert.ok(sentiment('😍😍😍') > sentiment('😍'));
  // emoticon lookalikes in ordinary text are not emoticons
  zero('Meeting at 10:30 (room 8)');
  zero('see https://example.com/a:b/c');
});

test('neutral and lexicon-free text is 0', () => {
  zero('');
  zero('The meeting is at 3pm in room 204.');
  zero('The package contains two cables and a manual.');
  zero('12345 67890');
  zero('!!! ??? ...');
  zero('@someone #tag');
  zero('Der Zug fährt um neun Uhr ab.');
  // "like" as a preposition carries no sentiment
  zero('It looks like rain');
  assert.ok(sentiment('I like it') > 0.05);
  // contractions are not misread ("I'll" is not "ill", "he'll" is not "hell")
  zero("I'll call you after lunch.");
  zero("He'll be there at noon.");
});

test('sentences: same result whole or split, no dilution by neutral sentences', () => {
  const text =
    'The hotel is near the station. The staff were wonderful. Breakfast starts at seven.';
  const split = [
    'The hotel is near the station.',
    'The staff were wonderful.',
    'Breakfast starts at seven.',
  ];
  assert.ok(Math.abs(sentiment(text) - sentimentOfSentences(split)) < 1e-9);
  assert.ok(Math.abs(sentiment('The staff were wonderful.') - sentiment(text)) < 1e-9);
  assert.ok(
    sentimentOfSentences(['Great food.', 'Great service.', 'Great view.']) >
      sentiment('Great food.'),
  );
  assert.ok(Math.abs(sentimentOfSentences(['I love it.', 'I hate it.'])) < 0.1);
  assert.is(sentimentOfSentences([]), 0);
  assert.is(sentimentOfSentences(['', '   ']), 0);
});

test('range is always within [-1, 1] and never NaN (property)', () => {
  const words = fc.constantFrom(
    'good',
    'bad',
    'not',
    'very',
    'GREAT',
    'terrible',
    'but',
    '!',
    '!!!',
    ':)',
    ':(',
    '😍',
    '😡',
    'sooo',
    'love',
    'hate',
    'never',
    'kind of',
    'extremely',
    'no',
    ',',
    '.',
    'xD',
    '<3',
    "don't",
    'without',
    'awful',
    'best',
  );
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.array(words, { maxLength: 200 }).map((a) => a.join(' ')),
      ),
      (s) => {
        const v = sentiment(s);
        return Number.isFinite(v) && v >= -1 && v <= 1;
      },
    ),
    { numRuns: 2000 },
  );
  fc.assert(
    fc.property(fc.array(fc.oneof(fc.string(), words), { maxLength: 30 }), (a) => {
      const v = sentimentOfSentences(a);
      return Number.isFinite(v) && v >= -1 && v <= 1;
    }),
    { numRuns: 500 },
  );
  // saturating input stays in range
  assert.ok(sentiment('love '.repeat(10_000)) <= 1);
  assert.ok(sentiment('HATE!!! '.repeat(10_000)) >= -1);
});

test('hostile input never throws', () => {
  const hostile = [
    '\uD800',
    '\uDC00abc\uD800',
    'good\uD83D',
    '\u0000\u0001\u001f\u007f',
    '\u200d\u200d\ufe0f',
    '\ufe0f😍',
    '🏽',
    'a'.repeat(100_000),
    ':'.repeat(5000),
    '<'.repeat(3000) + '3',
    "'".repeat(1000),
    '-'.repeat(1000),
    'not '.repeat(10_000),
    'very '.repeat(10_000) + 'good',
    '\u0301'.repeat(1000),
    '😍\u200d'.repeat(1000),
    'https://x',
    'www.',
    '@',
    '#',
    'e\u0301\u0301 good',
    'ＧＯＯＤ',
    'İstanbul is GREAT',
    'ß'.repeat(100),
  ];
  for (const h of hostile) {
    const v = sentiment(h);
    assert.ok(Number.isFinite(v) && v >= -1 && v <= 1, JSON.stringify(h.slice(0, 20)));
  }
  // wrong types from untyped callers
  assert.is(sentiment(undefined as unknown as string), 0);
  assert.is(sentiment(42 as unknown as string), 0);
  assert.is(sentimentOfSentences(null as unknown as string[]), 0);
  assert.is(sentimentOfSentences([null, 7, 'good'] as unknown as string[]), sentiment('good'));
});

test('10 MB input: bounded time, first MAX_SENTIMENT_CHARS read', () => {
  const unit = 'The service was excellent and the food was terrible. 😍 :( ';
  const big = unit.repeat(Math.ceil(10_000_000 / unit.length));
  sentiment(unit); // tables built
  const t0 = performance.now();
  const v = sentiment(big);
  const ms = performance.now() - t0;
  assert.ok(Number.isFinite(v));
  assert.ok(ms < 8000, `10 MB took ${ms.toFixed(0)} ms`);
  assert.is(v, sentiment(big.slice(0, MAX_SENTIMENT_CHARS)));
  const t1 = performance.now();
  sentimentOfSentences(new Array(100_000).fill(unit));
  assert.ok(performance.now() - t1 < 2000, 'sentences are capped in total');
});

test('tables: merged lexicon, modifiers are not valenced, build time', () => {
  const t = sentimentTables();
  assert.ok(t.words.size > 7000);
  assert.is(t.words.get('no'), undefined);
  assert.is(t.words.get('very'), undefined);
  assert.ok(t.words.get('good')! > 0 && t.words.get('good')! <= 4);
  // VADER wins over AFINN ("good": VADER 1.9, AFINN 3 -> 2.4)
  assert.ok(Math.abs(t.words.get('good')! - 1.9) < 1e-9);
  for (const v of t.words.values()) assert.ok(v >= -4 && v <= 4);
  assert.ok(t.buildMs < 4000, `built in ${t.buildMs} ms`);
});

test('hand emoji table agrees in sign with the emojibase-derived valences', () => {
  const t = sentimentTables();
  const derived = deriveEmojiValences((w) => t.words.get(w));
  assert.ok(derived.size > 50, `derived ${derived.size}`);
  let both = 0;
  let agree = 0;
  const disagree: string[] = [];
  for (const [e, v] of Object.entries(HAND_EMOJI)) {
    const d = derived.get(emojiKey(e));
    if (d === undefined || Math.abs(v) < 0.5) continue;
    both++;
    if (Math.sign(d) === Math.sign(v)) agree++;
    else disagree.push(`${e} hand ${v} derived ${d}`);
  }
  assert.ok(both >= 60, `only ${both} emoji rated by both`);
  assert.ok(agree / both >= 0.9, `agreement ${agree}/${both}: ${disagree.join(', ')}`);
});

test.run();
