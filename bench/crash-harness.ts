/**
 * Crash harness (not run by CI or `npm run bench`):
 *
 *   node dist/bench/crash-harness.js [rounds=100] [index data folder=SORTAL_DATA or ./data]
 *
 * Each round starts a server over one data folder kept across rounds, writes under load
 * (authenticated calls, which are counted; new accounts and password changes through
 * the control socket, as `sortal accounts` does), kills the server with SIGKILL at a
 * random moment, then opens the store and counts the acknowledged writes it lacks: calls
 * answered but not counted, accounts added but missing, passwords changed but not
 * current. Prints one JSON line per round and a total.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startChild } from './child.js';
import { benchDataDir } from './bench-data.js';
import { sendControlCommand } from '../src/cli/control-socket.js';
import { LevelStore } from '../src/state/level-store.js';
import { Accounts } from '../src/accounts/accounts.js';
import { UsageCounter } from '../src/usage/usage.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rounds = Number(process.argv[2] ?? 100);
if (process.argv[3]) process.env.SORTAL_DATA = process.argv[3];
const indexDir = await benchDataDir();
const dataDir = mkdtempSync(path.join(tmpdir(), 'sortal-crash-'));

/** What the servers acknowledged, over all rounds. */
const acked = {
  calls: 0,
  accounts: [] as string[],
  /** Per account changed: the last acknowledged password, and one sent but not acknowledged. */
  passwords: new Map<string, { acked: string; sent?: string }>(),
};
const lost = { calls: 0, accounts: 0, passwords: 0 };
/** Acknowledged writes over all rounds. */
const writes = { calls: 0, accounts: 0, passwordChanges: 0 };
let accountSeq = 0;

async function round(n: number) {
  const server = await startChild<{ url: string; password: string; pid: number }>(
    path.join(here, 'bench-server.js'),
    [indexDir, JSON.stringify({ dataDir, workers: 1 })],
  );
  const authorization = 'Basic ' + Buffer.from(`admin:${server.info.password}`).toString('base64');
  let alive = true;
  const callLoop = async () => {
    while (alive) {
      try {
        const res = await fetch(server.info.url + '/v2/user/attributes', {
          headers: { authorization },
        });
        await res.arrayBuffer();
        if (res.status === 200) {
          acked.calls++;
          writes.calls++;
        }
      } catch {
        return;
      }
    }
  };
  const accountLoop = async () => {
    while (alive) {
      const username = `crash${accountSeq++}`;
      try {
        const reply = await sendControlCommand(dataDir, {
          op: 'add',
          spec: { username, group: 'user' },
          password: `pw-${username}`,
        });
        if (reply.ok) {
          acked.accounts.push(username);
          writes.accounts++;
        }
      } catch {
        return;
      }
    }
  };
  const passwordLoop = async (username: string) => {
    let i = 0;
    while (alive) {
      const entry = acked.passwords.get(username)!;
      const password = `${username}-round${n}-${i++}`;
      entry.sent = password;
      try {
        const reply = await sendControlCommand(dataDir, { op: 'passwd', username, password });
        if (reply.ok) {
          entry.acked = password;
          delete entry.sent;
          writes.passwordChanges++;
        }
      } catch {
        return;
      }
    }
  };
  const changing = acked.accounts.slice(0, 2);
  const loops = [
    ...Array.from({ length: 8 }, callLoop),
    accountLoop(),
    ...changing.map((u) => passwordLoop(u)),
  ];
  await new Promise((r) => setTimeout(r, 500 + Math.random() * 2500));
  process.kill(server.info.pid, 'SIGKILL');
  await new Promise<void>((resolve) =>
    server.child.exitCode !== null ? resolve() : server.child.once('exit', () => resolve()),
  );
  alive = false;
  await Promise.all(loops);
  return check(n);
}

async function check(n: number) {
  const store = await LevelStore.open(path.join(dataDir, 'state'));
  try {
    const accounts = new Accounts(store);
    const admin = (await accounts.get('admin'))!;
    const usage = new UsageCounter(store);
    const counted = (await usage.report(admin.account_id, admin.created_at)).total_usage;
    const callsLost = Math.max(0, acked.calls - counted);
    let accountsLost = 0;
    for (const username of acked.accounts) if (!(await accounts.get(username))) accountsLost++;
    let passwordsLost = 0;
    for (const [username, entry] of acked.passwords) {
      const ok =
        (await accounts.verify(username, entry.acked)) !== undefined ||
        (entry.sent !== undefined && (await accounts.verify(username, entry.sent)) !== undefined);
      if (!ok) passwordsLost++;
      // Whichever is current is the one acknowledged from now on.
      if (entry.sent && (await accounts.verify(username, entry.sent))) entry.acked = entry.sent;
      delete entry.sent;
    }
    for (const username of acked.accounts.slice(0, 2))
      if (!acked.passwords.has(username))
        acked.passwords.set(username, { acked: `pw-${username}` });
    lost.calls += callsLost;
    lost.accounts += accountsLost;
    lost.passwords += passwordsLost;
    // Calls counted but not acknowledged (answered as the server died) are counted from now on.
    acked.calls = counted;
    return {
      round: n,
      counted,
      callsLost,
      accounts: acked.accounts.length,
      accountsLost,
      passwordsLost,
    };
  } finally {
    await store.close();
  }
}

try {
  for (let n = 1; n <= rounds; n++) console.log(JSON.stringify(await round(n)));
  console.log(
    JSON.stringify({
      rounds,
      acknowledged: writes,
      lost,
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
