/**
 * falso keeps its lists inside its bundle and hands them out only as random draws. To
 * read a whole list we draw from it, with a fixed seed, far more often than it has items
 * (20,000 draws: the chance of missing one item of a 200-item list is below 1e-40), and
 * keep the distinct values, sorted. The seed is put back to a random one afterwards.
 */
import { seed } from '@ngneat/falso';

const DRAWS = 20_000;

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
