import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  buildRuleAutomaton,
  buildRuleAutomatonFiles,
  MatchList,
  openRuleAutomaton,
  type AutomatonMatch,
  type RuleAutomaton,
  type RuleEntry,
} from '../../../native-index/automaton/index.js';
import { hashString } from '../../../text/hash.js';
import { patternVariants, tokenize } from '../../../text/normalize.js';

/** Matches as comparable strings: "tokenStart-tokenEnd:start-end=v1,v2". */
function key(ms: AutomatonMatch[]): string[] {
  return ms
    .map(
      (m) =>
        `${m.tokenStart}-${m.tokenEnd}:${m.start}-${m.end}=${[...m.values].sort((a, b) => a - b).join(',')}`,
    )
    .sort();
}

/** The obvious quadratic matcher over the same normalizer. */
function naive(entries: RuleEntry[], text: string): AutomatonMatch[] {
  const toks = tokenize(text);
  const spans = new Map<string, { m: AutomatonMatch; values: Set<number> }>();
  for (const { pattern, value } of entries) {
    for (const v of patternVariants(pattern)) {
      for (let i = 0; i + v.length <= toks.length; i++) {
        let ok = true;
        for (let j = 0; j < v.length && ok; j++) ok = toks[i + j]!.text === v[j];
        if (!ok) continue;
        const k = `${i}-${i + v.length}`;
        let e = spans.get(k);
        if (!e) {
          e = {
            m: {
              start: toks[i]!.start,
              end: toks[i + v.length - 1]!.end,
              tokenStart: i,
              tokenEnd: i + v.length,
              values: [],
            },
            values: new Set(),
          };
          spans.set(k, e);
        }
        e.values.add(value);
      }
    }
  }
  return [...spans.values()].map(({ m, values }) => ({ ...m, values: [...values] }));
}

const texts = (a: RuleAutomaton, s: string) => a.scan(s).map((m) => s.slice(m.start, m.end));

test('word boundaries only', () => {
  const a = buildRuleAutomaton([{ pattern: 'cat', value: 1 }]);
  assert.equal(a.scan('concatenate cat scat cats Cat, CAT.').length, 4);
  assert.equal(texts(a, 'concatenate cat scat cats Cat, CAT.'), ['cat', 'cats', 'Cat', 'CAT']);
  assert.equal(a.scan('concatenate'), []);
});

test('overlapping and nested matches are all reported', () => {
  const a = buildRuleAutomaton([
    { pattern: 'New York', value: 1 },
    { pattern: 'New York City', value: 2 },
    { pattern: 'York', value: 3 },
    { pattern: 'city hotels', value: 4 },
    { pattern: 'hotels in chicago', value: 5 },
  ]);
  const s = 'Best new york city hotels in Chicago';
  const ms = a.scan(s);
  assert.equal(
    ms.map((m) => [s.slice(m.start, m.end), m.tokenStart, m.tokenEnd, m.values]),
    [
      ['new york', 1, 3, [1]],
      ['york', 2, 3, [3]],
      ['new york city', 1, 4, [2]],
      ['city hotels', 3, 5, [4]],
      ['hotels in Chicago', 4, 7, [5]],
    ],
  );
});

test('multi-value patterns and patterns that normalize alike', () => {
  const a = buildRuleAutomaton([
    { pattern: 'jaguar', value: 10 },
    { pattern: 'Jaguar', value: 20 },
    { pattern: 'jaguars', value: 30 },
    { pattern: 'jaguar', value: 10 },
    { pattern: 'Jaguar Cars', value: 40 },
  ]);
  const ms = a.scan('A Jaguar car and two JAGUARS');
  assert.equal(
    ms.map((m) => m.values),
    [[10, 20, 30], [40], [10, 20, 30]],
  );
});

test('accents, hyphens, apostrophes and plurals match across forms', () => {
  const a = buildRuleAutomaton([
    { pattern: 'São Paulo', value: 1 },
    { pattern: 'T-shirt', value: 2 },
    { pattern: "McDonald's", value: 3 },
    { pattern: 'running shoes', value: 4 },
    { pattern: 'e-mail', value: 5 },
  ]);
  const s =
    'sao paulo; SÃO PAULO; tshirts, t shirt, T-Shirts; mcdonalds; Running Shoe; email; e mail';
  assert.equal(
    a.scan(s).map((m) => [s.slice(m.start, m.end), m.values[0]]),
    [
      ['sao paulo', 1],
      ['SÃO PAULO', 1],
      ['tshirts', 2],
      ['t shirt', 2],
      ['T-Shirts', 2],
      ['mcdonalds', 3],
      ['Running Shoe', 4],
      ['email', 5],
      ['e mail', 5],
    ],
  );
});

