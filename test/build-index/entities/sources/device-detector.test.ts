import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { NamedEntity } from '../../../../build-index/entities/named-entity.js';
import { normPattern } from '../../../../build-index/sources/vocab.js';
import { loadDeviceDetectorEntities } from '../../../../build-index/entities/sources/device-detector.js';
import { DEVICE_BRANDS } from '../../../../build-index/entities/sources/device-brands.js';
import { entityProblems } from './entity-checks.js';

const entities = loadDeviceDetectorEntities();
const byId = new Map(entities.map((e) => [e.id, e]));

function get(id: string): NamedEntity {
  const e = byId.get(id);
  assert.ok(e, `no entity ${id}`);
  return e;
}

const CE = 'Computers & Electronics';

test('every device hangs under a backbone topic, with a unique id', () => {
  assert.equal(entityProblems(entities), []);
  assert.ok(entities.length > 2500 && entities.length < 5000, `${entities.length} devices`);
});

test('an iPhone is a smartphone named without its brand; the brand form is an alias', () => {
  const e = get('iphone-15');
  assert.is(e.name, 'iPhone 15');
  assert.is(normPattern(e.name), 'iphone 15');
  assert.is(e.topic, `${CE} > Mobile Phones > Smartphones`);
  assert.is(e.type, 'PRODUCT');
  assert.ok(e.aliases.includes('apple iphone 15'));
  assert.is(get('iphone-15-pro-max').name, 'iPhone 15 Pro Max');
});

test('other phones carry the brand, the line alone is an alias, and run Android', () => {
  const e = get('samsung-galaxy-s24');
  assert.is(e.name, 'Samsung Galaxy S24');
  assert.ok(e.aliases.includes('galaxy s24'));
  assert.is(e.topic, `${CE} > Mobile Phones > Smartphones > Android Phones`);
  assert.ok(get('google-pixel-8-pro').aliases.includes('pixel 8 pro'));
  assert.ok(get('xiaomi-redmi-note-13').aliases.includes('redmi note 13'));
});

test('a plus model is its own device, with "plus" spelled out', () => {
  const e = get('samsung-galaxy-s24-plus');
  assert.is(e.name, 'Samsung Galaxy S24+');
  assert.ok(e.aliases.includes('galaxy s24 plus'));
  assert.not.ok(get('samsung-galaxy-s24').aliases.some((a) => a.includes('plus')));
});

test('a model with a plain-word or one-letter line has no alias without its brand', () => {
  assert.equal(get('motorola-edge-40').aliases, []);
  assert.equal(get('oneplus-12').aliases, []);
  assert.equal(get('google-pixel').aliases, []);
});

test('each kind of device goes to its own topic', () => {
  const topic = (id: string) => get(id).topic;
  assert.is(
    topic('samsung-galaxy-z-fold-5'),
    `${CE} > Mobile Phones > Smartphones > Foldable Phones`,
  );
  assert.is(
    topic('motorola-moto-razr-50'),
    `${CE} > Mobile Phones > Smartphones > Foldable Phones`,
  );
  assert.is(topic('ipad-air-5'), `${CE} > Computers > Tablets`);
  assert.is(topic('samsung-galaxy-tab-s9'), `${CE} > Computers > Tablets`);
  assert.is(
    topic('apple-watch-series-9'),
    `${CE} > Consumer Electronics > Wearable Technology > Smartwatches`,
  );
  assert.is(
    topic('meta-quest-3'),
    `${CE} > Consumer Electronics > Wearable Technology > VR Headsets & Smart Glasses`,
  );
  assert.is(topic('amazon-fire-tv-stick-4k'), `${CE} > Consumer Electronics > Streaming Devices`);
  assert.is(
    topic('amazon-echo-dot'),
    `${CE} > Consumer Electronics > Smart Home > Smart Speakers & Displays`,
  );
  assert.is(topic('amazon-kindle'), `${CE} > Consumer Electronics > E-Readers`);
  assert.is(topic('macbook-air'), `${CE} > Computers > Laptops`);
  assert.is(topic('playstation-5'), 'Games > Video Games > Consoles & Platforms > PlayStation');
  assert.is(topic('xbox-series-x'), 'Games > Video Games > Consoles & Platforms > Xbox');
  assert.is(topic('microsoft-lumia-950'), `${CE} > Mobile Phones > Smartphones`);
});

test('variants of a model (sizes, networks, years) are one device', () => {
  assert.ok(byId.has('samsung-galaxy-tab-s9'));
  assert.not.ok(entities.some((e) => /\d+mm\b|"|\(|\bWiFi\b|\bLTE$|\$/.test(e.name)));
});

test('only the brands of the table, and no model known only by a code', () => {
  const brands = new Set(DEVICE_BRANDS.map((b) => b.name));
  for (const e of entities) {
    const brand = e.description?.split(' by ')[1] ?? '';
    assert.ok(brands.has(brand), `${e.id}: brand ${brand}`);
    assert.not.ok(/\b[A-Z]{2,3}-[A-Z]?\d{3}/.test(e.name), `${e.id}: code ${e.name}`);
  }
  assert.not.ok(entities.some((e) => /hotwav|smart tv/i.test(e.name)));
});

test.run();
