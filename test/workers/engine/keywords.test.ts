/**
 * The rule engine through the `classify-keywords` task handler, in process, on the
 * small-profile fixture index (built once per test process with the default writers).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wirePackr } from '../../../workers/wire.js';
import type { IndexVersion } from '../../../native-index/index.js';
import type {
  KeywordTaskInput,
  KeywordTaskOutput,
} from '../../../workers/engine/keywords-protocol.js';
import { readRulesModel, RULES_FILES } from '../../../native-index/rules-format.js';
import run from '../../../workers/entry.js';
import { taskHandlers } from '../../../workers/tasks.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { flagIdsOf } from '../../../workers/engine/content-flags.js';
import { MatchList } from '../../../native-index/automaton/index.js';

let index: IndexVersion;
const tierByName = new Map<string, number>();

test.before(async () => {
  index = await openFixtureIndex();
  for (const t of index.topTiers()) tierByName.set(index.nameAt(t), t);
});

function classify(keywords: unknown[], opts: Partial<KeywordTaskInput> = {}): KeywordTaskOutput {
  const input = {
    keywords,
    flags: false,
    branches: [],
    addLastNode: true,
    ...opts,
  } as KeywordTaskInput;
  return taskHandlers['classify-keywords']!(index, input) as KeywordTaskOutput;
}

function tierOf(c: number): string | null {
  return c < 0 ? null : index.nameAt(index.ancestorAtDepth(c, 1));
}

const AMBIGUOUS: Array<[string, string, string]> = [
  ['jaguar price', 'Vehicles', 'Jaguar'],
  ['jaguar habitat', 'Pets & Animals', 'Jaguar'],
  ['python tutorial', 'Computers & Electronics', 'Python'],
  ['python bite', 'Pets & Animals', 'Python'],
  ['apple pie', 'Food & Drink', 'Apple pie'],
  ['apple iphone', 'Computers & Electronics', 'iPhone'],
];

test('ambiguous names: the sense the other words point at', () => {
  const out = classify(AMBIGUOUS.map((a) => a[0]));
  assert.is(out.done, AMBIGUOUS.length);
  AMBIGUOUS.forEach(([kw, vertical, name], i) => {
    const c = out.categories[i]!;
    assert.is(tierOf(c), vertical, `${kw} -> ${c >= 0 ? index.pathAt(c).join(' > ') : -1}`);
    assert.is(index.nameAt(c), name, kw);
  });
});

test('a longer match wins over the words inside it', () => {
  const [pie] = classify(['apple pie']).categories;
  const [apple] = classify(['apple']).categories;
  assert.is.not(pie, apple);
  assert.is(index.nameAt(pie!), 'Apple pie');
});

test('branches: the best candidate inside them, or -1', () => {
  const pets = tierByName.get('Pets & Animals')!;
  const food = tierByName.get('Food & Drink')!;
  const [inPets] = classify(['jaguar price'], { branches: [pets] }).categories;
  assert.is(tierOf(inPets!), 'Pets & Animals');
  assert.is(index.nameAt(inPets!), 'Jaguar');
  const [none] = classify(['jaguar price'], { branches: [food] }).categories;
  assert.is(none, -1);
  // Several branches: any of them.
  const [either] = classify(['python tutorial'], { branches: [food, pets] }).categories;
  assert.is(tierOf(either!), 'Pets & Animals');
  // A branch deep in the tree: the category itself qualifies.
  const [pie] = classify(['apple pie']).categories;
  const [same] = classify(['apple pie'], { branches: [pie!] }).categories;
  assert.is(same, pie);
  // Out-of-range branch indexes are ignored; none valid left means nothing qualifies.
  const [invalid] = classify(['apple pie'], { branches: [-5, index.count + 10] }).categories;
  assert.is(invalid, -1);
});

test('addLastNode false: a leaf is replaced by its parent, inner categories stay', () => {
  const [leaf] = classify(['apple pie']).categories;
  assert.is(index.subtreeEndAt(leaf!), leaf! + 1, 'Apple pie is a leaf');
  const [up] = classify(['apple pie'], { addLastNode: false }).categories;
  assert.is(up, index.parentAt(leaf!));
  const [inner] = classify(['jaguar price']).categories;
  if (index.subtreeEndAt(inner!) > inner! + 1) {
    assert.is(classify(['jaguar price'], { addLastNode: false }).categories[0], inner);
  }
  // A leaf that is itself the branch stays.
  const [kept] = classify(['apple pie'], { addLastNode: false, branches: [leaf!] }).categories;
  assert.is(kept, leaf);
});

const FLAGGED: Array<[string, number]> = [
  ['fuck this shit', 2],
  ['porn videos', 4],
  ['vodka cocktails', 8],
  ['fireworks store', 16],
  ['online casino', 32],
  ['xanax prescription', 64],
  ['cigarettes', 128],
  ['glock pistol', 256],
  ['buy cheap shoes', 2048],
  ['where can i buy a laptop', 2048],
  ['iphone vs samsung galaxy', 2048],
];

test('flags: every flag id on a clear keyword; none when not asked', () => {
  const out = classify(
    FLAGGED.map((f) => f[0]),
    { flags: true },
  );
  FLAGGED.forEach(([kw, flag], i) => {
    assert.ok(out.flags[i]!.includes(flag), `${kw}: ${JSON.stringify(out.flags[i])} lacks ${flag}`);
  });
  const plain = classify(['apple pie', 'jaguar habitat'], { flags: true });
  assert.equal(plain.flags, [[], []]);
  const off = classify(FLAGGED.map((f) => f[0]));
  for (const f of off.flags) assert.equal(f, []);
});

test('flags after the English reading screened the words are those of a full flag scan', () => {
  const engine = ruleEngineFor(index);
  const kws = [
    ...FLAGGED.map((f) => f[0]),
    'apple pie',
    'hotels in chicago',
    'cheap vodka near me',
    'best poker sites',
    'how to roll a cigarette',
  ];
  for (const kw of kws) {
    engine.setLanguage(null);
    engine.classify(kw, null, null, 0);
    assert.equal(engine.flagsOf(kw), flagIdsOf(engine.flagsAutomaton, new MatchList(), kw), kw);
  }
});

test('no match: -1, never a guess', () => {
  const out = classify(['xqzzv blorptangle', 'zzzqqq', '!!!', '12345678901234']);
  assert.equal(out.categories, [-1, -1, -1, -1]);
});

test('budget: 0 ms classifies nothing, the rest stays -1; no budget classifies all', () => {
  const kws = Array.from({ length: 100 }, (_, i) => AMBIGUOUS[i % AMBIGUOUS.length]![0]);
  const out = classify(kws, { budgetMs: 0, flags: true });
  assert.ok(out.done < kws.length, String(out.done));
  assert.is(out.categories.length, kws.length);
  for (let i = out.done; i < kws.length; i++) {
    assert.is(out.categories[i], -1);
    assert.equal(out.flags[i], []);
  }
  assert.is(classify(kws).done, kws.length);
  assert.is(classify(kws, { budgetMs: 60_000 }).done, kws.length);
});

test('hostile input never throws', () => {
  const long = 'cheap flights to paris '.repeat(500); // ~11 kB
  const hostile: unknown[] = [
    '',
    ' ',
    '\u0000\u0001\u0007\u001b[31m',
    '\ud800',
    '\udfff jaguar \ud83d',
    '😀🎉🔥',
    '👍🏽👨‍👩‍👧',
    long,
    'a'.repeat(10_000),
    '\u202e\u200b\ufeff',
    '中文关键词',
    'ｊａｇｕａｒ　ｐｒｉｃｅ',
    "'''---...",
    null,
    undefined,
    42,
    {},
    [],
    'jaguar\nprice\ttutorial',
  ];
  const out = classify(hostile, { flags: true });
  assert.is(out.categories.length, hostile.length);
  assert.is(out.done, hostile.length);
  for (const c of out.categories) assert.ok(Number.isInteger(c) && c >= -1 && c < index.count);
  assert.is(out.categories[0], -1);
  assert.is(out.categories[13], -1); // null
  assert.is(out.categories[15], -1); // 42
  assert.ok(out.categories[7]! >= 0, 'a long text still classifies');
  assert.is(tierOf(out.categories[11]!), 'Vehicles', 'full-width forms fold to ASCII');
  // Not even an array of keywords.
  const odd = taskHandlers['classify-keywords']!(index, {
    keywords: 'jaguar',
  }) as KeywordTaskOutput;
  assert.equal(odd, { categories: [], flags: [], done: 0 });
  const nothing = taskHandlers['classify-keywords']!(index, null) as KeywordTaskOutput;
  assert.equal(nothing, { categories: [], flags: [], done: 0 });
});

test('1,000 keywords at once, deterministic', () => {
  const base = [
    ...AMBIGUOUS.map((a) => a[0]),
    ...FLAGGED.map((f) => f[0]),
    'hotels in paris',
    'chicken recipes',
    'nba playoffs',
  ];
  const kws = Array.from({ length: 1000 }, (_, i) => base[i % base.length]!);
  const t0 = performance.now();
  const a = classify(kws, { flags: true });
  const ms = performance.now() - t0;
  assert.is(a.done, 1000);
  assert.is(a.categories.length, 1000);
  assert.is(a.flags.length, 1000);
  for (let i = 0; i < 1000; i++) assert.is(a.categories[i], a.categories[i % base.length]);
  const b = classify(kws, { flags: true });
  assert.equal(b, a);
  assert.ok(ms < 8000, `${ms.toFixed(0)} ms`);
});

test('through the worker entry: msgpackr in, msgpackr out', async () => {
  const packr = wirePackr();
  const input: KeywordTaskInput = {
    keywords: ['jaguar habitat', 'vodka'],
    flags: true,
    branches: [],
    addLastNode: true,
  };
  const reply = await run({
    kind: 'classify-keywords',
    index: { version: index.version, description: index.description },
    payload: packr.pack(input),
  });
  assert.ok(reply.ok, reply.ok || reply.missingIndex ? '' : reply.error);
  if (!reply.ok) return;
  const out = packr.unpack(reply.payload) as KeywordTaskOutput;
  assert.is(tierOf(out.categories[0]!), 'Pets & Animals');
  assert.ok(out.flags[1]!.includes(8));
  assert.is(out.done, 2);
});

test('through the worker entry: a version the worker has not attached is asked for, then served by name', async () => {
  const packr = wirePackr();
  const payload = packr.pack({
    keywords: ['vodka'],
    flags: false,
    branches: [],
    addLastNode: true,
  });
  const unknown = await run({
    kind: 'classify-keywords',
    index: { version: 'not-attached-yet' },
    payload,
  });
  assert.equal(unknown, { ok: false, missingIndex: true });
  const first = await run({
    kind: 'classify-keywords',
    index: { version: index.version, description: index.description },
    payload,
  });
  const byName = await run({
    kind: 'classify-keywords',
    index: { version: index.version },
    payload,
  });
  assert.ok(first.ok && byName.ok);
  assert.equal(byName, first);
});

test('rules.model: a damaged file is refused, not read', () => {
  const good = index.file(RULES_FILES.model);
  const bad = new Uint8Array(good.byteLength);
  bad.set(good);
  bad[0] = bad[0]! ^ 0xff;
  assert.throws(() => readRulesModel(bad), /magic/);
  assert.throws(() => readRulesModel(good.subarray(0, 10)), /truncated/);
  const m = readRulesModel(good);
  assert.is(m.count, index.count);
  assert.is(m.tierIndex.length, index.topTiers().length);
});

test.run();
