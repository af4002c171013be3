import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** Removes every folder tempDir made, when the test process exits. */
function removeAll(): void {
  for (const dir of made.splice(0)) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // A folder still in use by a child that outlives the process is left for the OS.
    }
  }
}

/** A new empty folder under the OS's temp folder, removed when the test process exits. */
export function tempDir(prefix = 'sortal-test-'): string {
  if (made.length === 0) process.once('exit', removeAll);
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
