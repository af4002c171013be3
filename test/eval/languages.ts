/**
 * The evaluation of the eight other languages: `test/eval/languages/items.tsv` (English items,
 * `id\tkind\ttext\texpected top tier\texpected topic path`, kind `query` or `post`) and
 * `test/eval/languages/<lang>.tsv` (`id\ttext`, the same items translated). Each language's
 * items are classified with source_language given and absent, and the English originals
 * too (given and absent); per language it prints top-tier accuracy, topic-path accuracy (the answer is the
 * expected node or inside it; the path is written as names, "Travel > Hotels", or as a key,
 * a backbone path key "topic:travel/hotels" or any category key "geo:ES") and the gap to English on the same items. Queries go through
 * the classify-keywords task, posts through classify-documents (social; the best category
 * counts), in process, on the newest index of the data folder (`--data DIR`, SORTAL_DATA or
 * ./data). Missing files are said and skipped. With `--misses`, each item a language gets
 * wrong with source_language given is printed with the path it got.
 *
 *   node dist/test/eval/languages.js [--data DIR] [--misses]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { topicPathKeys } from '../../build-index/languages/topic-translations.js';
import type { IndexVersion } from '../../native-index/index.js';
import { TEXT_LANGUAGES } from '../../text/languages/language-codes.js';
import { classifyDocumentsTask } from '../../workers/engine/documents-task.js';
import { classifyKeywordsTask } from '../../workers/engine/keywords-task.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';

export interface LanguageItem {
  id: string;
  kind: 'query' | 'post';
  text: string;
  tier: string;
  topic: string;
}

interface Score {
  n: number;
  tier: number;
  topic: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function setDir(): string {
  for (const d of [
    path.join(here, 'languages'),
    path.join(here, '..', '..', '..', 'test', 'eval', 'languages'),
  ])
    if (existsSync(path.join(d, 'items.tsv'))) return d;
  return path.join(here, '..', '..', '..', 'test', 'eval', 'languages');
}

function rows(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t').map((f) => f.trim()));
}

export function loadItems(file: string): LanguageItem[] {
  return rows(file)
    .filter((r) => r[0] !== 'id')
    .map((r) => ({
      id: r[0]!,
      kind: r[1] === 'post' ? 'post' : 'query',
      text: r[2] ?? '',
      tier: r[3] ?? '',
      topic: r[4] ?? '',
    }));
}

/** The category of each text: a query's keyword answer, a post's best category (-1: none). */
function classifyAll(
  index: IndexVersion,
  kinds: ('query' | 'post')[],
  texts: string[],
  language: string | undefined,
): number[] {
  const lang = language !== undefined ? { language } : {};
  const q = texts.filter((_, i) => kinds[i] === 'query');
  const p = texts.filter((_, i) => kinds[i] === 'post');
  const qc = classifyKeywordsTask(index, {
    keywords: q,
    flags: false,
    branches: [],
    addLastNode: true,
    ...lang,
  }).categories;
  const pc = classifyDocumentsTask(index, {
    kind: 'social',
    docs: p,
    flags: false,
    sentiment: false,
    entities: false,
    limit: 1,
    addLastNode: true,
    ...lang,
  }).results.map((r) => r.categories[0] ?? -1);
  let a = 0;
  let b = 0;
  return kinds.map((k) => (k === 'query' ? qc[a++]! : pc[b++]!));
}

