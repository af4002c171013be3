/** The `overlays` parameter of classify and categories/categories: which overlays an answer carries. */
import { z } from 'zod';
import type { Account } from '../accounts/accounts.js';
import { badRequest, forbidden } from '../errors.js';
import type { IndexVersion } from '../../native-index/index.js';
import { overlaysOf, type OverlayLookup } from '../../native-index/overlays-format.js';

export const MAX_OVERLAYS = 16;

export const overlaysParam = z
  .array(z.string().max(200))
  .max(MAX_OVERLAYS, `at most ${MAX_OVERLAYS} overlays per call`)
  .optional();

/**
 * The overlays of the answer. Without the parameter: every overlay of the version the
 * account may see (the built-in ones and its own client overlays) for an account with the
 * `overlays` feature, none for the others. With it: those named, in that
 * order; a name the version does not have is a 400 naming those it has, and an account
 * without the feature gets a 403.
 */
export function selectOverlays(
  index: IndexVersion,
  account: Account,
  requested: readonly string[] | undefined,
): OverlayLookup[] {
  const enabled = account.features.includes('overlays');
  // The built-in overlays and this account's own client overlays.
  const all = new Map<string, OverlayLookup>();
  for (const o of overlaysOf(index).values())
    if (o.owner === undefined || o.owner === account.username) all.set(o.name, o);
  if (requested === undefined) return enabled ? [...all.values()] : [];
  if (!enabled)
    throw forbidden(
      'feature_not_enabled',
      'Overlays are limited to accounts with the overlays feature; ask the operator (sortal accounts add ... --features overlays).',
    );
  const out: OverlayLookup[] = [];
  requested.forEach((name, n) => {
    const o = all.get(name);
    if (!o)
      throw badRequest(
        'unknown_overlay',
        `overlays[${n}] (${JSON.stringify(name).slice(0, 60)}) is not an overlay of index version ${index.version}; use one of: ${[...all.keys()].join(', ') || '(none)'}.`,
        `overlays.${n}`,
      );
    if (!out.includes(o)) out.push(o);
  });
  return out;
}
