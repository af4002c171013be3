import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  encodeLanguageVocabulary,
  LANGUAGES_FILE,
} from '../../../native-index/languages-format.js';
import { languagesReport } from '../../../src/cli/languages-report.js';
import { tempDir } from '../../helpers/temp.js';

test("the build's report says per language what each source added and which source it did not find", () => {
  const dir = tempDir('sortal-langreport-');
  writeFileSync(
    path.join(dir, LANGUAGES_FILE),
    encodeLanguageVocabulary({
      de: {
        keys: [],
        stop: [],
        report: {
          forms: { topics: 12, 'cldr-languages': 3 },
          categories: 10,
          missing: ['topics: 2 nodes without a category in this build'],
        },
      },
      ru: {
        keys: [],
        stop: [],
        report: {
          forms: { topics: 5 },
          categories: 5,
          missing: [
            'flags: naughty-words is not installed',
            'nested: 4 forms also on a narrower category, kept only there',
          ],
        },
      },
    }),
  );
  assert.equal(languagesReport(dir), [
    'other languages (forms added per source):',
    '  de: topics 12, cldr-languages 3',
    '  ru: topics 5',
    'other languages: not found (the build went on without):',
    '  ru: flags: naughty-words is not installed',
  ]);
});

test('a version without languages.json has no such report', () => {
  assert.equal(languagesReport(tempDir('sortal-langreport-')), []);
});

test.run();
