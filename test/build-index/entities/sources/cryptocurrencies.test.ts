import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CRYPTO_COINS } from '../../../../build-index/entities/sources/crypto-coins.js';
import {
  confirmedCoins,
  loadCryptocurrencyEntities,
  readCryptocurrencies,
} from '../../../../build-index/entities/sources/cryptocurrencies.js';
import { entityProblems } from './entity-checks.js';

const entities = loadCryptocurrencyEntities();
const byId = new Map(entities.map((e) => [e.id, e]));
const CRYPTO = 'Finance > Investing > Cryptocurrency';

test('every coin hangs under a backbone topic, with a unique id', () => {
  assert.equal(entityProblems(entities), []);
});

test('Bitcoin is a cryptocurrency, "btc" names it alone', () => {
  const e = byId.get('bitcoin')!;
  assert.is(e.name, 'Bitcoin');
  assert.is(e.topic, CRYPTO);
  assert.ok(e.aliases.includes('btc'));
  assert.is(e.context, undefined);
});

test('stablecoins and meme coins have their own nodes', () => {
  assert.is(byId.get('tether')!.topic, `${CRYPTO} > Stablecoins`);
  assert.is(byId.get('dogecoin')!.topic, `${CRYPTO} > Meme Coins`);
  assert.is(byId.get('uniswap')!.topic, `${CRYPTO} > DeFi & Web3`);
});

test('a coin named like a common word needs context, or a longer form', () => {
  const e = byId.get('avalanche')!;
  assert.ok(e.context?.includes('crypto'));
  assert.ok(e.context?.includes('avax'));
  assert.ok(e.aliases.includes('avalanche crypto'));
});

test('only listed coins are kept: the thousands of junk tokens are not', () => {
  const listed = readCryptocurrencies();
  assert.ok(Object.keys(listed).length > 5000);
  assert.ok(entities.length <= CRYPTO_COINS.length);
  assert.not.ok(entities.some((e) => /lucky7|elitecoin|masonic/i.test(e.name)));
});

test('a symbol the package names otherwise is dropped, not misnamed', () => {
  assert.is(confirmedCoins({ BTC: 'Bitcoin', TON: 'Tokamak Network' }).length, 1);
  assert.is(confirmedCoins({ BTC: 'Bitcoin Gold' }).length, 0);
});

test('the installed package confirms every coin of our list', () => {
  const confirmed = new Set(confirmedCoins(readCryptocurrencies()));
  const missing = CRYPTO_COINS.filter((r) => !confirmed.has(r)).map((r) => r.symbol);
  assert.equal(missing, []);
  assert.is(entities.length, CRYPTO_COINS.length);
});

test.run();
