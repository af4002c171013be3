/**
 * Builds and publishes one index version: assemble the taxonomy draft, add the operator's
 * entities (data/sources/), apply operator edits (data/edits/), assign ids, lay out in preorder, write the category files plus
 * whatever the extra writers (rule automaton, model, ...) return, write the manifest,
 * publish atomically, prune old versions.
 *
 * Deterministic: the same draft and edits give byte-identical files; only manifest.json
 * (built_at, version) differs between two builds.
 */
import path from 'node:path';
import { RETENTION_DAYS } from '../native-index/catalog.js';
import { componentOfFile } from '../native-index/components.js';
import {
  FILE_NAME_RE,
  MANIFEST_FILE,
  versionNameOf,
  type Manifest,
} from '../native-index/format.js';
import { layoutOrder, type Laid } from '../native-index/layout.js';
import { writeCategoryFiles } from '../native-index/writer.js';
import { entityCategories } from './entities/named-entity.js';
import { loadOperatorEntities } from './entities/operator-sources.js';
import type { DraftCategory, TaxonomyDraft } from './taxonomy/draft.js';
import { assembleTaxonomy } from './taxonomy/assemble.js';
import { applyEdits, loadEdits } from './taxonomy/edits.js';
import { assignIds, categoryId, type IdHash } from './taxonomy/ids.js';
import { publishVersion, pruneVersions, type IndexFileBytes } from './versions.js';

export type Profile = 'full' | 'small';
export type ProgressFn = (stage: string, done: number, total: number) => void;

/** A category as laid out in the version: draft fields (patterns, negative, context, gloss...) plus id and position. */
export type LaidOutCategory = Laid<DraftCategory & { id: bigint }>;

/** What an extra writer sees. `categories[i].index === i`; indexes are those the reader uses. */
export interface IndexWriterContext {
  dataDir: string;
  version: string;
  builtAt: Date;
  profile: Profile;
  categories: readonly LaidOutCategory[];
  /** Key -> index. */
  indexOfKey: ReadonlyMap<string, number>;
  sources: Record<string, string>;
  /**
   * The files written so far: the category files and those of the writers before this
   * one (e.g. the rule automaton for a writer listed after the rules writer), except files
   * written as parts. Read only.
   */
  files: Readonly<Record<string, Uint8Array>>;
  onProgress?: ProgressFn;
}

/** Returns extra files for the version: components of native-index/components.ts, each in its container, not clashing with others. */
export type IndexFileWriter = (ctx: IndexWriterContext) => Promise<Record<string, IndexFileBytes>>;

export interface BuildOptions {
  dataDir: string;
  /** built_at (default now); truncated to whole seconds. Names the version. */
  at?: Date;
  profile?: Profile;
  /** Use this draft instead of assembling one (tests, fixtures). */
  draft?: TaxonomyDraft;
  extraWriters?: IndexFileWriter[];
  onProgress?: ProgressFn;
  /** Where edits live (default `<dataDir>/edits`). */
  editsDir?: string;
  /** Where the operator's entity files live (default `<dataDir>/sources`). */
  sourcesDir?: string;
  /** Delete versions older than this after publishing (default 21; 0 or less: no pruning). */
  retentionDays?: number;
  /** Test hook: replaces the id hash (to force a collision). */
  idHash?: IdHash;
}

export interface BuildResult {
  version: string;
  dir: string;
  manifest: Manifest;
  /** Versions deleted by pruning. */
  pruned: string[];
}

