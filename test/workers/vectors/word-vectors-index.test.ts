/**
 * The vectors of a built version (small profile): the default build writes them, a
 * worker finds rows by the tokenizer's own hashes (so "Hotels" is the row of "hotel"),
 * and a version whose vectors.bin was damaged is refused at open.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VECTOR_WORDS } from '../../../build-index/vectors/vectors-writer.js';
import { IndexVersionError } from '../../../native-index/format.js';
import { attachIndexVersion, openIndexVersion } from '../../../native-index/reader.js';
import { Tokenizer } from '../../../text/tokenizer.js';
import { VECTORS_FILE, wordVectorsFor } from '../../../workers/vectors/index.js';
import { fixtureIndexDir } from '../../helpers/fixture-index.js';
import { tempDir } from '../../helpers/temp.js';

test('the small profile reads the first VECTOR_WORDS.small words; tokens find their rows', async () => {
  const index = openIndexVersion(await fixtureIndexDir());
  const v = wordVectorsFor(index)!;
  assert.ok(v, 'the default writers write vectors.bin');
  assert.is(v.sourceWords, VECTOR_WORDS.small);
  assert.is(v.dimensions, 100);
  assert.ok(v.rows > 0.8 * VECTOR_WORDS.small && v.rows < VECTOR_WORDS.small, `${v.rows} rows`);
  assert.is(wordVectorsFor(index), v, 'opened once per version per thread');
  const t = new Tokenizer();
  t.reset('Hotels in São Paulo');
  const rows: string[] = [];
  while (t.next()) rows.push(v.wordAt(v.rowOfHash(t.hash)));
  assert.equal(rows, ['hotel', 'in', 'sao', 'paulo']);
  // Another thread's view of the same shared bytes reads the same rows.
  const again = wordVectorsFor(attachIndexVersion({ ...index.description, dir: 'elsewhere' }))!;
  assert.equal([...again.vectorAt(v.rowOf('hotel'))], [...v.vectorAt(v.rowOf('hotel'))]);
});

test('a version whose vectors.bin changed after the build is refused at open', async () => {
  const src = await fixtureIndexDir();
  const dir = path.join(tempDir('sortal-vectors-'), path.basename(src));
  cpSync(src, dir, { recursive: true });
  const file = path.join(dir, VECTORS_FILE);
  const bytes = readFileSync(file);
  bytes[bytes.length - 1]! ^= 1;
  writeFileSync(file, bytes);
  try {
    openIndexVersion(dir);
    assert.unreachable('opened');
  } catch (e) {
    assert.instance(e, IndexVersionError);
    assert.is((e as IndexVersionError).code, 'checksum_mismatch');
  }
});

test.run();
