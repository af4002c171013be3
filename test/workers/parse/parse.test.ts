import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  DEPENDENCY_LABELS,
  MAX_SENTENCE_TOKENS,
  PARSE_MAX_CHARS,
  PENN_TAGS,
  parseDocument,
  type ParsedDoc,
} from '../../../workers/parse/index.js';

const ENTITY_LABELS = new Set([
  'PERSON',
  'NORP',
  'FAC',
  'ORG',
  'GPE',
  'LOC',
  'PRODUCT',
  'EVENT',
  'WORK_OF_ART',
  'LAW',
  'LANGUAGE',
]);
const LABELS = new Set(DEPENDENCY_LABELS);

/** Every structural invariant of a parsed document; returns a description of the first violation. */
function violation(text: string, doc: ParsedDoc): string | null {
  let expected = 0;
  let lastEnd = 0;
  const all = doc.sentences.flatMap((s) => s.tokens);
  for (const [si, s] of doc.sentences.entries()) {
    if (s.index !== si) return `sentence ${si} has index ${s.index}`;
    if (s.tokens.length === 0) return `sentence ${si} is empty`;
    const first = s.tokens[0]!.index;
    const last = s.tokens[s.tokens.length - 1]!.index;
    if (
      s.char_offset[0] !== s.tokens[0]!.char_offset[0] ||
      s.char_offset[1] !== s.tokens[s.tokens.length - 1]!.char_offset[1]
    )
      return `sentence ${si} offsets`;
    let roots = 0;
    for (const t of s.tokens) {
      if (t.index !== expected) return `token index ${t.index}, expected ${expected}`;
      expected++;
      const [a, b] = t.char_offset;
      if (!(a >= lastEnd && b > a && b <= text.length))
        return `token ${t.index} offsets ${a}-${b} (previous end ${lastEnd})`;
      if (text.slice(a, b) !== t.text)
        return `token ${t.index} text ${JSON.stringify(t.text)} != slice ${JSON.stringify(text.slice(a, b))}`;
      lastEnd = b;
      if (!(t.part_of_speech.tag in PENN_TAGS))
        return `token ${t.index} tag ${t.part_of_speech.tag}`;
      if (t.part_of_speech.detail !== PENN_TAGS[t.part_of_speech.tag])
        return `token ${t.index} detail`;
      if (typeof t.lemma !== 'string' || t.lemma.length === 0) return `token ${t.index} lemma`;
      const { head_index: h, label } = t.dependency_parse;
      if (!LABELS.has(label)) return `token ${t.index} label ${label}`;
      if (h < first || h > last)
        return `token ${t.index} head ${h} outside sentence ${first}-${last}`;
      if (label === 'ROOT') {
        roots++;
        if (h !== t.index) return `root ${t.index} points to ${h}`;
      } else if (h === t.index) return `non-root ${t.index} points to itself`;
    }
    if (roots !== 1) return `sentence ${si} has ${roots} roots`;
    // acyclic: every token reaches the root within n steps
    for (const t of s.tokens) {
      let cur = t.index;
      let steps = 0;
      while (all[cur]!.dependency_parse.label !== 'ROOT') {
        cur = all[cur]!.dependency_parse.head_index;
        if (++steps > s.tokens.length) return `cycle through token ${t.index}`;
      }
    }
  }
  for (const e of doc.entities) {
    if (!ENTITY_LABELS.has(e.label)) return `entity label ${e.label}`;
    const [ts, te] = e.token_offset;
    if (!(ts >= 0 && te > ts && te <= all.length)) return `entity token offsets ${ts}-${te}`;
    if (
      e.char_offset[0] !== all[ts]!.char_offset[0] ||
      e.char_offset[1] !== all[te - 1]!.char_offset[1]
    )
      return `entity ${e.text} char/token offsets disagree`;
    if (text.slice(e.char_offset[0], e.char_offset[1]) !== e.text) return `entity text ${e.text}`;
  }
  if (!(doc.sentiment >= -1 && doc.sentiment <= 1)) return `sentiment ${doc.sentiment}`;
  return null;
}

function check(text: string): ParsedDoc {
  const doc = parseDocument(text);
  const v = violation(text, doc);
  if (v) assert.unreachable(`${v} in ${JSON.stringify(text.slice(0, 200))}`);
  return doc;
}

const find = (doc: ParsedDoc, word: string) =>
  doc.sentences.flatMap((s) => s.tokens).find((t) => t.text === word)!;
const headOf = (doc: ParsedDoc, word: string): string => {
  const all = doc.sentences.flatMap((s) => s.tokens);
  return all[find(doc, word).dependency_parse.head_index]!.text;
};

