import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JsonText, objectText } from '../../../src/present/json-text.js';
import { successEnvelope, successEnvelopeText } from '../../../src/present/envelope.js';

test('objectText writes what JSON.stringify writes, JsonText members as they are', () => {
  const members = { a: 1, b: 'x"y\u2028', c: [1, { d: null }], e: undefined, f: -0, g: 1e21 };
  assert.is(objectText(members), JSON.stringify(members));
  const inner = { k: ['é', 2.5] };
  assert.is(
    objectText({ before: true, raw: new JsonText(JSON.stringify(inner)), after: [] }),
    JSON.stringify({ before: true, raw: inner, after: [] }),
  );
  assert.is(objectText({}), '{}');
  assert.is(objectText({ only: undefined }), '{}');
});

test('successEnvelopeText is the success envelope around a body written as JSON', () => {
  const body = { results: [{ score: 0.5 }], overlay: [] };
  assert.is(
    successEnvelopeText('classify', JSON.stringify(body), 'POST /classify/html', '::1'),
    JSON.stringify(successEnvelope('classify', body, 'POST /classify/html', '::1')),
  );
});

test.run();
