/**
 * `npm run bench`: runs every benchmark (or those named on the command line, e.g.
 * `npm run bench -- http-overhead`) one after another and prints their figures as JSON,
 * with the machine they ran on. BENCHMARKS.md quotes these runs.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.bench.js'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

console.log(
  JSON.stringify({
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadavg: os.loadavg(),
    },
    date: new Date().toISOString(),
  }),
);
for (const file of modules) {
  const mod = (await import(path.join(here, file))) as { run?: () => Promise<unknown> };
  if (typeof mod.run !== 'function') continue;
  const started = performance.now();
  const result = await mod.run();
  console.log(
    JSON.stringify({
      bench: file.replace(/\.bench\.js$/, ''),
      seconds: Math.round((performance.now() - started) / 1000),
      result,
    }),
  );
}
