/**
 * The operator's keywords once classified, held in columns (a few typed arrays and one
 * UTF-8 pool) rather than one object per keyword, so tens of millions of them fit in a
 * build; then handed out category by category, in the order the table builder wants.
 */
import { GrowableArray } from './growable-array.js';
import type { KeywordRow } from './keyword-table-builder.js';
import { Utf8Pool } from './utf8-pool.js';

export class OperatorRows {
  private readonly texts = new Utf8Pool('operator keywords');
  private readonly category = new GrowableArray(new Int32Array(1 << 16));
  private readonly volume = new GrowableArray(new Uint32Array(1 << 16));
  private readonly flags = new GrowableArray(new Uint16Array(1 << 16));
  private readonly intent = new GrowableArray(new Uint8Array(1 << 16));
  private readonly lang = new GrowableArray(new Uint8Array(1 << 16));
  private readonly languages: string[] = [];
  private grouped: { start: Uint32Array; order: Uint32Array } | null = null;

  constructor(private readonly categories: number) {}

  get count(): number {
    return this.volume.length;
  }

  /** Bytes of the keywords' UTF-8. */
  get textBytes(): number {
    return this.texts.byteLength;
  }

  /** Drops the columns' room for more rows, once every row is in (they are kept through the layout). */
  trim(): void {
    this.texts.trim();
    for (const c of [this.category, this.volume, this.flags, this.intent, this.lang]) c.trim();
  }

  /** A keyword the engine placed in `category` (-1: none). */
  add(category: number, row: KeywordRow): void {
    if (this.grouped) throw new Error('operator keywords: add after grouping');
    let l = this.languages.indexOf(row.lang);
    if (l < 0) {
      l = this.languages.push(row.lang) - 1;
      if (l > 255) throw new Error('operator keywords: more than 256 languages');
    }
    this.texts.append(row.text);
    this.category.push(category);
    this.volume.push(row.volume);
    this.flags.push(row.flags);
    this.intent.push(row.intent);
    this.lang.push(l);
  }

  /** The rows of category `c` (-1: the unmapped ones), in the order they were added. */
  rowsOf(c: number): KeywordRow[] {
    const { start, order } = (this.grouped ??= this.group());
    const slot = c < 0 ? this.categories : c;
    const out: KeywordRow[] = [];
    for (let k = start[slot]!; k < start[slot + 1]!; k++) {
      const i = order[k]!;
      out.push({
        text: this.texts.text(i),
        volume: this.volume.a[i]!,
        flags: this.flags.a[i]!,
        intent: this.intent.a[i]!,
        lang: this.languages[this.lang.a[i]!]!,
      });
    }
    return out;
  }

  /** A counting sort of the rows by category; the unmapped go in the last slot. */
  private group(): { start: Uint32Array; order: Uint32Array } {
    const n = this.count;
    const slots = this.categories + 1;
    const start = new Uint32Array(slots + 1);
    const cat = this.category.a;
    const slotOf = (i: number): number => (cat[i]! < 0 ? this.categories : cat[i]!);
    for (let i = 0; i < n; i++) start[slotOf(i) + 1]!++;
    for (let s = 0; s < slots; s++) start[s + 1]! += start[s]!;
    const fill = start.slice(0, slots);
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i++) order[fill[slotOf(i)]!++] = i;
    return { start, order };
  }
}
