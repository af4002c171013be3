import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import { projectDockerfile, runtimeCopies } from '../helpers/dockerfile.js';
import { projectPaths, reachableSources } from '../helpers/runtime-code.js';

// The runtime stage of the Dockerfile copies a list of folders; the index build that runs
// on a container's first start reads data files from the source tree (the topical
// backbone and whatever sits beside it). A data file outside the copied folders would be
// missing only in the container, where no test here can run it.

const copies = runtimeCopies(projectDockerfile());
const copied = (rel: string) => copies.some((c) => rel === c || rel.startsWith(c + '/'));

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
  assert.ok(copies.includes('dist'), 'the compiled code is copied');
  const missing: string[] = [];
  for (const file of dataFiles(path.join(projectRoot, 'build-index'))) {
    const rel = path.relative(projectRoot, file).split(path.sep).join('/');
    if (!copied(rel)) missing.push(rel);
  }
  assert.equal(missing, []);
});

test('the source scan follows run-time imports and reads project paths', () => {
  const reached = reachableSources([path.join(projectRoot, 'src', 'http', 'playground-site.ts')]);
  const rel = reached.map((f) => path.relative(projectRoot, f).split(path.sep).join('/'));
  assert.ok(rel.includes('native-index/data-folder.ts'));
  assert.ok(rel.includes('src/http/static-files.ts'));
  assert.equal(
    projectPaths(
      "path.join(projectRoot, 'dist', 'workers', 'entry.js'); path.join(projectRoot, 'web')",
    ),
    ['dist/workers/entry.js', 'web'],
  );
  assert.equal(projectPaths("path.join(projectRoot, 'build-index', name, 'x')"), ['build-index']);
});

test('every file or folder of the project the server and its workers read is copied into the image', () => {
  // The compiled sources reachable from the two entry points: the CLI (which serves and
  // builds) and the worker threads' entry.
  const entries = [path.join('src', 'cli.ts'), path.join('workers', 'entry.ts')];
  const reached = reachableSources(entries.map((e) => path.join(projectRoot, e)));
  assert.ok(reached.length > 100, `${reached.length} modules reached`);
  const read = new Map<string, string>();
  for (const file of reached)
    for (const p of projectPaths(readFileSync(file, 'utf8')))
      read.set(p, path.relative(projectRoot, file));
  // The playground (web/), the worker entry and the CLI (dist/), the topics and overlays.
  assert.ok(read.has('web') && read.has('dist/workers/entry.js'), [...read.keys()].join(', '));
  for (const [p, by] of read) {
    assert.ok(copied(p), `${p} (read by ${by}) is not copied into the image`);
    assert.ok(existsSync(path.join(projectRoot, p)), `${p} (read by ${by}) does not exist`);
  }
});

test.run();
