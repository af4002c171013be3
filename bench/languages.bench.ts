import { Bench } from 'tinybench';
import { TEXT_LANGUAGES } from '../text/languages/language-codes.js';
import { LanguageNormalizer } from '../text/languages/language-normalizer.js';
import { classifyDocumentsTask } from '../workers/engine/documents-task.js';
import { classifyKeywordsTask } from '../workers/engine/keywords-task.js';
import { cpuMs, openBenchIndex, socialTaskInput } from './in-process.js';
import { LANGUAGE_POSTS, LANGUAGE_QUERIES } from './language-samples.js';
import { median } from './median.js';
import { loadKeywordCases } from '../test/eval/keywords.js';

/**
 * The eight other languages against English, in process on one thread, same run: a batch
 * of 1,000 queries through the classify-keywords task and 200 posts through
 * classify-documents (social), each with source_language given and absent (the language
 * model then reads every text); medians of 7 rounds of CPU time, and the ratio to English.
 * Then English keywords as typed (1,000 of the keyword evaluation set, cycled), given 'en'
 * and absent. Also the text layer alone: keys per second of each language's normalizer
 * (tinybench, a fresh normalizer per run, so the stemmer runs on every word).
 */
export async function run(opts: { rounds?: number } = {}) {
  const index = await openBenchIndex();
  const rounds = opts.rounds ?? 7;
  const langs = ['en', ...TEXT_LANGUAGES];
  const rows: Record<string, unknown>[] = [];
  const base: Record<string, number> = {};
  for (const lang of langs) {
    const q = LANGUAGE_QUERIES[lang]!;
    const keywords = Array.from({ length: 1000 }, (_, i) => q[i % q.length]!);
    const docs = Array.from({ length: 200 }, () => LANGUAGE_POSTS[lang]!);
    const row: Record<string, unknown> = { lang };
    for (const given of [true, false]) {
      const language = given ? { language: lang } : {};
      const kw = () =>
        classifyKeywordsTask(index, {
          keywords,
          flags: false,
          branches: [],
          addLastNode: true,
          ...language,
        });
      const posts = () =>
        classifyDocumentsTask(index, socialTaskInput(docs, { limit: 5, ...language }));
      kw();
      posts();
      const kms: number[] = [];
      const pms: number[] = [];
      for (let r = 0; r < rounds; r++) {
        kms.push(cpuMs(kw));
        pms.push(cpuMs(posts));
      }
      const tag = given ? 'given' : 'absent';
      const k = median(kms);
      const p = median(pms);
      row[`keywordsMs_${tag}`] = Number(k.toFixed(1));
      row[`postsMs_${tag}`] = Number(p.toFixed(1));
      if (lang === 'en') {
        base[`k_${tag}`] = k;
        base[`p_${tag}`] = p;
      }
      row[`keywordsRatio_${tag}`] = Number((k / base[`k_${tag}`]!).toFixed(2));
      row[`postsRatio_${tag}`] = Number((p / base[`p_${tag}`]!).toFixed(2));
    }
    rows.push(row);
  }

  // English keywords as people type them (brands, abbreviations, places: the keyword
  // evaluation set), with source_language 'en' and absent: what reading the language of an
  // English keyword costs.
  const set = loadKeywordCases().map((c) => c.keyword);
  const english = Array.from({ length: 1000 }, (_, i) => set[i % set.length]!);
  const englishMs = (language: { language?: string }) => {
    const kw = () =>
      classifyKeywordsTask(index, {
        keywords: english,
        flags: false,
        branches: [],
        addLastNode: true,
        ...language,
      });
    kw();
    // Three times the rounds: a batch takes a few ms, and the ratio is the figure that matters.
    return median(Array.from({ length: 3 * rounds }, () => cpuMs(kw)));
  };
  const enGiven = englishMs({ language: 'en' });
  const enAbsent = englishMs({});
  const englishSet = {
    keywords: english.length,
    givenMs: Number(enGiven.toFixed(1)),
    absentMs: Number(enAbsent.toFixed(1)),
    ratio: Number((enAbsent / enGiven).toFixed(2)),
  };

  const words: Record<string, string[]> = {};
  for (const lang of TEXT_LANGUAGES)
    words[lang] = [...LANGUAGE_QUERIES[lang]!, LANGUAGE_POSTS[lang]!].join(' ').split(/\s+/);
  const bench = new Bench({ time: 300 });
  for (const lang of TEXT_LANGUAGES)
    bench.add(lang, () => {
      const n = new LanguageNormalizer(lang);
      for (const w of words[lang]!) n.key(w);
    });
  await bench.run();
  const normalizer = bench.tasks.map((t) => {
    const p50 = (t.result as { latency?: { p50?: number } } | undefined)?.latency?.p50 ?? NaN;
    return { lang: t.name, wordsPerSec: Math.round((words[t.name]!.length * 1000) / p50) };
  });
  return {
    name: 'the eight other languages against English (in process, CPU ms, medians)',
    index: index.version,
    rounds,
    batches: { keywords: 1000, posts: 200 },
    classify: rows,
    englishSet,
    normalizer,
  };
}
