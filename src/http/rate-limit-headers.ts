/**
 * RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (the IETF draft's fields) on
 * the answers of accounts with a rate or a quota, of whichever limit is nearer: the
 * rate (a bucket of `rate` calls refilled every second) or the billing cycle's quota.
 */
import type { Account } from '../accounts/accounts.js';
import { ApiError } from '../errors.js';
import type { Services } from '../services.js';
import { billingCycle } from '../usage/billing-cycle.js';
import { admit } from './admission.js';

export type SetHeader = (name: string, value: string) => void;

interface Limit {
  limit: number;
  remaining: number;
  /** Seconds until the limit is whole again. */
  reset: number;
}

function emit(set: SetHeader, { limit, remaining, reset }: Limit): void {
  set('RateLimit-Limit', String(limit));
  set('RateLimit-Remaining', String(Math.max(0, Math.floor(remaining))));
  set('RateLimit-Reset', String(Math.max(0, Math.ceil(reset))));
}

function rateLimit(account: Account, rate: number, services: Services): Limit {
  const tokens = services.rate.tokens(account.account_id, rate);
  return { limit: rate, remaining: tokens, reset: (rate - tokens) / rate };
}

function cycleEndsIn(createdAt: string, now: Date): number {
  const { end } = billingCycle(createdAt, now);
  return (Date.parse(end + 'T00:00:00Z') + 86_400_000 - now.getTime()) / 1000;
}

/** The headers of a 429 from admission: nothing remains until Retry-After. */
function onRefused(err: unknown, account: Account, set: SetHeader): void {
  if (!(err instanceof ApiError) || err.status !== 429) return;
  const limit = err.code === 'quota_exceeded' ? account.quota : account.rate;
  if (limit === undefined) return;
  emit(set, { limit, remaining: 0, reset: Number(err.headers['Retry-After'] ?? 1) });
}

/** `admit`, then the account's RateLimit headers through `set` (also on a 429). */
export function admitWithRateLimitHeaders(
  account: Account,
  operation: string,
  services: Services,
  set: SetHeader,
): Promise<void> | undefined {
  const { rate, quota } = account;
  if (rate === undefined && quota === undefined) return admit(account, operation, services);
  let admitted: Promise<void> | undefined;
  try {
    admitted = admit(account, operation, services);
  } catch (err) {
    onRefused(err, account, set);
    throw err;
  }
  if (quota === undefined && !services.store.shared) {
    emit(set, rateLimit(account, rate!, services));
    return admitted;
  }
  return (admitted ?? Promise.resolve()).then(
    async () => {
      // A fleet's bucket is known once the take has answered.
      if (quota === undefined) return emit(set, rateLimit(account, rate!, services));
      const now = new Date();
      const used = await services.usage.cycleTotal(account.account_id, account.created_at, now);
      const byQuota = {
        limit: quota,
        remaining: quota - used,
        reset: cycleEndsIn(account.created_at, now),
      };
      const byRate = rate === undefined ? undefined : rateLimit(account, rate, services);
      emit(set, byRate && byRate.remaining <= byQuota.remaining ? byRate : byQuota);
    },
    (err: unknown) => {
      onRefused(err, account, set);
      throw err;
    },
  );
}
