import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { selectOverlays } from '../../../src/routes/overlay-params.js';
import {
  encodeOverlays,
  OVERLAYS_FILE,
  type OverlayTable,
} from '../../../native-index/overlays-format.js';
import type { IndexVersion } from '../../../native-index/index.js';
import type { Account } from '../../../src/accounts/accounts.js';
import { ApiError } from '../../../src/errors.js';

const table = (name: string, owner?: string): OverlayTable => ({
  name,
  slug: owner ? 'client' : 'x',
  ...(owner ? { owner } : {}),
  nodes: [],
  map: [],
  mapped: {},
  category: [],
  by: '',
  coverage: { categories: 0, covered: 0, by_vertical: {} },
});

/** The parts of a version selectOverlays reads: its overlays file. */
const bytes = encodeOverlays({
  overlays: [
    table('Topics_v2_2023'),
    table('Acme_v1_2026', 'acme'),
    table('Other_v1_2026', 'other'),
  ],
});
const index = {
  version: 'v1',
  hasFile: (n: string) => n === OVERLAYS_FILE,
  file: () => bytes,
} as unknown as IndexVersion;
const account = (username: string, features: string[]) =>
  ({ username, features }) as unknown as Account;

const names = (list: ReturnType<typeof selectOverlays>) => list.map((o) => o.name);

test('by default an account sees the built-in overlays and its own client overlays only', () => {
  assert.equal(names(selectOverlays(index, account('acme', ['overlays']), undefined)), [
    'Topics_v2_2023',
    'Acme_v1_2026',
  ]);
  assert.equal(names(selectOverlays(index, account('zed', ['overlays']), undefined)), [
    'Topics_v2_2023',
  ]);
  assert.equal(selectOverlays(index, account('acme', []), undefined), []);
});

test("another account's client overlay is an unknown overlay", () => {
  try {
    selectOverlays(index, account('acme', ['overlays']), ['Other_v1_2026']);
    assert.unreachable();
  } catch (e) {
    assert.ok(e instanceof ApiError);
    assert.is(e.status, 400);
    assert.is(e.code, 'unknown_overlay');
    assert.match(e.message, /use one of: Topics_v2_2023, Acme_v1_2026\.$/);
  }
});

test('naming overlays without the feature is a 403', () => {
  try {
    selectOverlays(index, account('acme', []), ['Topics_v2_2023']);
    assert.unreachable();
  } catch (e) {
    assert.ok(e instanceof ApiError);
    assert.is(e.status, 403);
  }
});

test.run();
