/**
 * Taxonomy matches of a text for entity tests and benchmarks, standing in for the
 * document engine: the text is cut at sentence ends into windows; in each window the
 * rule engine scores every sense of every match (RuleEngine.explain) and each match that
 * no longer match covers gets its best-scoring category.
 */
import { MatchList } from '../../native-index/automaton/index.js';
import type { IndexVersion } from '../../native-index/index.js';
import { ruleEngineFor } from '../../workers/engine/rule-engine.js';
import type { TaxonomyMatch } from '../../workers/entities/index.js';

const ml = new MatchList(64);

function windows(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /[.!?\n]+\s*/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    out.push([at, end]);
    at = end;
  }
  if (at < text.length) out.push([at, text.length]);
  return out;
}

export function taxonomyMatches(index: IndexVersion, text: string): TaxonomyMatch[] {
  const engine = ruleEngineFor(index);
  const out: TaxonomyMatch[] = [];
  for (const [ws, we] of windows(text)) {
    const w = text.slice(ws, we);
    const best = new Map<string, number>();
    for (const c of engine.explain(w).candidates)
      if (!c.subsumed && !best.has(c.match)) best.set(c.match, c.category);
    const n = engine.automaton.scanInto(w, ml);
    for (let j = 0; j < n; j++) {
      const s = ml.start[j]!;
      const e = ml.end[j]!;
      const c = best.get(w.slice(s, e));
      if (c !== undefined) out.push({ start: ws + s, end: ws + e, category: c });
    }
  }
  return out;
}
