import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { coversTitle, titleHeads } from '../../../build-index/overlays/title-heads.js';
import { loadOverlayExceptions } from '../../../build-index/overlays/overlay-exceptions.js';
import { naicsOverlay } from '../../../build-index/overlays/overlay-source.js';

const heads = (title: string): string[] =>
  titleHeads(title).map((h) => (h.modifier ? `${h.modifier} ${h.head}` : h.head));

test('the head noun of an industry title is its subject, the kind of business set aside', () => {
  assert.equal(heads('Tobacco Product Manufacturing'), ['tobacco']);
  assert.equal(heads('Insurance Agencies and Brokerages'), ['insurance']);
  assert.equal(heads('Fish and Seafood Markets'), ['fish', 'seafood']);
  assert.equal(heads('Pipeline Transportation'), ['pipeline transportation']);
  assert.equal(heads('Office Equipment Merchant Wholesalers'), ['office']);
  assert.equal(heads("Women's Clothing Stores"), ['women clothing']);
  assert.equal(heads('Construction'), ['construction']);
});

test('a complement is the subject after words naming the kind of business, not after others', () => {
  assert.equal(heads('Offices of Lawyers'), ['lawyer']);
  assert.equal(heads('Support Activities for Air Transportation'), ['air transportation']);
  assert.equal(heads('Steel Product Manufacturing from Purchased Steel'), ['steel']);
});

test('a catch-all, a trailing qualifier and a conjunct of "Other ..." name no subject', () => {
  assert.equal(heads('Miscellaneous Store Retailers'), []);
  assert.equal(heads('Specialized Freight (except Used Goods) Trucking, Local'), [
    'freight trucking',
  ]);
  assert.equal(heads('Water, Sewage and Other Systems'), ['water', 'sewage']);
  assert.equal(heads('All Other Crop Farming'), ['crop']);
});

test('a category covers a title when it names the head noun and the word narrowing it', () => {
  assert.ok(coversTitle('Tobacco Products', 'Tobacco Product Manufacturing'));
  assert.ok(coversTitle('Restaurants', 'Restaurants and Other Eating Places'));
  assert.ok(coversTitle('Fish & Seafood', 'Fish and Seafood Markets'));
  assert.ok(coversTitle('Air transportation', 'Air Transportation'));
  assert.ok(coversTitle('Insurance', 'Insurance Agencies and Brokerages'));
  // A word of the title, but not its head: investment brokerage for insurance brokerages.
  assert.not.ok(coversTitle('Brokerage', 'Insurance Agencies and Brokerages'));
  // The head without the word narrowing it.
  assert.not.ok(coversTitle('Transportation', 'Pipeline Transportation'));
  // One of two products.
  assert.not.ok(coversTitle('Tobacco Products', 'Beverage and Tobacco Product Manufacturing'));
  // A category word the title lacks.
  assert.not.ok(coversTitle('Comedy Films', 'Motion Picture Theaters'));
});

test('a general one-word category is never enough', () => {
  assert.not.ok(coversTitle('Device', 'Wiring Device Manufacturing'));
  assert.not.ok(coversTitle('Apparatus', 'Telephone Apparatus Manufacturing'));
  assert.not.ok(coversTitle('Station', 'Petroleum Bulk Stations and Terminals'));
  assert.not.ok(coversTitle('Center', 'Home Centers'));
  assert.not.ok(coversTitle('Device', 'Devices'));
  assert.not.ok(coversTitle('System', 'Systems'));
  // Adjectives in a row: no category names them all.
  assert.not.ok(
    coversTitle(
      'Organization',
      'Religious, Grantmaking, Civic, Professional, and Similar Organizations',
    ),
  );
});

test('the reviewed NAICS topical exceptions name NAICS codes, each with a reason', () => {
  const lines = loadOverlayExceptions('naics-topical');
  assert.ok(lines.length >= 10);
  const codes = new Set(naicsOverlay().nodes.map((n) => n.id));
  for (const e of lines) {
    assert.ok(codes.has(e.nodeId), `${e.nodeId} is no NAICS code`);
    assert.ok(e.note.trim().length > 0, `${e.nodeId} has no note`);
    if (e.category !== null) assert.match(e.category, /^(wn|gpt|topic|tier):\S+$/);
  }
});

test.run();
