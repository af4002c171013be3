/**
 * "near me" at the end of a synonym ("gym near me", "vet near me") says where the searcher
 * is, not what the query is about, so it adds nothing to the synonym's length: the synonym
 * counts as its head ("gym"). A longer match ending in that head wins over it ("home gym
 * near me" is a home gym, not a gym), while at the head's own span the synonym beats the
 * bare head ("vet near me" is a veterinarian, not a veteran).
 */
import type { MatchList } from '../../native-index/automaton/index.js';
import { hashString } from '../../text/hash.js';

export const HASH_NEAR = hashString('near') >>> 0;
export const HASH_ME = hashString('me') >>> 0;

/**
 * Shortens every match that ends in "near me" after a head to that head (its token end
 * only: its char span stays the synonym's), then sets `alive` to 0 for each match inside a
 * longer one, or with the span of a shortened one without being shortened itself.
 * For texts with "near me" only (`TextTokens.nearMe`): it replaces the sorted pass of the
 * rule engine, as shortened matches are no longer sorted by end.
 */
export function shortenNearMe(
  ml: MatchList,
  M: number,
  hash: Uint32Array,
  alive: Uint8Array,
  shortened: Uint8Array,
): void {
  for (let j = 0; j < M; j++) {
    const e = ml.tokenEnd[j]!;
    const near = e - ml.tokenStart[j]! > 2 && hash[e - 1] === HASH_ME && hash[e - 2] === HASH_NEAR;
    shortened[j] = near ? 1 : 0;
    if (near) ml.tokenEnd[j] = e - 2;
  }
  for (let j = 0; j < M; j++) {
    const s = ml.tokenStart[j]!;
    const e = ml.tokenEnd[j]!;
    let inside = false;
    for (let k = 0; k < M && !inside; k++) {
      if (k === j) continue;
      const sk = ml.tokenStart[k]!;
      const ek = ml.tokenEnd[k]!;
      if (sk > s || ek < e) continue;
      inside = ek - sk > e - s || (shortened[k] === 1 && shortened[j] === 0);
    }
    alive[j] = inside ? 0 : 1;
  }
}
