import {
  Accounts,
  AccountError,
  FEATURES,
  generatePassword,
  publicView,
  type Account,
  type Feature,
  type NewAccount,
} from '../accounts/accounts.js';

/**
 * The account operations of the CLI, as messages: the CLI runs them on the store
 * directly, or, when a running server holds the store, sends them over the server's
 * control socket so that they take effect at once.
 */
export type AccountCommand =
  | { op: 'add'; spec: NewAccount; password?: string }
  | { op: 'list' }
  | { op: 'get'; username: string }
  | { op: 'remove'; username: string }
  | { op: 'passwd'; username: string; password?: string };

export type AccountCommandResult =
  | { ok: true; message: string; password?: string; accounts?: unknown[]; account?: Account }
  | { ok: false; message: string };

export function parseFeatures(list: string | undefined): Feature[] {
  if (!list) return [];
  const out: Feature[] = [];
  for (const f of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!(FEATURES as readonly string[]).includes(f))
      throw new AccountError(`unknown feature ${f}; known: ${FEATURES.join(', ')}`);
    out.push(f as Feature);
  }
  return out;
}

export async function runAccountCommand(
  accounts: Accounts,
  cmd: AccountCommand,
): Promise<AccountCommandResult> {
  try {
    switch (cmd.op) {
      case 'add': {
        const password = cmd.password ?? generatePassword();
        const account = await accounts.add(cmd.spec, password);
        return {
          ok: true,
          message: `added ${account.username} (account_id ${account.account_id}, group ${account.group})`,
          ...(cmd.password === undefined ? { password } : {}),
        };
      }
      case 'list':
        return { ok: true, message: '', accounts: (await accounts.list()).map(publicView) };
      case 'get': {
        // The whole record, secrets included: only over the 0600 control socket or the store itself.
        const account = await accounts.get(cmd.username);
        return account
          ? { ok: true, message: '', account }
          : { ok: false, message: `no account ${cmd.username}` };
      }
      case 'remove':
        return (await accounts.remove(cmd.username))
          ? { ok: true, message: `removed ${cmd.username}` }
          : { ok: false, message: `no account ${cmd.username}` };
      case 'passwd': {
        const password = cmd.password ?? generatePassword();
        if (!(await accounts.setPassword(cmd.username, password)))
          return { ok: false, message: `no account ${cmd.username}` };
        return {
          ok: true,
          message: `password of ${cmd.username} changed`,
          ...(cmd.password === undefined ? { password } : {}),
        };
      }
    }
  } catch (err) {
    if (err instanceof AccountError) return { ok: false, message: err.message };
    throw err;
  }
}
