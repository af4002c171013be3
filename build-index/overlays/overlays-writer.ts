/**
 * Writes `overlays.json` (native-index/overlays-format.ts): every built-in overlay
 * (overlay-source.ts) mapped to this build's categories (map-overlay.ts) by this build's
 * own rule engine, with the reviewed exceptions of this folder, the client overlays of
 * the operator's mapping files (client-overlays.ts) and of the uploads the data folder's
 * snapshot holds (uploaded-overlays.ts), and the coverage the build reports. Comes after the rule writer (it reads its files); without them only the
 * nodes that are categories of ours and the exceptions are mapped.
 */
import { RuleEngine } from '../../workers/engine/rule-engine.js';
import {
  encodeOverlays,
  OVERLAYS_FILE,
  type OverlayCoverage,
  type OverlaysDocument,
  type OverlayTable,
} from '../../native-index/overlays-format.js';
import { readOverlayUploads, type OverlayUpload } from '../../native-index/overlay-uploads.js';
import type { IndexFileWriter, IndexWriterContext, LaidOutCategory } from '../build.js';
import { versionView } from '../model/version-view.js';
import {
  invertMapping,
  mapOverlay,
  pathIndex,
  topicalMapping,
  type ClassifyFn,
} from './map-overlay.js';
import {
  ClientOverlayError,
  loadClientOverlays,
  type ClientOverlayFile,
} from './client-overlays.js';
import { loadOverlayExceptions, type OverlayException } from './overlay-exceptions.js';
import { uploadedMappingFile, uploadedTaxonomySource } from './uploaded-overlays.js';
import { builtInOverlays, type OverlaySource } from './overlay-source.js';

export const overlaysWriter: IndexFileWriter = async (ctx) => {
  const classify = buildClassifier(ctx);
  const builtIn = overlayTables(ctx, builtInOverlays(), undefined, classify);
  const files = loadClientOverlays(ctx.dataDir);
  for (const f of files)
    if (builtIn.some((b) => b.name === f.name))
      throw new ClientOverlayError(
        `client overlay ${f.owner}/${f.name}: a built-in overlay has that name`,
      );
  const { tables: uploaded, shadowed } = uploadedOverlayTables(
    ctx,
    readOverlayUploads(ctx.dataDir),
    new Set([...builtIn.map((b) => b.name), ...files.map((f) => `${f.owner}/${f.name}`)]),
    classify,
  );
  const clients = [...clientOverlayTables(ctx, files), ...uploaded].sort(
    (a, b) => cmp(a.owner ?? '', b.owner ?? '') || cmp(a.name, b.name),
  );
  return {
    [OVERLAYS_FILE]: encodeOverlays({
      overlays: [...builtIn, ...clients],
      ...(shadowed.length ? { shadowed } : {}),
    }),
  };
};

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The tables of the uploaded client overlays (uploaded-overlays.ts): a mapping like a
 * mapping file's, a client taxonomy mapped like a built-in overlay. An upload whose name
 * a built-in overlay or an operator's mapping file of the same account (`taken`:
 * `<name>` or `<owner>/<name>`) has is left out and listed as shadowed: the operator's
 * files win.
 */
export function uploadedOverlayTables(
  ctx: IndexWriterContext,
  uploads: readonly OverlayUpload[],
  taken: ReadonlySet<string>,
  classify: ClassifyFn = buildClassifier(ctx),
): { tables: OverlayTable[]; shadowed: NonNullable<OverlaysDocument['shadowed']> } {
  const tables: OverlayTable[] = [];
  const shadowed: NonNullable<OverlaysDocument['shadowed']> = [];
  for (const u of uploads) {
    if (taken.has(u.name) || taken.has(`${u.account}/${u.name}`)) {
      shadowed.push({ owner: u.account, name: u.name, upload: u.upload_id });
      continue;
    }
    const table = u.mapping
      ? clientOverlayTables(ctx, [uploadedMappingFile(u)])[0]!
      : { ...mappedTable(ctx, uploadedTaxonomySource(u), classify, []), owner: u.account };
    tables.push({ ...table, upload: u.upload_id });
  }
  return { tables, shadowed };
}

const engines = new WeakMap<IndexWriterContext, RuleEngine | null>();

/** The build's own rule engine, made once per build (null without the rule files). */
function engineOf(ctx: IndexWriterContext): RuleEngine | null {
  let engine = engines.get(ctx);
  if (engine === undefined) {
    const view = versionView(ctx);
    engine = RuleEngine.supports(view) ? new RuleEngine(view) : null;
    engines.set(ctx, engine);
  }
  return engine;
}

/** The engine's best category (no spelling correction: names are spelled right), or -1. */
export function buildClassifier(ctx: IndexWriterContext): ClassifyFn {
  const engine = engineOf(ctx);
  if (!engine) return () => -1;
  const lo = new Int32Array(1);
  const hi = new Int32Array(1);
  return (text, within) => {
    if (within < 0) return engine.classify(text, null, null, 0, false);
    lo[0] = within;
    hi[0] = ctx.categories[within]!.end;
    return engine.classify(text, lo, hi, 1, false);
  };
}

/** The engine's best category outside the subtrees of the categories whose key starts with `prefix`, or -1. */
export function classifierOutside(
  ctx: IndexWriterContext,
  prefix: string,
): (text: string) => number {
  const engine = engineOf(ctx);
  if (!engine) return () => -1;
  const cats = ctx.categories;
  const lo: number[] = [];
  const hi: number[] = [];
  let at = 0;
  for (const c of cats) {
    if (c.index < at || !c.key.startsWith(prefix)) continue;
    if (c.index > at) {
      lo.push(at);
      hi.push(c.index);
    }
    at = c.end;
  }
  if (at < cats.length) {
    lo.push(at);
    hi.push(cats.length);
  }
  const los = Int32Array.from(lo);
  const his = Int32Array.from(hi);
  return (text) => engine.classify(text, los, his, los.length, false);
}

