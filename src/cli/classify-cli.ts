import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import cliProgress from 'cli-progress';
import type { Account } from '../accounts/accounts.js';
import { IndexManager } from '../versions/index-manager.js';
import { EnginePool } from '../pool/pool.js';
import { CategoryPresenter } from '../present/category-view.js';
import type { Logger } from '../logger.js';
import type { KeywordTaskOutput } from '../../workers/engine/keywords-protocol.js';
import { MAX_KEYWORD_LENGTH } from '../routes/classify-keywords.js';

const BATCH = 1000;

export interface ClassifyFileOptions {
  dataDir: string;
  account: Account;
  input?: string;
  output?: string;
  workers?: number;
  logger: Logger;
  /** Show a progress bar (when the input is a file). */
  progress: boolean;
}

/**
 * `sortal classify --type keywords`: one keyword per line in, one JSON line per keyword
 * out, in input order, through the same engine and pool as the API (no HTTP).
 */
export async function classifyKeywordFile(
  opts: ClassifyFileOptions,
): Promise<{ keywords: number; matched: number }> {
  const indexes = new IndexManager(opts.dataDir, opts.logger);
  const index = indexes.refresh();
  if (!index) throw new Error(`no index version in ${opts.dataDir}: run sortal build-index first`);
  const presenter = new CategoryPresenter(index, opts.account);
  const pool = new EnginePool({
    logger: opts.logger,
    ...(opts.workers ? { workers: opts.workers } : {}),
  });
  const input = opts.input ? createReadStream(opts.input) : process.stdin;
  const out = opts.output ? createWriteStream(opts.output) : process.stdout;
  const total = opts.input ? statSync(opts.input).size : 0;
  const bar =
    opts.progress && total > 0
      ? new cliProgress.SingleBar(
          {
            format: 'Classifying |{bar}| {percentage}% {keywords} keywords',
            stream: process.stderr,
          },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  bar?.start(total, 0, { keywords: 0 });

  let keywords = 0;
  let matched = 0;
  let bytes = 0;
  const inFlight: Array<Promise<string>> = [];
  const maxInFlight = pool.size * 2;

  const render = async (batch: string[]): Promise<string> => {
    const res = await pool.run<KeywordTaskOutput>('classify-keywords', index, {
      keywords: batch,
      flags: true,
      branches: [],
      addLastNode: true,
    });
    let text = '';
    batch.forEach((keyword, k) => {
      const c = res.categories[k]!;
      const i = c < 0 ? -1 : presenter.visible(c);
      if (i >= 0) matched++;
      text +=
        JSON.stringify(
          i >= 0
            ? {
                keyword,
                category_id: presenter.idOf(i),
                name: index.nameAt(i),
                path: index.pathAt(i),
                key: index.keyAt(i),
                flags: res.flags[k] ?? [],
              }
            : { keyword, category_id: null, flags: res.flags[k] ?? [] },
        ) + '\n';
    });
    return text;
  };
  const drain = async (keep: number) => {
    while (inFlight.length > keep) {
      const text = await inFlight.shift()!;
      if (!out.write(text)) await once(out, 'drain');
    }
  };

  let batch: string[] = [];
  for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
    bytes += Buffer.byteLength(raw) + 1;
    batch.push(raw.slice(0, MAX_KEYWORD_LENGTH));
    keywords++;
    if (batch.length === BATCH) {
      inFlight.push(render(batch));
      batch = [];
      await drain(maxInFlight);
      bar?.update(bytes, { keywords });
    }
  }
  if (batch.length) inFlight.push(render(batch));
  await drain(0);
  bar?.update(total, { keywords });
  bar?.stop();
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
  await pool.close();
  indexes.close();
  return { keywords, matched };
}
