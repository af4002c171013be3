export {
  fetchPage,
  USER_AGENT,
  ALLOWED_CONTENT_TYPES,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
} from './fetch-page.js';
export type { FetchOptions, FetchedPage, Resolver, ResolvedAddress } from './fetch-page.js';
export { FetchError, isFetchError, type FetchErrorCode } from './errors.js';
export {
  isPublicAddress,
  isLoopbackAddress,
  addressVerdict,
  type AddressVerdict,
} from './address.js';
export { checkUrl, vetResolved, MAX_URL_LENGTH, type LoopbackPolicy } from './url.js';
export {
  MemoryRobotsCache,
  defaultRobotsCache,
  ROBOTS_USER_AGENT,
  ROBOTS_TTL_SECONDS,
  ROBOTS_FAILURE_TTL_SECONDS,
  type RobotsCache,
  type RobotsRecord,
} from './robots.js';
