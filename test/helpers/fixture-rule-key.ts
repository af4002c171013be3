import { ruleEngineFor } from '../../workers/engine/rule-engine.js';
import { openFixtureIndex } from './fixture-index.js';

/**
 * The rule engine on the fixture index, as a function from a keyword to the key of the
 * category it answers, or "(none)".
 */
export async function fixtureRuleKey(): Promise<(keyword: string) => string> {
  const index = await openFixtureIndex();
  const engine = ruleEngineFor(index);
  return (keyword) => {
    const c = engine.classify(keyword, null, null, 0);
    return c < 0 ? '(none)' : index.keyAt(c);
  };
}
