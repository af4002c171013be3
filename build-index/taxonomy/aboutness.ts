/**
 * Placement by aboutness: WordNet concepts move from the is-a chain they were placed in to
 * the topic node of the backbone they are about.
 *
 * 1. Folding: a synset named by a node's name becomes that node (Sports > Team Sports >
 *    Baseball takes in baseball#1): its category goes, its subtree hangs under the node. A
 *    synset named by one of its synonyms, or a named instance, moves under the node
 *    instead (a jaguar is about Big Cats, but is no Big Cats). A synset of the node's own vertical folds when it is the first sense of the
 *    node's name, or one of the first three senses of the name or a synonym and its gloss
 *    says something of the node (a cue, a word of its names, the vertical's context words). One of another vertical folds only
 *    when it is the word's first sense, says something of the node, and is no living thing,
 *    body part, place, person, quantity or named instance. A gloss holding one of the
 *    node's `not` words never folds. A synset of another vertical does not move under a
 *    node by a synonym the node took in by folding another of its senses ("ai") when its
 *    gloss shares only words of the node's names.
 * 2. Topic domains: a synset whose WordNet topic domain (`;c`, "slam dunk" → basketball) was
 *    folded into a node hangs under that node.
 *
 * Deterministic: nodes in backbone order, synsets in offset order.
 */
import type { DraftCategory } from './draft.js';
import type { EntityType } from '../../workers/entities/types.js';
import type { TopicNodeInfo } from '../topics/topic-categories.js';
import {
  definitionOf,
  lemmaText,
  wordnetKey,
  type Placement,
  type WordNet,
} from '../sources/wordnet.js';
import {
  contentWords,
  normPattern,
  PatternSet,
  pluralPhrase,
  pluralWord,
} from '../sources/vocab.js';

/** Lexicographer files whose synsets never leave their vertical by name alone. */
const STAY_PUT = new Set([
  'noun.animal',
  'noun.plant',
  'noun.body',
  'noun.person',
  'noun.location',
  'noun.object',
  'noun.quantity',
  'noun.Tops',
]);
/** Sense ranks (1-based) a matched word may have for the synset to fold. */
const SAME_VERTICAL_RANK = 3;
const OTHER_VERTICAL_RANK = 1;
/** A folded synset's prior is added to the node's, plus this (the WordNet rank bonus it loses). */
const FOLD_PRIOR_BONUS = 2;

export interface AboutnessResult {
  /** The WordNet categories that remain, some with a topic node as their new parent. */
  wnCats: DraftCategory[];
  /** `wn:` key → key of the topic node it was folded into. */
  folded: Map<string, string>;
  /** Folded, moved under a node by a synonym, either of them across verticals, moved by topic domain. */
  counts: { folded: number; moved: number; across: number; movedByDomain: number };
}

/** 1-based rank of `offset` among the noun senses of `lemma` (underscored), or Infinity. */
function senseRank(wn: WordNet, lemma: string, offset: string): number {
  const r = wn.senses.get(lemma.toLowerCase())?.indexOf(offset) ?? -1;
  return r >= 0 ? r + 1 : Infinity;
}

/** The forms a lemma is written in: itself and its plural. */
function lemmaForms(lemma: string): string[] {
  const t = normPattern(lemmaText(lemma));
  const pl = t.includes(' ') || t.includes('-') ? pluralPhrase(t) : pluralWord(t);
  return pl ? [t, pl] : [t];
}

