/**
 * The topic model's classes: every category at depth 1 and 2, and the depth-3
 * categories that are topics rather than single entities, that is whose subtree holds
 * at least MIN_TOPIC_SUBTREE categories ("Sports > Field game > Ball game", a country
 * under its continent). The other depth-3 categories (one person, one city's hotel
 * listing, one brand kind with a single brand) fall to their depth-2 parent: the rules
 * name them, the model would have too little text to learn them apart.
 *
 * Every category maps to its class: its nearest ancestor-or-self that is a class.
 */
import type { LaidOutCategory } from '../build.js';

export const MIN_TOPIC_SUBTREE = 5;

export interface ModelClasses {
  /** Category index of each class, ascending (preorder). */
  classes: Int32Array;
  /** Class ordinal of each category. */
  classOf: Uint16Array;
  /** Class ordinal of each class's top tier. */
  classTier: Uint16Array;
}

export function isModelClass(c: LaidOutCategory): boolean {
  return c.depth <= 2 || (c.depth === 3 && c.end - c.index >= MIN_TOPIC_SUBTREE);
}

export function selectClasses(cats: readonly LaidOutCategory[]): ModelClasses {
  const list: number[] = [];
  for (const c of cats) if (isModelClass(c)) list.push(c.index);
  if (list.length > 0xffff)
    throw new Error(`model: ${list.length} classes, more than the format's 65,535`);
  const classes = Int32Array.from(list);
  const ordinal = new Int32Array(cats.length).fill(-1);
  classes.forEach((cat, k) => (ordinal[cat] = k));
  const classOf = new Uint16Array(cats.length);
  // Preorder: a parent comes before its children, so its class is known.
  for (const c of cats) {
    const own = ordinal[c.index]!;
    if (own >= 0) classOf[c.index] = own;
    else if (c.parentIndex >= 0) classOf[c.index] = classOf[c.parentIndex]!;
    else throw new Error(`model: top tier ${c.key} is not a class`);
  }
  const classTier = new Uint16Array(classes.length);
  for (let k = 0; k < classes.length; k++) {
    let i = classes[k]!;
    while (cats[i]!.parentIndex >= 0) i = cats[i]!.parentIndex;
    classTier[k] = ordinal[i]!;
  }
  return { classes, classOf, classTier };
}

/** Class ordinal of each class's ancestor at `depth` (the class itself when it is not deeper). */
export function ancestorClasses(
  cats: readonly LaidOutCategory[],
  cls: ModelClasses,
  depth: number,
): Uint16Array {
  const out = new Uint16Array(cls.classes.length);
  for (let k = 0; k < cls.classes.length; k++) {
    let c = cats[cls.classes[k]!]!;
    while (c.depth > depth) c = cats[c.parentIndex]!;
    out[k] = cls.classOf[c.index]!;
  }
  return out;
}
