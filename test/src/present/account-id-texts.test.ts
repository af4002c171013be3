import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { accountIdTexts, MAX_ACCOUNTS } from '../../../src/present/account-id-texts.js';
import { CategoryPresenter } from '../../../src/present/category-view.js';
import type { Account } from '../../../src/accounts/accounts.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;

test.before(async () => {
  index = await openFixtureIndex();
});

const secret = (n: number) => n.toString(16).padStart(32, '0');

test('ids encoded for an account are kept between requests, and only for that account', () => {
  const account = { id_secret: secret(1), tier_depth: 10 } as Account;
  const other = { id_secret: secret(2), tier_depth: 10 } as Account;
  const c = index.topTiers()[0]!;
  const first = new CategoryPresenter(index, account).idOf(c);
  assert.is(accountIdTexts(index, secret(1)).ids.get(c), first);
  assert.is(new CategoryPresenter(index, account).idOf(c), first);
  assert.is.not(new CategoryPresenter(index, other).idOf(c), first);
  assert.is(
    accountIdTexts(index, secret(2)).ids.get(c),
    new CategoryPresenter(index, other).idOf(c),
  );
});

test('at most MAX_ACCOUNTS accounts are kept per version; the one unused longest goes', () => {
  const kept = accountIdTexts(index, secret(100));
  kept.ids.set(0, 'x');
  for (let n = 0; n < MAX_ACCOUNTS - 1; n++) accountIdTexts(index, secret(200 + n));
  assert.is(accountIdTexts(index, secret(100)).ids.get(0), 'x'); // used again: now the newest
  for (let n = 0; n < MAX_ACCOUNTS; n++) accountIdTexts(index, secret(400 + n));
  assert.is(accountIdTexts(index, secret(100)).ids.size, 0);
});

test.run();
