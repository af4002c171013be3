/**
 * The volume estimate of generated keywords. It is an estimate, not search data: a
 * category's own volume falls tenfold every 5/3 levels of depth and grows with the log of
 * its prior (WordNet tag counts, population, brand weight: how common the thing is); a
 * keyword gets the share of its name (the category's first name 1, the others 0.35,
 * 0.2 and 0.12) times the share of its modifier (keyword-modifiers.ts), rounded to two significant
 * digits, at least MIN_VOLUME. Operator files (data/keywords/) carry real volumes.
 */

export const MIN_VOLUME = 10;
/** Share of a category's volume per name rank (first name, second, third). */
export const NAME_SHARES = [1, 0.35, 0.2, 0.12] as const;

/** The estimated monthly searches of a category's first name. */
export function categoryVolume(depth: number, prior: number): number {
  const p = Number.isFinite(prior) && prior > 0 ? prior : 0;
  return Math.pow(10, 6 - 0.6 * depth) * (1 + Math.log2(1 + p));
}

/** `v` rounded to two significant digits, at least MIN_VOLUME. */
export function roundVolume(v: number): number {
  if (!(v > MIN_VOLUME)) return MIN_VOLUME;
  const scale = Math.pow(10, Math.floor(Math.log10(v)) - 1);
  return Math.round(v / scale) * scale;
}