test('scanEach, scanInto and count agree with scan', () => {
  const a = buildRuleAutomaton([
    { pattern: 'a b', value: 1 },
    { pattern: 'b', value: 2 },
    { pattern: 'a b c', value: 3 },
  ]);
  const s = 'a b c a b x b';
  const objs = a.scan(s);
  const list = new MatchList(1);
  assert.is(a.scanInto(s, list), objs.length);
  const each: AutomatonMatch[] = [];
  a.scanEach(s, (start, end, tokenStart, tokenEnd, vs, ve) => {
    each.push({ start, end, tokenStart, tokenEnd, values: Array.from(a.values.subarray(vs, ve)) });
  });
  const fromList: AutomatonMatch[] = [];
  for (let i = 0; i < list.count; i++) {
    fromList.push({
      start: list.start[i]!,
      end: list.end[i]!,
      tokenStart: list.tokenStart[i]!,
      tokenEnd: list.tokenEnd[i]!,
      values: Array.from(a.values.subarray(list.valueStart[i], list.valueEnd[i])),
    });
  }
  assert.equal(each, objs);
  assert.equal(fromList, objs);
  assert.is(a.count(s), objs.length);
  // re-entrant use from a callback
  let inner = 0;
  a.scanEach(s, () => (inner += a.count('a b')));
  assert.is(inner, objs.length * 2);
});

test('serialization round trip through a SharedArrayBuffer (views, no copies)', () => {
  const entries: RuleEntry[] = [
    { pattern: 'hotels in chicago', value: 7 },
    { pattern: 'chicago', value: 8 },
    { pattern: 'Zürich', value: 9 },
  ];
  const { files } = buildRuleAutomatonFiles(entries, { frequencyLayout: true });
  const share = (u: Uint8Array) => {
    const sab = new SharedArrayBuffer(u.byteLength);
    const v = new Uint8Array(sab);
    v.set(u);
    return v;
  };
  const shared = {
    'automaton.bin': share(files['automaton.bin']),
    'tokens.bin': share(files['tokens.bin']),
  };
  const a = openRuleAutomaton(shared);
  const b = openRuleAutomaton(files);
  const s = 'Cheap Hotels in Chicago and zurich';
  assert.equal(key(a.scan(s)), key(b.scan(s)));
  assert.is(a.scan(s).length, 3);
  assert.ok(
    a.values.buffer === shared['automaton.bin'].buffer,
    'values are a view of the shared bytes',
  );
  assert.is(a.tokenText(a.tokenId('chicago')), 'chicago');
  assert.is(a.tokenId('nowhere'), -1);
  // A second opening of the same shared bytes shares them too.
  assert.ok(openRuleAutomaton(shared).values.buffer === a.values.buffer);
  // Corrupt or foreign bytes are rejected with an error, not a crash later.
  assert.throws(
    () =>
      openRuleAutomaton({
        'automaton.bin': files['tokens.bin'],
        'tokens.bin': files['tokens.bin'],
      }),
    /magic/,
  );
  assert.throws(
    () =>
      openRuleAutomaton({ 'automaton.bin': new Uint8Array(8), 'tokens.bin': files['tokens.bin'] }),
    /truncated/,
  );
});

test('scanInto shows its tokens batch by batch, as the tokenizer makes them', () => {
  const a = buildRuleAutomaton([
    { pattern: 'new york', value: 1 },
    { pattern: 'pizza', value: 2 },
  ]);
  const text = Array.from({ length: 300 }, (_, i) =>
    i % 7 === 0 ? 'New York pizzas' : `word${i}`,
  ).join(', ');
  const seen: { start: number; end: number }[] = [];
  let next = 0;
  const n = a.scanInto(text, new MatchList(), (tk, first, count) => {
    assert.is(first, next, 'batches in order, none skipped');
    for (let k = 0; k < count; k++) seen.push({ start: tk.starts[k]!, end: tk.ends[k]! });
    next = first + count;
  });
  assert.is(n, a.count(text));
  const expected = tokenize(text);
  assert.ok(expected.length > 256, 'more tokens than one batch');
  assert.equal(
    seen,
    expected.map((t) => ({ start: t.start, end: t.end })),
  );
});

