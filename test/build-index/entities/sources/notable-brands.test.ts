import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BRANDS, FAMOUS_PRIOR } from '../../../../build-index/entities/sources/brand-table.js';
import { loadNotableBrands } from '../../../../build-index/entities/sources/notable-brands.js';
import { loadSimpleIconsEntities } from '../../../../build-index/entities/sources/simple-icons.js';
import { badIds, named, topicCollisions, unplaced } from './placement.js';

const entities = loadNotableBrands();

test('every brand hangs under a backbone path, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
  assert.is(entities.length, BRANDS.length);
});

test('a brand known first as the brand gets the famous prior; a common word needs its context', () => {
  assert.is(named(entities, 'Amazon').prior, FAMOUS_PRIOR);
  assert.ok(named(entities, 'Amazon').aliases.includes('amazon.com'));
  assert.is(named(entities, 'Sprint').prior, undefined);
  assert.ok(named(entities, 'Sprint').context!.includes('wireless'));
});

test('software and games simple-icons no longer carries are filed under their topics', () => {
  assert.ok(named(entities, 'ChatGPT').topic.endsWith('> AI Chatbots & Assistants'));
  assert.ok(named(entities, 'ChatGPT').aliases.includes('chat gpt'));
  assert.ok(named(entities, 'Minecraft').topic.startsWith('Games > Video Games >'));
  assert.ok(named(entities, 'Grand Theft Auto').aliases.includes('gta'));
  assert.ok(named(entities, 'Microsoft PowerPoint').topic.endsWith('> Presentation Software'));
});

test('no brand of the table is one simple-icons already places', () => {
  const icons = new Set(loadSimpleIconsEntities().map((e) => e.name.toLowerCase()));
  assert.equal(
    BRANDS.filter((b) => icons.has(b.name.toLowerCase())).map((b) => b.name),
    [],
  );
});

test.run();
