import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../native-index/data-folder.js';
import { rssBytes } from './rss.js';

export interface ServedChild {
  url: string;
  pid: number;
  authorization: string;
  child: ChildProcess;
  rssBytes(): number;
  stop(): Promise<void>;
}

/** `sortal serve` in a child process on a loopback port; resolves when it is serving. */
export async function serveChild(dataDir: string, args: string[] = []): Promise<ServedChild> {
  const cli = path.join(projectRoot, 'dist', 'src', 'cli.js');
  const child = spawn(
    process.execPath,
    [
      cli,
      'serve',
      '--data',
      dataDir,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--no-nightly',
      ...args,
    ],
    {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
      const m = /serving on (https?:\/\/[^/\s]+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
  const password = readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim();
  return {
    url,
    pid: child.pid!,
    authorization: 'Basic ' + Buffer.from(`admin:${password}`).toString('base64'),
    child,
    rssBytes: () => rssBytes(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
