import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';

export const CLI = path.join(projectRoot, 'dist', 'src', 'cli.js');

/** Runs the sortal CLI to completion. */
export function runCli(
  args: string[],
  opts: { stdin?: string; env?: Record<string, string> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(opts.stdin ?? '');
  });
}

/** A `sortal serve` child on a loopback port, once it has said where it serves. */
export interface ServeChild {
  child: ChildProcess;
  url: string;
  /** What it wrote to stderr so far. */
  stderr: () => string;
  /** Resolves with its exit code when it exits. */
  exited: Promise<number>;
}

/**
 * Starts `sortal serve --data DIR --port 0 --host 127.0.0.1 ...args` and resolves once it
 * serves; rejects with its stderr (and exit `code`) if it exits first.
 */
export async function spawnServe(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ServeChild> {
  const child = spawn(
    process.execPath,
    [CLI, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1', ...args],
    {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => resolve(code ?? -1)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (d) => {
      stderr += d;
      const m = /serving on (http:\/\/[^/\s]+)/.exec(stderr);
      if (m) resolve(m[1]!);
    });
    void exited.then((code) =>
      reject(
        Object.assign(new Error(`sortal serve exited with ${code}: ${stderr}`), { code, stderr }),
      ),
    );
  });
  return { child, url, stderr: () => stderr, exited };
}
