/**
 * Writes `keywords.table` (native-index/keywords-format.ts): the keyword dataset of
 * keyword search, made at every build from the version's own categories
 * (generate-keywords.ts) and the operator's keyword files (`<data>/keywords/*.csv`,
 * operator-keywords.ts), which the rule engine of this build classifies. An operator
 * keyword the engine maps to no category is kept as unmapped (category_id null). Comes
 * after the rule and flag writers (it reads their files).
 */
import path from 'node:path';
import { RuleEngine } from '../../workers/engine/rule-engine.js';
import { encodeKeywordTable, KEYWORDS_FILE } from '../../native-index/keywords-format.js';
import type { IndexFileWriter, IndexWriterContext } from '../build.js';
import { versionView } from '../model/version-view.js';
import {
  FLAG_BRANDS,
  FLAG_INTENT,
  FLAG_LOCATION,
  flagBits,
  generateKeywords,
  kindOf,
} from './generate-keywords.js';
import { intentOf } from './keyword-modifiers.js';
import { KeywordSet } from './keyword-set.js';
import { KeywordTableBuilder } from './keyword-table-builder.js';
import { forEachOperatorKeyword, type OperatorKeyword } from './operator-keywords.js';
import { OperatorRows } from './operator-rows.js';

/** Progress is reported every this many categories. */
const PROGRESS_EVERY = 10_000;

export const keywordsWriter: IndexFileWriter = async (ctx) => {
  const dir = path.join(ctx.dataDir, 'keywords');
  const operator: OperatorKeywordSource = (take, kept) =>
    forEachOperatorKeyword(
      dir,
      take,
      (done, total) => ctx.onProgress?.('keywords classify', done, total),
      kept,
    );
  return { [KEYWORDS_FILE]: encodeKeywordTable(buildKeywordTable(ctx, operator)) };
};

/**
 * Operator keywords: a list, or a function that hands them over one at a time (files),
 * each keyword once, skipping those already in `kept` and adding those it hands over.
 */
export type OperatorKeywordSource =
  readonly OperatorKeyword[] | ((take: (k: OperatorKeyword) => void, kept: KeywordSet) => void);

/** The rule engine of the build in progress, or null when it has no rule files. */
function engineOf(ctx: IndexWriterContext): RuleEngine | null {
  const view = versionView(ctx);
  return RuleEngine.supports(view) ? new RuleEngine(view) : null;
}

/** The dataset of a build; `generate: false` leaves out the keywords made from the taxonomy (tests). */
export function buildKeywordTable(
  ctx: IndexWriterContext,
  operator: OperatorKeywordSource,
  { generate = true }: { generate?: boolean } = {},
) {
  const cats = ctx.categories;
  const engine = engineOf(ctx);
  const contentFlags = (text: string): number => (engine ? flagBits(engine.flagsOf(text)) : 0);
  const seen = new KeywordSet();

  // Operator keywords first: their real volumes win over an estimate of the same keyword.
  let rows: OperatorRows | null = new OperatorRows(cats.length);
  const take = (k: OperatorKeyword): void => {
    const c = engine ? engine.classify(k.keyword, null, null, 0) : -1;
    const intent = intentOf(k.keyword);
    let flags = contentFlags(k.keyword) | (intent !== 0 ? FLAG_INTENT : 0);
    if (c >= 0) {
      const kind = kindOf(cats[c]!);
      if (cats[c]!.facets.some((f) => f[0] === 'brand')) flags |= FLAG_BRANDS;
      if (kind === 'place' || cats[c]!.key.startsWith('svc:')) flags |= FLAG_LOCATION;
    }
    rows!.add(c, { text: k.keyword, volume: k.volume, flags, intent, lang: k.language });
  };
  if (typeof operator === 'function') operator(take, seen);
  else for (const k of operator) if (seen.add(k.keyword)) take(k);
  rows.trim();

  // Sized for the operator's keywords, so a dataset of those alone is laid out without slack.
  const builder = new KeywordTableBuilder(cats.length, {
    keywords: rows.count,
    textBytes: rows.textBytes,
  });
  const fresh = (text: string): boolean => seen.add(text);
  for (let i = 0; i < cats.length; i++) {
    if (i % PROGRESS_EVERY === 0) ctx.onProgress?.('keywords', i, cats.length);
    const c = cats[i]!;
    const parent = c.parentIndex >= 0 ? cats[c.parentIndex]! : undefined;
    const source =
      c.key.startsWith('geo:') && parent?.key.startsWith('geo:')
        ? { ...c, parentPlace: parent.name }
        : c;
    const made = generate ? generateKeywords(source, contentFlags, fresh) : [];
    builder.category(i, made.concat(rows.rowsOf(i)));
  }
  builder.unmapped(rows.rowsOf(-1));
  rows = null; // the columns can go before the table's postings are laid out
  ctx.onProgress?.('keywords', cats.length, cats.length);
  const data = builder.finish();
  // The count, for the build's output (progress bar or JSON lines).
  ctx.onProgress?.('keywords written', data.volume.length, data.volume.length);
  return data;
}
