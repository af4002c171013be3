import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spellingVariants } from '../../../../build-index/entities/sources/spelling-variants.js';

test('a plus sign is also spelled out', () => {
  assert.equal(spellingVariants('Galaxy S24+'), ['galaxy s24 plus']);
});

test('the hyphen of a model code may be left out or typed as a space', () => {
  assert.equal(spellingVariants('Ford F-150'), ['ford f 150', 'ford f150']);
  assert.equal(spellingVariants('cr-v'), ['cr v', 'crv']);
});

test('a hyphen between two words may be a space but is not dropped', () => {
  assert.equal(spellingVariants('rolls-royce ghost'), ['rolls royce ghost']);
});

test('a name without plus or hyphen has no variant', () => {
  assert.equal(spellingVariants('Toyota Camry'), []);
});

test.run();
