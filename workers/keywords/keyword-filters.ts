/**
 * The filters of keyword search (API.md, "keywords/search filters") compiled for one
 * scan: `accepts(id)` is called with ascending keyword ids, which lets the term filters
 * (7) walk their sorted id lists with a cursor instead of a lookup per keyword.
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
  at: number;
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
          this.idSets.push({ ids: termMatches(t, f.value), at: 0, keep: invert });
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

  accepts(id: number): boolean {
    const d = this.t.d;
    for (const n of this.numbers)
      if (compare(n.field[id]!, n.op, n.value) === n.invert) return false;
    for (const m of this.flagTests) if (((d.flags[id]! & m.mask) !== 0) !== m.keep) return false;
    for (const m of this.intentTests) {
      const x = d.intent[id]! & m.mask;
      if ((m.all ? x === m.mask && m.mask !== 0 : x !== 0) !== m.keep) return false;
    }
    for (const l of this.langTests) if ((l.allowed[d.lang[id]!] === 1) !== l.keep) return false;
    for (const s of this.idSets) {
      const ids = s.ids;
      while (s.at < ids.length && ids[s.at]! < id) s.at++;
      if ((s.at < ids.length && ids[s.at] === id) !== s.keep) return false;
    }
    return true;
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
