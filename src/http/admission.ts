/** Admission of an authenticated call: the account's rate limit and monthly quota, then its count. */
import type { Account } from '../accounts/accounts.js';
import { tooManyRequests, unavailable } from '../errors.js';
import type { Services } from '../services.js';
import { billingCycle } from '../usage/billing-cycle.js';

/**
 * Rate and quota checks, then the call is counted. Resolves once the count is committed
 * to the store, so that no call is answered that a crash could leave uncounted.
 */
export function admit(account: Account, operation: string, services: Services): Promise<void> {
  if (account.rate !== undefined) {
    const wait = services.rate.take(account.account_id, account.rate);
    // A fleet's shared bucket answers later; the embedded one at once.
    if (typeof wait !== 'number')
      return wait.then((w) => {
        refuseOverRate(account, w);
        return admitCounted(account, operation, services);
      });
    refuseOverRate(account, wait);
  }
  return admitCounted(account, operation, services);
}

function refuseOverRate(account: Account, wait: number): void {
  if (wait > 0)
    throw tooManyRequests(
      'rate_limited',
      `Over the account's rate of ${account.rate} requests per second.`,
      wait,
    );
}

/** The quota check, then the count. */
function admitCounted(account: Account, operation: string, services: Services): Promise<void> {
  if (account.quota === undefined) return counted(account, operation, services);
  return (async () => {
    const now = new Date();
    const used = await services.usage.cycleTotal(account.account_id, account.created_at, now);
    if (used >= account.quota!) {
      const { end } = billingCycle(account.created_at, now);
      const resetAt = Date.parse(end + 'T00:00:00Z') + 86_400_000;
      throw tooManyRequests(
        'quota_exceeded',
        `The account's quota of ${account.quota} calls for the billing cycle ending ${end} is used up.`,
        (resetAt - now.getTime()) / 1000,
      );
    }
    await counted(account, operation, services);
  })();
}

function counted(account: Account, operation: string, services: Services): Promise<void> {
  return services.usage.record(account.account_id, operation).catch((err: unknown) => {
    services.logger.error({ err }, 'usage commit failed; the call is refused');
    throw unavailable(
      'usage_unavailable',
      'The call could not be counted, so it was not run; try again shortly.',
    );
  });
}
