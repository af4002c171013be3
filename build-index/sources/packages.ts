/**
 * Locating and reading the npm packages the taxonomy is built from. Everything comes
 * from node_modules: no network access at build time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dirCache = new Map<string, string>();

/** Folder of an installed package, found by walking up from this module. */
export function packageDir(name: string): string {
  const hit = dirCache.get(name);
  if (hit) return hit;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      dirCache.set(name, candidate);
      return candidate;
    }
    const up = dirname(dir);
    if (up === dir)
      throw new Error(
        `package ${name} is not installed (looked upward from ${fileURLToPath(import.meta.url)})`,
      );
    dir = up;
  }
}

/** Path of a file inside an installed package. */
export function packageFile(name: string, ...parts: string[]): string {
  return join(packageDir(name), ...parts);
}

/** Parsed JSON file inside an installed package. */
export function readPackageJson<T>(name: string, ...parts: string[]): T {
  return JSON.parse(readFileSync(packageFile(name, ...parts), 'utf8')) as T;
}

/** Installed version of a package, for the index manifest. */
export function packageVersion(name: string): string {
  return readPackageJson<{ version: string }>(name, 'package.json').version;
}
