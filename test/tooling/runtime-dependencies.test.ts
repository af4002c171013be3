import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';

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

/** Package names a file imports at run time (type-only imports are erased). */
export function runtimePackages(code: string): string[] {
  const out: string[] = [];
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  for (const s of specifiers) {
    if (s.startsWith('.') || s.startsWith('node:') || builtinModules.includes(s)) continue;
    const parts = s.split('/');
    out.push(s.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return out;
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

test.run();
