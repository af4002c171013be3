import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GroupedLookup } from '../../../src/taxonomies/grouped-lookup.js';

/** A store whose reads see its values when sent and answer when `finish` is called. */
function slowStore() {
  const values = new Map<string, string>();
  const reads: Array<{ keys: string[]; finish: () => void; fail: (err: Error) => void }> = [];
  const readMany = (keys: string[]) =>
    new Promise<Array<string | undefined>>((resolve, reject) => {
      const seen = keys.map((k) => values.get(k));
      reads.push({ keys, finish: () => resolve(seen), fail: reject });
    });
  return { values, reads, lookup: new GroupedLookup(readMany) };
}

const tick = () => new Promise((r) => setImmediate(r));

test('lookups asked while a read runs go together in the next read', async () => {
  const { values, reads, lookup } = slowStore();
  values.set('a', 'A').set('b', 'B');
  const first = lookup.get('a');
  const during = [lookup.get('a'), lookup.get('b'), lookup.get('c'), lookup.get('b')];
  assert.is(reads.length, 1);
  reads[0]!.finish();
  assert.is(await first, 'A');
  await tick();
  assert.is(reads.length, 2);
  assert.equal(reads[1]!.keys, ['a', 'b', 'c']);
  reads[1]!.finish();
  assert.equal(await Promise.all(during), ['A', 'B', undefined, 'B']);
});

test('a lookup asked after a write is answered by a read sent after it, never by one already running', async () => {
  const { values, reads, lookup } = slowStore();
  values.set('t', 'exists');
  const before = lookup.get('t');
  values.delete('t'); // the delete is acknowledged while the first read runs
  const after = lookup.get('t');
  reads[0]!.finish();
  assert.is(await before, 'exists');
  await tick();
  reads[1]!.finish();
  assert.is(await after, undefined);
});

test('a failed read fails its lookups only; the next lookup reads again', async () => {
  const { values, reads, lookup } = slowStore();
  values.set('a', 'A');
  const failing = lookup.get('a');
  reads[0]!.fail(new Error('down'));
  const err = await failing.then(
    () => undefined,
    (e: Error) => e.message,
  );
  assert.is(err, 'down');
  const next = lookup.get('a');
  reads[1]!.finish();
  assert.is(await next, 'A');
});

test.run();
