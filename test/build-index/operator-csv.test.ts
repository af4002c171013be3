import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readOperatorCsv, type OperatorCsvProblem } from '../../build-index/operator-csv.js';
import { tempDir } from '../helpers/temp.js';

const COLUMNS = ['keyword', 'volume'] as const;

function read(text: string): { rows: unknown; problems: OperatorCsvProblem[] } {
  const dir = tempDir('sortal-csv-');
  try {
    const file = path.join(dir, 'k.csv');
    writeFileSync(file, text);
    const problems: OperatorCsvProblem[] = [];
    const rows = readOperatorCsv(file, COLUMNS, ['keyword'], problems);
    return { rows, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a file without quotes reads as the parser reads the same file with them', () => {
  const plain = '\ufeffVolume,keyword\r\n10,hotels\n\n  ,  \r20,cheap flights,extra\n30,\n';
  const quoted = '\ufeffVolume,keyword\r\n10,"hotels"\n\n  ,  \r20,cheap flights,extra\n30,\n';
  const a = read(plain);
  const b = read(quoted);
  assert.equal(a, b);
  assert.equal(a.rows, [
    { line: 2, fields: { keyword: 'hotels', volume: '10' } },
    { line: 5, fields: { keyword: 'cheap flights', volume: '20' } },
    { line: 6, fields: { keyword: '', volume: '30' } },
  ]);
  assert.equal(a.problems, [{ line: 5, message: '3 fields, the header has 2' }]);
});

test('a quoted field spanning lines keeps the line its record starts on', () => {
  const { rows } = read('keyword,volume\n"two\nlines",1\nnext,2\n');
  assert.equal(rows, [
    { line: 2, fields: { keyword: 'two\nlines', volume: '1' } },
    { line: 4, fields: { keyword: 'next', volume: '2' } },
  ]);
});

test.run();
