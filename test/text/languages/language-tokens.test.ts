import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRuleAutomaton } from '../../../native-index/automaton/index.js';
import { languageOfToken, languageTag } from '../../../text/languages/language-codes.js';
import { languageTokens, LanguageTokenRewriter } from '../../../text/languages/language-tokens.js';
import { hashString } from '../../../text/hash.js';
import { tokenize } from '../../../text/normalize.js';
import { Tokenizer } from '../../../text/tokenizer.js';

test("a language's pattern tokens are its keys, marked with its tag", () => {
  const toks = languageTokens("Agences de l'hôtel", 'fr');
  assert.equal(
    toks,
    ['agenc', 'de', 'hotel'].map((k) => k + languageTag('fr')),
  );
  assert.is(languageOfToken(toks[0]!), 'fr');
  assert.is(languageOfToken('hotel'), null);
});

test('the rewriter marks only the words of the vocabulary; the others stay English', () => {
  const t = new Tokenizer();
  t.rewriter = new LanguageTokenRewriter('es', new Set(['hotel', 'barat']));
  t.reset('Hoteles baratos en Madrid-Barajas');
  const got: string[] = [];
  while (t.next()) got.push(t.token());
  const es = languageTag('es');
  assert.equal(got, ['hotel' + es, 'barat' + es, 'en', 'madrid', 'baraja']);
  // Offsets are the words as written.
  t.reset('Hoteles baratos');
  t.next();
  assert.is(t.start, 0);
  assert.is(t.end, 7);
});

test('the batch hashes of rewritten tokens are their own hashes', () => {
  const t = new Tokenizer();
  t.rewriter = new LanguageTokenRewriter('de', new Set(['flug']));
  t.reset('günstige Flüge');
  const n = t.fill(16);
  assert.is(n, 2);
  assert.is(t.hashes[1]! >>> 0, hashString('flug' + languageTag('de')));
});

test("a language's patterns match text read in that language only", () => {
  const a = buildRuleAutomaton([
    { pattern: 'pain', value: 1 }, // English: back pain
    { pattern: 'pain', value: 2, language: 'fr' }, // French: bread
    { pattern: 'madrid', value: 3 },
    { pattern: 'hôtel', value: 4, language: 'fr' },
  ]);
  const values = (text: string) =>
    a
      .scan(text)
      .flatMap((m) => m.values)
      .sort();
  assert.equal(values('back pain'), [1]);
  assert.equal(values("l'hôtel à madrid"), [3]);
  const vocabulary = new Set(
    ['pain', 'hôtel'].flatMap((p) => languageTokens(p, 'fr').map((t) => t.slice(0, -1))),
  );
  a.setTokenRewriter(new LanguageTokenRewriter('fr', vocabulary));
  assert.equal(values("Du pain et l'hôtel à Madrid"), [2, 3, 4]);
  a.setTokenRewriter(null);
  assert.equal(values('du pain'), [1]);
});

test('without a rewriter the tokenizer is unchanged', () => {
  assert.equal(
    tokenize("L'hôtel des Flüge").map((t) => t.text),
    ['lhotel', 'des', 'fluge'],
  );
});

test.run();
