/**
 * Validation of an uploaded custom taxonomy (POST user/taxonomy). Errors are 400s whose
 * `field` is the node's path (`nodes.2.nodes.0.positive_vocab.1`) and whose message
 * names the node; limits are 400 `taxonomy_limit` naming the limit. The result is a
 * clean copy holding only the documented fields.
 */
import { badRequest } from '../errors.js';
import { patternVariants } from '../../text/normalize.js';
import type { CustomNode } from '../../workers/custom/custom-taxonomy.js';

export const TAXONOMY_LIMITS = {
  /** Nodes in one taxonomy. */
  nodes: 10_000,
  /** Levels of nesting (top-level nodes are level 1). */
  depth: 16,
  /** Terms in one node's positive_vocab, and in its negative_vocab. */
  termsPerNode: 1_000,
  /** Terms in the whole taxonomy, positive and negative together. */
  terms: 200_000,
  /** Characters of a name or a term. */
  textLength: 200,
  /** Taxonomies one account may hold. */
  perAccount: 100,
} as const;

const limit = (what: string, n: number) =>
  badRequest(
    'taxonomy_limit',
    `A taxonomy holds at most ${n.toLocaleString('en-US')} ${what}.`,
    what === 'nodes' ? 'nodes' : undefined,
  );

/** Checks the name and the tree; answers the taxonomy as it will be stored. */
export function validateTaxonomy(name: unknown, nodes: unknown): CustomNode[] {
  if (typeof name !== 'string' || name.trim() === '')
    throw badRequest('invalid_taxonomy', 'name must be a non-empty string.', 'name');
  if (name.length > TAXONOMY_LIMITS.textLength)
    throw badRequest(
      'taxonomy_limit',
      `name is at most ${TAXONOMY_LIMITS.textLength} characters.`,
      'name',
    );
  if (!Array.isArray(nodes) || nodes.length === 0)
    throw badRequest('invalid_taxonomy', 'nodes must be a non-empty array of nodes.', 'nodes');
  const counts = { nodes: 0, terms: 0 };
  return checkNodes(nodes, ['nodes'], [], counts);
}

function checkNodes(
  list: unknown[],
  path: string[],
  names: string[],
  counts: { nodes: number; terms: number },
): CustomNode[] {
  if (names.length + 1 > TAXONOMY_LIMITS.depth)
    throw limit(`levels of nesting (at ${where(path, names)})`, TAXONOMY_LIMITS.depth);
  return list.map((raw, k) => {
    const at = [...path, String(k)];
    counts.nodes++;
    if (counts.nodes > TAXONOMY_LIMITS.nodes) throw limit('nodes', TAXONOMY_LIMITS.nodes);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw invalid(at, names, 'must be an object with name, positive_vocab and negative_vocab');
    const node = raw as Record<string, unknown>;
    if (typeof node.name !== 'string' || node.name.trim() === '')
      throw invalid([...at, 'name'], names, 'must be a non-empty string');
    if (node.name.length > TAXONOMY_LIMITS.textLength)
      throw invalid(
        [...at, 'name'],
        names,
        `is at most ${TAXONOMY_LIMITS.textLength} characters`,
        'taxonomy_limit',
      );
    const own = [...names, node.name];
    const out: CustomNode = {
      name: node.name,
      positive_vocab: checkTerms(node.positive_vocab, [...at, 'positive_vocab'], own, counts),
      negative_vocab: checkTerms(node.negative_vocab, [...at, 'negative_vocab'], own, counts),
    };
    if (node.nodes !== undefined) {
      if (!Array.isArray(node.nodes))
        throw invalid([...at, 'nodes'], own, 'must be an array of nodes');
      out.nodes = checkNodes(node.nodes, [...at, 'nodes'], own, counts);
    }
    return out;
  });
}

function checkTerms(
  raw: unknown,
  path: string[],
  names: string[],
  counts: { nodes: number; terms: number },
): string[] {
  if (!Array.isArray(raw)) throw invalid(path, names, 'must be an array of strings');
  if (raw.length > TAXONOMY_LIMITS.termsPerNode)
    throw invalid(
      path,
      names,
      `holds at most ${TAXONOMY_LIMITS.termsPerNode.toLocaleString('en-US')} terms`,
      'taxonomy_limit',
    );
  counts.terms += raw.length;
  if (counts.terms > TAXONOMY_LIMITS.terms)
    throw limit('vocabulary terms in all', TAXONOMY_LIMITS.terms);
  return raw.map((term, k) => {
    const at = [...path, String(k)];
    if (typeof term !== 'string') throw invalid(at, names, 'must be a string');
    if (term.length > TAXONOMY_LIMITS.textLength)
      throw invalid(
        at,
        names,
        `is at most ${TAXONOMY_LIMITS.textLength} characters`,
        'taxonomy_limit',
      );
    if (patternVariants(term).length === 0)
      throw invalid(at, names, `(${JSON.stringify(term)}) has no word to match`);
    return term;
  });
}

/** "nodes[2].nodes[0] (Red > Salmon)" */
function where(path: string[], names: string[]): string {
  const dotted = path.map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('');
  const shown = dotted.startsWith('.') ? dotted.slice(1) : dotted;
  return names.length > 0 ? `${shown} (${names.join(' > ')})` : shown;
}

function invalid(path: string[], names: string[], problem: string, code = 'invalid_taxonomy') {
  return badRequest(code, `${where(path, names)} ${problem}.`, path.join('.'));
}
