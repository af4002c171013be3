import { ApiError } from '../errors.js';

/** Every code a page fetch can fail with. All are HTTP 400 except `robots_disallowed` (403). */
export type FetchErrorCode =
  | 'invalid_url'
  | 'address_not_public'
  | 'robots_disallowed'
  | 'too_many_redirects'
  | 'fetch_timeout'
  | 'fetch_unreachable'
  | 'fetch_failed_status'
  | 'unsupported_content_type'
  | 'unsupported_content_encoding'
  | 'content_too_large';

/**
 * A page fetch that failed. It is an ApiError, so the HTTP front end turns it into the
 * standard error envelope (`field` is `url`) without special handling.
 */
export class FetchError extends ApiError {
  declare readonly code: FetchErrorCode;

  constructor(
    code: FetchErrorCode,
    message: string,
    status = code === 'robots_disallowed' ? 403 : 400,
  ) {
    super(status, code, message, 'url');
    this.name = 'FetchError';
  }
}

export const isFetchError = (e: unknown): e is FetchError => e instanceof FetchError;
