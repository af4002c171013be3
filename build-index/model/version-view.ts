/**
 * The parts of an IndexVersion the rule engine, its vector steps and the topic model read, over a build
 * in progress (laid-out categories and the files written so far), so the model writer
 * can run them before the version exists.
 */
import type { IndexVersion } from '../../native-index/index.js';
import type { IndexWriterContext } from '../build.js';

export type VersionView = Pick<
  IndexVersion,
  | 'version'
  | 'count'
  | 'file'
  | 'hasFile'
  | 'subtreeEndAt'
  | 'parentAt'
  | 'depthAt'
  | 'ancestorAtDepth'
  | 'nameAt'
  | 'topTiers'
  | 'keyStartsWith'
>;

export function versionView(
  ctx: IndexWriterContext,
  extra: Record<string, Uint8Array> = {},
): VersionView {
  const cats = ctx.categories;
  const files = { ...ctx.files, ...extra };
  const check = (i: number): void => {
    if (!((i | 0) === i && i >= 0 && i < cats.length))
      throw new RangeError(`category index ${i} out of range 0..${cats.length - 1}`);
  };
  return {
    version: ctx.version,
    count: cats.length,
    file(name: string): Uint8Array {
      const b = files[name];
      if (!b) throw new Error(`index build ${ctx.version} has no file ${JSON.stringify(name)} yet`);
      return b;
    },
    hasFile: (name: string) => Object.prototype.hasOwnProperty.call(files, name),
    subtreeEndAt(i: number): number {
      check(i);
      return cats[i]!.end;
    },
    parentAt(i: number): number {
      check(i);
      return cats[i]!.parentIndex;
    },
    depthAt(i: number): number {
      check(i);
      return cats[i]!.depth;
    },
    nameAt(i: number): string {
      check(i);
      return cats[i]!.name;
    },
    topTiers(): number[] {
      const tops: number[] = [];
      for (let i = 0; i < cats.length; i = cats[i]!.end) tops.push(i);
      return tops;
    },
    keyStartsWith(i: number, prefix: string): boolean {
      check(i);
      return cats[i]!.key.startsWith(prefix);
    },
    ancestorAtDepth(i: number, d: number): number {
      check(i);
      let c = cats[i]!;
      if (d < 1 || d > c.depth) return -1;
      while (c.depth > d) c = cats[c.parentIndex]!;
      return c.index;
    },
  };
}
