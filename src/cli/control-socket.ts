import net from 'node:net';
import { chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Accounts } from '../accounts/accounts.js';
import {
  runAccountCommand,
  type AccountCommand,
  type AccountCommandResult,
} from './account-commands.js';
import type { ClientOverlayUploads } from '../overlays/client-overlay-uploads.js';
import {
  isOverlayCommand,
  runOverlayCommand,
  type OverlayCommand,
  type OverlayCommandResult,
} from './overlay-commands.js';

/** Unix socket in the data folder, readable by the server's user only. */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

const MAX_UNIX_PATH = 100;

/** Serves account (and overlay upload) commands for the CLI while this process holds the state store. */
export async function startControlSocket(
  dataDir: string,
  accounts: Accounts,
  overlays?: ClientOverlayUploads,
): Promise<net.Server | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > MAX_UNIX_PATH) return undefined;
  rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => {
    let buffered = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > 1_000_000) return conn.destroy();
      const nl = buffered.indexOf('\n');
      if (nl < 0) return;
      const line = buffered.slice(0, nl);
      let cmd: AccountCommand | OverlayCommand;
      try {
        cmd = JSON.parse(line) as AccountCommand | OverlayCommand;
      } catch {
        conn.end(JSON.stringify({ ok: false, message: 'bad command' }) + '\n');
        return;
      }
      const run = isOverlayCommand(cmd)
        ? overlays
          ? runOverlayCommand(overlays, cmd)
          : Promise.resolve({ ok: false, message: 'this server takes no overlay commands' })
        : runAccountCommand(accounts, cmd);
      run.then(
        (res) => conn.end(JSON.stringify(res) + '\n'),
        (err: Error) => conn.end(JSON.stringify({ ok: false, message: err.message }) + '\n'),
      );
    });
    conn.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  return server;
}

export function sendControlCommand(
  dataDir: string,
  cmd: AccountCommand,
): Promise<AccountCommandResult>;
export function sendControlCommand(
  dataDir: string,
  cmd: OverlayCommand,
): Promise<OverlayCommandResult>;
export function sendControlCommand(
  dataDir: string,
  cmd: AccountCommand | OverlayCommand,
): Promise<AccountCommandResult | OverlayCommandResult> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(controlSocketPath(dataDir));
    let reply = '';
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(JSON.stringify(cmd) + '\n'));
    conn.on('data', (chunk: string) => (reply += chunk));
    conn.on('end', () => {
      try {
        resolve(JSON.parse(reply) as AccountCommandResult | OverlayCommandResult);
      } catch {
        reject(new Error('the running server gave no answer'));
      }
    });
    conn.on('error', reject);
  });
}
