/**
 * Scoring of a text against a custom taxonomy. Every occurrence of a node's positive
 * vocabulary counts its length in tokens; an occurrence inside a longer one is dropped
 * (in "light pink" only Light Pink counts, not Pink), and a node whose negative
 * vocabulary occurs anywhere in the text is suppressed.
 */
import { MatchList } from '../../native-index/automaton/index.js';
import type { CustomTaxonomy } from './custom-taxonomy.js';

export interface CustomScores {
  /** Node numbers, best first, and their scores. */
  nodes: number[];
  scores: number[];
  /** The matched phrases as written (lower-cased), with their occurrences. */
  phrases: Map<string, number>;
  /** Nodes a negative term of the text rules out. */
  suppressed: Set<number>;
  /** With `byNode`: per scored node, the phrases that placed it. */
  phrasesOf?: Map<number, string[]>;
}

const matches = new MatchList(256);

export function scoreText(tax: CustomTaxonomy, text: string, byNode = false): CustomScores {
  const { automaton } = tax;
  const values = automaton.values;
  automaton.scanInto(text, matches);
  const suppressed = new Set<number>();
  const spans: Array<{ from: number; to: number; m: number }> = [];
  for (let m = 0; m < matches.count; m++) {
    let positive = false;
    for (let j = matches.valueStart[m]!; j < matches.valueEnd[m]!; j++) {
      const v = values[j]!;
      if (v & 1) suppressed.add(v >>> 1);
      else positive = true;
    }
    if (positive) spans.push({ from: matches.tokenStart[m]!, to: matches.tokenEnd[m]!, m });
  }
  // Longest first among spans starting together; a span ending inside an earlier one is nested.
  spans.sort((a, b) => a.from - b.from || b.to - a.to);
  const score = new Map<number, number>();
  const phrases = new Map<string, number>();
  const phrasesOf = byNode ? new Map<number, string[]>() : undefined;
  let reach = -1;
  let last: { from: number; to: number } | null = null;
  for (const s of spans) {
    const same = last !== null && last.from === s.from && last.to === s.to;
    if (s.to <= reach && !same) continue;
    reach = Math.max(reach, s.to);
    last = s;
    const phrase = text.slice(matches.start[s.m], matches.end[s.m]).toLowerCase();
    let counted = false;
    for (let j = matches.valueStart[s.m]!; j < matches.valueEnd[s.m]!; j++) {
      const v = values[j]!;
      if (v & 1 || suppressed.has(v >>> 1)) continue;
      score.set(v >>> 1, (score.get(v >>> 1) ?? 0) + (s.to - s.from));
      counted = true;
      if (phrasesOf) {
        const list = phrasesOf.get(v >>> 1) ?? [];
        if (!list.includes(phrase)) list.push(phrase);
        phrasesOf.set(v >>> 1, list);
      }
    }
    if (counted) phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
  }
  // Best first; among equals the deeper node, then the earlier one.
  const ranked = [...score].sort(
    (a, b) => b[1] - a[1] || tax.depth[b[0]]! - tax.depth[a[0]]! || a[0] - b[0],
  );
  return {
    nodes: ranked.map((r) => r[0]),
    scores: ranked.map((r) => r[1]),
    phrases,
    suppressed,
    ...(phrasesOf ? { phrasesOf } : {}),
  };
}

/** add_last_node false: a node without children is shown as its parent. */
export function withoutLastNode(tax: CustomTaxonomy, node: number): number {
  const isLeaf = node + 1 >= tax.parent.length || tax.parent[node + 1] !== node;
  const p = tax.parent[node]!;
  return isLeaf && p >= 0 ? p : node;
}
