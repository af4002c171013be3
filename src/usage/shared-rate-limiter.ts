/** The fleet's rate limits: one token bucket per account in the shared state store. */

/** Where the buckets live (`RedisStore`). */
export interface TokenBuckets {
  takeToken(key: string, rate: number): Promise<{ wait: number; tokens: number }>;
}

/**
 * `RateLimiter`'s contract over buckets every instance draws from, so an account's rate
 * holds for the whole fleet. A take is one round trip; `tokens` answers from what the
 * last take of this instance saw, refilled since.
 */
export class SharedRateLimiter {
  private readonly seen = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly buckets: TokenBuckets) {}

  async take(accountId: string, rate: number): Promise<number> {
    const { wait, tokens } = await this.buckets.takeToken(`rate:${accountId}`, rate);
    this.seen.set(accountId, { tokens, at: performance.now() });
    return wait;
  }

  tokens(accountId: string, rate: number, now = performance.now()): number {
    const b = this.seen.get(accountId);
    return b ? Math.min(rate, b.tokens + ((now - b.at) / 1000) * rate) : rate;
  }
}
