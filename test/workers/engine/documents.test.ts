/**
 * Document scoring in process on the small fixture index: windows, social text, sense
 * choice with the whole document, keyphrases, limits and odd input.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { classifyDocumentsTask, MAX_SCORED_CHARS } from '../../../workers/engine/documents-task.js';
import type { DocumentTaskInput } from '../../../workers/engine/documents-protocol.js';
import { socialText } from '../../../workers/engine/social-text.js';
import { MAX_WINDOW, splitWindows } from '../../../workers/engine/windows.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
test.before(async () => {
  index = await openFixtureIndex();
});

const classify = (docs: string[], extra: Partial<DocumentTaskInput> = {}) =>
  classifyDocumentsTask(index, {
    kind: 'text',
    docs,
    flags: false,
    sentiment: false,
    entities: false,
    limit: null,
    addLastNode: true,
    ...extra,
  }).results;
const topTier = (c: number | undefined) =>
  c === undefined ? null : index.nameAt(index.ancestorAtDepth(c, 1));

test('splitWindows: sentences and lines, trimmed offsets, long runs cut, nothing lost', () => {
  const text = '  First sentence here.  The second one is here!\nThird line without a stop\nOk.\n';
  const w = splitWindows(text);
  const pieces: string[] = [];
  for (let k = 0; k < w.length; k += 2) pieces.push(text.slice(w[k], w[k + 1]));
  assert.equal(
    pieces,
    ['First sentence here.', 'The second one is here!', 'Third line without a stop\nOk.'],
    'a tiny piece joins its neighbour',
  );
  const long = 'word '.repeat(2000);
  const lw = splitWindows(long);
  for (let k = 0; k < lw.length; k += 2) assert.ok(lw[k + 1]! - lw[k]! <= MAX_WINDOW + 1);
  const joined: string[] = [];
  for (let k = 0; k < lw.length; k += 2) joined.push(long.slice(lw[k], lw[k + 1]));
  assert.is(joined.join(' ').split(/\s+/).length, 2000);
  assert.equal(splitWindows(''), []);
});

test('socialText: topical emoji read as their names, feelings left as they are', () => {
  const read = (t: string) => socialText(t).trim().replace(/\s+/g, ' ');
  assert.is(read('⚽ what a goal'), 'soccer ball what a goal');
  assert.is(read('tonight: 🍕 and 🍷'), 'tonight: pizza and wine glass');
  assert.is(read('✈️ to Rome'), 'airplane to Rome', 'with a variation selector');
  assert.is(read('🏄🏽‍♀️ dawn patrol'), 'woman surfing dawn patrol', 'skin tone and gender sequence');
  assert.is(read('so happy 😂🎉❤️ 🔥'), 'so happy 😂🎉❤️ 🔥');
  assert.is(read('日本語のテキスト'), '日本語のテキスト');
  assert.is(read('\ud83c unpaired ⚽'), '\ud83c unpaired soccer ball');
});

test('socialText: links and handles dropped, hashtags read as words', () => {
  assert.is(
    socialText('see https://x.co/abc and www.y.com @bob').trim().replace(/\s+/g, ' '),
    'see and',
  );
  assert.is(
    socialText('#BlackFridayDeals on #iPhone15 #apple_pie'),
    'Black Friday Deals on i Phone 15 apple pie',
  );
  assert.is(socialText('mail me at a@b.com'), 'mail me at a@b.com');
  assert.is(socialText(undefined as unknown as string), '');
});

test('a word with several senses takes the sense the rest of the document is about', () => {
  const [cars, wild] = classify([
    'The jaguar was parked at the dealer. Its engine, leather seats and new price impressed every driver on the test drive.',
    'The jaguar hunts at night in the rainforest. The big cat stalks deer near the river, and its prey rarely escapes.',
  ]);
  assert.is(
    topTier(cars!.categories[0]),
    'Vehicles',
    JSON.stringify(cars!.categories.map((c) => index.pathAt(c))),
  );
  assert.is(
    topTier(wild!.categories[0]),
    'Pets & Animals',
    JSON.stringify(wild!.categories.map((c) => index.pathAt(c))),
  );
});

test('a post about a vertical only in its cue words gets that vertical as its top tier', () => {
  const [post] = classify(
    ['new pb tonight: glitchless speedrun, respawn skip on the dlc boss, gg'],
    { kind: 'social' },
  );
  const games = index.topTiers().find((t) => index.nameAt(t) === 'Games')!;
  assert.is(
    post!.categories[0],
    games,
    JSON.stringify(post!.categories.map((c) => index.pathAt(c))),
  );
});

test('a hand-listed cue word outweighs several words whose cues are only derived from category names', () => {
  // "speedrun" is a hand-listed Games word; "chromatic", "stringed", "instrumental" cue Arts
  // & Entertainment only because they occur in its category names and glosses.
  const [post] = classify(
    ['my speedrun route through the chromatic, stringed, instrumental part'],
    { kind: 'social' },
  );
  assert.is(
    topTier(post!.categories[0]),
    'Games',
    JSON.stringify(post!.categories.map((c) => index.pathAt(c))),
  );
});

test('scores are shares, best first; limit; keyphrases include category phrases', () => {
  const [r] = classify(
    ['My apple pie recipe: bake the apple pie with cinnamon and butter, then serve the pie warm.'],
    { limit: 3 },
  );
  assert.ok(r!.categories.length <= 3 && r!.categories.length > 0);
  const sum = r!.scores.reduce((a, b) => a + b, 0);
  assert.ok(sum <= 1.0001 && sum > 0);
  assert.equal(
    r!.scores,
    [...r!.scores].sort((a, b) => b - a),
  );
  assert.ok(
    r!.keywords.some((k) => k.keyword === 'apple pie'),
    JSON.stringify(r!.keywords),
  );
  assert.ok(r!.keywords.every((k) => k.score > 0 && k.score <= 1));
});

test('nothing topical: no categories; odd input never throws', () => {
  const out = classify([
    '',
    'qwzxv plorf',
    '1234 5678',
    '😀😀😀',
    'the of and to in',
    42 as unknown as string,
  ]);
  for (const r of out) assert.equal(r.categories, []);
  assert.is(out.length, 6);
});

test('a long body is scored on its first MAX_SCORED_CHARS characters; chars counts it all', () => {
  const body = 'The pitcher threw a fastball in the baseball game. '.repeat(
    Math.ceil((MAX_SCORED_CHARS * 2) / 50),
  );
  const [r] = classify([body]);
  assert.is(r!.chars, body.length);
  assert.is(topTier(r!.categories[0]), 'Sports');
});

test.run();
