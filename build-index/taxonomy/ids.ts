/**
 * Internal category ids: the first 8 bytes of sha256(UTF-8 source key), read big-endian,
 * as an unsigned 64-bit bigint. The same key gives the same id on every machine and in
 * every build, so ids never change while the key stays. Keys are hashed exactly as given
 * (case-sensitive, no normalization). 0 is reserved (never an id).
 *
 * Two keys with the same id fail the build (IdCollisionError); with ~10^6 keys the chance
 * of that is about 3e-8.
 */
import crypto from 'node:crypto';

export type IdHash = (key: string) => bigint;

// crypto.hash (one-shot) is Node >= 20.12; fall back to createHash on older runtimes.
const oneShot = (crypto as { hash?: (alg: string, data: string, enc: 'buffer') => Buffer }).hash;

export const categoryId: IdHash = oneShot
  ? (key) => oneShot('sha256', key, 'buffer').readBigUInt64BE(0)
  : (key) => crypto.createHash('sha256').update(key, 'utf8').digest().readBigUInt64BE(0);

export class IdCollisionError extends Error {
  override readonly name = 'IdCollisionError';
  constructor(
    readonly id: bigint,
    readonly keys: [string, string],
  ) {
    super(
      id === 0n
        ? `category key ${JSON.stringify(keys[0])} hashes to the reserved id 0; change the key`
        : `category id collision: ${JSON.stringify(keys[0])} and ${JSON.stringify(keys[1])} both hash to ${id}; change one key`,
    );
  }
}

/**
 * The id of each category, parallel to `cats`. `hash` is a test hook (to force a
 * collision); production builds use categoryId. Throws IdCollisionError on a collision
 * or on the reserved id 0.
 */
export function assignIds(
  cats: ReadonlyArray<{ key: string }>,
  hash: IdHash = categoryId,
): BigUint64Array {
  const ids = new BigUint64Array(cats.length);
  const seen = new Map<bigint, string>();
  for (let i = 0; i < cats.length; i++) {
    const key = cats[i]!.key;
    const id = BigInt.asUintN(64, hash(key));
    if (id === 0n) throw new IdCollisionError(0n, [key, key]);
    const other = seen.get(id);
    if (other !== undefined && other !== key) throw new IdCollisionError(id, [other, key]);
    seen.set(id, key);
    ids[i] = id;
  }
  return ids;
}
