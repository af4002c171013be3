import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeText, patternVariants, tokenize } from '../../text/normalize.js';
import { stem } from '../../text/stem.js';
import { Tokenizer } from '../../text/tokenizer.js';

const norm = (s: string) => normalizeText(s);
const texts = (s: string) => tokenize(s).map((t) => t.text);

test('case and Unicode folding', () => {
  assert.is(norm('Hotels in CHICAGO'), 'hotel in chicago');
  assert.is(norm('São Paulo'), 'sao paulo');
  assert.is(norm('Zürich'), 'zurich');
  assert.is(norm('Zu\u0308rich'), 'zurich'); // decomposed input
  assert.is(norm('ÉCOLE Crème brûlée'), 'ecole creme brulee');
  assert.is(norm('Łódź Øresund Straße'), 'lodz oresund strasse');
  assert.is(norm('ﬁnance'), 'finance');
  assert.is(norm('ＡＢＣ'), 'abc'); // full width
});

test('punctuation is a boundary; hyphen and space are the same', () => {
  assert.equal(texts('t-shirt'), texts('t shirt'));
  assert.equal(texts('T-Shirt'), ['t', 'shirt']);
  assert.equal(texts('e-mail'), ['e', 'mail']);
  assert.equal(texts('new york, new york!'), ['new', 'york', 'new', 'york']);
  assert.equal(texts('a/b_c.d'), ['a', 'b', 'c', 'd']);
  const t = tokenize('t-shirt t - shirt');
  assert.equal(
    t.map((x) => x.hyphenBefore),
    [false, true, false, false],
  );
});

test('apostrophes join; possessive s is dropped', () => {
  assert.is(norm("mcdonald's"), norm('mcdonalds'));
  assert.is(norm('McDonald’s'), 'mcdonald');
  assert.is(norm("don't"), 'dont');
  assert.is(norm("O'Neil"), 'oneil');
  assert.is(norm("men's shoes"), 'man shoe');
  assert.is(norm("children's books"), 'child book');
  assert.equal(texts("rock 'n' roll"), ['rock', 'n', 'roll']);
  assert.equal(texts("the cats' toys"), ['the', 'cat', 'toy']);
});

test('plural and inflection folding', () => {
  const same = (a: string, b: string) => assert.is(norm(a), norm(b), `${a} ~ ${b}`);
  same('hotels', 'hotel');
  same('cities', 'city');
  same('boxes', 'box');
  same('churches', 'church');
  same('dishes', 'dish');
  same('classes', 'class');
  same('running shoes', 'running shoe');
  same('movies', 'movie');
  same('cookies', 'cookie');
  same('headaches', 'headache');
  same('houses', 'house');
  same('viruses', 'virus');
  same('pies', 'pie');
  same('heroes', 'hero');
  same('potatoes', 'potato');
  same('knives', 'knife');
  same('women', 'woman');
  same('mice', 'mouse');
  same('feet', 'foot');
  same('criteria', 'criterion');
  same('buses', 'bus');
  same('quizzes', 'quiz');
  same('ads', 'ad');
  same('1990s', '1990');
  // left alone
  assert.is(norm('news'), 'news');
  assert.is(norm('does'), 'does');
  assert.is(norm('bus'), 'bus');
  assert.is(norm('gas'), 'gas');
  assert.is(norm('glass'), 'glass');
  assert.is(norm('campus'), 'campus');
  assert.is(norm('analysis'), 'analysis');
  assert.is(norm('its'), 'its');
  assert.is.not(norm('news'), norm('new'));
  assert.is.not(norm('car'), norm('care'));
  assert.is(stem('hotels'), 'hotel');
});

test('offsets slice the original text exactly', () => {
  const s = '  Hotels in São\u0301 Paulo — “McDonald’s” 😀 t-shirts; Zu\u0308rich ';
  const toks = tokenize(s);
  assert.equal(
    toks.map((t) => s.slice(t.start, t.end)),
    ['Hotels', 'in', 'São\u0301', 'Paulo', 'McDonald’s', '😀', 't', 'shirts', 'Zu\u0308rich'],
  );
  for (const t of toks) assert.ok(t.start < t.end);
});

test('emoji and ideographs are tokens of their own', () => {
  assert.equal(texts('cat😀dog'), ['cat', '😀', 'dog']);
  assert.equal(
    tokenize('❤️x').map((t) => [t.text, t.start, t.end]),
    [
      ['❤', 0, 2],
      ['x', 2, 3],
    ],
  );
  assert.equal(texts('東京'), ['東', '京']);
});

