import { existsSync, mkdirSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KeywordSet } from '../../../build-index/keywords/keyword-set.js';
import {
  forEachOperatorKeyword,
  loadOperatorKeywords,
  OperatorKeywordError,
} from '../../../build-index/keywords/operator-keywords.js';
import { tempDir } from '../../helpers/temp.js';
import { buildKeywordTable } from '../../../build-index/keywords/keywords-writer.js';
import { writerContextOfVersion } from '../../../build-index/writer-context-of-version.js';
import { openIndexVersion } from '../../../native-index/index.js';
import { KeywordTable } from '../../../workers/keywords/keyword-table.js';
import { fixtureDataDir } from '../../helpers/fixture-index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = [
  path.join(here, '../../fixtures/operator-keywords'),
  path.join(here, '../../../../test/fixtures/operator-keywords'),
].find((d) => existsSync(d))!;

test('rows of every file, in file-name order; the first file keeps a repeated keyword', () => {
  const rows = loadOperatorKeywords(path.join(FIXTURES, 'valid'));
  assert.equal(rows, [
    { keyword: 'hotels in chicago', volume: 123456, language: 'eng' },
    { keyword: 'best pizza near me', volume: 5400, language: 'eng' },
    { keyword: 'zzqx unknownword', volume: 70, language: 'spa' },
    { keyword: 'chicago cubs tickets', volume: 88, language: 'eng' },
  ]);
  assert.equal(loadOperatorKeywords(path.join(FIXTURES, 'missing')), []);
});

test('files are handed over one at a time, with the count of files read', () => {
  const seen: string[] = [];
  forEachOperatorKeyword(
    path.join(FIXTURES, 'valid'),
    (k) => seen.push(k.keyword),
    (done, total) => seen.push(`${done}/${total}`),
  );
  assert.equal(seen, [
    '0/2',
    'hotels in chicago',
    'best pizza near me',
    'zzqx unknownword',
    '1/2',
    'chicago cubs tickets',
    '2/2',
  ]);
});

test("keywords already in the caller's set are skipped, and those handed over are added to it", () => {
  const kept = new KeywordSet();
  kept.add('best pizza near me');
  const seen: string[] = [];
  forEachOperatorKeyword(
    path.join(FIXTURES, 'valid'),
    (k) => seen.push(k.keyword),
    undefined,
    kept,
  );
  assert.equal(seen, ['hotels in chicago', 'zzqx unknownword', 'chicago cubs tickets']);
  assert.is(kept.add('chicago cubs tickets'), false);
  assert.is(kept.add('hotels in paris'), true);
});

test('a file over 256 MiB is refused with its name, before it is read', () => {
  const dir = tempDir('sortal-kwbig-');
  try {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'huge.csv');
    writeFileSync(file, 'keyword,volume\n');
    truncateSync(file, 257 * 1024 * 1024); // sparse: no disk used
    assert.throws(
      () => loadOperatorKeywords(dir),
      (e: Error) =>
        e instanceof OperatorKeywordError &&
        /huge\.csv: 257 MiB: a file holds at most 256 MiB; split it/.test(e.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every problem of a file is reported with its file and line', () => {
  try {
    loadOperatorKeywords(path.join(FIXTURES, 'bad-rows'));
    assert.unreachable('no error');
  } catch (e) {
    if (!(e instanceof OperatorKeywordError)) throw e;
    assert.equal(
      e.problems.map((p) => `${p.line}: ${p.message.split(' (')[0]}`),
      [
        '3: empty keyword',
        '4: volume "" is not a whole number from 0 to 4,294,967,295',
        '5: volume "-3" is not a whole number from 0 to 4,294,967,295',
        '6: unknown language "tlh"',
        '7: keyword "good keyword" already on line 2',
      ],
    );
    assert.match(e.message, /bad\.csv:3: empty keyword/);
  }
});

test('operator keywords are classified by the engine of the build; the unknown stay unmapped', async () => {
  const root = path.join(await fixtureDataDir(), 'indexes');
  const dir = path.join(root, readdirSync(root)[0]!);
  const index = openIndexVersion(dir, { verify: false });
  const ctx = writerContextOfVersion(index, dir);
  const data = buildKeywordTable(ctx, loadOperatorKeywords(path.join(FIXTURES, 'valid')), {
    generate: false,
  });
  const t = new KeywordTable(data);
  assert.is(t.count, 4);
  const byText = new Map<string, number>();
  for (let id = 0; id < t.count; id++) byText.set(t.textAt(id), id);
  const hotels = byText.get('hotels in chicago')!;
  assert.match(index.nameAt(t.categoryOf(hotels)), /Hotels in Chicago/);
  assert.is(t.d.volume[hotels], 123456);
  assert.ok((t.d.flags[hotels]! & 1024) !== 0, 'Location flag');
  const unknown = byText.get('zzqx unknownword')!;
  assert.is(t.categoryOf(unknown), -1);
  assert.is(t.d.languages[t.d.lang[unknown]!], 'spa');
  const pizza = byText.get('best pizza near me')!;
  assert.is(t.d.intent[pizza]! & 3, 3, 'purchase and comparison');
});

test.run();
