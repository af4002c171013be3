import type { Accounts } from './accounts/accounts.js';
import type { LoginLimiter } from './accounts/login-limiter.js';
import type { FetchOptions } from './fetch/index.js';
import type { TrafficCounter } from './usage/traffic.js';
import type { Logger } from './logger.js';
import type { Metrics } from './http/metrics.js';
import type { StateStore } from './state/store.js';
import type { IndexManager } from './versions/index-manager.js';
import type { EnginePool } from './pool/pool.js';
import type { RateLimits, UsageCounter } from './usage/usage.js';
import type { TrustedProxies } from './http/client-address.js';
import type { CorsPolicy } from './http/cors.js';
import type { CustomTaxonomies } from './taxonomies/custom-taxonomies.js';
import type { ClientOverlayUploads } from './overlays/client-overlay-uploads.js';

/** Everything the front end's handlers use, made once at start-up. */
export interface Services {
  dataDir: string;
  store: StateStore;
  accounts: Accounts;
  /** Failed-login limits per username and per client address. */
  logins: LoginLimiter;
  usage: UsageCounter;
  rate: RateLimits;
  metrics: Metrics;
  indexes: IndexManager;
  pool: EnginePool;
  /** Custom taxonomies (user/taxonomy, dataset_id). */
  taxonomies: CustomTaxonomies;
  /** Client overlays uploaded by administrators (user/overlay), for the next index build. */
  overlayUploads: ClientOverlayUploads;
  logger: Logger;
  /** The reverse proxies whose X-Forwarded-For entries are believed (none: the socket's address). */
  trustProxy: TrustedProxies | undefined;
  /** Aborted when the server begins to shut down. */
  shutdown: AbortSignal;
  /** classify/social traffic per category, for the nightly social stats. */
  traffic: TrafficCounter;
  /** Options of classify/url's page fetcher. */
  fetchOptions: FetchOptions;
  /** The origins browsers may call from (`--cors-origin`); none: no CORS headers. */
  cors?: CorsPolicy;
}
