import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  loadTvSeries,
  seriesForms,
  tvTitleStandsAlone,
} from '../../../../build-index/entities/sources/tv-series.js';
import { TV_GENRES, TV_SERIES } from '../../../../build-index/entities/sources/tv-series-table.js';
import { nameTests } from '../../../../build-index/entities/sources/name-tests.js';
import { badIds, named, topicCollisions, unplaced } from './placement.js';

const entities = loadTvSeries();

test('every series hangs under a TV Shows genre node, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
  assert.is(entities.length, TV_SERIES.length);
  assert.ok(entities.every((e) => e.type === 'WORK_OF_ART'));
  assert.is(named(entities, 'Stranger Things').topic, TV_GENRES.sciFi);
  assert.is(named(entities, 'Breaking Bad').topic, TV_GENRES.crime);
});

test('a distinctive title stands alone; a title of everyday words needs a series word', () => {
  const t = nameTests();
  assert.ok(tvTitleStandsAlone({ name: 'Downton Abbey' }, t));
  assert.ok(tvTitleStandsAlone({ name: 'Westworld' }, t));
  assert.not.ok(tvTitleStandsAlone({ name: 'Stranger Things' }, t));
  assert.not.ok(tvTitleStandsAlone({ name: 'Friends' }, t));
  assert.not.ok(tvTitleStandsAlone({ name: 'Lost' }, t));
  assert.not.ok(tvTitleStandsAlone({ name: 'The Office' }, t));
  // The table's reading overrules the word test either way.
  assert.ok(tvTitleStandsAlone({ name: 'Stranger Things', alone: true }, t));
  assert.not.ok(tvTitleStandsAlone({ name: 'Westworld', alone: false }, t));
  const friends = named(entities, 'Friends');
  assert.ok(friends.qualifiedOnly);
  assert.ok(friends.aliases.includes('Friends season'));
  assert.not.ok(friends.aliases.some((a) => a.toLowerCase() === 'friends'));
  assert.not.ok(named(entities, 'Stranger Things').qualifiedOnly);
});

test('every title and alias gets the forms with a series word, before or after', () => {
  const forms = seriesForms(['Lost', 'lost tv']);
  assert.ok(forms.includes('Lost season'));
  assert.ok(forms.includes('lost tv episodes'));
  assert.ok(forms.includes('watch Lost'));
  assert.not.ok(forms.includes('Lost'));
  const sopranos = named(entities, 'The Sopranos');
  assert.ok(sopranos.aliases.includes('sopranos cast'));
});

test.run();
