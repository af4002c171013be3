/**
 * The model's examples as compact arrays: each labeled text goes through the same
 * FeatureExtractor the workers use and is stored as a sparse vector (CSR: bucket ids
 * and values), with its class, split (by source record) and kind. Texts themselves are
 * not kept.
 *
 * Documents: texts of the same class and split are also grouped, DOC_MIN..DOC_MAX at a
 * time in the order they come, into pseudo-documents ("sentences assembled from them"),
 * so the model and its calibration also see longer texts than one gloss. With the
 * version's word vectors, every document also gets frequent words of running text between
 * its texts (background-words.ts), as a real one has.
 *
 * Tier documents (when the builder knows each class's top tier): the same kinds of
 * texts, per top tier and split, shuffled (seeded) and grouped DOC_MIN..DOC_MAX at a
 * time, at most MAX_TIER_DOCUMENTS per tier and split, labeled with the top tier. A real
 * post or article about a vertical touches several of its topics, which a document of
 * one class never does. Only the tier head trains on them (TIER_ONLY_KINDS).
 *
 * The nearest topic (when the features have it): searched for every text and document,
 * never at or below a backbone topic whose own record gave the text. A topic's centroid
 * is made of its name, path and context words (the topics below it have its name in their
 * paths), so its own name text would find it every time, and the model would learn to
 * trust the feature far more than a real query earns.
 */
import type { MatchList, RuleAutomaton } from '../../native-index/automaton/index.js';
import type { FeatureExtractor } from '../../workers/model/features.js';
import type { BackgroundWords } from './background-words.js';
import { sourceOf, TEXT_KINDS, type LabeledText, type TextKind } from './corpus.js';
import { shuffle, splitOf } from './split.js';
import { seededRandom } from '../seeded-random.js';

export const DOC_MIN = 3;
export const DOC_MAX = 6;
export const MAX_TIER_DOCUMENTS = 500;
/** Kinds grouped into documents. */
const DOC_KINDS = new Set<TextKind>(['description', 'example', 'distant', 'entity']);

/** The nearest-topic feature at build time (features.ts), with each text's own topics left out. */
export interface NearestTopicFeature {
  /** Category index of the backbone topic nearest the text, never at or below one of `own`; -1: none. */
  of(text: string, own: readonly number[]): number;
  /** The backbone topic a record is (category index), or -1. */
  ownTopic(record: string): number;
}

export interface Examples {
  n: number;
  /** Features of example i: start[i] .. start[i+1]-1. */
  start: Uint32Array;
  bucket: Int32Array;
  value: Float32Array;
  label: Uint16Array;
  split: Uint8Array;
  /** Index in TEXT_KINDS. */
  kind: Uint8Array;
  /** Index in `sources`: the source of the example's record (its key's prefix: wn, naics, nsi, ...). */
  source: Uint8Array;
  sources: string[];
}

