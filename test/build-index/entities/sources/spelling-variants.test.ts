import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spellingVariants } from '../../../../build-index/entities/sources/spelling-variants.js';

test('a plus sign is also spelled out', () => {
  assert.equal(spellingVariants('Galaxy S24+'), ['galaxy s24 plus']);
});

test('the hyphen of a model code may be left out', () => {
  assert.equal(spellingVariants('Ford F-150'), ['ford f150']);
  assert.equal(spellingVariants('cr-v'), ['crv']);
});

test('a hyphen between two words stays', () => {
  assert.equal(spellingVariants('rolls-royce ghost'), []);
});

test.run();