export async function runLanguageEval(index?: IndexVersion): Promise<void> {
  const dir = setDir();
  const itemsFile = path.join(dir, 'items.tsv');
  if (!existsSync(itemsFile)) {
    console.log(`no evaluation set: ${itemsFile} is absent (it is written on another branch)`);
    return;
  }
  const ix = index ?? (await newestVersion(dataDirFromArgs(process.argv)));
  const showMisses = process.argv.includes('--misses');
  const items = loadItems(itemsFile);
  const byId = new Map(items.map((it) => [it.id, it]));
  const pathKeys = topicPathKeys();
  const keyIndex = new Map<string, number>();
  for (let i = 0; i < ix.count; i++) keyIndex.set(ix.keyAt(i), i);
  const tierOk = (c: number, it: LanguageItem) =>
    c >= 0 && ix.nameAt(ix.ancestorAtDepth(c, 1)).toLowerCase() === it.tier.toLowerCase();
  const topicOk = (c: number, it: LanguageItem): boolean => {
    if (c < 0 || it.topic === '') return false;
    if (/^[a-z]+:/.test(it.topic) && !it.topic.includes('>')) {
      const want = keyIndex.get(pathKeys.get(it.topic) ?? it.topic);
      return want !== undefined && c >= want && c < ix.subtreeEndAt(want);
    }
    const want = it.topic.split('>').map((s) => s.trim().toLowerCase());
    const got = ix.pathAt(c).map((s) => s.toLowerCase());
    return want.every((w, i) => got[i] === w);
  };
  const score = (subset: LanguageItem[], cats: number[]): Score => {
    const s: Score = { n: subset.length, tier: 0, topic: 0 };
    subset.forEach((it, i) => {
      if (tierOk(cats[i]!, it)) s.tier++;
      if (topicOk(cats[i]!, it)) s.topic++;
    });
    return s;
  };
  const pct = (k: number, n: number) => (n === 0 ? '-' : ((100 * k) / n).toFixed(1));
  const gap = (a: number, b: number, n: number) =>
    n === 0 ? '-' : (((a - b) * 100) / n).toFixed(1);

  const english = classifyAll(
    ix,
    items.map((i) => i.kind),
    items.map((i) => i.text),
    'en',
  );
  const en = score(items, english);
  const enAbsent = score(
    items,
    classifyAll(
      ix,
      items.map((i) => i.kind),
      items.map((i) => i.text),
      undefined,
    ),
  );
  console.log(`index ${ix.version}; ${items.length} items (${dir})`);
  console.log(
    `en: top tier ${pct(en.tier, en.n)}%, topic path ${pct(en.topic, en.n)}% (n=${en.n}); ` +
      `absent: top tier ${pct(enAbsent.tier, en.n)}%, topic path ${pct(enAbsent.topic, en.n)}%`,
  );
  console.log('lang\tn\ttier given\ttopic given\ttier absent\ttopic absent\ttier gap\ttopic gap');
  for (const lang of TEXT_LANGUAGES) {
    const file = path.join(dir, `${lang}.tsv`);
    if (!existsSync(file)) {
      console.log(`${lang}\t(no ${lang}.tsv)`);
      continue;
    }
    const pairs = rows(file)
      .filter((r) => r[0] !== 'id' && byId.has(r[0]!))
      .map((r) => ({ item: byId.get(r[0]!)!, text: r[1] ?? '' }));
    const subset = pairs.map((p) => p.item);
    const kinds = subset.map((i) => i.kind);
    const texts = pairs.map((p) => p.text);
    const givenCats = classifyAll(ix, kinds, texts, lang);
    const given = score(subset, givenCats);
    const absent = score(subset, classifyAll(ix, kinds, texts, undefined));
    const enSame = score(
      subset,
      subset.map((it) => english[items.indexOf(it)]!),
    );
    console.log(
      [
        lang,
        given.n,
        pct(given.tier, given.n),
        pct(given.topic, given.n),
        pct(absent.tier, absent.n),
        pct(absent.topic, absent.n),
        gap(given.tier, enSame.tier, given.n),
        gap(given.topic, enSame.topic, given.n),
      ].join('\t'),
    );
    if (showMisses)
      subset.forEach((it, i) => {
        const c = givenCats[i]!;
        if (tierOk(c, it) && topicOk(c, it)) return;
        const got = c < 0 ? '(none)' : ix.pathAt(c).join(' > ');
        console.log(`  miss ${lang} ${it.id}: ${texts[i]} -> ${got} (want ${it.topic})`);
      });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runLanguageEval();
