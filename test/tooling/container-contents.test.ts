import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';

// The runtime stage of the Dockerfile copies a list of folders; the index build that runs
// on a container's first start reads data files from the source tree (the topical
// backbone and whatever sits beside it). A data file outside the copied folders would be
// missing only in the container, where no test here can run it.

/** Source paths of the `COPY --from=build /app/...` lines of the last stage. */
export function runtimeCopies(dockerfile: string): string[] {
  const stages = dockerfile.split(/^FROM\s/m);
  const last = stages[stages.length - 1] ?? '';
  return [...last.matchAll(/^COPY\s+--from=build\s+\/app\/(\S+)\s+\S+/gm)].map((m) =>
    m[1]!.replace(/\/$/, ''),
  );
}

function* dataFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* dataFiles(p);
    else if (!/\.(ts|md)$/.test(entry.name)) yield p;
  }
}

test('the runtime stage copies are read from the last stage only', () => {
  const file = [
    'FROM node AS build',
    'COPY . .',
    'FROM node',
    'COPY --from=build /app/dist ./dist',
    'COPY --from=build /app/build-index/topics/ ./build-index/topics',
  ].join('\n');
  assert.equal(runtimeCopies(file), ['dist', 'build-index/topics']);
});

test("every data file of build-index/ is in a folder the container's runtime stage copies", () => {
  const copies = runtimeCopies(readFileSync(path.join(projectRoot, 'Dockerfile'), 'utf8'));
  assert.ok(copies.includes('dist'), 'the compiled code is copied');
  const missing: string[] = [];
  for (const file of dataFiles(path.join(projectRoot, 'build-index'))) {
    const rel = path.relative(projectRoot, file).split(path.sep).join('/');
    if (!copies.some((c) => rel === c || rel.startsWith(c + '/'))) missing.push(rel);
  }
  assert.equal(missing, []);
});

test.run();
