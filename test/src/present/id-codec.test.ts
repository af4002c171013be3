import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { IdCodec, isWellFormedId } from '../../../src/present/id-codec.js';

const a = new IdCodec(randomBytes(16).toString('hex'));
const b = new IdCodec(randomBytes(16).toString('hex'));

test('an encoded id is 32 hex characters and decodes back', () => {
  for (const id of [1n, 42n, 0xffffffffffffffffn, 0x0123456789abcdefn]) {
    const token = a.encode(id);
    assert.ok(isWellFormedId(token), token);
    assert.is(a.decode(token), id);
  }
});

test('the same id differs between accounts', () => {
  assert.is.not(a.encode(42n), b.encode(42n));
});

test("another account's id does not decode", () => {
  let decoded = 0;
  for (let i = 1n; i <= 2000n; i++) if (b.decode(a.encode(i * 1_000_003n)) !== undefined) decoded++;
  assert.is(decoded, 0);
});

test('encoding many ids at once equals encoding them one by one', () => {
  const ids = Array.from({ length: 50 }, (_, i) => BigInt(i) * 987_654_321n + 1n);
  assert.equal(
    a.encodeMany(ids),
    ids.map((id) => a.encode(id)),
  );
});

test('malformed tokens do not decode', () => {
  for (const t of [
    '',
    'xyz',
    'F9A1AF0FE692EA8F1133C5A2F5DF373A',
    '0'.repeat(31),
    '0'.repeat(33),
    'g'.repeat(32),
  ]) {
    assert.is(a.decode(t), undefined, t);
  }
});

test.run();
