/**
 * Validation of an uploaded client overlay (POST /v2/user/overlay, `sortal overlays
 * upload`): its account and name, and either a client taxonomy (`nodes`, the node format
 * of POST /v2/user/taxonomy plus an optional `id` per node) or an explicit `mapping`
 * (rows of our category, the client node's id and its path). Errors are 400s whose
 * `field` is the node's path (`nodes.1.nodes.0.id`) or the row's (`mapping.3.node_id`);
 * limits are 400 `overlay_limit` naming the limit. Whether a row's category exists is
 * checked by the caller, against an index version.
 */
import { badRequest } from '../errors.js';
import { OVERLAY_NAME_RE } from '../../build-index/overlays/client-overlays.js';
import type { OverlayMappingRow, OverlayUploadNode } from '../../native-index/overlay-uploads.js';
import type { CustomNode } from '../../workers/custom/custom-taxonomy.js';
import { validateTaxonomy } from '../taxonomies/taxonomy-validation.js';

export const OVERLAY_LIMITS = {
  /** Rows of one explicit mapping. */
  rows: 100_000,
  /** Characters of a category, node id or node path. */
  textLength: 1_000,
  /** Uploaded overlays one account may have. */
  perAccount: 20,
} as const;

export interface ValidOverlayUpload {
  account: string;
  name: string;
  nodes?: OverlayUploadNode[];
  mapping?: OverlayMappingRow[];
}

const USERNAME_RE = /^[A-Za-z0-9._-]{1,64}$/;

/** Checks an upload's fields; answers it as it will be stored (node ids filled in). */
export function validateOverlayUpload(body: {
  account?: unknown;
  name?: unknown;
  nodes?: unknown;
  mapping?: unknown;
}): ValidOverlayUpload {
  if (typeof body.account !== 'string' || !USERNAME_RE.test(body.account))
    throw badRequest(
      'invalid_overlay',
      'account must be the username of the account the overlay is for.',
      'account',
    );
  if (typeof body.name !== 'string' || !OVERLAY_NAME_RE.test(body.name))
    throw badRequest(
      'invalid_overlay',
      'name must be an overlay name <taxonomy>_v<version>_<year>, e.g. Acme_v2_2026.',
      'name',
    );
  if ((body.nodes === undefined) === (body.mapping === undefined))
    throw badRequest(
      'invalid_overlay',
      'Give either nodes (a client taxonomy, mapped automatically) or mapping (explicit rows), not both.',
      body.nodes === undefined ? 'nodes' : 'mapping',
    );
  const out: ValidOverlayUpload = { account: body.account, name: body.name };
  if (body.nodes !== undefined) {
    // The tree as for a custom taxonomy (same limits, errors naming the node's path).
    const clean = validateTaxonomy(body.name, body.nodes);
    out.nodes = withIds(clean, body.nodes as unknown[], ['nodes'], [], '', new Set());
  } else out.mapping = checkMapping(body.mapping);
  return out;
}

/** The clean tree with each node's id: the one given, else its position ("2.1": first child of the second top node). */
function withIds(
  clean: CustomNode[],
  raw: unknown[],
  at: string[],
  names: string[],
  prefix: string,
  seen: Set<string>,
): OverlayUploadNode[] {
  return clean.map((node, k) => {
    const given = (raw[k] as Record<string, unknown>).id;
    const here = [...at, String(k)];
    const own = [...names, node.name];
    const position = prefix + String(k + 1);
    if (given !== undefined && !isText(given))
      throw invalid(
        [...here, 'id'],
        `${where(here, own)}.id must be a non-empty string without tabs or line breaks, at most ${OVERLAY_LIMITS.textLength} characters`,
      );
    const id = given ?? position;
    if (seen.has(id))
      throw invalid(
        [...here, 'id'],
        `${where(here, own)}.id (${JSON.stringify(id)}) is taken by another node`,
      );
    seen.add(id);
    const out: OverlayUploadNode = {
      id,
      name: node.name,
      positive_vocab: node.positive_vocab,
      negative_vocab: node.negative_vocab,
    };
    if (node.nodes) {
      const kids = (raw[k] as { nodes: unknown[] }).nodes;
      out.nodes = withIds(node.nodes, kids, [...here, 'nodes'], own, position + '.', seen);
    }
    return out;
  });
}

function checkMapping(raw: unknown): OverlayMappingRow[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw badRequest(
      'invalid_overlay',
      'mapping must be a non-empty array of {category, node_id, node_path}.',
      'mapping',
    );
  if (raw.length > OVERLAY_LIMITS.rows)
    throw badRequest(
      'overlay_limit',
      `A mapping holds at most ${OVERLAY_LIMITS.rows.toLocaleString('en-US')} rows.`,
      'mapping',
    );
  return raw.map((row, k) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw invalid(
        ['mapping', String(k)],
        `mapping[${k}] must be an object with category, node_id and node_path`,
      );
    const r = row as Record<string, unknown>;
    for (const field of ['category', 'node_id', 'node_path'] as const)
      if (!isText(r[field]))
        throw invalid(
          ['mapping', String(k), field],
          `mapping[${k}].${field} must be a non-empty string without tabs or line breaks, at most ${OVERLAY_LIMITS.textLength} characters`,
        );
    return {
      category: (r.category as string).trim(),
      node_id: (r.node_id as string).trim(),
      node_path: (r.node_path as string).trim(),
    };
  });
}

function isText(v: unknown): v is string {
  return (
    typeof v === 'string' &&
    v.trim() !== '' &&
    v.length <= OVERLAY_LIMITS.textLength &&
    !/[\t\r\n]/.test(v)
  );
}

/** "nodes[1].nodes[0] (Shoes > Boots)" */
function where(path: string[], names: string[]): string {
  const dotted = path.map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('');
  return `${dotted.startsWith('.') ? dotted.slice(1) : dotted} (${names.join(' > ')})`;
}

function invalid(path: string[], message: string) {
  return badRequest('invalid_overlay', `${message}.`, path.join('.'));
}
