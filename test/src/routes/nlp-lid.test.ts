import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

test('nlp/lid answers one code per input in order, null where nothing can be said', async () => {
  const res = await server.call('POST', '/v2/nlp/lid', {
    body: { input: ['Hola Mundo', 'The weather is lovely today', '12345', 'Ich habe heute keine Zeit', '', 'Привет, как дела?'] },
  });
  assert.is(res.status, 200);
  const body = await json(res);
  assert.equal(body.econtext.nlp.lid, ['es', 'en', null, 'de', null, 'ru']);
  assert.is(body.econtext.signature.resource, 'POST /nlp/lid');
});

test('nlp/lid refuses more than 1,000 inputs and non-string inputs with a 400', async () => {
  const many = await server.call('POST', '/v2/nlp/lid', { body: { input: Array(1001).fill('hola') } });
  assert.is(many.status, 400);
  assert.is((await json(many)).econtext.error.code, 'too_many_items');
  const wrong = await server.call('POST', '/v2/nlp/lid', { body: { input: ['ok', 3] } });
  assert.is(wrong.status, 400);
  assert.is((await json(wrong)).econtext.error.field, 'input.1');
});

test('nlp/lid takes a full batch of 1,000', async () => {
  const res = await server.call('POST', '/v2/nlp/lid', { body: { input: Array.from({ length: 1000 }, (_, i) => (i % 2 ? 'bonne nuit et à demain mes amis' : 'buona notte e a domani')) } });
  const lid = (await json(res)).econtext.nlp.lid as string[];
  assert.is(lid.length, 1000);
  assert.is(lid[0], 'it');
  assert.is(lid[1], 'fr');
});

test.run();
