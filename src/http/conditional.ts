/** Validators of cacheable answers: an ETag from the answer's content, and If-None-Match. */
import { hash } from 'node:crypto';

/**
 * A weak ETag of an answer's content. Weak because the envelope around the content
 * (its signature names the client's address) may differ while the content is the same.
 */
export function etagOf(content: string): string {
  return `W/"${hash('sha1', content, 'base64url').slice(0, 22)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it). */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === mine);
}
