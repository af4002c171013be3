/** Admission of an authenticated call: the account's rate limit and monthly quota. */
import type { Account } from '../accounts/accounts.js';
import { tooManyRequests } from '../errors.js';
import type { Services } from '../services.js';
import { billingCycle } from '../usage/billing-cycle.js';

/** Rate and quota checks, then the call is counted; waits only to load a quota's cycle total. */
export function admit(
  account: Account,
  operation: string,
  services: Services,
): Promise<void> | undefined {
  if (account.rate !== undefined) {
    const wait = services.rate.take(account.account_id, account.rate);
    if (wait > 0)
      throw tooManyRequests(
        'rate_limited',
        `Over the account's rate of ${account.rate} requests per second.`,
        wait,
      );
  }
  if (account.quota === undefined) {
    services.usage.record(account.account_id, operation);
    return undefined;
  }
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
    services.usage.record(account.account_id, operation);
  })();
}
