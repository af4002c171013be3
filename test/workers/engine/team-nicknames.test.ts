/**
 * A team's nickname on the small-profile fixture index: with a word that says a game is
 * meant it is the team, alone it keeps its common sense, and a post naming two teams is
 * about the sport.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { classifyDocumentsTask } from '../../../workers/engine/documents-task.js';
import { RuleEngine, ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let engine: RuleEngine;

test.before(async () => {
  index = await openFixtureIndex();
  engine = ruleEngineFor(index);
});

const pathOf = (kw: string): string => {
  const c = engine.classify(kw, null, null, 0);
  return c < 0 ? '(none)' : index.pathAt(c).join(' > ');
};

test('a nickname beside a game word is the team', () => {
  for (const [kw, team] of [
    ['cubs game', 'Chicago Cubs'],
    ['bulls score', 'Chicago Bulls'],
    ['packers schedule', 'Green Bay Packers'],
    ['bears score', 'Chicago Bears'],
    // The team is the rules' choice here; "game" beside "lions" must not turn it to game animals.
    ['lions game', 'Detroit Lions'],
  ] as const) {
    const p = pathOf(kw);
    assert.ok(p.startsWith('Sports > ') && p.endsWith(` > ${team}`), `${kw} -> ${p}`);
  }
});

test('two nicknames of one league make the keyword a team of that league', () => {
  for (const [kw, league] of [
    ['cubs vs cardinals', 'MLB'],
    ['warriors vs lakers', 'NBA'],
  ] as const) {
    const p = pathOf(kw);
    assert.ok(p.startsWith('Sports > ') && p.includes(` > ${league} > `), `${kw} -> ${p}`);
  }
});

test('a nickname alone keeps its common sense, or its topic', () => {
  for (const kw of ['cubs', 'packers', 'bears']) assert.not.ok(pathOf(kw).startsWith('Sports'), kw);
});

test('a post about a game between two teams is about the sport', () => {
  const out = classifyDocumentsTask(index, {
    kind: 'social',
    docs: ['Just watched the Cubs beat the Cardinals 5-3 at Wrigley, what a game!'],
    flags: false,
    sentiment: false,
    entities: false,
    limit: null,
    addLastNode: true,
  });
  const best = out.results[0]!.categories[0] ?? -1;
  assert.ok(best >= 0);
  assert.is(index.pathAt(best)[0], 'Sports', index.pathAt(best).join(' > '));
});

test.run();