test('pattern variants: hyphenated patterns also index the closed form', () => {
  assert.equal(patternVariants('T-shirts'), [['t', 'shirt'], ['tshirt']]);
  assert.equal(patternVariants('e-mail'), [['e', 'mail'], ['email']]);
  assert.equal(patternVariants('New York City'), [['new', 'york', 'city']]);
  assert.equal(patternVariants('!!!'), []);
  assert.equal(patternVariants(''), []);
});

test('hostile input never throws', () => {
  const inputs = [
    '',
    ' ',
    '\u0000\u0001\u0002\t\n\r\u007f',
    '\ud800',
    '\udc00abc\ud800',
    'a\ud83dxyz',
    '😀😀😀👨‍👩‍👧🇺🇸',
    '\u0301\u0301\u0301',
    '\u200d\ufeff\u00ad',
    "''''----''''",
    'x'.repeat(10_000),
    'ab '.repeat(4000),
    '\ufdfa'.repeat(3000), // expands to 18 letters each under NFKD
    Array.from({ length: 3000 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join(''),
  ];
  for (const s of inputs) {
    const toks = tokenize(s);
    for (const t of toks) {
      assert.ok(t.start >= 0 && t.end <= s.length && t.start < t.end);
      assert.ok(t.text.length > 0);
    }
  }
  assert.is(tokenize('x'.repeat(10_000))[0]!.text.length, 10_000);
  assert.is(tokenize('\ufdfa'.repeat(3000)).length, 1);
  assert.equal(tokenize(''), []);
});

test('Tokenizer batch and one-at-a-time agree, hashes match', () => {
  const s = "The Hotels of São Paulo, t-shirts & cookies; 😀 emoji. Feet, cities, men's knives.";
  const a = new Tokenizer();
  a.reset(s);
  const one: Array<[string, number, number, number]> = [];
  while (a.next()) one.push([a.token(), a.start, a.end, a.hash]);
  const b = new Tokenizer();
  b.reset(s);
  const batch: Array<[string, number, number, number]> = [];
  let n: number;
  while ((n = b.fill(3)) > 0) {
    for (let k = 0; k < n; k++) {
      let t = '';
      for (let j = b.offs[k]!; j < b.offs[k]! + b.lens[k]!; j++)
        t += String.fromCharCode(b.units[j]!);
      batch.push([t, b.starts[k]!, b.ends[k]!, b.hashes[k]! >>> 0]);
    }
  }
  assert.equal(one, batch);
  const fnv = (t: string) => {
    let h = 0x811c9dc5;
    for (let j = 0; j < t.length; j++) h = Math.imul(h ^ t.charCodeAt(j), 0x01000193);
    return h >>> 0;
  };
  for (const [t, , , h] of one) assert.is(h, fnv(t));
});

test('batch tokens start at even offsets; an odd-length token is followed by a 0 unit', () => {
  const s =
    "A cat's menus, Straße straße x 😀 中 ab abc houses MEN'S  é́té " + 'q'.repeat(5000) + ' zz';
  for (const text of [s, s.slice(7), s.repeat(3)]) {
    const t = new Tokenizer();
    t.reset(text);
    let n: number;
    let seen = 0;
    while ((n = t.fill(5)) > 0) {
      for (let k = 0; k < n; k++) {
        assert.is(t.offs[k]! % 2, 0);
        if (t.lens[k]! % 2 === 1) assert.is(t.units[t.offs[k]! + t.lens[k]!], 0);
        assert.is(
          t.units32[t.offs[k]! / 2],
          (t.units[t.offs[k]!]! | (t.lens[k]! > 1 ? t.units[t.offs[k]! + 1]! << 16 : 0)) >>> 0,
        );
        seen++;
      }
    }
    assert.is(seen, tokenize(text).length);
  }
});

test('a long text read after a short one, and a short one after a long one', () => {
  const t = new Tokenizer();
  const long = 'Hotels of Zürich '.repeat(10_000);
  for (const text of ['ab', long, 'São', long.slice(0, 100), 'x y']) {
    t.reset(text);
    const got: string[] = [];
    while (t.next()) got.push(t.token());
    assert.equal(got, texts(text));
  }
});

test.run();
