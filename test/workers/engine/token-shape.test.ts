/** Token shapes of the short-query rules: numbers, one or two letters, codes. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  endsLanguageName,
  hasLowerCase,
  isAsciiWord,
  isUpperPair,
  SHAPE_ALNUM,
  SHAPE_NUMBER,
  SHAPE_SHORT,
  tokenShape,
} from '../../../workers/engine/token-shape.js';

const shape = (s: string) =>
  tokenShape(Uint16Array.from([...s].map((c) => c.charCodeAt(0))), 0, s.length);

test('tokenShape', () => {
  assert.is(shape('15'), SHAPE_NUMBER);
  assert.is(shape('2026'), SHAPE_NUMBER);
  assert.is(shape('f'), SHAPE_SHORT);
  assert.is(shape('cr'), SHAPE_SHORT);
  for (const code of ['s24', 'ps5', '4k', '1000xm5', '9950x', 'c4', 'a1'])
    assert.is(shape(code), SHAPE_ALNUM, code);
  // Not seen: a code with its digits inside only, a word, other scripts, a long token.
  for (const word of ['a1c', 'iphone', 'tvs', '中', 'é', '', 'abcdefghij123'])
    assert.is(shape(word), 0, word);
});

test('the text around a token', () => {
  assert.ok(endsLanguageName('c++ tutorial', 1));
  assert.ok(endsLanguageName('c# 12', 1));
  assert.not.ok(endsLanguageName('c tutorial', 1));
  assert.ok(isUpperPair('NY pizza', 0, 2));
  assert.not.ok(isUpperPair('Ny pizza', 0, 2));
  assert.not.ok(isUpperPair('NYC', 0, 3));
  assert.ok(hasLowerCase('NY pizza'));
  assert.not.ok(hasLowerCase('NY PIZZA 2'));
  assert.ok(isAsciiWord('Disny world', 0, 5));
  assert.not.ok(isAsciiWord('café', 0, 4));
  assert.not.ok(isAsciiWord('x', 0, 0));
});

test.run();
