import { randomUUID } from 'node:crypto';

/** Printable ASCII without spaces, short enough for a log line. */
const ACCEPTABLE = /^[\x21-\x7e]{1,128}$/;

/**
 * The id of a request: the client's `X-Request-Id` when it is a sane token (so a proxy's
 * id follows the request through), otherwise a fresh UUID.
 */
export function requestId(given: string | undefined): string {
  return given !== undefined && ACCEPTABLE.test(given) ? given : randomUUID();
}
