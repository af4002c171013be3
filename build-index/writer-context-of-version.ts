/**
 * A writer's context made from a version already built: its categories and files, as
 * the build had them when its writers ran. For running one writer again on a finished
 * version (tests, the keyword-scale harness), without the taxonomy draft: patterns,
 * negative and context words are left empty.
 */
import type { IndexVersion } from '../native-index/index.js';
import type { IndexWriterContext, LaidOutCategory } from './build.js';

export function writerContextOfVersion(index: IndexVersion, dataDir: string): IndexWriterContext {
  const categories: LaidOutCategory[] = [];
  for (let i = 0; i < index.count; i++)
    categories.push({
      key: index.keyAt(i),
      parent: null,
      name: index.nameAt(i),
      patterns: [],
      negative: [],
      context: [],
      facets: index.facetsAt(i) as LaidOutCategory['facets'],
      prior: index.priorAt(i),
      id: index.idAt(i),
      index: i,
      parentIndex: index.parentAt(i),
      depth: index.depthAt(i),
      end: index.subtreeEndAt(i),
    });
  const files: Record<string, Uint8Array> = {};
  for (const name of Object.keys(index.manifest.files)) files[name] = index.file(name);
  return {
    dataDir,
    version: index.version,
    builtAt: index.builtAt,
    profile: index.manifest.profile === 'full' ? 'full' : 'small',
    categories,
    indexOfKey: new Map(categories.map((c) => [c.key, c.index])),
    sources: {},
    files,
  };
}