export function placeByAboutness(
  wn: WordNet,
  wnCats: readonly DraftCategory[],
  placement: ReadonlyMap<string, Placement>,
  nodes: readonly TopicNodeInfo[],
  topicCats: readonly DraftCategory[],
  verticalContext: ReadonlyMap<string, readonly string[]>,
  entityTypeOf: (offset: string) => EntityType | null = () => null,
): AboutnessResult {
  // Form → [offset, rank of the lemma it comes from], over the placed synsets.
  const byForm = new Map<string, Array<[string, number]>>();
  const catByOffset = new Map<string, DraftCategory>();
  for (const c of wnCats) {
    const off = c.key.slice(3);
    catByOffset.set(off, c);
    for (const l of wn.synsets.get(off)!.lemmas) {
      const rank = senseRank(wn, l.replace(/\((?:a|p|ip)\)$/, ''), off);
      for (const f of lemmaForms(l)) {
        const list = byForm.get(f);
        if (list) list.push([off, rank]);
        else byForm.set(f, [[off, rank]]);
      }
    }
  }
  const topicByKey = new Map(topicCats.map((c) => [c.key, c]));
  const folded = new Map<string, string>();
  const movedTo = new Map<string, string>();
  let acrossCount = 0;

  const glossWords = (off: string): Set<string> =>
    new Set(contentWords(definitionOf(wn.synsets.get(off)!.gloss), 40));
  // Ambiguous lemmas a folded synset left behind, with the node it folded into.
  const held: Array<[string, string]> = [];
  // Per node, the forms of the lemmas of the synsets folded into it.
  const foldedForms = new Map<string, Set<string>>();
  const fold = (off: string, node: TopicNodeInfo): void => {
    const s = wn.synsets.get(off)!;
    const cat = catByOffset.get(off)!;
    const t = topicByKey.get(node.key)!;
    const forms = foldedForms.get(node.key) ?? new Set<string>();
    for (const l of s.lemmas) for (const f of lemmaForms(l)) forms.add(f);
    foldedForms.set(node.key, forms);
    const patterns = new PatternSet().addAll(t.patterns, false);
    // Other lemmas come along only when they name nothing else in WordNet (see `held` below).
    for (const l of s.lemmas)
      if ((wn.senses.get(l.toLowerCase())?.length ?? 0) <= 1) patterns.addAll(lemmaForms(l));
      else held.push([l, node.key]);
    t.patterns = patterns.list;
    t.prior += cat.prior + FOLD_PRIOR_BONUS;
    if (!t.gloss?.includes(s.gloss)) t.gloss = t.gloss ? `${t.gloss}; ${s.gloss}` : s.gloss;
    // A named thing (French the language, the Bible) keeps its entity type in the node.
    t.entityType ??= entityTypeOf(off) ?? undefined;
    folded.set(cat.key, node.key);
  };

  for (const across of [false, true]) {
    for (const node of nodes) {
      const not = new Set(node.not.flatMap((w) => w.split(' ')));
      let cueWords: Set<string> | null = null;
      let nameWords: Set<string> | null = null;
      for (const form of node.forms) {
        for (const [off, rank] of byForm.get(form) ?? []) {
          const key = wordnetKey(off);
          if (folded.has(key) || movedTo.has(key)) continue;
          const same = placement.get(off)!.vertical === node.verticalSlug;
          if (same === across) continue;
          if (rank > (same ? SAME_VERTICAL_RANK : OTHER_VERTICAL_RANK)) continue;
          const gloss = glossWords(off);
          if ([...not].some((w) => gloss.has(w))) continue;
          const s = wn.synsets.get(off)!;
          if (!same && (s.instance || STAY_PUT.has(s.lexfile))) continue;
          if (!same || rank > 1 || form !== node.forms[0]) {
            nameWords ??= new Set(node.forms.flatMap((w) => w.split(' ')));
            // The cues hold the node's path: its own name words are set aside from them.
            cueWords ??= new Set(
              [
                ...node.cues.flatMap((w) => w.split(' ')),
                ...(verticalContext.get(node.verticalSlug) ?? []),
              ].filter((w) => !nameWords!.has(w)),
            );
            const cued = [...gloss].some((w) => cueWords!.has(w));
            if (!cued && ![...gloss].some((w) => nameWords!.has(w))) continue;
            // A synonym the node took in by folding another of its senses ("ai": artificial
            // intelligence) moves a sense of another vertical only when the gloss speaks of
            // the node beyond its names (Army Intelligence's "intelligence" does not).
            if (!cued && !same && form !== node.forms[0] && foldedForms.get(node.key)?.has(form))
              continue;
          }
          if (!same) acrossCount++;
          if (form === node.forms[0] && !s.instance) fold(off, node);
          else {
            // The synset is the more precise answer for the word that matched it.
            movedTo.set(key, node.key);
            const t = topicByKey.get(node.key)!;
            const its = new Set(s.lemmas.flatMap(lemmaForms));
            if (t.patterns.length > 1) t.patterns = t.patterns.filter((p) => !its.has(p));
          }
        }
      }
    }
  }

  // A held lemma whose every sense folded (or has no category) would name nothing at all
  // ("maternity": pregnancy and motherhood both folded): it goes to every node it left.
  for (const [lemma, nodeKey] of held) {
    const offs = wn.senses.get(lemma.toLowerCase()) ?? [];
    if (offs.some((o) => catByOffset.has(o) && !folded.has(wordnetKey(o)))) continue;
    const t = topicByKey.get(nodeKey)!;
    t.patterns = new PatternSet().addAll(t.patterns, false).addAll(lemmaForms(lemma)).list;
  }

  // Topic domains of the synsets that stay.
  let movedByDomain = 0;
  const kept: DraftCategory[] = [];
  for (const c of wnCats) {
    if (folded.has(c.key)) continue;
    const to = movedTo.get(c.key);
    if (to !== undefined) {
      c.parent = to;
      kept.push(c);
      continue;
    }
    for (const d of wn.synsets.get(c.key.slice(3))!.domains) {
      const home = folded.get(wordnetKey(d));
      if (home !== undefined) {
        if (c.parent !== home) movedByDomain++;
        c.parent = home;
        break;
      }
    }
    const moved = c.parent === null ? undefined : folded.get(c.parent);
    if (moved !== undefined) c.parent = moved;
    kept.push(c);
  }
  return {
    wnCats: kept,
    folded,
    counts: { folded: folded.size, moved: movedTo.size, across: acrossCount, movedByDomain },
  };
}

/**
 * Re-parents every category whose parent is an abstract sense (abstract-senses.ts) to that
 * sense's home, or to the nearest ancestor that is not abstract; the abstract categories
 * themselves move the same way. Returns how many categories moved.
 */
export function flattenAbstract(
  cats: readonly DraftCategory[],
  abstract: ReadonlyMap<string, string | undefined>,
): number {
  const parentOf = new Map(cats.map((c) => [c.key, c.parent]));
  const landing = new Map<string, string | null>();
  const land = (key: string | null): string | null => {
    if (key === null || !abstract.has(key)) return key;
    const hit = landing.get(key);
    if (hit !== undefined) return hit;
    const to = abstract.get(key) ?? land(parentOf.get(key) ?? null);
    landing.set(key, to);
    return to;
  };
  let moved = 0;
  for (const c of cats) {
    const to = land(c.parent);
    if (to !== c.parent) {
      c.parent = to;
      moved++;
    }
  }
  return moved;
}
