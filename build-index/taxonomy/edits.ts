/**
 * Operator taxonomy edits: `data/edits/*.json`, applied at every build on the assembled
 * draft (before ids are assigned), files in file-name order (plain code-unit order, so
 * prefix names with a number: 0001-..., 0002-...), entries in array order.
 *
 * A file holds one edit object or an array of them. Edit formats:
 *
 *   {"op":"add", "key":"edit:<slug>", "parent":"<existing key>" | null,
 *    "name":"...", "patterns":["..."],
 *    "negative":["..."]?, "context":["..."]?, "facets":[["brand","Acme"]]?,
 *    "prior":1?, "gloss":"..."?}
 *      Adds a category. The key must start with "edit:" (so it never clashes with a source
 *      key) and must not exist yet; the parent is a source key (wn:..., geo:..., tier:...)
 *      or the key of an earlier edit; null makes a new top tier. The id is derived from
 *      the key like any other, so it stays the same in every later build. prior defaults to 1.
 *   {"op":"remove", "key":"..."}
 *      Removes the category and its whole subtree.
 *   {"op":"add_patterns", "key":"...", "patterns":["..."]?, "negative":["..."]?, "context":["..."]?}
 *      Adds rule patterns (positive, negative, context) to a category; at least one list
 *      must be non-empty. Patterns already present are left as they are.
 *   {"op":"remove_patterns", "key":"...", "patterns":["..."]?, "negative":["..."]?, "context":["..."]?}
 *      Removes rule patterns. A pattern the category does not have is not an error (the
 *      source data may have dropped it since) but is listed in the manifest's edit warnings.
 *
 * Unknown fields, a missing or mistyped field, an unknown key or parent, a duplicate key,
 * or a file that is not JSON reject the build with an EditError naming the file and entry.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DraftCategory, Facet, FacetType, TaxonomyDraft } from './draft.js';
import type { Manifest } from '../../native-index/format.js';

const FACET_TYPES: readonly FacetType[] = ['domain', 'brand', 'product line'];
const EDIT_KEY_RE = /^edit:[A-Za-z0-9][A-Za-z0-9._:/-]*$/;

export type Edit =
  | {
      op: 'add';
      key: string;
      parent: string | null;
      name: string;
      patterns: string[];
      negative?: string[];
      context?: string[];
      facets?: Facet[];
      prior?: number;
      gloss?: string;
    }
  | { op: 'remove'; key: string }
  | {
      op: 'add_patterns' | 'remove_patterns';
      key: string;
      patterns?: string[];
      negative?: string[];
      context?: string[];
    };

export interface EditEntry {
  /** Path of the file, as found. */
  file: string;
  /** 1-based position in the file (1 for a file holding a single object). */
  entry: number;
  edit: Edit;
}

/** What the edits did: recorded as is in the version's manifest. */
export type EditSummary = NonNullable<Manifest['edits']>;

export class EditError extends Error {
  override readonly name = 'EditError';
  constructor(
    readonly file: string,
    readonly entry: number | null,
    detail: string,
    edit?: { op?: unknown; key?: unknown },
  ) {
    const what =
      entry === null
        ? ''
        : ` entry ${entry}` +
          (edit && (typeof edit.op === 'string' || typeof edit.key === 'string')
            ? ` (${[typeof edit.op === 'string' ? `op ${JSON.stringify(edit.op)}` : '', typeof edit.key === 'string' ? `key ${JSON.stringify(edit.key)}` : ''].filter(Boolean).join(', ')})`
            : '');
    super(`taxonomy edit rejected: ${file}${what}: ${detail}`);
  }
}

const ALLOWED: Record<Edit['op'], readonly string[]> = {
  add: [
    'op',
    'key',
    'parent',
    'name',
    'patterns',
    'negative',
    'context',
    'facets',
    'prior',
    'gloss',
  ],
  remove: ['op', 'key'],
  add_patterns: ['op', 'key', 'patterns', 'negative', 'context'],
  remove_patterns: ['op', 'key', 'patterns', 'negative', 'context'],
};

