/**
 * From mentions to entities.
 *
 * 1. Overlaps (`combineMentions`): a taxonomy mention covering a text mention wins ("the
 *    taxonomy category wins"); a text mention that only adds a company form or "the" to
 *    a taxonomy mention inside it becomes one mention with that category ("Apple Inc."
 *    around "Apple"); a longer text name around other taxonomy mentions wins ("Bank of
 *    America" over "America", "Paris Hilton" over "Paris"), and so does a name after a
 *    title or role over a non-person category of the same words ("Mr. Smith"); crossing
 *    spans keep the taxonomy mention.
 * 2. Folding (`foldMentions`): mentions with the same taxonomy category, or the same key
 *    (entityKey: case, accents, dots, "the", company forms ignored), are one entity; a
 *    lone word that is the last name of a person named in full anywhere in the text is
 *    that person ("Obama" and "Barack Obama"); an acronym spelling the initials of an
 *    organization named in full is that organization (such short forms bring no category
 *    of their own). The entity takes the type and category of its strongest mention
 *    (taxonomy, then a definite cue, then the rest), its fullest name as text, and the
 *    offsets of its first mention. Entities with only weak mentions are dropped (two
 *    weak mentions of an acronym are enough).
 * 3. At most `max` entities are returned, the most mentioned first when there are more,
 *    in order of first mention.
 */
import { CONNECTORS } from './cues.js';
import { mentionKey, type Mention } from './mention.js';
import type { EntityType } from './types.js';

export interface EntityMention {
  /** The fullest name of the entity in the text ("Barack Obama" even when "Obama" came first). */
  text: string;
  type: EntityType;
  /** Taxonomy category index when the entity is synonymous with one, else -1. */
  category: number;
  /** Normalized identity used for folding mentions (entityKey of a name). */
  key: string;
  /** UTF-16 offsets of the first mention, end exclusive. */
  start: number;
  end: number;
  /** Number of mentions. */
  count: number;
}

/** Distinct candidate entities tracked per text (bounds memory on hostile input). */
export const MAX_TRACKED = 2000;