export async function buildIndex(opts: BuildOptions): Promise<BuildResult> {
  const profile = opts.profile ?? 'full';
  const at = new Date(Math.floor((opts.at ?? new Date()).getTime() / 1000) * 1000);
  const progress = opts.onProgress ?? (() => {});

  let draft = opts.draft;
  if (!draft) {
    progress('assemble', 0, 1);
    draft = await assembleTaxonomy({
      profile,
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    });
    progress('assemble', 1, 1);
  }

  progress('sources', 0, 1);
  const operator = loadOperatorEntities(
    opts.sourcesDir ?? path.join(opts.dataDir, 'sources'),
    draft.categories,
  );
  if (operator.length > 0) {
    draft = {
      ...draft,
      categories: [...draft.categories, ...entityCategories(operator, draft.categories)],
      counts: { ...draft.counts, operator: operator.length },
    };
  }
  progress('sources', 1, 1);

  progress('edits', 0, 1);
  const edits = loadEdits(opts.editsDir ?? path.join(opts.dataDir, 'edits'));
  const edited = applyEdits(draft, edits);
  progress('edits', 1, 1);

  const cats = edited.draft.categories;
  progress('ids', 0, cats.length);
  const ids = assignIds(cats, opts.idHash ?? categoryId);
  progress('ids', cats.length, cats.length);

  progress('layout', 0, 1);
  const lay = layoutOrder(cats);
  const categories: LaidOutCategory[] = new Array<LaidOutCategory>(cats.length);
  for (let i = 0; i < cats.length; i++) {
    const at = lay.order[i]!;
    const c = cats[at]!;
    // One literal shape for all (fast; spreading draft objects is slow in V8 at this size).
    categories[i] = {
      key: c.key,
      parent: c.parent,
      name: c.name,
      patterns: c.patterns,
      negative: c.negative,
      context: c.context,
      facets: c.facets,
      prior: c.prior,
      gloss: c.gloss,
      entityType: c.entityType,
      formerKeys: c.formerKeys,
      id: ids[at]!,
      index: i,
      parentIndex: lay.parent[i]!,
      depth: lay.depth[i]!,
      end: lay.end[i]!,
    };
  }
  progress('layout', 1, 1);

  progress('write', 0, 1);
  const files: Record<string, Uint8Array> = writeCategoryFiles(categories);
  progress('write', 1, 1);

  const version = versionNameOf(at);
  const parted: Record<string, readonly Uint8Array[]> = {};
  if (opts.extraWriters?.length) {
    const indexOfKey = new Map<string, number>();
    for (const c of categories) indexOfKey.set(c.key, c.index);
    const ctx: IndexWriterContext = {
      dataDir: opts.dataDir,
      version,
      builtAt: at,
      profile,
      categories,
      indexOfKey,
      sources: { ...draft.sources },
      files,
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    };
    for (const [k, writer] of opts.extraWriters.entries()) {
      progress('extra', k, opts.extraWriters.length);
      const extra = await writer(ctx);
      for (const [name, bytes] of Object.entries(extra)) {
        if (!FILE_NAME_RE.test(name) || name === MANIFEST_FILE)
          throw new Error(`extra writer ${k}: bad file name ${JSON.stringify(name)}`);
        if (!componentOfFile(name))
          throw new Error(
            `extra writer ${k}: ${name} is not an index component (native-index/components.ts)`,
          );
        if (name in files || name in parted) {
          throw new Error(
            `extra writer ${k}: file ${name} ${componentOfFile(name)!.required ? 'is a category file' : 'was already written by another writer'}`,
          );
        }
        if (bytes instanceof Uint8Array) files[name] = bytes;
        else parted[name] = bytes;
      }
    }
    progress('extra', opts.extraWriters.length, opts.extraWriters.length);
  }

  progress('publish', 0, 1);
  const byDepth: Record<string, number> = {};
  for (const c of categories) byDepth[c.depth] = (byDepth[c.depth] ?? 0) + 1;
  const published = publishVersion(
    opts.dataDir,
    at,
    { ...files, ...parted },
    {
      profile,
      sources: sortedRecord(draft.sources),
      counts: {
        total: categories.length,
        by_source: sortedRecord(draft.counts),
        by_depth: byDepth,
      },
      edits: edited.summary,
    },
  );
  progress('publish', 1, 1);

  const retention = opts.retentionDays ?? RETENTION_DAYS;
  const pruned = retention > 0 ? pruneVersions(opts.dataDir, at, retention) : [];
  return { ...published, pruned };
}

function sortedRecord<T>(r: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
