/**
 * What the running code reaches, read from its sources: the modules reachable from an
 * entry point, the packages they load (by import or by name), and the folders of the
 * source tree they read through `projectRoot`. For the checks of what a deployment (the
 * container image, `npm ci --omit=dev`) must hold, which cannot run the image here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const packageOf = (specifier: string) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

const isPackage = (s: string) =>
  !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:') && !builtinModules.includes(s);

/** Package names a file imports at run time (type-only imports are erased). */
export function runtimePackages(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers.filter(isPackage).map(packageOf);
}

/**
 * Package names a file loads by name rather than by import: `require('x')`,
 * `require.resolve('x/file')`, the index build's `packageFile('x', ...)` and its
 * `SOMETHING_PACKAGE = 'x'` constants.
 */
export function packagesLoadedByName(code: string): string[] {
  const named = [
    ...code.matchAll(
      /(?:\brequire|\brequire\.resolve|createRequire\(import\.meta\.url\)(?:\.resolve)?|\bpackageFile|\bpackageDir|\breadPackageJson)\(\s*['"]([^'"]+)['"]/g,
    ),
    ...code.matchAll(/\b[A-Z_]+_PACKAGE\s*=\s*['"]([^'"]+)['"]/g),
  ].map((m) => m[1]!);
  return named.filter(isPackage).map(packageOf);
}

/** Relative modules a file loads at run time, as source paths (`./x.js` → `x.ts`). */
function localImports(file: string, code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers.map((s) => path.resolve(path.dirname(file), s.replace(/\.js$/, '.ts')));
}

/** Every source file reachable from `entries` (source paths of .ts files) by run-time imports. */
export function reachableSources(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${file} is imported but missing`);
    seen.add(file);
    queue.push(...localImports(file, readFileSync(file, 'utf8')));
  }
  return [...seen].sort();
}

/**
 * Paths under the project folder a file reads: `path.join(projectRoot, 'a', 'b')` gives
 * `a/b` (literal segments only, up to the first computed one).
 */
export function projectPaths(code: string): string[] {
  return [...code.matchAll(/path\.join\(\s*projectRoot\s*,([^)]*)\)/g)].map((m) => {
    const segments: string[] = [];
    for (const arg of m[1]!.split(',')) {
      const literal = /^\s*['"]([^'"]+)['"]\s*$/.exec(arg);
      if (!literal) break;
      segments.push(literal[1]!);
    }
    return segments.join('/');
  });
}
