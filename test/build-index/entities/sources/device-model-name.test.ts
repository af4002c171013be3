import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanModelName } from '../../../../build-index/entities/sources/device-model-name.js';

test('screen and case sizes, networks and years in parentheses are not part of the model', () => {
  assert.is(cleanModelName('Galaxy Tab S9 11.0" 5G'), 'Galaxy Tab S9');
  assert.is(cleanModelName('Galaxy Tab A 10.1" (2016) WiFi'), 'Galaxy Tab A');
  assert.is(cleanModelName('Watch Series 9 41mm'), 'Watch Series 9');
  assert.is(cleanModelName('Galaxy Watch 46mm LTE'), 'Galaxy Watch');
  assert.is(cleanModelName('Fire TV Stick (Gen 3)'), 'Fire TV Stick');
  assert.is(cleanModelName('Lumia 640 LTE Dual SIM'), 'Lumia 640');
  assert.is(cleanModelName('Galaxy S21 5G UW'), 'Galaxy S21');
});

test('a bare decimal is a size only where asked (tablets), not a model number', () => {
  assert.is(cleanModelName('iPad Pro 12.9', { bareSizes: true }), 'iPad Pro');
  assert.is(cleanModelName('6.1 Plus'), '6.1 Plus');
});

test('model numbers and plus signs stay', () => {
  assert.is(cleanModelName('iPhone 15 Pro Max'), 'iPhone 15 Pro Max');
  assert.is(cleanModelName('Galaxy S24+'), 'Galaxy S24+');
});

test('shouted words are written as names, short letter codes are kept', () => {
  assert.is(cleanModelName('Galaxy S4 ACTIVE'), 'Galaxy S4 Active');
  assert.is(cleanModelName('ROG Phone 8'), 'ROG Phone 8');
});

test('templates, special editions and part numbers name no model', () => {
  assert.is(cleanModelName('iPhone $1'), null);
  assert.is(cleanModelName('Galaxy S10+ Olympic Games Edition'), null);
  assert.is(cleanModelName('IdeaTab A7-40'), null);
  assert.is(cleanModelName('Aquos SH-RM02'), null);
  assert.is(cleanModelName(' (2020)'), null);
});

test.run();
