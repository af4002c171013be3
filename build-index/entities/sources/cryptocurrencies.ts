/**
 * Cryptocurrencies from the `cryptocurrencies` package (MIT: symbol → name), kept as
 * CRYPTO_COINS says, under Finance > Investing > Cryptocurrency (stablecoins, meme coins
 * and DeFi tokens in their own nodes). A coin whose name is also a common word (Avalanche,
 * Polygon, Dash) gets context words and the forms "<name> crypto" and "<name> coin".
 */
import { readPackageJson } from '../../sources/packages.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { CRYPTO_COINS, type CoinGroup, type CoinRow } from './crypto-coins.js';

export const CRYPTOCURRENCIES_SOURCE = 'cryptocurrencies';
export const CRYPTOCURRENCIES_PACKAGE = 'cryptocurrencies';

const CRYPTO = 'Finance > Investing > Cryptocurrency';

const GROUPS: Readonly<Record<CoinGroup | 'coin', { topic: string; label: string }>> = {
  coin: { topic: CRYPTO, label: 'Cryptocurrency' },
  stablecoin: { topic: `${CRYPTO} > Stablecoins`, label: 'Stablecoin' },
  meme: { topic: `${CRYPTO} > Meme Coins`, label: 'Meme coin' },
  defi: { topic: `${CRYPTO} > DeFi & Web3`, label: 'DeFi token' },
};

const CONTEXT = ['crypto', 'cryptocurrency', 'coin', 'token', 'blockchain', 'price', 'wallet'];

/** The package's symbol → name table. */
export function readCryptocurrencies(): Record<string, string> {
  return readPackageJson<Record<string, string>>(CRYPTOCURRENCIES_PACKAGE, 'cryptocurrencies.json');
}

/** The rows of CRYPTO_COINS whose symbol the package names as the row says. */
export function confirmedCoins(listed: Readonly<Record<string, string>>): CoinRow[] {
  return CRYPTO_COINS.filter(
    (r) => listed[r.symbol]?.toLowerCase() === r.packageName.toLowerCase(),
  );
}

export function loadCryptocurrencyEntities(): NamedEntity[] {
  return confirmedCoins(readCryptocurrencies())
    .map(coinEntity)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function coinEntity(row: CoinRow): NamedEntity {
  const name = row.name ?? row.packageName;
  const aliases = new Set(row.aliases ?? []);
  if (row.packageName.toLowerCase() !== name.toLowerCase())
    aliases.add(row.packageName.toLowerCase());
  if (row.ambiguous && !/\b(?:coin|token)$/i.test(name)) {
    aliases.add(`${name.toLowerCase()} crypto`);
    aliases.add(`${name.toLowerCase()} coin`);
  }
  const group = GROUPS[row.group ?? 'coin'];
  return {
    source: CRYPTOCURRENCIES_SOURCE,
    id: entitySlug(name),
    name,
    aliases: [...aliases].sort(),
    topic: group.topic,
    type: 'PRODUCT',
    ...(row.ambiguous ? { context: [...CONTEXT, row.symbol.toLowerCase()] } : {}),
    description: `${group.label} (${row.symbol})`,
  };
}