export function overlayTables(
  ctx: IndexWriterContext,
  sources: readonly OverlaySource[],
  exceptionsDir?: string,
  classify: ClassifyFn = buildClassifier(ctx),
): OverlayTable[] {
  return sources.map((source, s) => {
    ctx.onProgress?.('overlays', s, sources.length);
    return mappedTable(
      ctx,
      source,
      classify,
      loadOverlayExceptions(source.slug, exceptionsDir),
      // The reviewed topical mappings of a source of ours (map-overlay.ts, `topicalMapping`).
      source.topicalOutside === undefined
        ? []
        : loadOverlayExceptions(`${source.slug}-topical`, exceptionsDir),
    );
  });
}

/** One overlay source mapped onto this build's categories (map-overlay.ts). */
function mappedTable(
  ctx: IndexWriterContext,
  source: OverlaySource,
  classify: ClassifyFn,
  exceptions: readonly OverlayException[],
  topicalExceptions: readonly OverlayException[] = [],
): OverlayTable {
  const mapping = mapOverlay(source, ctx.categories, classify, exceptions);
  const own = invertMapping(mapping, source);
  const mapped: Record<string, number> = {};
  for (const b of mapping.by) if (b) mapped[b] = (mapped[b] ?? 0) + 1;
  let topical: Int32Array | undefined;
  const unapplied = mapping.unapplied.map((e) => e.nodeId);
  if (source.topicalOutside !== undefined) {
    const t = topicalMapping(
      source,
      ctx.categories,
      classifierOutside(ctx, source.topicalOutside),
      topicalExceptions,
    );
    topical = t.category;
    for (const e of t.unapplied) if (!unapplied.includes(e.nodeId)) unapplied.push(e.nodeId);
    topical.forEach((c, k) => {
      if (c < 0) return;
      const list = own.get(c) ?? [];
      if (!list.includes(k) && list.length < MAX_TOPICAL_NODES) list.push(k);
      own.set(c, list);
      mapped.topical = (mapped.topical ?? 0) + 1;
    });
  }
  return {
    name: source.name,
    slug: source.slug,
    nodes: source.nodes.map((n) => [n.id, n.path.join('::')] as [string, string]),
    map: [...own.entries()].sort((a, b) => a[0] - b[0]),
    mapped,
    category: [...mapping.category],
    by: mapping.by.map((b) => (b === null ? '-' : b[0]!)).join(''),
    coverage: coverageOf(ctx.categories, own),
    ...(unapplied.length ? { unapplied } : {}),
    ...(topical ? { topical: [...topical] } : {}),
  };
}

/** Nodes a topical category may carry (NAICS nodes mapped to it besides its own). */
const MAX_TOPICAL_NODES = 8;

/** MAX nodes shown for one category of a client overlay. */
const MAX_CLIENT_NODES = 32;

/** The tables of the operator's client mapping files (client-overlays.ts). */
export function clientOverlayTables(
  ctx: IndexWriterContext,
  files: readonly ClientOverlayFile[],
): OverlayTable[] {
  const byPath = pathIndex(ctx.categories);
  return files.map((f) => {
    const nodeOf = new Map<string, number>();
    const nodes: Array<[string, string]> = [];
    const own = new Map<number, number[]>();
    const category: number[] = [];
    let skipped = 0;
    for (const row of f.rows) {
      const c = ctx.indexOfKey.get(row.category) ?? byPath(row.category);
      if (c === undefined) {
        skipped++;
        continue;
      }
      let k = nodeOf.get(row.nodeId);
      if (k === undefined) {
        k = nodes.length;
        nodeOf.set(row.nodeId, k);
        nodes.push([row.nodeId, row.nodePath]);
        category.push(c);
      }
      const list = own.get(c) ?? [];
      if (!list.includes(k) && list.length < MAX_CLIENT_NODES) list.push(k);
      own.set(c, list);
    }
    return {
      name: f.name,
      slug: 'client',
      owner: f.owner,
      nodes,
      map: [...own.entries()].sort((a, b) => a[0] - b[0]),
      mapped: { file: nodes.length },
      category,
      by: 'f'.repeat(nodes.length),
      coverage: coverageOf(ctx.categories, own),
      skipped,
    };
  });
}

/** Categories with an overlay node, own or inherited from an ancestor, in all and per vertical (top tier). */
export function coverageOf(
  cats: readonly LaidOutCategory[],
  own: ReadonlyMap<number, unknown>,
): OverlayCoverage {
  const covered = new Uint8Array(cats.length);
  const vertical = new Int32Array(cats.length);
  const out: OverlayCoverage = { categories: cats.length, covered: 0, by_vertical: {} };
  for (const c of cats) {
    const p = c.parentIndex;
    covered[c.index] = own.has(c.index) || (p >= 0 && covered[p] === 1) ? 1 : 0;
    vertical[c.index] = p >= 0 ? vertical[p]! : c.index;
    const v = (out.by_vertical[cats[vertical[c.index]!]!.name] ??= { categories: 0, covered: 0 });
    v.categories++;
    v.covered += covered[c.index]!;
    out.covered += covered[c.index]!;
  }
  return out;
}
