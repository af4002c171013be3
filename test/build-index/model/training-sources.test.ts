/**
 * The model's added training sources: Wikidata descriptions of the version's brands, and
 * the keyword dataset's keywords where the rules confirm the dataset's placement.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LaidOutCategory } from '../../../build-index/build.js';
import {
  ENTITY_DESCRIPTIONS_PER_CLASS,
  entityDescriptionTexts,
  nsiDescriptions,
} from '../../../build-index/model/entity-descriptions.js';
import {
  KEYWORDS_PER_CATEGORY,
  keywordTexts,
  type KeywordStats,
} from '../../../build-index/model/keyword-examples.js';
import type { RuleEngine } from '../../../workers/engine/rule-engine.js';

function category(index: number, key: string, name: string, parentIndex: number): LaidOutCategory {
  return {
    key,
    parent: null,
    name,
    patterns: [name.toLowerCase()],
    negative: [],
    context: [],
    facets: [],
    prior: 1,
    id: BigInt(index + 1),
    index,
    parentIndex,
    depth: parentIndex < 0 ? 1 : 2,
    end: index + 1,
  };
}

test('the package gives the brands their Wikidata label and description', () => {
  const all = nsiDescriptions();
  assert.ok(all.size > 20_000, `${all.size} descriptions`);
  for (const [key, text] of [...all].slice(0, 50)) {
    assert.ok(key.startsWith('nsi:'), key);
    assert.match(text, /\S: \S|^\S/);
  }
});

test('descriptions: only the version’s brands, labeled with their class, capped per class', () => {
  const cats = [category(0, 'tier:food', 'Food', -1)];
  const descriptions = new Map<string, string>();
  const n = ENTITY_DESCRIPTIONS_PER_CLASS * 2;
  for (let i = 1; i <= n; i++) {
    cats.push(category(i, `nsi:brand-${i}`, `Brand ${i}`, 0));
    descriptions.set(`nsi:brand-${i}`, `Brand ${i}: chain of coffeehouses`);
  }
  descriptions.set('nsi:not-in-version', 'Elsewhere: a bank');
  cats[0]!.end = cats.length;
  const classOf = new Uint16Array(cats.length); // every category in class 0
  const got = [...entityDescriptionTexts(cats, classOf, { recordShare: 1 }, descriptions)].map(
    (t) => ({ ...t }),
  );
  assert.ok(got.length > ENTITY_DESCRIPTIONS_PER_CLASS * 0.8, `${got.length} kept`);
  assert.ok(got.length < ENTITY_DESCRIPTIONS_PER_CLASS * 1.2, `${got.length} kept`);
  for (const t of got) {
    assert.is(t.kind, 'entity');
    assert.is(t.label, 0);
    assert.is(t.text, descriptions.get(t.record));
  }
  // The same records every time (sampled by key hash).
  const again = [...entityDescriptionTexts(cats, classOf, { recordShare: 1 }, descriptions)];
  assert.is(again.length, got.length);
});

test('keywords are kept only where the rules place them in the class they were made from', () => {
  const cats = [
    category(0, 'tier:travel', 'Travel', -1),
    category(1, 'topic:hotels', 'Hotels', 0),
    category(2, 'topic:flights', 'Flights', 0),
  ];
  cats[0]!.end = 3;
  const classOf = Uint16Array.from([0, 1, 2]);
  // The rules: anything with "hotels" is Hotels; nothing else is known.
  const engine = {
    classify: (text: string) => (text.includes('hotels') ? 1 : -1),
  } as unknown as RuleEngine;
  const stats: KeywordStats = { candidates: 0, accepted: 0 };
  const got = [...keywordTexts(engine, cats, classOf, { recordShare: 1 }, stats)].map((t) => ({
    ...t,
  }));
  assert.ok(stats.candidates > stats.accepted, JSON.stringify(stats));
  assert.is(got.length, stats.accepted);
  assert.ok(got.length > 0 && got.length <= KEYWORDS_PER_CATEGORY);
  for (const t of got) {
    assert.is(t.kind, 'keyword');
    assert.is(t.record, 'topic:hotels');
    assert.is(t.label, 1);
    assert.ok(t.text.includes('hotels') && t.text !== 'hotels', t.text);
  }
});

test.run();
