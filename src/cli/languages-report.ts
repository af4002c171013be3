/**
 * The other languages' part of `sortal build-index`'s report: per language the forms each
 * source added, and every source the build could not find (a Debian dictionary or a
 * package not installed, a translation file absent), so an operator sees it without
 * opening `languages.json`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES_FILE, readLanguageVocabulary } from '../../native-index/languages-format.js';

/** A note of the build's report that names a source it did not find. */
const NOT_FOUND = /not installed|no file|has no translations|has no \S+\.json|no frequency list/;

/** Report lines for the version folder `dir`; none when it has no languages.json. */
export function languagesReport(dir: string): string[] {
  const file = path.join(dir, LANGUAGES_FILE);
  if (!existsSync(file)) return [];
  const v = readLanguageVocabulary(new Uint8Array(readFileSync(file)));
  const out = ['other languages (forms added per source):'];
  const absent: string[] = [];
  for (const [lang, e] of Object.entries(v)) {
    const forms = Object.entries(e.report.forms)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ');
    out.push(`  ${lang}: ${forms}`);
    for (const m of e.report.missing) if (NOT_FOUND.test(m)) absent.push(`  ${lang}: ${m}`);
  }
  if (absent.length > 0)
    out.push('other languages: not found (the build went on without):', ...absent);
  return out;
}
