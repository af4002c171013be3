import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../../src/errors.js';
import { checkModel } from '../../../src/routes/classify-params.js';
import type { IndexVersion } from '../../../native-index/index.js';

const version = (files: string[]) =>
  ({ version: 'v1', hasFile: (f: string) => files.includes(f) }) as unknown as IndexVersion;

test('classification_type 2 on a version without the topic model is a 400 model_unavailable; 0 and 1 are fine', () => {
  try {
    checkModel(version([]), 2);
    assert.unreachable('expected a 400');
  } catch (e) {
    assert.instance(e, ApiError);
    assert.is((e as ApiError).status, 400);
    assert.is((e as ApiError).code, 'model_unavailable');
  }
  checkModel(version([]), 0);
  checkModel(version([]), 1);
  checkModel(version(['model.bin']), 2);
});

test.run();
