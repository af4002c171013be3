/**
 * A child process for the crash tests: counts calls into a LevelStore at argv[2] as fast
 * as their commits allow, printing `counted <n>` each time a count resolves, and never
 * closes the store: the parent kills it with SIGKILL.
 */
import { LevelStore } from '../../src/state/level-store.js';
import { UsageCounter } from '../../src/usage/usage.js';

const store = await LevelStore.open(process.argv[2]!);
const usage = new UsageCounter(store);
let counted = 0;
const caller = async (accountId: string) => {
  for (;;) {
    await usage.record(accountId, 'api.classify.keywords');
    process.stdout.write(`counted ${++counted}\n`);
  }
};
// Several callers at once, as concurrent requests are: their counts share commits.
for (let i = 0; i < 8; i++) void caller(`acct${i % 2}`);