test('mayHaveTokenHash: true for every token of the automaton, false for most others', () => {
  const entries: RuleEntry[] = ['hotels in chicago', 'red wine', 'poker'].map((pattern, value) => ({
    pattern,
    value,
  }));
  const a = buildRuleAutomaton(entries);
  for (const e of entries)
    for (const t of tokenize(e.pattern)) assert.ok(a.mayHaveTokenHash(hashString(t.text)), t.text);
  let misses = 0;
  for (let i = 0; i < 200; i++) if (!a.mayHaveTokenHash(hashString(`absent${i}`))) misses++;
  assert.ok(misses >= 195, `${misses} of 200 absent words screened out`);
});

test('hostile input never throws', () => {
  const a = buildRuleAutomaton([
    { pattern: 'x', value: 1 },
    { pattern: '😀', value: 2 },
    { pattern: 'ab ab', value: 3 },
  ]);
  const inputs = [
    '',
    '\u0000\u0001\u0002\u0003',
    '\ud800\udc00\ud800',
    '\udfff x \ud800',
    '😀😀😀',
    'x'.repeat(10_000),
    'ab '.repeat(4000),
    Array.from({ length: 5000 }, (_, i) => String.fromCharCode((i * 104729) % 65536)).join(''),
  ];
  for (const s of inputs) {
    const ms = a.scan(s);
    for (const m of ms) assert.ok(m.start >= 0 && m.end <= s.length && m.start < m.end);
  }
  assert.is(a.scan('😀😀😀').length, 3);
  assert.is(a.scan('ab '.repeat(4000)).length, 3999);
  assert.is(a.scan('\udfff x \ud800').length, 1);
  const empty = buildRuleAutomaton([]);
  assert.equal(empty.scan('anything at all'), []);
  const junk = buildRuleAutomaton([
    { pattern: '!!!', value: 1 },
    { pattern: '', value: 2 },
  ]);
  assert.equal(junk.scan('!!! anything'), []);
});

test('long tokens (past the inline units of a table slot) compare exactly', () => {
  const words = [
    'abcdefgh',
    'abcdefghi',
    'abcdefghij',
    'abcdefxyzw',
    'abcdefghix',
    'internationalization',
    'internationalizatiom',
  ];
  const a = buildRuleAutomaton(words.map((pattern, value) => ({ pattern, value })));
  words.forEach((w, v) =>
    assert.equal(
      a.scan(`x ${w} y`).map((m) => m.values),
      [[v]],
      w,
    ),
  );
  for (const miss of ['abcdefg', 'abcdefghk', 'abcdefghijk', 'abcdefxyz', 'internationalizatio'])
    assert.equal(a.scan(miss), [], miss);
  assert.ok(a.tokenId('internationalizatiom') >= 0);
  assert.is(a.tokenText(a.tokenId('internationalizatiom')), 'internationalizatiom');
});

test('hot table (frequency layout): long and short frequent words and their near misses compare exactly', () => {
  // Frequent English words, so the hot table holds them: some longer than its inline units.
  const words = [
    'international',
    'internationally',
    'relationship',
    'the',
    'of',
    'a',
    'hotel',
    'new york',
    'information technology',
  ];
  const a = openRuleAutomaton(
    buildRuleAutomatonFiles(
      words.map((pattern, value) => ({ pattern, value })),
      { frequencyLayout: true },
    ).files,
  );
  words.forEach((w, v) =>
    assert.equal(
      a.scan(`x ${w} y`).map((m) => m.values),
      [[v]],
      w,
    ),
  );
  for (const miss of [
    'internationalx',
    'internationall',
    'internationa',
    'relationshi',
    'relationshipz',
    'th',
    'ofs',
    'hotelx',
    'hote',
    'informatio technology',
  ]) {
    assert.equal(a.scan(`${miss} q`), [], miss);
  }
  assert.equal(texts(a, 'The Hotels of International Relationships'), [
    'The',
    'Hotels',
    'of',
    'International',
    'Relationships',
  ]);
});

