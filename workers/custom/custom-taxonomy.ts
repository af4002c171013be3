/**
 * A custom taxonomy compiled for the engine: its nodes numbered in preorder, every
 * positive and negative vocabulary term compiled with the classifier's normalization into
 * one small rule automaton (native-index/automaton). The bytes live in
 * SharedArrayBuffers, so the description is compiled once on the main thread and every
 * worker that is sent it wraps the same memory.
 *
 * An automaton value is `node * 2 + polarity` (1: negative vocabulary).
 */
import {
  buildRuleAutomatonFiles,
  openRuleAutomaton,
  type RuleEntry,
} from '../../native-index/automaton/index.js';
import type { RuleAutomaton } from '../../native-index/automaton/index.js';
import type { NodeCentroidsDescription } from './node-centroids.js';

export interface CustomNode {
  name: string;
  positive_vocab: string[];
  negative_vocab: string[];
  nodes?: CustomNode[];
}

/** What a worker is sent once per custom taxonomy: views of shared memory only. */
export interface CustomTaxonomyDescription {
  datasetId: string;
  automaton: Uint8Array;
  tokens: Uint8Array;
  /** Per node (preorder): its parent's number, -1 for a top-level node. */
  parent: Int32Array;
  /** The zero-shot centroids for one index version's vectors (none when it has no vectors). */
  centroids?: NodeCentroidsDescription;
}

/** Opened in a worker from its description (no copy). */
export interface CustomTaxonomy {
  datasetId: string;
  automaton: RuleAutomaton;
  parent: Int32Array;
  depth: Uint8Array;
  centroids?: NodeCentroidsDescription;
}

function shared(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  out.set(bytes);
  return out;
}

/** Calls visit(node, number, parent) in preorder, the numbering the automaton values use. */
export function walkPreorder(
  nodes: readonly CustomNode[],
  visit: (node: CustomNode, index: number, parent: number) => void,
): number {
  let next = 0;
  const stack: Array<{ node: CustomNode; parent: number }> = [];
  for (let k = nodes.length - 1; k >= 0; k--) stack.push({ node: nodes[k]!, parent: -1 });
  while (stack.length > 0) {
    const { node, parent } = stack.pop()!;
    const index = next++;
    visit(node, index, parent);
    const children = node.nodes ?? [];
    for (let k = children.length - 1; k >= 0; k--)
      stack.push({ node: children[k]!, parent: index });
  }
  return next;
}

/** Compiles a (validated) taxonomy into shared memory. */
export function compileCustomTaxonomy(
  datasetId: string,
  nodes: readonly CustomNode[],
): CustomTaxonomyDescription {
  const entries: RuleEntry[] = [];
  const parents: number[] = [];
  walkPreorder(nodes, (node, index, parent) => {
    parents.push(parent);
    for (const pattern of node.positive_vocab) entries.push({ pattern, value: index * 2 });
    for (const pattern of node.negative_vocab) entries.push({ pattern, value: index * 2 + 1 });
  });
  const { files } = buildRuleAutomatonFiles(entries, { frequencyLayout: false });
  const parent = new Int32Array(new SharedArrayBuffer(parents.length * 4));
  parent.set(parents);
  return {
    datasetId,
    automaton: shared(files['automaton.bin']),
    tokens: shared(files['tokens.bin']),
    parent,
  };
}

export function openCustomTaxonomy(d: CustomTaxonomyDescription): CustomTaxonomy {
  const automaton = openRuleAutomaton({ 'automaton.bin': d.automaton, 'tokens.bin': d.tokens });
  const depth = new Uint8Array(d.parent.length);
  // Preorder: a parent always comes before its children.
  for (let i = 0; i < d.parent.length; i++) {
    const p = d.parent[i]!;
    depth[i] = p < 0 ? 1 : depth[p]! + 1;
  }
  return {
    datasetId: d.datasetId,
    automaton,
    parent: d.parent,
    depth,
    ...(d.centroids ? { centroids: d.centroids } : {}),
  };
}