export function combineMentions(taxonomy: Mention[], text: Mention[]): Mention[] {
  const tax = taxonomy.slice().sort((a, b) => a.start - b.start);
  const drop = new Uint8Array(tax.length);
  const out: Mention[] = [];
  let p = 0;
  for (const h of text) {
    while (p < tax.length && tax[p]!.end <= h.start) p++;
    let q = p;
    let covering = false;
    let crossing = false;
    const inside: number[] = [];
    // A title or role before the name makes it a person, whatever place or brand shares the word ("Mr. Smith").
    const person = h.cue === 'title' || h.cue === 'role';
    for (; q < tax.length && tax[q]!.start < h.end; q++) {
      const g = tax[q]!;
      if (person && g.type !== 'PERSON' && g.start >= h.start && g.end <= h.end) {
        drop[q] = 1;
        continue;
      }
      if (g.start <= h.start && g.end >= h.end) covering = true;
      else if (g.start >= h.start && g.end <= h.end) inside.push(q);
      else crossing = true;
    }
    if (covering || crossing) continue;
    if (inside.length === 0) {
      out.push(h);
      continue;
    }
    if (inside.length === 1 && mentionKey(tax[inside[0]!]!) === mentionKey(h)) {
      const g = tax[inside[0]!]!;
      tax[inside[0]!] = {
        ...g,
        start: h.start,
        end: h.end,
        text: h.text,
        words: h.words,
        strong: g.strong || h.strong,
        key: h.key!,
      };
      continue;
    }
    for (const i of inside) drop[i] = 1;
    out.push(h);
  }
  tax.forEach((g, i) => {
    if (!drop[i]) out.push(g);
  });
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

interface Entity {
  key: string;
  type: EntityType;
  category: number;
  text: string;
  words: number;
  start: number;
  end: number;
  count: number;
  rank: number;
  confirmed: boolean;
  /** Weak acronym mentions: two of them establish the entity. */
  acronyms: number;
}

/** How much a mention's type is to be trusted: taxonomy, a definite cue, a fallback. */
function rankOf(m: Mention): number {
  if (m.category >= 0) return 3;
  return m.cue === 'single' || m.cue === 'multi-word' ? 1 : 2;
}

/** Initials of a multi-word name, connectors left out: "international business machines" -> "ibm". */
function initials(key: string): string {
  const words = key.split(' ').filter((w) => w && !CONNECTORS.has(w));
  if (words.length < 2) return '';
  let s = '';
  for (const w of words) s += w[0];
  return s;
}

/** Adds `to` under `from`, or marks `from` ambiguous (null) when it already names something else. */
function alias(map: Map<string, string | null>, from: string, to: string): void {
  if (!from || from === to) return;
  const had = map.get(from);
  if (had === undefined) map.set(from, to);
  else if (had !== to) map.set(from, null);
}

export function foldMentions(mentions: readonly Mention[], max: number): EntityMention[] {
  const keys = mentions.map(mentionKey);
  // Last names of people and acronyms of organizations named in full anywhere in the text.
  const lastNames = new Map<string, string | null>();
  const acronyms = new Map<string, string | null>();
  mentions.forEach((m, i) => {
    const key = keys[i]!;
    const sp = key.lastIndexOf(' ');
    if (sp < 0) return;
    if (m.type === 'PERSON') alias(lastNames, key.slice(sp + 1), key);
    else if (m.type === 'ORG') alias(acronyms, initials(key), key);
  });

  const byCategory = new Map<number, Entity>();
  const byKey = new Map<string, Entity>();
  const entities: Entity[] = [];
  mentions.forEach((m, i) => {
    let key = keys[i]!;
    if (!key) return;
    let type = m.type;
    let rank = rankOf(m);
    let category = m.category;
    if (!key.includes(' ')) {
      const person = m.category < 0 || m.type === 'PERSON' ? lastNames.get(key) : undefined;
      const org = m.category < 0 ? acronyms.get(key) : undefined;
      // A short form says nothing about the category: the full name does ("Swift" alone
      // may be another Swift than "Taylor Swift").
      if (person) {
        key = person;
        type = 'PERSON';
        rank = 0;
        category = -1;
      } else if (org) {
        key = org;
        rank = 0;
      }
    }
    let e = (category >= 0 ? byCategory.get(category) : undefined) ?? byKey.get(key);
    if (e) {
      e.count++;
      if (m.strong) e.confirmed = true;
      else if (m.cue === 'acronym' && ++e.acronyms >= 2) e.confirmed = true;
      if (rank > e.rank) {
        e.rank = rank;
        e.type = type;
        if (category >= 0) e.category = category;
      }
      if (m.words.length > e.words) {
        e.text = m.text;
        e.words = m.words.length;
      }
    } else {
      if (entities.length >= MAX_TRACKED) return;
      e = {
        key,
        type,
        category,
        text: m.text,
        words: m.words.length,
        start: m.start,
        end: m.end,
        count: 1,
        rank,
        confirmed: m.strong,
        acronyms: !m.strong && m.cue === 'acronym' ? 1 : 0,
      };
      entities.push(e);
    }
    if (!byKey.has(key)) byKey.set(key, e);
    if (category >= 0 && !byCategory.has(category)) byCategory.set(category, e);
  });

  let kept = entities.filter((e) => e.confirmed);
  if (kept.length > max) {
    kept = kept.sort((a, b) => b.count - a.count || a.start - b.start).slice(0, Math.max(0, max));
    kept.sort((a, b) => a.start - b.start);
  }
  return kept.map((e) => ({
    text: e.text,
    type: e.type,
    category: e.category,
    key: e.key,
    start: e.start,
    end: e.end,
    count: e.count,
  }));
}
