/**
 * falso keeps its lists inside its bundle and hands them out only as random draws. To
 * read a whole list we draw from it, with a fixed seed, far more often than it has items
 * (5,000 draws: the chance that a seed misses an item of a 150-item list is below 1e-13),
 * and keep the distinct values, sorted. The seed is put back to a random one afterwards.
 */
import { seed } from '@ngneat/falso';

const DRAWS = 5_000;

export function falsoList<T>(
  draw: (options: { length: number }) => T[],
  key: (item: T) => string = String,
): T[] {
  seed('sortal');
  try {
    const byKey = new Map<string, T>();
    for (const item of draw({ length: DRAWS })) {
      const k = key(item);
      if (!byKey.has(k)) byKey.set(k, item);
    }
    return [...byKey.keys()].sort().map((k) => byKey.get(k)!);
  } finally {
    seed();
  }
}
