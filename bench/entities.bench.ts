/**
 * Entity recognition cost, one thread, on the newest index of the bench data folder
 * (SORTAL_DATA or ./data; ENT_INDEX=<version folder> to pick one):
 *
 *   node dist/bench/entities.bench.js      (or `npm run bench -- entities`)
 *
 * Inputs: the social posts and texts of test/eval/documents.jsonl (ENT_DOCS=<file> for
 * another), posts joined to about 200 characters and texts to about 5,000; without that
 * file, the sentiment evaluation texts. The taxonomy matches of every input are computed
 * first with the rule engine (test/helpers/taxonomy-matches.ts) and are not timed: the
 * document engine has them anyway. Timed: recognizeEntities alone, best of 5 passes after
 * a warm-up. Also: the one-off costs per thread (reading and checking entities.types, the
 * SUBTLEX case statistics) and, for scale, nlp/parse (wink-nlp tagger, our parser) on the
 * same 5 kB texts. A version built before the entities writer gets its types computed in
 * memory from its keys and WordNet (as the writer would).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entityTypeCodes } from '../build-index/entities/entity-types.js';
import { wordnetEntityTyper } from '../build-index/entities/entity-wordnet.js';
import { loadWordNet } from '../build-index/sources/wordnet.js';
import { listVersions } from '../native-index/catalog.js';
import { openIndexVersion, type IndexVersion } from '../native-index/index.js';
import {
  ENTITY_TYPES_FILE,
  EntityTypeTable,
  entityTypesFor,
  recognizeEntities,
  type TaxonomyMatch,
} from '../workers/entities/index.js';
import { isCommonWord } from '../workers/entities/word-case.js';
import { parseDocument } from '../workers/parse/index.js';
import { loadSentimentCases } from '../test/eval/sentiment.js';
import { taxonomyMatches } from '../test/helpers/taxonomy-matches.js';
import { benchDataDir } from './bench-data.js';
import { bestMs } from './best-ms.js';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Input {
  text: string;
  matches: TaxonomyMatch[];
}

/** Joins texts (in a fixed shuffled order) into `count` pieces of at least `chars` characters. */
function joined(texts: string[], count: number, chars: number): string[] {
  const out: string[] = [];
  let k = 0;
  while (out.length < count) {
    let p = '';
    while (p.length < chars) {
      p += (p ? (chars > 1000 ? '\n\n' : ' ') : '') + texts[k % texts.length]!;
      k = (k * 7 + 3) % 100_003;
    }
    out.push(p);
  }
  return out;
}

function corpus(): { posts: string[]; texts: string[]; source: string } {
  const candidates = [
    process.env.ENT_DOCS,
    path.join(here, '../../test/eval/documents.jsonl'),
  ].filter((f): f is string => !!f);
  const file = candidates.find((f) => existsSync(f));
  if (file) {
    const rows = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { kind: string; text: string });
    return {
      posts: rows.filter((r) => r.kind === 'social').map((r) => r.text),
      texts: rows.filter((r) => r.kind === 'text').map((r) => r.text),
      source: path.basename(file),
    };
  }
  const cases = loadSentimentCases().map((c) => c.text);
  return { posts: cases, texts: cases, source: 'sentiment.tsv' };
}

function openIndex(): Promise<IndexVersion> {
  if (process.env.ENT_INDEX)
    return Promise.resolve(openIndexVersion(process.env.ENT_INDEX, { verify: false }));
  return benchDataDir().then((dir) => {
    const versions = listVersions(dir);
    return openIndexVersion(versions[versions.length - 1]!.dir, { verify: false });
  });
}

/** The version's table, or one computed in memory when it was built without the entities writer. */
function typesOf(index: IndexVersion): { table: EntityTypeTable; inMemory: boolean; ms: number } {
  const t0 = performance.now();
  if (index.hasFile(ENTITY_TYPES_FILE))
    return { table: entityTypesFor(index)!, inMemory: false, ms: performance.now() - t0 };
  const typer = wordnetEntityTyper(loadWordNet());
  const cats = Array.from({ length: index.count }, (_, i) => ({
    key: index.keyAt(i),
    facets: index.facetsAt(i),
  }));
  return {
    table: new EntityTypeTable(entityTypeCodes(cats, typer), (i) => index.nameAt(i)),
    inMemory: true,
    ms: performance.now() - t0,
  };
}

function measure(inputs: Input[], table: EntityTypeTable) {
  let entities = 0;
  let chars = 0;
  for (const x of inputs) {
    entities += recognizeEntities(x.text, x.matches, table).length;
    chars += x.text.length;
  }
  const ms = bestMs(() => {
    for (const x of inputs) recognizeEntities(x.text, x.matches, table);
  });
  return {
    inputs: inputs.length,
    avgChars: Math.round(chars / inputs.length),
    entitiesPerInput: +(entities / inputs.length).toFixed(2),
    usPerInput: +((ms * 1000) / inputs.length).toFixed(1),
    perSecond: Math.round(inputs.length / (ms / 1000)),
  };
}

export async function run() {
  // One-off per thread: the SUBTLEX case statistics.
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  isCommonWord('warm');
  const caseStats = {
    ms: Math.round(performance.now() - t0),
    heapMB: +((process.memoryUsage().heapUsed - heap0) / 2 ** 20).toFixed(1),
  };

  const index = await openIndex();
  const types = typesOf(index);
  const { posts, texts, source } = corpus();
  const postInputs = joined(posts, 1000, 200).map((text) => ({
    text,
    matches: taxonomyMatches(index, text),
  }));
  const textInputs = joined(texts, 40, 5000).map((text) => ({
    text,
    matches: taxonomyMatches(index, text),
  }));

  const parseMs = bestMs(() => {
    for (const x of textInputs.slice(0, 10)) parseDocument(x.text);
  }, 2);

  return {
    index: {
      version: index.version,
      categories: index.count,
      typesFile: !types.inMemory,
      typesMs: Math.round(types.ms),
    },
    corpus: source,
    caseStats,
    posts200: measure(postInputs, types.table),
    texts5k: measure(textInputs, types.table),
    parse5kUsPerText: Math.round((parseMs * 1000) / 10),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(JSON.stringify(await run(), null, 2));
}
