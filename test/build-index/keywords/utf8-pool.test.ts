import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Utf8Pool } from '../../../build-index/keywords/utf8-pool.js';

test('texts come back whole, past the first buffer and in any script', () => {
  const pool = new Utf8Pool('test');
  const texts = Array.from({ length: 40_000 }, (_, i) => `${i} ${'ğüßж中'.repeat(i % 7)} x`);
  for (const t of texts) pool.append(t);
  assert.is(pool.count, texts.length);
  assert.is(pool.text(0), texts[0]);
  assert.is(pool.text(39_999), texts[39_999]);
  const { starts, bytes } = pool.done();
  assert.is(starts.length, texts.length + 1);
  assert.is(bytes.length, Buffer.byteLength(texts.join('')));
  assert.is(Buffer.from(bytes.subarray(starts[12345], starts[12346])).toString(), texts[12345]);
});

test('a pool made with room for its texts, or trimmed, holds their texts and takes more', () => {
  const texts = ['hôtel', 'москва', 'x'];
  const bytes = Buffer.byteLength(texts.join(''));
  const sized = new Utf8Pool('test', { strings: texts.length, bytes });
  const grown = new Utf8Pool('test', { strings: 1, bytes: 1 });
  for (const t of texts) {
    sized.append(t);
    grown.append(t);
  }
  grown.trim();
  for (const p of [sized, grown]) {
    assert.is(p.byteLength, bytes);
    assert.is(p.done().bytes.byteLength, bytes);
    assert.equal(
      [0, 1, 2].map((i) => p.text(i)),
      texts,
    );
  }
  grown.append('more'); // still appendable after a trim
  assert.is(grown.text(3), 'more');
});

test.run();
