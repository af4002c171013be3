/** Content flags of text read in the eight other languages, over a flags automaton of their lists. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildRuleAutomatonFiles,
  MatchList,
  openRuleAutomaton,
  type RuleAutomaton,
  type RuleEntry,
} from '../../../native-index/automaton/index.js';
import { FLAG } from '../../../build-index/rules/flag-lexicon.js';
import { languageFlagLists } from '../../../build-index/rules/language-flag-lists.js';
import { flagIdsOf, flagRewriters } from '../../../workers/engine/content-flags.js';
import type { TextLanguage } from '../../../text/languages/language-codes.js';

let fa: RuleAutomaton;
let rewriters: ReturnType<typeof flagRewriters>;
const ml = new MatchList(64);

test.before(async () => {
  // Two English terms beside every list of the eight languages, as flags-writer.ts lays them out.
  const entries: RuleEntry[] = [
    { pattern: 'ho', value: FLAG.general },
    { pattern: 'beer', value: (1 << 16) | FLAG.alcohol },
  ];
  (await languageFlagLists()).lists.forEach((l, i) => {
    for (const w of l.words)
      entries.push({ pattern: w, value: ((i + 2) << 16) | l.flag, language: l.language });
  });
  fa = openRuleAutomaton(buildRuleAutomatonFiles(entries).files);
  rewriters = flagRewriters(fa);
});

const flagsIn = (lang: TextLanguage | 'en', text: string) =>
  flagIdsOf(fa, ml, text, lang === 'en' ? null : rewriters.get(lang)!);

const FLAGGED: Array<[TextLanguage, string, number]> = [
  ['ar', 'سجائر رخيصة', FLAG.tobacco],
  ['ar', 'نتائج اليانصيب', FLAG.gambling],
  ['de', 'günstige Zigaretten kaufen', FLAG.tobacco],
  ['de', 'Rotweine aus Italien', FLAG.alcohol],
  ['de', 'so ein Arschloch', FLAG.general],
  ['es', 'apuestas deportivas online', FLAG.gambling],
  ['es', 'comprar una pistola', FLAG.weapons],
  ['es', 'hijo de puta', FLAG.general],
  ['fr', 'acheter une arme à feu', FLAG.weapons],
  ['fr', "les feux d'artifice du 14 juillet", FLAG.fireworks],
  ['it', 'sigarette elettroniche', FLAG.tobacco],
  ['it', 'antibiotici senza ricetta medica', FLAG.prescription],
  ['pt', 'cassino online', FLAG.gambling],
  ['pt', 'fotos de mulher nua', FLAG.adult],
  ['ru', 'купить сигареты', FLAG.tobacco],
  ['ru', 'ставки на спорт', FLAG.gambling],
  ['tr', 'sigara içmek', FLAG.tobacco],
  ['tr', 'havai fişek gösterisi', FLAG.fireworks],
  ['tr', 'orospu çocuğu', FLAG.general],
];

test('text read in its language gets the flags of its words, inflected or not', () => {
  for (const [lang, text, flag] of FLAGGED)
    assert.ok(
      flagsIn(lang, text).includes(flag),
      `${lang}: ${text} -> ${flagsIn(lang, text).join()}`,
    );
});

test("a language's flag words do not flag text read as English", () => {
  for (const [lang, text] of FLAGGED) assert.equal(flagsIn('en', text), [], `${lang}: ${text}`);
});

test('ordinary words that share a stem with a flag word are not flagged', () => {
  for (const [lang, text] of [
    ['de', 'ich muss weinen'], // "weinen" (to cry) shares "wein" with Wein
    ['es', 'el vino a casa'], // "vino" (he came)
    ['es', 'pisos con jardín'], // "con": naughty-words' "coño", once folded
    ['es', 'cómo devolver un pedido'], // "pedido": "pedo"
    ['pt', 'como fazer um currículo'], // "como": "comer"
    ['ru', 'какая разница'], // in naughty-words' Russian list, made of ordinary words
    ['tr', 'ama neden'], // "ama" (but): "am"
  ] as const)
    // 2048 is Intent ("como fazer": how to), which the language's intent words give rightly.
    assert.equal(
      flagsIn(lang, text).filter((f) => f !== 2048),
      [],
      `${lang}: ${text}`,
    );
});

test('English flag words still flag text read in another language, its stop words do not', () => {
  assert.equal(flagsIn('de', 'Oktoberfest beer'), [FLAG.alcohol]);
  assert.equal(flagsIn('en', 'ho'), [FLAG.general]);
  // Italian "ho" (I have) is an Italian stop word, not the English slur.
  assert.equal(flagsIn('it', 'ho fame'), []);
});

test.run();
