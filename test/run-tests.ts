// Runs every *.test.js under dist/test with uvu, then ends the process. uvu's own CLI waits
// for the event loop to drain, so one handle a test forgot (a socket, a timer, a worker)
// kept a CI run alive until its time limit after every test had passed. Here the handles
// still open are named on stderr, so the test that leaked them can be found, and the
// process exits with uvu's verdict.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';

const here = dirname(fileURLToPath(import.meta.url));
const pattern = process.argv[2] ?? '\\.test\\.js$';

const { suites } = await parse(here, new RegExp(pattern));
await run(suites, { bail: false });

// Handles every process has (its stdio) are not leaks.
const leftover = process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap');
if (leftover.length > 0) {
  const counts = new Map<string, number>();
  for (const kind of leftover) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const list = [...counts].map(([kind, n]) => `${kind} ×${n}`).join(', ');
  process.stderr.write(`still open after the tests: ${list}\n`);
}
process.exit(process.exitCode ?? 0);
