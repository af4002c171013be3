import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex, type IndexWriterContext } from '../../../build-index/build.js';
import {
  loadOperatorEntities,
  OperatorSourceError,
} from '../../../build-index/entities/operator-sources.js';
import { categoryId } from '../../../build-index/taxonomy/ids.js';
import { listVersions } from '../../../native-index/catalog.js';
import { openIndexVersion } from '../../../native-index/reader.js';
import { smallDraft, tempDir } from '../../helpers/index-fixtures.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Fixtures live in the source tree; works from dist/test/... and from test/... */
const FIXTURES = [
  path.join(here, '../../fixtures/operator-sources'),
  path.join(here, '../../../../test/fixtures/operator-sources'),
].find((d) => existsSync(d))!;
const fixture = (name: string): string => path.join(FIXTURES, name);

/** The problems of the OperatorSourceError that loading `dir` throws, as "file:line: message". */
function problems(dir: string): string[] {
  try {
    loadOperatorEntities(dir, smallDraft().categories);
  } catch (e) {
    if (!(e instanceof OperatorSourceError)) throw e;
    const base = path.basename(e.file);
    return e.problems.map((p) => `${base}${p.line === null ? '' : `:${p.line}`}: ${p.message}`);
  }
  assert.unreachable('no error');
  return [];
}

function withFile(name: string, body: string | Buffer, run: (dir: string) => void): void {
  const t = tempDir();
  try {
    writeFileSync(path.join(t.dir, name), body);
    run(t.dir);
  } finally {
    t.cleanup();
  }
}

test('rows become entities of a source named after their file, topics resolved to keys', () => {
  const got = loadOperatorEntities(fixture('valid'), smallDraft().categories);
  assert.equal(
    got.map((e) => [e.source, e.id, e.name, e.topic, e.type]),
    [
      ['operator-1-chains', 'acme-roasters', 'Acme Roasters', 'wn:4', 'ORG'],
      [
        'operator-1-chains',
        'acme-dark-roast',
        'Acme Dark Roast',
        'ent:operator-1-chains:acme-roasters',
        'PRODUCT',
      ],
      ['operator-1-chains', 'lakeview', 'Grand Lakeview Hotel', 'wn:1', 'ORG'],
      [
        'operator-2-events',
        'acme-coffee-festival-chicago',
        'Acme Coffee Festival, Chicago',
        'ent:operator-1-chains:acme-roasters',
        'EVENT',
      ],
      ['operator-2-events', 'acme-roasters', 'Acme Roasters', 'wn:1', 'ORG'],
      ['operator-3-crlf', 'sky-air', 'Sky, Air', 'tier:travel', 'ORG'],
      ['operator-3-crlf', 'a-b', 'A B', 'wn:2', 'ORG'],
    ],
  );
  assert.equal(got[0]!.aliases, ['acme coffee', 'acme roasters coffee']);
  assert.is(got[0]!.description, 'Coffee roaster, founded 1999');
  assert.is(got[1]!.description, undefined);
});

test('a build hangs operator entities under their topics with their types and counts them', async () => {
  const t = tempDir();
  try {
    let ctx: IndexWriterContext | undefined;
    const built = await buildIndex({
      dataDir: t.dir,
      draft: smallDraft(),
      sourcesDir: fixture('valid'),
      extraWriters: [async (c) => ((ctx = c), {})],
    });
    const v = openIndexVersion(built.dir);
    const at = (key: string): number => v.indexOfId(categoryId(key));
    assert.equal(v.pathAt(at('ent:operator-1-chains:acme-dark-roast')), [
      'Food & Drink',
      'Beverages',
      'Coffee',
      'Acme Roasters',
      'Acme Dark Roast',
    ]);
    assert.equal(v.pathAt(at('ent:operator-2-events:acme-roasters')), [
      'Travel',
      'Hotels',
      'Acme Roasters',
    ]);
    const cat = (key: string) => ctx!.categories[ctx!.indexOfKey.get(key)!]!;
    assert.is(cat('ent:operator-2-events:acme-coffee-festival-chicago').entityType, 'EVENT');
    assert.is(cat('ent:operator-1-chains:acme-dark-roast').entityType, 'PRODUCT');
    assert.equal(cat('ent:operator-1-chains:acme-roasters').patterns, [
      'acme roasters',
      'acme coffee',
      'acme roasters coffee',
    ]);
    assert.is(v.manifest.counts.by_source['operator'], 7);
    assert.is(v.count, smallDraft().categories.length + 7);
  } finally {
    t.cleanup();
  }
});

