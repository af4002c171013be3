/**
 * The hand-written cue vocabulary (build-index/rules/cues/): its shape, the rules its lists
 * follow, and how the rules writer compiles it, on the small fixture index.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { FUNCTION_WORDS, VERTICAL_CUES } from '../../../build-index/rules/cue-lexicon.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { readRulesModel, RULES_FILES } from '../../../native-index/rules-format.js';
import { SenseList } from '../../../workers/engine/sense-list.js';
import { Tokenizer } from '../../../text/tokenizer.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

const tk = new Tokenizer();
const hashesOf = (word: string): number[] => {
  const out: number[] = [];
  tk.reset(word);
  while (tk.next()) out.push(tk.hash);
  return out;
};

/**
 * Words (normalized) deliberately listed in more than one vertical: each one is a cue of
 * every vertical it is listed under, so adding a word to a second vertical is a choice
 * this list records.
 */
const SHARED: Record<string, string[]> = {
  beanie: ['apparel', 'hobbies-leisure'],
  bedroom: ['home-garden', 'real-estate'],
  bite: ['health', 'pets-animals'],
  blanket: ['hobbies-leisure', 'home-garden'],
  camping: ['hobbies-leisure', 'travel'],
  cardigan: ['apparel', 'hobbies-leisure'],
  cell: ['internet-telecom', 'science'],
  characters: ['arts-entertainment', 'books-literature'],
  class: ['computers-electronics', 'jobs-education'],
  collar: ['apparel', 'pets-animals'],
  diet: ['health', 'pets-animals'],
  diy: ['hobbies-leisure', 'home-garden'],
  download: ['computers-electronics', 'internet-telecom'],
  driver: ['computers-electronics', 'vehicles'],
  easter: ['hobbies-leisure', 'religion-belief'],
  fit: ['apparel', 'beauty-fitness'],
  galaxy: ['computers-electronics', 'science'],
  gardening: ['hobbies-leisure', 'home-garden'],
  home: ['home-garden', 'real-estate'],
  knit: ['apparel', 'hobbies-leisure'],
  layoff: ['business-industrial', 'jobs-education'],
  lease: ['real-estate', 'vehicles'],
  library: ['books-literature', 'computers-electronics'],
  location: ['places', 'shopping'],
  mittens: ['apparel', 'hobbies-leisure'],
  mortgage: ['finance', 'real-estate'],
  outdoor: ['hobbies-leisure', 'home-garden'],
  penalty: ['law-government', 'sports'],
  photography: ['arts-entertainment', 'hobbies-leisure'],
  plant: ['business-industrial', 'home-garden'],
  player: ['games', 'sports'],
  policy: ['finance', 'law-government'],
  property: ['real-estate', 'science'],
  quote: ['books-literature', 'finance'],
  scarf: ['apparel', 'hobbies-leisure'],
  season: ['arts-entertainment', 'sports'],
  smartphone: ['computers-electronics', 'internet-telecom'],
  species: ['pets-animals', 'science'],
  sting: ['health', 'pets-animals'],
  streaming: ['arts-entertainment', 'internet-telecom'],
  sweater: ['apparel', 'hobbies-leisure'],
  tablet: ['computers-electronics', 'health'],
  tackle: ['hobbies-leisure', 'sports'],
  ticket: ['arts-entertainment', 'travel'],
  tomato: ['food-drink', 'home-garden'],
  tournament: ['games', 'sports'],
  training: ['beauty-fitness', 'sports'],
  trilogy: ['arts-entertainment', 'books-literature'],
  verse: ['books-literature', 'religion-belief'],
  woman: ['apparel', 'people-society'],
};

let index: IndexVersion;
test.before(async () => {
  index = await openFixtureIndex();
});

test('one cue list per top-tier vertical of the taxonomy, each of a few hundred words', () => {
  const slugs = index
    .topTiers()
    .map((t) => index.keyAt(t).replace(/^tier:/, ''))
    .sort();
  assert.is(slugs.length, 25);
  assert.equal(Object.keys(VERTICAL_CUES).sort(), slugs);
  let total = 0;
  for (const [slug, words] of Object.entries(VERTICAL_CUES)) {
    assert.ok(words.length >= 90, `${slug}: ${words.length} words`);
    total += words.length;
  }
  assert.ok(total >= 7000, `${total} words in all`);
});

