/**
 * Operator keyword files: `data/keywords/*.csv`, read at every index build, so a
 * deployment loads its own search-query data (keyword and monthly volume) into keyword
 * search. Files in file-name order, rows in file order; the build classifies each keyword
 * with the engine (keywords-writer.ts).
 *
 * Header row required, columns in any order: keyword (required), volume (required: a
 * whole number from 0 to 4,294,967,295), language (ISO 639-1 or 639-2 code, default
 * English). UTF-8, BOM tolerated, at most 256 MiB a file (split larger lists: any number of
 * files is read, one at a time). A keyword given twice in one file is a problem; in two
 * files, the first file's row is kept. Every problem of a file is collected; any problem
 * rejects the build, with the file and line of each.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readOperatorCsv, type OperatorCsvProblem } from '../operator-csv.js';
import { KeywordSet } from './keyword-set.js';

const COLUMNS = ['keyword', 'volume', 'language'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['keyword', 'volume'];
const MAX_SHOWN = 20;
export const MAX_KEYWORD_CHARS = 200;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

/** ISO 639-1 code -> ISO 639-2 (the terminology codes: deu, fra, zho). */
const LANGUAGES: Readonly<Record<string, string>> = {
  ar: 'ara',
  bg: 'bul',
  ca: 'cat',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  et: 'est',
  fa: 'fas',
  fi: 'fin',
  fr: 'fra',
  he: 'heb',
  hi: 'hin',
  hr: 'hrv',
  hu: 'hun',
  id: 'ind',
  it: 'ita',
  ja: 'jpn',
  ko: 'kor',
  lt: 'lit',
  lv: 'lav',
  ms: 'msa',
  nl: 'nld',
  no: 'nor',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  sk: 'slk',
  sl: 'slv',
  sr: 'srp',
  sv: 'swe',
  th: 'tha',
  tr: 'tur',
  uk: 'ukr',
  vi: 'vie',
  zh: 'zho',
};
const THREE = new Set(Object.values(LANGUAGES));

/** The ISO 639-2 code of a 639-1 or 639-2 code, or undefined when it is not one we know. */
export function languageCode(code: string): string | undefined {
  const c = code.trim().toLowerCase();
  return LANGUAGES[c] ?? (THREE.has(c) ? c : undefined);
}

export interface OperatorKeyword {
  keyword: string;
  volume: number;
  /** ISO 639-2. */
  language: string;
}

export type OperatorKeywordProblem = OperatorCsvProblem;

export class OperatorKeywordError extends Error {
  override readonly name = 'OperatorKeywordError';
  constructor(
    readonly file: string,
    readonly problems: readonly OperatorKeywordProblem[],
  ) {
    const shown = problems
      .slice(0, MAX_SHOWN)
      .map((p) => `  ${file}${p.line === null ? '' : `:${p.line}`}: ${p.message}`);
    if (problems.length > MAX_SHOWN) shown.push(`  ... and ${problems.length - MAX_SHOWN} more`);
    const n = problems.length;
    super(
      `operator keywords rejected: ${file}: ${n} problem${n === 1 ? '' : 's'}\n${shown.join('\n')}`,
    );
  }
}

/**
 * Every `*.csv` of `dir` (missing folder: none), in file-name order, `take`n one keyword at
 * a time: a file's rows are passed on once the whole file is valid, so only one file is held
 * at a time. Throws OperatorKeywordError with every problem of the first file that has any.
 * `onFile(done, total)` follows the files. A keyword already in `kept` is not passed on; every
 * keyword passed on is added to it (a build passes the set of its whole dataset, so tens of
 * millions of keywords are hashed into one set, not two).
 */
export function forEachOperatorKeyword(
  dir: string,
  take: (k: OperatorKeyword) => void,
  onFile?: (done: number, total: number) => void,
  // Hashes, not strings: a Set of strings stops at 2^24 entries, operator lists go past it.
  kept: KeywordSet = new KeywordSet(),
): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  names = names
    .filter((n) => /\.csv$/i.test(n) && !n.startsWith('.'))
    .filter((n) => statSync(path.join(dir, n)).isFile())
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  names.forEach((name, done) => {
    onFile?.(done, names.length);
    const file = path.join(dir, name);
    const problems: OperatorKeywordProblem[] = [];
    for (const r of fileKeywords(file, problems)) if (kept.add(r.keyword)) take(r);
  });
  onFile?.(names.length, names.length);
}

/** Every keyword of `dir` in one array (for small lists; the build streams them). */
export function loadOperatorKeywords(dir: string): OperatorKeyword[] {
  const out: OperatorKeyword[] = [];
  forEachOperatorKeyword(dir, (k) => out.push(k));
  return out;
}

/** The valid rows of one file; throws OperatorKeywordError when it has any problem. */
function fileKeywords(file: string, problems: OperatorKeywordProblem[]): OperatorKeyword[] {
  const seen = new KeywordSet();
  const rows: OperatorKeyword[] = [];
  const rowLines: number[] = [];
  // keyword -> line, made only when a keyword comes back (or two hashes meet).
  let lines: Map<string, number> | null = null;
  for (const { line, fields } of readOperatorCsv(file, COLUMNS, REQUIRED, problems)) {
    const fail = (message: string): void => void problems.push({ line, message });
    const keyword = fields.keyword.replace(/\s+/g, ' ').trim().toLowerCase();
    const volumeText = fields.volume.trim();
    const volume = /^\d+$/.test(volumeText) ? Number(volumeText) : NaN;
    const langText = fields.language.trim();
    const language = langText === '' ? 'eng' : languageCode(langText);
    const before = problems.length;
    if (keyword === '') fail('empty keyword');
    else if (!HAS_WORD_CHAR.test(keyword)) fail(`keyword "${keyword}" has no letter or digit`);
    else if (keyword.length > MAX_KEYWORD_CHARS)
      fail(`keyword is longer than ${MAX_KEYWORD_CHARS} characters`);
    if (!(volume <= 0xffffffff))
      fail(`volume "${volumeText}" is not a whole number from 0 to 4,294,967,295`);
    if (language === undefined)
      fail(
        `unknown language "${langText}" (an ISO 639-1 or 639-2 code: ${Object.keys(LANGUAGES).join(', ')})`,
      );
    if (problems.length > before || language === undefined) continue;
    if (!seen.add(keyword)) {
      lines ??= new Map(rows.map((r, k) => [r.keyword, rowLines[k]!]));
      const earlier = lines.get(keyword);
      if (earlier !== undefined) {
        fail(`keyword "${keyword}" already on line ${earlier}`);
        continue;
      }
    }
    lines?.set(keyword, line);
    rows.push({ keyword, volume, language });
    rowLines.push(line);
  }
  if (problems.length > 0) throw new OperatorKeywordError(file, problems);
  return rows;
}
