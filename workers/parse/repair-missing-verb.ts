import { DO_FORMS, wordNet } from './lexicon.js';
import type { TaggedToken } from './tagger.js';

const SEGMENT_BREAK = new Set([',', ':', '.', 'CC', 'WDT', 'WP', '``', "''", '-LRB-', '-RRB-']);
const AFTER_VERB = new Set([
  'DT',
  'PRP$',
  'PRP',
  'RB',
  'RBR',
  'JJ',
  'JJR',
  'IN',
  'TO?',
  'TO',
  'CD',
  'PDT',
  '$',
]);

/**
 * A clause segment without any verb (or with only do/modal auxiliaries) usually hides a verb
 * the statistical tagger read as a noun or adjective: "the screen scratches easily",
 * "Microsoft plans to invest", "the headphones sound great", "How long does it last?".
 */
export function repairMissingVerb(toks: TaggedToken[]): void {
  const wn = wordNet();
  // relative pronoun + verb read as adjective/noun: "students who complete the course"
  for (let j = 1; j + 1 < toks.length; j++) {
    const t = toks[j]!;
    const p = toks[j - 1]!;
    const n = toks[j + 1]!;
    if (
      (p.tag === 'WP' || p.tag === 'WDT' || p.tag === 'DT?') &&
      /^(?:JJ|NN|NNS)$/.test(t.tag) &&
      /^(?:DT|PRP\$|PRP|TO\?)$/.test(n.tag) &&
      wn.verbs.has(t.tag === 'NNS' ? t.lemma : t.lower)
    )
      t.tag = 'V';
  }
  let s0 = 0;
  for (let e = 0; e <= toks.length; e++) {
    const brk =
      e === toks.length ||
      SEGMENT_BREAK.has(toks[e]!.tag) ||
      (toks[e]!.tag === 'IN' && SUBORDINATING.has(toks[e]!.lower));
    if (!brk) continue;
    const segStart = s0;
    s0 = toks[e] && (toks[e]!.tag === 'WDT' || toks[e]!.tag === 'WP') ? e : e + 1;
    let start = -1;
    let auxOnly = false;
    let verbs = 0;
    for (let j = segStart; j < e; j++) {
      const t = toks[j]!;
      if (t.tag === 'V' || t.tag === 'MD') {
        const before = toks[j - 1];
        if (before && (before.tag === 'TO' || (before.tag === 'RB' && toks[j - 2]?.tag === 'TO')))
          continue; // infinitive
        verbs++;
        if (
          t.tag === 'MD' ||
          (DO_FORMS.has(t.lower) && t.lower !== 'done' && t.lower !== 'doing')
        ) {
          auxOnly = true;
          start = j + 1;
        } else {
          auxOnly = false;
          start = -2;
        }
      }
    }
    if (verbs > 0 && !auxOnly) continue;
    if (verbs === 0) start = segStart;
    if (start < 0) continue;
    for (let j = Math.max(start, segStart + 1); j < e; j++) {
      const t = toks[j]!;
      const p = toks[j - 1]!;
      const n = j + 1 < toks.length ? toks[j + 1] : undefined;
      if (!/^(?:NN|NNS|JJ|RB)$/.test(t.tag)) continue;
      if (t.tag === 'RB' && !auxOnly) continue;
      const lemma = t.tag === 'NNS' ? t.lemma : t.lower;
      if (!wn.verbs.has(lemma)) continue;
      const subjectBefore =
        /^(?:NN|NNS|NNP|NNPS|PRP|WP|WDT|CD)$/.test(p.tag) &&
        !(p.tag === 'PRP' && /^(?:me|him|her|us|them)$/.test(p.lower));
      if (!subjectBefore) continue;
      if ((t.tag === 'JJ' || t.tag === 'RB') && !auxOnly && !/^(?:WP|WDT|PRP)$/.test(p.tag))
        continue;
      const nextOk = auxOnly
        ? !n || AFTER_VERB.has(n.tag) || n.tag === '.'
        : !!n && (AFTER_VERB.has(n.tag) || (t.tag === 'NNS' && n.tag === 'NN' && false));
      if (!nextOk) continue;
      if (
        t.tag === 'NN' &&
        p.tag === 'NN' &&
        !auxOnly &&
        n &&
        n.tag !== 'JJ' &&
        n.tag !== 'DT' &&
        n.tag !== 'PRP$'
      )
        continue;
      t.tag = 'V';
      if (t.lemma === t.lower && t.tag === 'V' && t.lower.endsWith('s') && lemma !== t.lower)
        t.lemma = lemma;
      break;
    }
  }
}
const SUBORDINATING = new Set([
  'because',
  'although',
  'though',
  'if',
  'unless',
  'whether',
  'while',
  'whereas',
  'that',
  'since',
  'until',
  'after',
  'before',
  'when',
  'once',
]);
