import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languageNormalizer } from '../../../text/languages/language-normalizer.js';
import type { TextLanguage } from '../../../text/languages/language-codes.js';

/** Each group of words of a language must share one key, and the groups must differ. */
function sameKeys(lang: TextLanguage, groups: string[][]): void {
  const n = languageNormalizer(lang);
  const keys = groups.map((g) => {
    const k = n.key(g[0]!);
    for (const w of g) assert.is(n.key(w), k, `${lang}: ${w} and ${g[0]} share a key`);
    assert.ok(k.length > 0);
    return k;
  });
  assert.is(new Set(keys).size, keys.length, `${lang}: distinct words keep distinct keys`);
}

test('Arabic: articles, the conjunction, hamza forms, diacritics and tatweel fold away', () => {
  sameKeys('ar', [
    ['فندق', 'الفندق', 'والفندق', 'فُنْدُق', 'فنـدق'],
    ['كتاب', 'والكتاب', 'بالكتاب'],
    ['سيارة', 'السيارات', 'سيارات'],
    ['أحمد', 'احمد', 'إحمد'],
  ]);
});

test('German: plurals and case endings meet, compounds stay whole, ß and umlauts fold', () => {
  sameKeys('de', [
    ['Flüge', 'Flug', 'fluge'],
    ['günstige', 'günstig', 'GÜNSTIGE', 'gunstige'],
    ['Fußballschuhe', 'fussballschuh', 'Fußballschuh'],
    ['Straße', 'strasse'],
    ['Fußball'],
  ]);
  assert.is(languageNormalizer('de').key('Fußballschuhe'), 'fussballschuh');
});

test('German: umlauts typed as ae, oe, ue meet the umlauts; "ue" after "q" stays', () => {
  sameKeys('de', [
    ['Müller', 'Mueller', 'MUELLER'],
    ['Grüße', 'Gruesse', 'grüsse'],
    ['schön', 'schoen'],
    ['Fährt', 'faehrt'],
    ['Quelle', 'quellen'],
    ['Flüge', 'Fluege', 'Flug'],
  ]);
  // Words that only contain the pairs keep one key of their own.
  sameKeys('de', [['neue', 'neu'], ['Feuer'], ['Steuer'], ['treue', 'treu']]);
});

test('Spanish: plurals and accents', () => {
  sameKeys('es', [
    ['hoteles', 'hotel', 'Hotel'],
    ['películas', 'película', 'pelicula', 'PELÍCULAS'],
    ['baratos', 'barato', 'baratas'],
  ]);
});

test('French: elided articles drop, plurals and accents meet', () => {
  sameKeys('fr', [
    ["l'hôtel", 'hôtel', 'hôtels', 'L’HÔTEL', 'hotel'],
    ['recette', 'recettes'],
    ["d'occasion", 'occasion'],
  ]);
  // Not an elision: kept whole.
  assert.is(languageNormalizer('fr').key("aujourd'hui"), 'aujourdhui');
});

test('Italian: elided articles and prepositions drop, plurals meet', () => {
  sameKeys('it', [
    ["dell'anno", 'anno', "l'anno", 'nell’anno'],
    ['alberghi', 'albergo'],
    ['ricette', 'ricetta'],
  ]);
});

test('Portuguese: plurals and accents', () => {
  sameKeys('pt', [
    ['receitas', 'receita'],
    ['viagens', 'viagem'],
    ['hotéis', 'hotel'],
    ['faróis', 'farol'],
  ]);
});

test('Russian: Cyrillic case endings meet, ё is е', () => {
  sameKeys('ru', [
    ['гостиницы', 'гостиница', 'ГОСТИНИЦА'],
    ['ёлка', 'елка', 'ЁЛКИ'],
    ['новый', 'новые', 'новая'],
  ]);
});

test('Turkish: dotted and dotless I lower-case by Turkish rules, suffixes go', () => {
  sameKeys('tr', [
    ['KİTAPLARI', 'kitap', 'kitaplar'],
    ['otelleri', 'otel', 'OTEL'],
    ['ISIK', 'ışık', 'Işık'],
  ]);
  // "I" is "ı" in Turkish: folded to "i" like every token, so text typed without Turkish letters meets it.
  assert.is(languageNormalizer('tr').key('IŞIK'), languageNormalizer('tr').key('isik'));
});

test('each language has stop words, as keys', () => {
  const expected: Record<TextLanguage, string> = {
    ar: 'في',
    de: 'und',
    es: 'de',
    fr: 'les',
    it: 'della',
    pt: 'para',
    ru: 'и',
    tr: 've',
  };
  for (const [lang, word] of Object.entries(expected) as [TextLanguage, string][]) {
    const n = languageNormalizer(lang);
    assert.ok(n.stopKeys().size > 100, lang);
    assert.ok(n.stopKeys().has(n.key(word)), `${lang}: ${word}`);
  }
});

test('a word without letters or digits has no key', () => {
  assert.is(languageNormalizer('fr').key("'"), '');
  assert.is(languageNormalizer('de').key('—'), '');
});

test.run();
