/**
 * Keywords as training text: the keyword dataset's own keywords (generate-keywords.ts:
 * a category's names with the modifiers of its kind, "hotels in chicago", "iphone 15
 * case"), kept where the rule engine's answer falls in the same model class as the
 * category the keyword was made from (the rules confirm the dataset's placement), and
 * labeled with that class. So the model sees queries as people type them, modifiers
 * and all. The record is the category the keyword comes from: every keyword of one topic
 * lands on the same side of the split.
 *
 * Bounded: the plain name is left out (the `name` texts have it); at most
 * KEYWORDS_PER_CATEGORY keywords per category, and categories of a class are sampled (by
 * key hash) so that a class gets about KEYWORDS_PER_CLASS keywords to check.
 */
import type { RuleEngine } from '../../workers/engine/rule-engine.js';
import type { LaidOutCategory } from '../build.js';
import { generateKeywords } from '../keywords/generate-keywords.js';
import type { LabeledText } from './corpus.js';
import { keyUniform } from './split.js';

export const KEYWORDS_PER_CATEGORY = 4;
export const KEYWORDS_PER_CLASS = 160;

export interface KeywordStats {
  /** Keywords classified by the rules, and those kept (the rules agree with the dataset). */
  candidates: number;
  accepted: number;
}

/** The yielded object is reused: copy what you keep. */
export function* keywordTexts(
  engine: RuleEngine,
  cats: readonly LaidOutCategory[],
  classOf: Uint16Array,
  opts: { recordShare: number },
  stats: KeywordStats,
): Generator<LabeledText> {
  const perClass = new Map<number, number>();
  for (const c of cats) perClass.set(classOf[c.index]!, (perClass.get(classOf[c.index]!) ?? 0) + 1);
  const seen = new Set<string>();
  const fresh = (t: string): boolean => (seen.has(t) ? false : (seen.add(t), true));
  const out: LabeledText = { record: '', label: 0, kind: 'keyword', text: '' };
  for (const c of cats) {
    if (opts.recordShare < 1 && keyUniform(c.key, 0x5a11) >= opts.recordShare) continue;
    const label = classOf[c.index]!;
    const share = KEYWORDS_PER_CLASS / KEYWORDS_PER_CATEGORY / perClass.get(label)!;
    if (share < 1 && keyUniform(c.key, 0x5a14) >= share) continue;
    const parent = c.parentIndex >= 0 ? cats[c.parentIndex]! : undefined;
    const source =
      c.key.startsWith('geo:') && parent?.key.startsWith('geo:')
        ? { ...c, parentPlace: parent.name }
        : c;
    const rows = generateKeywords(source, () => 0, fresh);
    // Spread over the modifiers: every k-th keyword after the plain name.
    const step = Math.max(1, Math.floor((rows.length - 1) / KEYWORDS_PER_CATEGORY));
    for (
      let k = 1, taken = 0;
      k < rows.length && taken < KEYWORDS_PER_CATEGORY;
      k += step, taken++
    ) {
      const text = rows[k]!.text;
      stats.candidates++;
      const got = engine.classify(text, null, null, 0);
      if (got < 0 || classOf[got] !== label) continue;
      stats.accepted++;
      out.record = c.key;
      out.label = label;
      out.text = text;
      yield out;
    }
  }
  seen.clear();
}