/** Reads and shape-checks every `*.json` file of `editsDir` (missing folder: no edits). */
export function loadEdits(editsDir: string): EditEntry[] {
  let names: string[];
  try {
    names = readdirSync(editsDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  names = names
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: EditEntry[] = [];
  for (const name of names) {
    const file = path.join(editsDir, name);
    if (!statSync(file).isFile()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new EditError(file, null, `not valid JSON: ${(e as Error).message}`);
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    list.forEach((raw, k) => out.push({ file, entry: k + 1, edit: checkEdit(raw, file, k + 1) }));
  }
  return out;
}

function checkEdit(raw: unknown, file: string, entry: number): Edit {
  const o = raw as Record<string, unknown>;
  const fail = (detail: string): never => {
    throw new EditError(file, entry, detail, raw && typeof raw === 'object' ? o : undefined);
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail('an edit must be a JSON object');
  const op = o.op;
  if (typeof op !== 'string' || !(op in ALLOWED)) {
    fail(
      `"op" must be one of ${Object.keys(ALLOWED)
        .map((k) => JSON.stringify(k))
        .join(', ')}`,
    );
  }
  const allowed = ALLOWED[op as Edit['op']];
  for (const f of Object.keys(o))
    if (!allowed.includes(f))
      fail(`unknown field ${JSON.stringify(f)} for op ${JSON.stringify(op)}`);
  if (typeof o.key !== 'string' || o.key.trim() === '') fail('"key" must be a non-empty string');
  const strings = (field: string, required: boolean): void => {
    const v = o[field];
    if (v === undefined && !required) return;
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string' || s.trim() === '')) {
      fail(`"${field}" must be an array of non-empty strings`);
    }
  };
  switch (op) {
    case 'add':
      if (!EDIT_KEY_RE.test(o.key as string))
        fail('"key" of an added category must look like "edit:<slug>"');
      if (o.parent !== null && (typeof o.parent !== 'string' || o.parent === ''))
        fail('"parent" must be a category key or null');
      if (typeof o.name !== 'string' || o.name.trim() === '')
        fail('"name" must be a non-empty string');
      strings('patterns', true);
      strings('negative', false);
      strings('context', false);
      if (o.facets !== undefined) {
        if (
          !Array.isArray(o.facets) ||
          o.facets.some(
            (f) =>
              !Array.isArray(f) ||
              f.length !== 2 ||
              !FACET_TYPES.includes(f[0] as FacetType) ||
              typeof f[1] !== 'string' ||
              f[1] === '',
          )
        ) {
          fail(
            `"facets" must be an array of [type, value] with type one of ${FACET_TYPES.map((t) => JSON.stringify(t)).join(', ')}`,
          );
        }
      }
      if (
        o.prior !== undefined &&
        (typeof o.prior !== 'number' || !Number.isFinite(o.prior) || o.prior < 0)
      ) {
        fail('"prior" must be a non-negative number');
      }
      if (o.gloss !== undefined && typeof o.gloss !== 'string') fail('"gloss" must be a string');
      break;
    case 'add_patterns':
    case 'remove_patterns':
      strings('patterns', false);
      strings('negative', false);
      strings('context', false);
      if (
        !['patterns', 'negative', 'context'].some(
          (f) => Array.isArray(o[f]) && (o[f] as unknown[]).length > 0,
        )
      ) {
        fail('needs a non-empty "patterns", "negative" or "context"');
      }
      break;
  }
  return o as unknown as Edit;
}

/**
 * Applies edits in order to a copy of the draft (the input is not modified). Throws
 * EditError on an unknown key or parent or a duplicate key.
 */
export function applyEdits(
  draft: TaxonomyDraft,
  edits: readonly EditEntry[],
): { draft: TaxonomyDraft; summary: EditSummary } {
  const summary: EditSummary = {
    files: [...new Set(edits.map((e) => path.basename(e.file)))],
    added: 0,
    removed: 0,
    patterns_added: 0,
    patterns_removed: 0,
    warnings: [],
  };
  if (edits.length === 0) return { draft, summary };

  const byKey = new Map<string, DraftCategory>();
  for (const c of draft.categories) {
    if (byKey.has(c.key))
      throw new Error(`taxonomy draft has duplicate category key ${JSON.stringify(c.key)}`);
    byKey.set(c.key, c);
  }
  const children = new Map<string, string[]>();
  const linkChild = (c: DraftCategory): void => {
    if (c.parent === null) return;
    const l = children.get(c.parent);
    if (l) l.push(c.key);
    else children.set(c.parent, [c.key]);
  };
  for (const c of byKey.values()) linkChild(c);

  for (const { file, entry, edit } of edits) {
    const fail = (detail: string): never => {
      throw new EditError(file, entry, detail, edit);
    };
    switch (edit.op) {
      case 'add': {
        if (byKey.has(edit.key)) fail(`key ${JSON.stringify(edit.key)} already exists`);
        if (edit.parent !== null && !byKey.has(edit.parent))
          fail(`parent ${JSON.stringify(edit.parent)} does not exist`);
        const cat: DraftCategory = {
          key: edit.key,
          parent: edit.parent,
          name: edit.name.trim(),
          patterns: dedupe(edit.patterns),
          negative: dedupe(edit.negative ?? []),
          context: dedupe(edit.context ?? []),
          facets: (edit.facets ?? []).map(([t, v]) => [t, v] as Facet),
          prior: edit.prior ?? 1,
          ...(edit.gloss !== undefined ? { gloss: edit.gloss } : {}),
        };
        byKey.set(cat.key, cat);
        linkChild(cat);
        summary.added++;
        break;
      }
      case 'remove': {
        if (!byKey.has(edit.key)) fail(`key ${JSON.stringify(edit.key)} does not exist`);
        const ch = children;
        const gone: string[] = [edit.key];
        for (let k = 0; k < gone.length; k++)
          for (const c of ch.get(gone[k]!) ?? []) if (byKey.has(c)) gone.push(c);
        for (const k of gone) {
          byKey.delete(k);
          ch.delete(k);
        }
        summary.removed += gone.length;
        break;
      }
      case 'add_patterns':
      case 'remove_patterns': {
        const cat = byKey.get(edit.key);
        if (!cat) fail(`key ${JSON.stringify(edit.key)} does not exist`);
        const next: DraftCategory = { ...cat! };
        for (const field of ['patterns', 'negative', 'context'] as const) {
          const given = edit[field];
          if (!given || given.length === 0) continue;
          const have = new Set(next[field]);
          if (edit.op === 'add_patterns') {
            const added = given.filter((p) => !have.has(p) && (have.add(p), true));
            next[field] = [...next[field], ...added];
            summary.patterns_added += added.length;
          } else {
            const drop = new Set(given);
            for (const p of drop) {
              if (!have.has(p))
                summary.warnings.push(
                  `${path.basename(file)} entry ${entry}: ${edit.key} has no ${field} ${JSON.stringify(p)}`,
                );
            }
            const kept = next[field].filter((p) => !drop.has(p));
            summary.patterns_removed += next[field].length - kept.length;
            next[field] = kept;
          }
        }
        byKey.set(cat!.key, next);
        break;
      }
    }
  }
  return { draft: { ...draft, categories: [...byKey.values()] }, summary };
}

function dedupe(list: readonly string[]): string[] {
  return [...new Set(list)];
}
