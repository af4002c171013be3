import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { projectRoot } from '../native-index/data-folder.js';

/**
 * A plain account in the data folder, as most callers have (no feature grants, so no
 * overlays), made anew with a fresh password: the Basic authorization header for it.
 * Run before the server opens the folder.
 */
export function plainAccount(dataDir: string, user = 'bench-plain'): string {
  const cli = path.join(projectRoot, 'dist', 'src', 'cli.js');
  const run = (args: string[], input?: string) =>
    execFileSync(process.execPath, [cli, ...args, '--data', dataDir], {
      input: input ?? '',
      stdio: ['pipe', 'ignore', 'pipe'],
    });
  try {
    run(['accounts', 'remove', user]);
  } catch {
    // Not there yet.
  }
  const password = randomBytes(18).toString('base64url');
  run(['accounts', 'add', user, '--group', 'bench', '--password-stdin'], password + '\n');
  return 'Basic ' + Buffer.from(`${user}:${password}`).toString('base64');
}
