import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listVersions } from '../../../native-index/catalog.js';
import { COMPONENTS } from '../../../native-index/components.js';
import { MANIFEST_FILE } from '../../../native-index/format.js';
import { copyFixtureIndex } from '../../helpers/fixture-index.js';
import { json } from '../../helpers/json.js';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

test('nlp/lid answers one code per input in order, null where nothing can be said', async () => {
  const res = await server.call('POST', '/v2/nlp/lid', {
    body: {
      input: [
        'Hola Mundo',
        'The weather is lovely today',
        '12345',
        'Ich habe heute keine Zeit',
        '',
        'Привет, как дела?',
      ],
    },
  });
  assert.is(res.status, 200);
  const body = await json(res);
  assert.equal(body.econtext.nlp.lid, ['es', 'en', null, 'de', null, 'ru']);
  assert.is(body.econtext.signature.resource, 'POST /nlp/lid');
});

test('nlp/lid refuses more than 1,000 inputs and non-string inputs with a 400', async () => {
  const many = await server.call('POST', '/v2/nlp/lid', {
    body: { input: Array(1001).fill('hola') },
  });
  assert.is(many.status, 400);
  assert.is((await json(many)).econtext.error.code, 'too_many_items');
  const wrong = await server.call('POST', '/v2/nlp/lid', { body: { input: ['ok', 3] } });
  assert.is(wrong.status, 400);
  assert.is((await json(wrong)).econtext.error.field, 'input.1');
});

test('nlp/lid takes a full batch of 1,000', async () => {
  const res = await server.call('POST', '/v2/nlp/lid', {
    body: {
      input: Array.from({ length: 1000 }, (_, i) =>
        i % 2 ? 'bonne nuit et à demain mes amis' : 'buona notte e a domani',
      ),
    },
  });
  const lid = (await json(res)).econtext.nlp.lid as string[];
  assert.is(lid.length, 1000);
  assert.is(lid[0], 'it');
  assert.is(lid[1], 'fr');
});

test('nlp/lid on a version without a language model: 503 model_unavailable, the server keeps serving', async () => {
  const dataDir = tempDir();
  await copyFixtureIndex(dataDir);
  const dir = listVersions(dataDir)[0]!.dir;
  const lid = COMPONENTS.lidModel.file;
  rmSync(path.join(dir, lid));
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as {
    files: Record<string, unknown>;
  };
  delete manifest.files[lid];
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const without = await startTestServer({ dataDir });
  try {
    const res = await without.call('POST', '/v2/nlp/lid', { body: { input: ['Hola Mundo'] } });
    assert.is(res.status, 503);
    const body = await json(res);
    assert.is(body.econtext.error.code, 'model_unavailable');
    assert.match(body.econtext.error.message, /has no language-identification model/);
    const other = await without.call('POST', '/v2/classify/keywords', {
      body: { keywords: ['coffee'] },
    });
    assert.is(other.status, 200);
  } finally {
    await without.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
