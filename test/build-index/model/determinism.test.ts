/** Two builds of the same data give the same model bytes (fixed seeds, no clocks, no hash-order dependence). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIndex } from '../../../build-index/build.js';
import { modelWriter } from '../../../build-index/model/writer.js';
import { rulesWriter } from '../../../build-index/rules/rules-writer.js';
import { vectorsWriter } from '../../../build-index/vectors/vectors-writer.js';
import { MODEL_FILE } from '../../../workers/model/index.js';
import { fixtureIndexDir } from '../../helpers/fixture-index.js';
import { tempDir } from '../../helpers/temp.js';

test('a second small-profile build writes a byte-identical model.bin', async () => {
  const first = readFileSync(path.join(await fixtureIndexDir(), MODEL_FILE));
  const dir = tempDir('sortal-model-again-');
  try {
    // Another build time, only the writers the model needs (the vectors: its vector features).
    const r = await buildIndex({
      dataDir: dir,
      profile: 'small',
      extraWriters: [vectorsWriter, rulesWriter, modelWriter],
      at: new Date(Date.now() - 3_600_000),
    });
    const second = readFileSync(path.join(r.dir, MODEL_FILE));
    assert.is(second.length, first.length);
    assert.ok(second.equals(first), 'same bytes');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