test('tokens with the hash and length of a pattern token still compare unit by unit', () => {
  // FNV-1a collisions of the same length (found by solving for the last two units).
  const pairs: [string, string][] = [
    ['international', 'internatilc\ua0a7\u16e6'],
    ['hotel', 'hhg\u1273\ua5b8'],
  ];
  for (const [word, twin] of pairs) assert.is(hashString(twin), hashString(word), twin);
  for (const frequencyLayout of [false, true]) {
    const words = pairs.map(([w]) => w);
    const a = openRuleAutomaton(
      buildRuleAutomatonFiles(
        words.map((pattern, value) => ({ pattern, value })),
        { frequencyLayout },
      ).files,
    );
    for (const [word, twin] of pairs) {
      assert.equal(a.scan(`${twin} q`), [], twin);
      assert.is(a.scan(`q ${word}`).length, 1, word);
    }
    const both = pairs.flat();
    const b = openRuleAutomaton(
      buildRuleAutomatonFiles(
        both.map((pattern, value) => ({ pattern, value })),
        { frequencyLayout },
      ).files,
    );
    both.forEach((w, v) =>
      assert.equal(
        b.scan(`q ${w} q`).map((m) => m.values),
        [[v]],
        w,
      ),
    );
  }
});

test('bad values are rejected at build time', () => {
  assert.throws(() => buildRuleAutomaton([{ pattern: 'a', value: -1 }]), RangeError);
  assert.throws(() => buildRuleAutomaton([{ pattern: 'a', value: 1.5 }]), RangeError);
});

const WORDS = [
  'new',
  'york',
  'city',
  'hotel',
  'hotels',
  'in',
  'cat',
  'cats',
  'São',
  'sao',
  't-shirt',
  'shirt',
  't',
  "men's",
  'man',
  'a',
  'b',
  'the',
  'restaurants',
  'restaurantsx',
  'feet',
  'foot',
];
const word = fc.constantFrom(...WORDS);
const pattern = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
const noise = fc.constantFrom(' ', ' ', ' ', ', ', '-', '. ', '  ', '😀', "'", 'x');

test('randomized: same matches as a naive matcher', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ pattern, value: fc.integer({ min: 0, max: 20 }) }), {
        minLength: 0,
        maxLength: 12,
      }),
      fc.array(fc.tuple(word, noise), { maxLength: 40 }),
      fc.boolean(),
      (entries, parts, frequencyLayout) => {
        const text = parts.map(([w, n]) => w + n).join('');
        const a = openRuleAutomaton(buildRuleAutomatonFiles(entries, { frequencyLayout }).files);
        assert.equal(key(a.scan(text)), key(naive(entries, text)));
      },
    ),
    { numRuns: 300 },
  );
});

test('states with many children (binary search behind the transition filter)', () => {
  // "genus w" for 600 words w: the state of "genus" has far more children than the
  // 64-bit child filter tells apart; "w genus" too, so failure links land on it.
  const words = Array.from({ length: 600 }, (_, i) => `w${i.toString(36)}x`);
  const entries: RuleEntry[] = [];
  words.forEach((w, i) => {
    entries.push({ pattern: `genus ${w}`, value: i });
    if (i % 3 === 0)
      entries.push({ pattern: `${w} genus ${words[(i * 7) % 600]}`, value: 1000 + i });
  });
  entries.push({ pattern: 'genus', value: 5000 });
  const parts: string[] = [];
  let seed = 7;
  const rnd = (n: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
  for (let i = 0; i < 3000; i++) {
    const r = rnd(10);
    parts.push(
      r < 3 ? 'genus' : r < 7 ? words[rnd(600)]! : r < 9 ? `q${rnd(5000).toString(36)}y` : 'Genera',
    );
  }
  const text = parts.join(' ');
  for (const frequencyLayout of [false, true]) {
    const a = openRuleAutomaton(buildRuleAutomatonFiles(entries, { frequencyLayout }).files);
    assert.equal(key(a.scan(text)), key(naive(entries, text)));
  }
});

test('randomized: long texts cross tokenizer batches', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ pattern, value: fc.integer({ min: 0, max: 5 }) }), {
        minLength: 1,
        maxLength: 6,
      }),
      fc.array(fc.tuple(word, noise), { minLength: 100, maxLength: 400 }),
      (entries, parts) => {
        const text = parts.map(([w, n]) => w + n).join('');
        const a = buildRuleAutomaton(entries);
        assert.equal(key(a.scan(text)), key(naive(entries, text)));
      },
    ),
    { numRuns: 40 },
  );
});

test.run();