test('a simple sentence: tags, lemmas and arcs', () => {
  const doc = check('The cats were sitting on the old mat.');
  assert.is(doc.sentences.length, 1);
  const tags = doc.sentences[0]!.tokens.map((t) => t.part_of_speech.tag);
  assert.equal(tags, ['DT', 'NNS', 'VBD', 'VBG', 'IN', 'DT', 'JJ', 'NN', '.']);
  assert.is(find(doc, 'cats').lemma, 'cat');
  assert.is(find(doc, 'were').lemma, 'be');
  assert.is(find(doc, 'sitting').dependency_parse.label, 'ROOT');
  assert.is(find(doc, 'cats').dependency_parse.label, 'nsubj');
  assert.is(find(doc, 'were').dependency_parse.label, 'aux');
  assert.is(headOf(doc, 'on'), 'sitting');
  assert.is(find(doc, 'mat').dependency_parse.label, 'pobj');
  assert.is(headOf(doc, 'old'), 'mat');
  assert.is(find(doc, '.').dependency_parse.label, 'punct');
  assert.is(find(doc, 'old').part_of_speech.detail, 'adjective');
  assert.is(find(doc, 'cats').part_of_speech.detail, 'noun, plural');
});

test('document-wide token indexes across sentences', () => {
  const doc = check('Prices fell. Investors sold shares!  Was the plan approved by the board?');
  assert.is(doc.sentences.length, 3);
  let i = 0;
  for (const s of doc.sentences) for (const t of s.tokens) assert.is(t.index, i++);
  // heads stay inside their sentence and use document indexes
  const second = doc.sentences[1]!;
  for (const t of second.tokens)
    assert.ok(t.dependency_parse.head_index >= second.tokens[0]!.index);
  assert.is(find(doc, 'plan').dependency_parse.label, 'nsubjpass');
  assert.is(find(doc, 'by').dependency_parse.label, 'agent');
});

test('offsets slice the original text: emoji, CRLF, multiple spaces, accents, contractions', () => {
  const texts = [
    'Great phone 😀😀 — love it!!\r\nBattery  lasts   two days.',
    'Family 👨‍👩‍👧 trip to Zürich 🇨🇭, café crème and naïve résumé.',
    "I'm sure you'll like it; it's not bad, isn't it? I ’m fine.",
    'Tabs\tand\u00a0no-break\u2003spaces  \u200b zero width.',
    'e\u0301 combining mark, ﬁne ligature, Ωmega and ｆｕｌｌ width.',
  ];
  for (const t of texts) check(t);
  const doc = check('Family 👨‍👩‍👧 trip');
  assert.ok(
    doc.sentences[0]!.tokens.some((t) => t.text === '👨‍👩‍👧'),
    'ZWJ emoji sequence is one token',
  );
  const im = check("I'm happy.");
  assert.equal(
    im.sentences[0]!.tokens.map((t) => t.text),
    ['I', "'m", 'happy', '.'],
  );
  assert.is(find(im, "'m").part_of_speech.tag, 'VBP');
});

test('property: offsets, indexes, trees and tags hold for random texts', () => {
  const word = fc.constantFrom(
    'the',
    'The',
    'cat',
    'dogs',
    'ran',
    'quickly',
    'and',
    'of',
    'Paris',
    'Apple',
    "don't",
    'is',
    'was',
    'eaten',
    'big',
    'better',
    'running',
    'to',
    'buy',
    'John',
    'Smith',
    'said',
    'that',
    'which',
    'who',
    '3',
    '$',
    '%',
    '10,000',
    'U.S.',
    'e-mail',
    'well-known',
    'über',
    'façade',
    'naïve',
    'I',
    "I'm",
    'you',
    'it',
    'very',
    'not',
    'NASA',
    'iPhone',
  );
  const sep = fc.constantFrom(
    ' ',
    '  ',
    '\n',
    '\r\n',
    '\t',
    ' , ',
    '. ',
    '! ',
    '? ',
    '; ',
    ' - ',
    ' (',
    ') ',
    '"',
    ' 😀 ',
    '👍🏽',
    '...',
    ': ',
    '\u00a0',
  );
  const piece = fc.oneof({ arbitrary: word, weight: 4 }, { arbitrary: sep, weight: 2 });
  fc.assert(
    fc.property(fc.array(piece, { minLength: 0, maxLength: 60 }), (parts) => {
      const text = parts.join(parts.length % 2 === 0 ? ' ' : '');
      const doc = parseDocument(text);
      const v = violation(text, doc);
      if (v) throw new Error(`${v} in ${JSON.stringify(text)}`);
    }),
    { numRuns: 300, seed: 42 },
  );
});

test('property: arbitrary unicode strings never throw and keep the invariants', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
      const doc = parseDocument(text);
      const v = violation(text, doc);
      if (v) throw new Error(`${v} in ${JSON.stringify(text)}`);
    }),
    { numRuns: 300, seed: 7 },
  );
});

