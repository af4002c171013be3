import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
  await runCli(
    ['accounts', 'add', 'noparse', '--group', 'user', '--password-stdin', '--data', server.dataDir],
    { stdin: 'noparse-pass' },
  );
});
test.after(async () => {
  await server.stop();
});

const text = 'Apple opened a new store in Paris. The customers were not happy with the long lines!';

test('nlp/parse is refused (403) without the parse feature', async () => {
  const res = await server.call('POST', '/v2/nlp/parse', {
    body: { text },
    auth: ['noparse', 'noparse-pass'],
  });
  assert.is(res.status, 403);
  assert.is((await json(res)).econtext.error.code, 'feature_not_enabled');
});

test('nlp/parse answers sentences, tokens with offsets into the text, one ROOT per sentence, entities and sentiment', async () => {
  const res = await server.call('POST', '/v2/nlp/parse', { body: { text } });
  assert.is(res.status, 200);
  const { doc } = (await json(res)).econtext.nlp;
  assert.is(doc.sentences.length, 2);
  let expectedIndex = 0;
  for (const s of doc.sentences) {
    const roots = s.tokens.filter((t: any) => t.dependency_parse.label === 'ROOT');
    assert.is(roots.length, 1);
    assert.is(roots[0].dependency_parse.head_index, roots[0].index);
    for (const t of s.tokens) {
      assert.is(t.index, expectedIndex++);
      assert.is(text.slice(t.char_offset[0], t.char_offset[1]), t.text);
      assert.type(t.part_of_speech.tag, 'string');
      assert.type(t.part_of_speech.detail, 'string');
      assert.type(t.lemma, 'string');
    }
  }
  const paris = doc.entities.find((e: any) => e.text === 'Paris');
  assert.ok(paris, JSON.stringify(doc.entities));
  assert.is(paris.label, 'GPE');
  assert.is(text.slice(paris.char_offset[0], paris.char_offset[1]), 'Paris');
  assert.type(doc.sentiment, 'number');
  assert.ok(doc.sentiment >= -1 && doc.sentiment <= 1);
});

test('nlp/parse text over 1 MB is a 400; a missing text is a 400', async () => {
  const big = await server.call('POST', '/v2/nlp/parse', { body: { text: 'a '.repeat(500_001) } });
  assert.is(big.status, 400);
  assert.is((await json(big)).econtext.error.field, 'text');
  const none = await server.call('POST', '/v2/nlp/parse', { body: {} });
  assert.is(none.status, 400);
  assert.is((await json(none)).econtext.error.code, 'missing_parameter');
});

test.run();
