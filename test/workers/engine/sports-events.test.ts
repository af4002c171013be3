/**
 * Major sporting events are topics of the backbone (build-index/topics/sports.topics): on
 * the small fixture index their names place a keyword under the event or its league, not
 * under the place or the common word they share a name with ("wimbledon", "super bowl").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { classifyKeywordsTask } from '../../../workers/engine/keywords-task.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
test.before(async () => {
  index = await openFixtureIndex();
});

const pathOf = (keyword: string): string => {
  const c = classifyKeywordsTask(index, {
    keywords: [keyword],
    flags: false,
    branches: [],
    addLastNode: true,
    classificationType: 1,
  }).categories[0]!;
  return c < 0 ? '(none)' : index.pathAt(c).join(' > ');
};

const EVENTS: Array<[string, string]> = [
  ['wimbledon tickets', 'Tennis > Grand Slam Tennis > Wimbledon'],
  ['french open', 'Grand Slam Tennis > French Open'],
  ['super bowl', 'American Football Leagues & Teams > NFL'],
  ['stanley cup', 'Hockey Leagues & Teams > NHL'],
  ['tour de france', 'Road Cycling > Tour de France'],
  ['indy 500', 'IndyCar > Indianapolis 500'],
  ['masters tournament', 'Professional Golf > The Masters'],
];

test("an event's name is the event, not a place or a common word", () => {
  for (const [keyword, want] of EVENTS) {
    const got = pathOf(keyword);
    assert.ok(got.startsWith('Sports > ') && got.endsWith(want), `${keyword} -> ${got}`);
  }
});

test('a name with a function word of another language is still read in English', () => {
  // "de" would make "tour de france" French, and French finds France.
  const c = classifyKeywordsTask(index, {
    keywords: ['tour de france'],
    flags: false,
    branches: [],
    addLastNode: true,
  }).categories[0]!;
  assert.ok(index.pathAt(c).includes('Tour de France'), index.pathAt(c).join(' > '));
});

test.run();