test('hostile input: empty, blank, control characters, lone surrogates, symbols only', () => {
  for (const t of [
    '',
    ' ',
    '\n\r\n\t',
    '\u0000\u0001\u0007',
    'a\u0000b',
    'x \ud800 y \udfff z',
    '\ud83d',
    '!!! ??? ...',
    '$%^&*()',
    '😀',
    '.',
  ]) {
    const doc = check(t);
    assert.ok(Array.isArray(doc.sentences));
  }
  assert.equal(parseDocument('').sentences, []);
  assert.equal(parseDocument('   ').entities, []);
  // not a string at run time (a JSON caller may send anything)
  assert.ok(Array.isArray(parseDocument(undefined as unknown as string).sentences));
});

test('long sentences are cut; 1 MB input is capped and does not throw', () => {
  const long = Array.from({ length: 400 }, (_, i) => (i % 7 === 6 ? 'data,' : 'word')).join(' ');
  const doc = check(long);
  assert.ok(doc.sentences.length >= 4);
  for (const s of doc.sentences) assert.ok(s.tokens.length <= MAX_SENTENCE_TOKENS);

  const unit = 'The company said on Monday that its profits rose 5% in the third quarter. ';
  const big = unit.repeat(Math.ceil(1_048_576 / unit.length));
  const started = performance.now();
  const bigDoc = parseDocument(big);
  const ms = performance.now() - started;
  const last = bigDoc.sentences[bigDoc.sentences.length - 1]!;
  assert.ok(last.char_offset[1] <= PARSE_MAX_CHARS);
  assert.ok(last.char_offset[1] > PARSE_MAX_CHARS - 200);
  assert.ok(ms < 30_000, `1 MB took ${ms} ms`);
  // spot-check the invariants on the first sentences
  const prefix = big.slice(0, unit.length * 20);
  assert.is(violation(prefix, parseDocument(prefix)), null);

  // one huge "word" (wink's tokenizer is quadratic in token length: we cut such runs ourselves)
  const noSpaces = 'x'.repeat(1_048_576);
  const t1 = performance.now();
  const nsDoc = parseDocument(noSpaces);
  assert.ok(performance.now() - t1 < 20_000);
  assert.ok(nsDoc.sentences.length >= 1);
  check('x'.repeat(5_000));
  check('see https://example.com/' + 'a/'.repeat(200) + ' now');
  const hostile = '\ud800a'.repeat(300_000);
  assert.ok(Array.isArray(parseDocument(hostile).sentences));
  check('\ud800a'.repeat(300) + ' b \udc00');
});

test('entities: labels and offsets consistent with tokens', () => {
  const text =
    'Apple Inc. said on Monday that Tim Cook will visit Paris. Mr. Smith, who speaks French, flew to New York City ' +
    'from Heathrow Airport. Americans watched the Super Bowl. The European Union passed the Digital Markets Act.';
  const doc = check(text);
  const got = new Map(doc.entities.map((e) => [e.text, e.label]));
  assert.is(got.get('Apple Inc.'), 'ORG');
  assert.is(got.get('Tim Cook'), 'PERSON');
  assert.is(got.get('Paris'), 'GPE');
  assert.is(got.get('Smith'), 'PERSON');
  assert.is(got.get('French'), 'LANGUAGE');
  assert.is(got.get('New York City'), 'GPE');
  assert.is(got.get('Heathrow Airport'), 'FAC');
  assert.is(got.get('Americans'), 'NORP');
  assert.is(got.get('Super Bowl'), 'EVENT');
  assert.is(got.get('European Union'), 'ORG');
  assert.is(got.get('Digital Markets Act'), 'LAW');
  assert.not.ok(got.has('Monday'), 'dates are not entities');
  const all = doc.sentences.flatMap((s) => s.tokens);
  const tc = doc.entities.find((e) => e.text === 'Tim Cook')!;
  assert.equal(
    all.slice(tc.token_offset[0], tc.token_offset[1]).map((t) => t.text),
    ['Tim', 'Cook'],
  );
});

test('sentiment: from the scorer over the whole text, clamped; 0 without one or on failure', () => {
  assert.is(parseDocument('Nice.').sentiment, 0);
  let seen = '';
  const doc = parseDocument('I love it. I hate it.', {
    sentiment: (s) => {
      seen = s;
      return 0.25;
    },
  });
  assert.is(doc.sentiment, 0.25);
  assert.is(seen, 'I love it. I hate it.');
  assert.is(parseDocument('x', { sentiment: () => 7 }).sentiment, 1);
  assert.is(parseDocument('x', { sentiment: () => -7 }).sentiment, -1);
  assert.is(parseDocument('x', { sentiment: () => Number.NaN }).sentiment, 0);
  assert.is(
    parseDocument('x', {
      sentiment: () => {
        throw new Error('boom');
      },
    }).sentiment,
    0,
  );
});

test.run();
