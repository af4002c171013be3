import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Packr } from 'msgpackr';
import { wirePackr } from '../../workers/wire.js';

const post = {
  categories: [1, 2],
  scores: [0.5, 0.5],
  keywords: [{ keyword: 'ski boots', score: 1 }],
  flags: [],
  entities: [],
  sentiment: null,
  chars: 3,
};
const page = { title: 'A page', categories: [3], scores: [1], keywords: [], chars: 9 };

test('replies of two workers decode in one front-end unpacker, in any order', () => {
  const workers = [wirePackr(), wirePackr()];
  const front = wirePackr();
  const messages = [
    { results: [post, post], done: 2 },
    { results: [page], done: 1, extra: { note: 'x' } },
    { results: [post, page], done: 2 },
  ];
  for (let round = 0; round < 3; round++) {
    for (const [k, message] of messages.entries()) {
      const bytes = new Uint8Array(workers[(k + round) % 2]!.pack(message));
      assert.equal(front.unpack(bytes), message);
      assert.equal(
        wirePackr().unpack(bytes),
        message,
        'a message carries its own record definitions',
      );
    }
  }
});

test('records make a batch of results smaller than plain maps', () => {
  const batch = { results: Array.from({ length: 100 }, () => post), done: 100 };
  const plain = new Packr({ useRecords: false, moreTypes: false });
  assert.ok(wirePackr().pack(batch).length < 0.7 * plain.pack(batch).length);
});

test.run();
