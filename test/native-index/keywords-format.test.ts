import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KeywordTableBuilder } from '../../build-index/keywords/keyword-table-builder.js';
import {
  encodeKeywordTable,
  keywordTableBytes,
  readKeywordTable,
  type KeywordTableData,
} from '../../native-index/keywords-format.js';
import { CONTAINER_HEADER_BYTES, resealContainer } from '../../native-index/container.js';
import { KeywordTable } from '../../workers/keywords/keyword-table.js';
import { searchKeywords } from '../../workers/keywords/keyword-search.js';

const row = (text: string, volume: number, lang = 'eng') => ({
  text,
  volume,
  flags: 0,
  intent: 0,
  lang,
});

/** Three categories: 0 with children 1 and 2 (as ranges), and one unmapped keyword. */
function sample(): Uint8Array {
  const b = new KeywordTableBuilder(3);
  b.category(0, [row('hotels', 10), row('cheap hotels', 500)]);
  b.category(1, []);
  b.category(2, [row('hotel in paris', 70), row('paris', 900, 'fra')]);
  b.unmapped([row('hotel zzq', 5)]);
  return new Uint8Array(Buffer.concat(encodeKeywordTable(b.finish()))); // its own buffer, at 0
}

test('the size told before encoding is the size of the encoded file', () => {
  const b = new KeywordTableBuilder(1);
  b.category(0, [row('tokyo hôtels', 3), row('москва отели', 2, 'rus')]);
  const data = b.finish();
  assert.is(keywordTableBytes(data), Buffer.concat(encodeKeywordTable(data)).byteLength);
});

test('the size of a table past 4 GiB is counted without 32-bit wrap-around', () => {
  // The counts of the synthetic 100 M dataset: sections start past 2^31 and 2^32.
  const N = 103_992_908;
  const T = 300_000;
  const P = 540_000_000;
  const B = 3_400_000_000;
  const C = 538_300;
  const t = {
    catStart: { length: C + 2 },
    volume: { length: N },
    termHash: { length: T },
    postings: { length: P },
    pool: { length: B },
    languages: ['eng'],
  } as unknown as KeywordTableData;
  const sections =
    4 * (C + 2) + 4 * (N + 1) + 4 * N + 2 * N + 4 * N + 4 * T + 4 * (T + 1) + 4 * P + 4 + B;
  const bytes = keywordTableBytes(t);
  assert.ok(
    bytes >= CONTAINER_HEADER_BYTES + 64 + sections &&
      bytes < CONTAINER_HEADER_BYTES + 64 + sections + 8 * 13,
  );
  assert.is(bytes % 8, 0);
});

test('keywords by category, by volume inside one; unmapped last; words stemmed in the index', () => {
  const t = new KeywordTable(readKeywordTable(sample(), 3));
  assert.equal(
    Array.from({ length: t.count }, (_, id) => t.textAt(id)),
    ['cheap hotels', 'hotels', 'paris', 'hotel in paris', 'hotel zzq'],
  );
  assert.equal(
    [0, 1, 2, 3, 4].map((id) => t.categoryOf(id)),
    [0, 0, 2, 2, -1],
  );
  assert.is(t.d.languages[t.d.lang[2]!], 'fra');
  const out = searchKeywords(t, { type: 1, words: 'Hotel', filters: [], limit: 10 });
  const ids = Array.from(new Uint32Array(Uint8Array.from(out.ids).buffer));
  assert.equal(
    ids.map((id) => t.textAt(id)),
    ['cheap hotels', 'hotel in paris', 'hotels', 'hotel zzq'],
  );
  const branch = searchKeywords(t, { type: 0, ranges: [[1, 3]], filters: [], limit: 10 });
  assert.is(branch.matched, 2);
});

test('a builder given room for its keywords lays out the same table as one that grows', () => {
  const rows = Array.from({ length: 3000 }, (_, i) => row(`kw${i % 97} shared ${i}`, i));
  const make = (b: KeywordTableBuilder): Uint8Array => {
    b.category(0, rows.slice(0, 1000));
    b.category(1, rows.slice(1000));
    return Buffer.concat(encodeKeywordTable(b.finish()));
  };
  const grown = make(new KeywordTableBuilder(2, { keywords: 1, textBytes: 1 }));
  const sized = make(new KeywordTableBuilder(2, { keywords: 3000, textBytes: 40_000 }));
  assert.equal(sized, grown);
  const t = new KeywordTable(readKeywordTable(sized, 2));
  const hits = searchKeywords(t, { type: 1, words: 'kw5', filters: [], limit: 100 });
  assert.is(hits.matched, rows.filter((r) => r.text.startsWith('kw5 ')).length);
});

test('the file is written as parts without copying the sections, and reads from its own buffer', () => {
  const b = new KeywordTableBuilder(2);
  b.category(0, [row('hotels', 10), row('cheap hotels', 500)]);
  b.category(1, [row('paris', 900, 'fra')]);
  const data = b.finish();
  const parts = encodeKeywordTable(data);
  assert.ok(
    parts.some((p) => p.buffer === data.pool.buffer && p.byteOffset === data.pool.byteOffset),
  );
  const file = Buffer.concat(parts);
  const sab = new SharedArrayBuffer(file.byteLength);
  new Uint8Array(sab).set(file);
  const t = new KeywordTable(readKeywordTable(sab, 2));
  assert.equal(
    Array.from({ length: t.count }, (_, id) => t.textAt(id)),
    ['cheap hotels', 'hotels', 'paris'],
  );
  assert.is(t.d.pool.buffer, sab, 'views over the shared bytes, not a copy');
  const damaged = new SharedArrayBuffer(file.byteLength);
  new Uint8Array(damaged).set(file);
  new Uint8Array(damaged)[damaged.byteLength - 1]! ^= 1;
  assert.throws(() => readKeywordTable(damaged, 2), /checksum/);
});

test('a table made for another category count, or with a posting out of range, is refused', () => {
  assert.throws(() => readKeywordTable(sample(), 4), /made for 3 categories/);
  const bad = sample();
  // The same layout in another copy: its last posting, pointed past the last keyword.
  const t = readKeywordTable(sample(), 3);
  const at = t.postings.byteOffset + t.postings.byteLength - 4;
  new DataView(bad.buffer).setUint32(at, 999, true);
  resealContainer(bad);
  assert.ok(at > CONTAINER_HEADER_BYTES);
  assert.throws(() => readKeywordTable(bad, 3), /posting out of range/);
});

test.run();
