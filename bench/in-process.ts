/**
 * What the in-process benchmarks share: the newest index version of the benchmark data
 * folder opened in this thread, CPU time of a call, and the classify/social task's input
 * with every option but the ones a bench varies turned off.
 */
import { listVersions } from '../native-index/catalog.js';
import { openIndexVersion } from '../native-index/reader.js';
import type { IndexVersion } from '../native-index/index.js';
import type { DocumentTaskInput } from '../workers/engine/documents-protocol.js';
import { benchDataDir } from './bench-data.js';

/** The benchmark index's newest version, opened here (`verify: false` skips the checksums). */
export async function openBenchIndex(opts: { verify?: boolean } = {}): Promise<IndexVersion> {
  const newest = listVersions(await benchDataDir()).at(-1)!;
  return openIndexVersion(newest.dir, opts.verify === undefined ? {} : { verify: opts.verify });
}

/**
 * CPU time of `f` in this process, in ms. Not wall time: on a shared, loaded machine the
 * wait for a core is most of the noise.
 */
export function cpuMs(f: () => unknown): number {
  const t0 = process.cpuUsage();
  f();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}

/** classify/social's task input for `docs`: no flags, sentiment or entities, every category kept as matched. */
export function socialTaskInput(
  docs: string[],
  opts: Pick<DocumentTaskInput, 'limit'> &
    Partial<Pick<DocumentTaskInput, 'classificationType' | 'language'>>,
): DocumentTaskInput {
  return {
    kind: 'social',
    docs,
    flags: false,
    sentiment: false,
    entities: false,
    addLastNode: true,
    ...opts,
  };
}