test('cues are single words, no function words, each normalized form once per vertical', () => {
  const stop = new Set(FUNCTION_WORDS.flatMap(hashesOf));
  for (const [slug, words] of Object.entries(VERTICAL_CUES)) {
    const seen = new Map<number, string>();
    for (const w of words) {
      const hs = hashesOf(w);
      assert.is(hs.length, 1, `${slug}: "${w}" is not one word`);
      assert.ok(!stop.has(hs[0]!), `${slug}: "${w}" is a function word`);
      assert.ok(!seen.has(hs[0]!), `${slug}: "${w}" normalizes like "${seen.get(hs[0]!)}"`);
      seen.set(hs[0]!, w);
    }
  }
});

test('a word is a cue of several verticals only where SHARED says so', () => {
  const verticalsOf = new Map<number, Set<string>>();
  for (const [slug, words] of Object.entries(VERTICAL_CUES)) {
    for (const w of words) {
      const h = hashesOf(w)[0]!;
      let s = verticalsOf.get(h);
      if (!s) verticalsOf.set(h, (s = new Set()));
      s.add(slug);
    }
  }
  const shared = new Map<number, string[]>();
  for (const [h, s] of verticalsOf) if (s.size > 1) shared.set(h, [...s].sort());
  const expected = new Map(
    Object.entries(SHARED).map(([w, s]) => [hashesOf(w)[0]!, [...s].sort()]),
  );
  for (const [h, s] of shared) assert.equal(s, expected.get(h) ?? null, `shared ${s.join(', ')}`);
  for (const [w, s] of Object.entries(SHARED))
    assert.equal(shared.get(hashesOf(w)[0]!) ?? null, [...s].sort(), w);
});

test('the rules model gives a hand cue its vertical at full weight', () => {
  const m = readRulesModel(index.file(RULES_FILES.model));
  const ordinal = new Map<string, number>();
  for (let v = 0; v < m.verticals; v++)
    ordinal.set(index.keyAt(m.tierIndex[v]!).replace(/^tier:/, ''), v);
  // The token table is open-addressed (rules-format.ts): key, then the row's bytes.
  const mask = m.cueTable.length / m.slotWords - 1;
  const row = (word: string) => {
    const h = hashesOf(word)[0]!;
    const key = h === 0 ? 1 : h;
    let s = key & mask;
    while (m.cueTable[s * m.slotWords] !== key) {
      assert.ok(m.cueTable[s * m.slotWords] !== 0, `"${word}" has a row`);
      s = (s + 1) & mask;
    }
    const r = (s * m.slotWords + 1) * 4;
    return Array.from(m.cueBytes.subarray(r, r + m.verticals));
  };
  for (const [word, slug] of [
    ['speedrun', 'games'],
    ['mbps', 'internet-telecom'],
    ['coilover', 'vehicles'],
    ['sourdough', 'food-drink'],
  ]) {
    const cues = row(word!);
    const v = ordinal.get(slug!)!;
    assert.is(cues[v], Math.max(...cues), `${word}: ${slug} is its strongest vertical`);
    assert.ok(cues[v]! >= 200, `${word}: full weight`);
  }
});

test('a hand cue written as one word is read where the text writes it as two or three', () => {
  const engine = ruleEngineFor(index);
  const m = readRulesModel(index.file(RULES_FILES.model));
  const ordinal = new Map<string, number>();
  for (let v = 0; v < m.verticals; v++)
    ordinal.set(index.keyAt(m.tierIndex[v]!).replace(/^tier:/, ''), v);
  const list = new SenseList();
  // The compounds' share of a vertical's cues: with compounds read, less without.
  const compound = (text: string, slug: string) => {
    engine.senses(text, list);
    const withC = new Float64Array(m.verticals);
    const without = new Float64Array(m.verticals);
    engine.addCues(withC, 1, 0.3, 1);
    engine.addCues(without, 1, 0.3, 0);
    const v = ordinal.get(slug)!;
    return withC[v]! - without[v]!;
  };
  assert.ok(compound('we planned a road trip', 'travel') > 0, 'roadtrip');
  assert.ok(compound('Black Friday is close', 'shopping') > 0, 'blackfriday');
  assert.ok(
    compound('a real estate agent called', 'real-estate') > 0,
    'realestateagent, three words',
  );
  assert.ok(compound('the check-in desk', 'travel') > 0, 'checkin across a hyphen');
  assert.is(compound('the road. Trip over it', 'travel'), 0, 'not across punctuation');
  assert.is(
    compound('we travel in come what may', 'finance'),
    0,
    'a stop word joins only across a hyphen',
  );
  assert.is(compound('a road trip', 'games'), 0, 'a compound cues only its own verticals');
});

test.run();