class Grow<A extends Int32Array | Uint32Array | Float32Array | Uint16Array | Uint8Array> {
  length = 0;
  constructor(
    public a: A,
    private readonly make: (n: number) => A,
  ) {}
  push(v: number): void {
    if (this.length === this.a.length) {
      const b = this.make(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = v;
  }
  done(): A {
    return this.a.slice(0, this.length) as A;
  }
}

export class ExampleBuilder {
  private readonly start = new Grow(new Uint32Array(1 << 16), (n) => new Uint32Array(n));
  private readonly bucket = new Grow(new Int32Array(1 << 20), (n) => new Int32Array(n));
  private readonly value = new Grow(new Float32Array(1 << 20), (n) => new Float32Array(n));
  private readonly label = new Grow(new Uint16Array(1 << 16), (n) => new Uint16Array(n));
  private readonly split = new Grow(new Uint8Array(1 << 16), (n) => new Uint8Array(n));
  private readonly kind = new Grow(new Uint8Array(1 << 16), (n) => new Uint8Array(n));
  private readonly source = new Grow(new Uint8Array(1 << 16), (n) => new Uint8Array(n));
  private readonly sources: string[] = [];
  /** Pending document per (class, split): its texts and their records' own topics. */
  private readonly pending = new Map<number, { texts: string[]; own: number[]; size: number }>();
  private readonly rnd = seededRandom(0xd0c5);
  /** Draws the background words (its own stream, so the documents' sizes stay as they were). */
  private readonly backgroundRnd = seededRandom(0xb6d5);
  /** Texts per (top tier, split) for the tier documents, with their records' own topics. */
  private readonly tierTexts = new Map<number, { text: string; own: number }[]>();
  private readonly own: number[] = [];
  readonly byKind: Record<string, number> = Object.fromEntries(TEXT_KINDS.map((k) => [k, 0]));

  constructor(
    private readonly fx: FeatureExtractor,
    /** The rule automaton's scan for the concept features (null: words only). */
    private readonly scan: { automaton: RuleAutomaton; list: MatchList } | null,
    /** Class ordinal -> its top tier's class ordinal; none: no tier documents. */
    private readonly classTier: Uint16Array | null = null,
    /** The nearest topic of each text, when the features have it. */
    private readonly nearest: NearestTopicFeature | null = null,
    /** Frequent words of running text mixed into every document; null: none. */
    private readonly background: BackgroundWords | null = null,
  ) {
    this.start.push(0);
  }

  /** Adds a text (and queues it for a document). Texts without any feature are skipped. */
  add(t: LabeledText): void {
    const split = splitOf(t.record);
    const own = this.nearest ? this.nearest.ownTopic(t.record) : -1;
    this.addText(t.text, t.label, split, t.kind, this.sourceCode(sourceOf(t.record)), [own]);
    if (!DOC_KINDS.has(t.kind)) return;
    if (this.classTier) {
      const tierKey = this.classTier[t.label]! * 4 + split;
      let list = this.tierTexts.get(tierKey);
      if (!list) this.tierTexts.set(tierKey, (list = []));
      list.push({ text: t.text, own });
    }
    const key = t.label * 4 + split;
    let doc = this.pending.get(key);
    if (!doc) this.pending.set(key, (doc = { texts: [], own: [], size: this.docSize() }));
    doc.texts.push(t.text);
    doc.own.push(own);
    if (doc.texts.length >= doc.size) {
      this.addText(
        this.joined(doc.texts),
        t.label,
        split,
        'document',
        this.sourceCode('document'),
        doc.own,
      );
      this.pending.delete(key);
    }
  }

  /** A document's texts as one text, with background words when the builder has them. */
  private joined(texts: readonly string[]): string {
    return this.background ? this.background.join(texts, this.backgroundRnd) : texts.join(' ');
  }

  private sourceCode(name: string): number {
    let k = this.sources.indexOf(name);
    if (k < 0) {
      if (this.sources.length === 255) name = 'other';
      k = this.sources.indexOf(name);
      if (k < 0) k = this.sources.push(name) - 1;
    }
    return k;
  }

  private docSize(): number {
    return DOC_MIN + Math.floor(this.rnd() * (DOC_MAX - DOC_MIN + 1));
  }

  private addText(
    text: string,
    label: number,
    split: number,
    kind: TextKind,
    source: number,
    own: readonly number[],
  ): void {
    let nearest = -1;
    if (this.nearest) {
      this.own.length = 0;
      for (const c of own) if (c >= 0 && !this.own.includes(c)) this.own.push(c);
      nearest = this.nearest.of(text, this.own);
    }
    const n = this.fx.extract(text, null, this.scan, false, nearest);
    if (n === 0) return;
    for (let k = 0; k < n; k++) {
      this.bucket.push(this.fx.buckets[k]!);
      this.value.push(this.fx.values[k]!);
    }
    this.start.push(this.bucket.length);
    this.label.push(label);
    this.split.push(split);
    this.kind.push(TEXT_KINDS.indexOf(kind));
    this.source.push(source);
    this.byKind[kind]!++;
  }

  get count(): number {
    return this.label.length;
  }

  /** The examples (documents still pending with at least DOC_MIN texts are added first). */
  finish(): Examples {
    for (const [key, doc] of [...this.pending].sort((a, b) => a[0] - b[0])) {
      if (doc.texts.length >= DOC_MIN)
        this.addText(
          this.joined(doc.texts),
          key >> 2,
          key & 3,
          'document',
          this.sourceCode('document'),
          doc.own,
        );
    }
    this.pending.clear();
    const tierSource = this.sourceCode('tier document');
    for (const [key, texts] of [...this.tierTexts].sort((a, b) => a[0] - b[0])) {
      const order = Uint32Array.from(texts, (_, i) => i);
      shuffle(order, this.rnd);
      let made = 0;
      for (let at = 0; made < MAX_TIER_DOCUMENTS; made++) {
        const size = this.docSize();
        if (at + size > order.length) break;
        const doc: string[] = [];
        const own: number[] = [];
        for (let k = 0; k < size; k++) {
          const t = texts[order[at + k]!]!;
          doc.push(t.text);
          own.push(t.own);
        }
        at += size;
        this.addText(this.joined(doc), key >> 2, key & 3, 'tier document', tierSource, own);
      }
    }
    this.tierTexts.clear();
    return {
      n: this.label.length,
      start: this.start.done(),
      bucket: this.bucket.done(),
      value: this.value.done(),
      label: this.label.done(),
      split: this.split.done(),
      kind: this.kind.done(),
      source: this.source.done(),
      sources: [...this.sources],
    };
  }
}