test('without a sources folder a build adds nothing', async () => {
  const t = tempDir();
  try {
    assert.equal(loadOperatorEntities(path.join(t.dir, 'sources'), []), []);
    const built = await buildIndex({ dataDir: t.dir, draft: smallDraft() });
    const v = openIndexVersion(built.dir);
    assert.is(v.count, smallDraft().categories.length);
    assert.is(v.manifest.counts.by_source['operator'], undefined);
  } finally {
    t.cleanup();
  }
});

test('every bad row of a file is reported with its line', () => {
  const valid =
    'one of PERSON, NORP, FAC, ORG, GPE, LOC, PRODUCT, EVENT, WORK_OF_ART, LAW, LANGUAGE';
  const nothing =
    'resolves to nothing: no category (or entity above) has this key and no category has this path of names (from the vertical down, joined by " > ")';
  assert.equal(problems(fixture('bad-rows')), [
    'rows.csv:3: empty name',
    'rows.csv:5: name "---" has no letter or digit',
    `rows.csv:6: topic "Food & Drink > Beverages > Tea" ${nothing}`,
    `rows.csv:7: unknown type "GADGET" (${valid})`,
    'rows.csv:8: id "acme-roasters" already used on line 2',
    `rows.csv:10: topic "ent:operator-rows:acme-espresso-bar" ${nothing}`,
    'rows.csv:12: id "Cups!" must be lower-case letters and digits joined by single hyphens',
  ]);
});

test('a missing required column and an unknown column are reported on the header line', () => {
  assert.equal(problems(fixture('bad-header')), [
    'brands.csv:1: unknown column "colour" (columns: name, aliases, topic, type, id, description)',
    'brands.csv:1: missing required column "topic"',
  ]);
});

test('a failing file fails the build and publishes nothing, even after good files', async () => {
  const t = tempDir();
  try {
    const dir = path.join(t.dir, 'sources');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'a.csv'), 'name,topic,type\nAcme,wn:1,ORG\n');
    writeFileSync(path.join(dir, 'b.csv'), 'name,topic,type\nAcme,wn:1,COMPANY\n');
    try {
      await buildIndex({ dataDir: t.dir, draft: smallDraft() });
      assert.unreachable('built');
    } catch (e) {
      assert.instance(e, OperatorSourceError);
      assert.match((e as Error).message, `${path.join(dir, 'b.csv')}:2: unknown type "COMPANY"`);
    }
    assert.equal(listVersions(t.dir), []);
  } finally {
    t.cleanup();
  }
});

test('CSV syntax errors, extra fields and bad encodings name the file and line', () => {
  withFile('q.csv', 'name,topic,type\nAcme,wn:1,ORG\n"Acme,wn:1,ORG\n', (dir) => {
    const [p, ...rest] = problems(dir);
    assert.match(p!, /^q\.csv:3: CSV syntax: /);
    assert.is(rest.length, 0);
  });
  withFile('f.csv', 'name,topic,type\nAcme,wn:1,ORG,extra\n', (dir) =>
    assert.equal(problems(dir), ['f.csv:2: 4 fields, the header has 3']),
  );
  withFile('e.csv', Buffer.from('name,topic,type\nCaf\xe9,wn:1,ORG\n', 'latin1'), (dir) =>
    assert.equal(problems(dir), ['e.csv: not UTF-8 text']),
  );
});

test('problems beyond twenty are counted, not listed', () => {
  const rows = Array.from({ length: 25 }, (_, i) => `Acme ${i},wn:1,THING`);
  withFile('many.csv', ['name,topic,type', ...rows].join('\n'), (dir) => {
    try {
      loadOperatorEntities(dir, smallDraft().categories);
      assert.unreachable('no error');
    } catch (e) {
      assert.instance(e, OperatorSourceError);
      const lines = (e as Error).message.split('\n');
      assert.is(lines[0], `operator entities rejected: ${path.join(dir, 'many.csv')}: 25 problems`);
      assert.is(lines.length, 1 + 20 + 1);
      assert.is(lines[21], '  ... and 5 more');
    }
  });
});

test.run();
