/**
 * The filters of keyword search (API.md, "keywords/search filters") compiled for one
 * scan: `apply` narrows an ascending list of candidate ids, one filter at a time, each
 * in its own tight loop; the term filters (7) walk their sorted id lists with a cursor
 * instead of a lookup per keyword.
 */
import type { KeywordTable } from './keyword-table.js';
import { OP, type KeywordFilter } from './keyword-search-protocol.js';
import { intersect, unionSorted } from './posting-lists.js';

/** `x op v` for the integer operators. */
export function compare(x: number, op: number, v: number): boolean {
  switch (op) {
    case OP.eq:
      return x === v;
    case OP.ne:
      return x !== v;
    case OP.lt:
      return x < v;
    case OP.le:
      return x <= v;
    case OP.gt:
      return x > v;
    case OP.ge:
      return x >= v;
    case OP.or:
      return (x & v) !== 0;
    case OP.and:
      return (x & v) === v;
    default:
      return false;
  }
}

interface NumberTest {
  field: Uint8Array | Uint32Array;
  op: number;
  value: number;
  invert: boolean;
}
interface MaskTest {
  mask: number;
  all: boolean;
  /** Keep the keywords that match (else drop them). */
  keep: boolean;
}
interface IdSetTest {
  ids: Uint32Array;
  keep: boolean;
}

export class CompiledFilters {
  private readonly numbers: NumberTest[] = [];
  private readonly flagTests: MaskTest[] = [];
  private readonly intentTests: MaskTest[] = [];
  private readonly langTests: { allowed: Uint8Array; keep: boolean }[] = [];
  private readonly idSets: IdSetTest[] = [];

  constructor(
    private readonly t: KeywordTable,
    filters: readonly KeywordFilter[],
  ) {
    const d = t.d;
    for (const f of filters) {
      const invert = f.invert === true;
      switch (f.filter) {
        case 1:
        case 2:
        case 5:
          this.numbers.push({
            field: f.filter === 1 ? d.chars : f.filter === 2 ? d.words : d.volume,
            op: f.operator,
            // Lengths are stored up to 255: a longer bound means the same as 255 for <, <=.
            value: f.filter === 5 ? f.value : Math.min(f.value, 255),
            invert,
          });
          break;
        case 3:
          this.flagTests.push({ mask: maskOf(f.value), all: false, keep: invert });
          break;
        case 6:
          this.intentTests.push({
            mask: maskOf(f.value),
            all: f.operator === OP.and,
            keep: !invert,
          });
          break;
        case 7:
          this.idSets.push({ ids: termMatches(t, f.value), keep: invert });
          break;
        case 8: {
          const allowed = new Uint8Array(256);
          for (const code of f.value) {
            const k = t.languageIndex(code.toLowerCase());
            if (k >= 0) allowed[k] = 1;
          }
          this.langTests.push({ allowed, keep: !invert });
          break;
        }
      }
    }
  }

  /**
   * Keeps the ids of ids[0 .. n) that pass every filter, in order, at the front of `ids`;
   * returns how many. One tight loop per filter over the survivors of the one before.
   */
  apply(ids: Uint32Array, n: number): number {
    const d = this.t.d;
    for (const f of this.numbers) {
      const { field, op, value, invert } = f;
      let w = 0;
      for (let k = 0; k < n; k++) {
        const id = ids[k]!;
        if (compare(field[id]!, op, value) !== invert) ids[w++] = id;
      }
      n = w;
    }
    for (const m of this.flagTests) {
      const { mask, keep } = m;
      const flags = d.flags;
      let w = 0;
      for (let k = 0; k < n; k++) {
        const id = ids[k]!;
        if (((flags[id]! & mask) !== 0) === keep) ids[w++] = id;
      }
      n = w;
    }
    for (const m of this.intentTests) {
      const { mask, all, keep } = m;
      const intent = d.intent;
      let w = 0;
      for (let k = 0; k < n; k++) {
        const id = ids[k]!;
        const x = intent[id]! & mask;
        if ((all ? x === mask && mask !== 0 : x !== 0) === keep) ids[w++] = id;
      }
      n = w;
    }
    for (const l of this.langTests) {
      const { allowed, keep } = l;
      const lang = d.lang;
      let w = 0;
      for (let k = 0; k < n; k++) {
        const id = ids[k]!;
        if ((allowed[lang[id]!] === 1) === keep) ids[w++] = id;
      }
      n = w;
    }
    for (const s of this.idSets) {
      const { ids: set, keep } = s;
      let at = 0;
      let w = 0;
      for (let k = 0; k < n; k++) {
        const id = ids[k]!;
        while (at < set.length && set[at]! < id) at++;
        if ((at < set.length && set[at] === id) === keep) ids[w++] = id;
      }
      n = w;
    }
    return n;
  }
}

function maskOf(values: readonly number[]): number {
  let m = 0;
  for (const v of values) m |= v;
  return m;
}

/** Escapes a string for a RegExp. */
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ascending ids of the keywords containing any of the terms: a term's stemmed words in a
 * row ("hotel" matches "hotels"), or, in double quotes, the exact text at word boundaries.
 */
export function termMatches(t: KeywordTable, terms: readonly string[]): Uint32Array {
  const lists: Uint32Array[] = [];
  for (const raw of terms) {
    const quoted = /^\s*"(.*)"\s*$/s.exec(raw);
    const text = (quoted ? quoted[1]! : raw).toLowerCase().trim();
    const hashes = t.hashesOf(text);
    if (hashes.length === 0) continue;
    const candidates = intersect(hashes.map((h) => t.postings(h)));
    let verify: ((kw: string) => boolean) | null = null;
    if (quoted) {
      const re = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(text)}(?:$|[^\\p{L}\\p{N}])`, 'u');
      verify = (kw) => re.test(kw);
    } else if (hashes.length > 1) {
      const seq = ` ${t.tokensOf(text).join(' ')} `;
      verify = (kw) => ` ${t.tokensOf(kw).join(' ')} `.includes(seq);
    }
    if (!verify) {
      lists.push(candidates);
      continue;
    }
    const kept: number[] = [];
    for (const id of candidates) if (verify(t.textAt(id))) kept.push(id);
    lists.push(Uint32Array.from(kept));
  }
  return unionSorted(lists);
}
