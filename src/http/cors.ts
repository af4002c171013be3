/** Cross-origin access for browsers, off unless `--cors-origin` names the origins allowed. */

const ALLOWED_METHODS = 'GET, POST, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-None-Match, X-Request-Id';
/** Response headers a page's script may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS =
  'X-Request-Id, ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';
const PREFLIGHT_MAX_AGE = '600';

export class CorsPolicyError extends Error {}

/**
 * Which origins may call the API from a browser: `*` (any) or a list of
 * `scheme://host[:port]` origins. Credentials travel as an explicit Authorization header,
 * so `Access-Control-Allow-Credentials` is never needed.
 */
export class CorsPolicy {
  private constructor(
    private readonly anyOrigin: boolean,
    private readonly origins: ReadonlySet<string>,
  ) {}

  /** `*`, or origins separated by commas; throws CorsPolicyError naming a bad entry. */
  static parse(list: string): CorsPolicy {
    const entries = list
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (entries.length === 0) throw new CorsPolicyError('the list of origins is empty');
    if (entries.includes('*')) {
      if (entries.length > 1) throw new CorsPolicyError('"*" stands alone, without other origins');
      return new CorsPolicy(true, new Set());
    }
    const origins = new Set<string>();
    for (const entry of entries) {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new CorsPolicyError(`"${entry}" is not an origin such as https://app.example.com`);
      }
      if (
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.origin !== entry.replace(/\/$/, '')
      )
        throw new CorsPolicyError(
          `"${entry}" is not an origin (scheme://host[:port], no path), such as https://app.example.com`,
        );
      origins.add(url.origin);
    }
    return new CorsPolicy(false, origins);
  }

  allows(origin: string): boolean {
    return this.anyOrigin || this.origins.has(origin);
  }

  /** The headers of an answer to a request from `origin`; none when the origin is not allowed. */
  responseHeaders(origin: string | undefined): Record<string, string> | undefined {
    if (origin === undefined || !this.allows(origin)) return undefined;
    return this.anyOrigin
      ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS }
      : {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Expose-Headers': EXPOSED_HEADERS,
          Vary: 'Origin',
        };
  }

  /** The headers of a preflight's answer; none when the origin is not allowed. */
  preflightHeaders(origin: string | undefined): Record<string, string> | undefined {
    if (origin === undefined || !this.allows(origin)) return undefined;
    return {
      'Access-Control-Allow-Origin': this.anyOrigin ? '*' : origin,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
      ...(this.anyOrigin ? {} : { Vary: 'Origin' }),
    };
  }
}
