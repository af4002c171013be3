/**
 * Labeled text the taxonomy itself gives: for every category, its names (name and
 * other surface forms), its description (a WordNet gloss without its examples, a NAICS
 * industry description, the generated description of a place, brand or service) and
 * the example sentences of its WordNet gloss. Each is labeled with the category's model
 * class and carries the category's key as its source record.
 *
 * Places, local services, brands and airports come by the hundred thousand from
 * templates: at most REPETITIVE_PER_CLASS records of such a source are kept per class
 * (sampled by key hash), so they do not drown the WordNet text.
 */
import { normalizeText } from '../../text/normalize.js';
import type { LaidOutCategory } from '../build.js';
import { keyUniform } from './split.js';

export type TextKind =
  | 'name'
  | 'description'
  | 'example'
  | 'distant'
  | 'document'
  | 'entity'
  | 'keyword'
  | 'tier document';
export const TEXT_KINDS: readonly TextKind[] = [
  'name',
  'description',
  'example',
  'distant',
  'document',
  'entity',
  'keyword',
  'tier document',
];
/** Kinds only the tier head trains on (dataset.ts: documents mixing a tier's classes). */
export const TIER_ONLY_KINDS: ReadonlySet<TextKind> = new Set(['tier document']);

export interface LabeledText {
  /** Source record (split key). */
  record: string;
  /** Model class ordinal. */
  label: number;
  kind: TextKind;
  text: string;
}

/**
 * Sources whose records are generated from templates (key prefix), and the one entity
 * source so large that it would swell its classes' priors (thousands of politicians and
 * actors, each a name and the same one-word description).
 */
const REPETITIVE = new Set(['geo', 'svc', 'nsi', 'airport', 'airports', 'ent:pantheon']);
export const REPETITIVE_PER_CLASS = 120;

/** The group a record is sampled in: its key prefix, or `ent:<source>` for an entity. */
export function samplingGroup(key: string): string {
  const s = sourceOf(key);
  if (s !== 'ent') return s;
  const j = key.indexOf(':', 4);
  return j < 0 ? s : key.slice(0, j);
}

/** Surface forms in a name text. */
const NAMES_PER_TEXT = 4;

export function sourceOf(key: string): string {
  const i = key.indexOf(':');
  return i < 0 ? key : key.slice(0, i);
}

/** Gloss text before its first quoted example. */
export function definitionPart(gloss: string): string {
  const q = gloss.indexOf('"');
  return (q >= 0 ? gloss.slice(0, q) : gloss).replace(/[;\s]+$/, '').trim();
}

/** The quoted examples of a WordNet gloss. */
export function examplesOf(gloss: string): string[] {
  const out: string[] = [];
  const re = /"([^"]+)"/g;
  for (let m = re.exec(gloss); m; m = re.exec(gloss)) {
    const t = m[1]!.trim();
    if (t.length >= 8) out.push(t);
  }
  return out;
}

export interface CorpusOptions {
  /** Share of records used (by key hash): 1 for the full build, less to train fast. */
  recordShare: number;
}

/** Texts of every category, in category order. The yielded object is reused: copy what you keep. */
export function* categoryTexts(
  cats: readonly LaidOutCategory[],
  classOf: Uint16Array,
  opts: CorpusOptions,
): Generator<LabeledText> {
  // Records per (class, repetitive source), to sample each down to REPETITIVE_PER_CLASS.
  const counts = new Map<string, number>();
  for (const c of cats) {
    const s = samplingGroup(c.key);
    if (REPETITIVE.has(s))
      counts.set(`${classOf[c.index]}/${s}`, (counts.get(`${classOf[c.index]}/${s}`) ?? 0) + 1);
  }
  const out: LabeledText = { record: '', label: 0, kind: 'name', text: '' };
  for (const c of cats) {
    if (opts.recordShare < 1 && keyUniform(c.key, 0x5a11) >= opts.recordShare) continue;
    const s = samplingGroup(c.key);
    if (REPETITIVE.has(s)) {
      const n = counts.get(`${classOf[c.index]}/${s}`)!;
      if (n > REPETITIVE_PER_CLASS && keyUniform(c.key, 0x5a12) >= REPETITIVE_PER_CLASS / n)
        continue;
    }
    out.record = c.key;
    out.label = classOf[c.index]!;

    const names = [c.name];
    const seen = new Set([normalizeText(c.name)]);
    for (const p of c.patterns) {
      if (names.length >= NAMES_PER_TEXT) break;
      const n = normalizeText(p);
      if (n && !seen.has(n)) {
        seen.add(n);
        names.push(p);
      }
    }
    out.kind = 'name';
    out.text = names.join(', ');
    yield out;

    if (!c.gloss) continue;
    const wordnet = s === 'wn';
    const description = wordnet ? definitionPart(c.gloss) : c.gloss;
    if (description) {
      out.kind = 'description';
      out.text = description;
      yield out;
    }
    if (wordnet) {
      for (const e of examplesOf(c.gloss)) {
        out.kind = 'example';
        out.text = e;
        yield out;
      }
    }
  }
}
