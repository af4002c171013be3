import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Starts a benchmark server process and waits for the JSON line it prints when ready. */
export async function startChild<T>(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ info: T; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<T>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready`)),
    );
  });
  return {
    info,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
