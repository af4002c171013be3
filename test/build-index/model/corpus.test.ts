import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LaidOutCategory } from '../../../build-index/build.js';
import {
  categoryTexts,
  REPETITIVE_PER_CLASS,
  samplingGroup,
} from '../../../build-index/model/corpus.js';

function category(key: string, index: number): LaidOutCategory {
  return {
    key,
    parent: 'tier:sports',
    name: `Person ${index}`,
    patterns: [],
    negative: [],
    context: [],
    facets: [],
    prior: 1,
    gloss: 'Soccer player',
    id: BigInt(index),
    index,
    parentIndex: 0,
    depth: 2,
    end: index + 1,
  };
}

test('an entity is sampled with the others of its source, any other record by key prefix', () => {
  assert.is(samplingGroup('ent:pantheon:lionel-messi'), 'ent:pantheon');
  assert.is(samplingGroup('ent:people:barack-obama'), 'ent:people');
  assert.is(samplingGroup('geo:5128581'), 'geo');
  assert.is(samplingGroup('wn:n02084071'), 'wn');
});

test("Pantheon's people are sampled down per class; another entity source is kept whole", () => {
  const n = REPETITIVE_PER_CLASS * 3;
  const cats = [
    ...Array.from({ length: n }, (_, i) => category(`ent:pantheon:p${i}`, i)),
    ...Array.from({ length: n }, (_, i) => category(`ent:people:p${i}`, n + i)),
  ];
  const classOf = new Uint16Array(cats.length);
  const records = new Map<string, Set<string>>();
  for (const t of categoryTexts(cats, classOf, { recordShare: 1 })) {
    const g = samplingGroup(t.record);
    (records.get(g) ?? records.set(g, new Set()).get(g)!).add(t.record);
  }
  const pantheon = records.get('ent:pantheon')!.size;
  assert.ok(
    pantheon > REPETITIVE_PER_CLASS * 0.7 && pantheon < REPETITIVE_PER_CLASS * 1.3,
    `${pantheon} Pantheon records kept`,
  );
  assert.is(records.get('ent:people')!.size, n);
});

test.run();
