/**
 * The language-identification model as the scorer (lid-scorer.ts) reads it, and its file
 * `lid-model.bin` in an index version: the index container (native-index/container.ts:
 * magic "SLID", format version, length, checksum) around
 *
 *   u32 JSON header bytes J, the JSON header (hyper-parameters, sources, classes, priors,
 *   floors, row and entry counts), zero padding to 4 bytes, then the arrays of
 *   LidModelData in the order of `arraysOf`, each padded to 4 bytes.
 *
 * Decoding wraps typed-array views over the file's bytes (shared with the other workers
 * when they are an index version's); only a misaligned input is copied. The build trains
 * the model (build-index/lid/lid-train.ts) and writes it (build-index/lid/lid-writer.ts).
 */
import { COMPONENTS } from '../../native-index/components.js';
import { openContainer, sealContainer } from '../../native-index/container.js';
import type { Script } from './lid-text.js';

/** The model's format version: the container's (components.ts), also recorded in the model. */
export const LID_MODEL_FORMAT = COMPONENTS.lidModel.version;
export const LID_MODEL_FILE = COMPONENTS.lidModel.file;

export interface LidHyper {
  /** Share of the lexicon taken from the subtitle frequency lists (rest: UDHR training split). */
  subsShare: number;
  /** Exponent applied to a word's frequency when it trains the character model (0 = types). */
  charExponent: number;
  /** Weight of the lexicon against the character model in a word's probability. */
  lexWeight: number;
  /** Log prior added for each of the nine supported content languages. */
  supportedPrior: number;
  /** Extra log prior for English (brand names, loan words and URLs are mostly English). */
  englishPrior: number;
  /** English lexicon: this many most frequent SUBTLEX words (the other lists have 10,000). */
  englishWords: number;
  /** Zipf-Mandelbrot offset for turning a frequency rank into a count. */
  zipfOffset: number;
}

/** Scripts written in several languages the model knows; every other script names its language. */
export const MODELLED_SCRIPTS = new Set<Script>(['Latn', 'Cyrl', 'Arab']);

/** A trained model, ready to score. Keys are 64-bit hashes (lid-hash.ts), not strings. */
export interface LidModelData {
  format: number;
  hyper: LidHyper;
  sources: Record<string, string>;
  /** Output code (ISO 639-1) per class. */
  langs: string[];
  /** Script per class. */
  scripts: Script[];
  /** Log prior per class. */
  prior: Float64Array;
  /** Unigram floor per class: probability of a character never seen in its training. */
  floor: Float64Array;
  /** Character n-grams (length 1..4, `^`/`$` mark word edges): key hashes and sparse rows. */
  gramH1: Uint32Array;
  gramH2: Uint32Array;
  gramStart: Uint32Array; // row i spans [gramStart[i], gramStart[i+1])
  gramClass: Uint8Array;
  gramProb: Float32Array; // P(last char | preceding chars) for that class; 0 = not seen
  gramAlpha: Float32Array; // back-off weight when the n-gram is a context; 1 = not seen
  /** Lexicon words: key hashes and sparse rows of P(word | class). */
  wordH1: Uint32Array;
  wordH2: Uint32Array;
  wordStart: Uint32Array;
  wordClass: Uint8Array;
  wordProb: Float32Array;
}

interface LidHeader {
  format: number;
  hyper: LidHyper;
  sources: Record<string, string>;
  langs: string[];
  scripts: Script[];
  prior: number[];
  floor: number[];
  gramRows: number;
  gramEntries: number;
  wordRows: number;
  wordEntries: number;
}

export function encodeLidModel(m: LidModelData): Uint8Array {
  const header: LidHeader = {
    format: m.format,
    hyper: m.hyper,
    sources: m.sources,
    langs: m.langs,
    scripts: m.scripts,
    prior: [...m.prior],
    floor: [...m.floor],
    gramRows: m.gramH1.length,
    gramEntries: m.gramClass.length,
    wordRows: m.wordH1.length,
    wordEntries: m.wordClass.length,
  };
  const json = Buffer.from(JSON.stringify(header));
  const parts: Uint8Array[] = [];
  const pad = (b: Uint8Array) => {
    parts.push(b);
    const r = b.byteLength % 4;
    if (r) parts.push(new Uint8Array(4 - r));
  };
  const head = new Uint8Array(4);
  new DataView(head.buffer).setUint32(0, json.length, true);
  parts.push(head);
  pad(json);
  for (const a of arraysOf(m)) pad(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  return sealContainer(COMPONENTS.lidModel, ...parts);
}

function arraysOf(m: LidModelData) {
  return [
    m.gramH1,
    m.gramH2,
    m.gramStart,
    m.gramClass,
    m.gramProb,
    m.gramAlpha,
    m.wordH1,
    m.wordH2,
    m.wordStart,
    m.wordClass,
    m.wordProb,
  ] as const;
}

/** The model in a `lid-model.bin` file; throws an Error saying what is wrong. */
export function decodeLidModel(file: Uint8Array): LidModelData {
  const fail = (detail: string): never => {
    throw new Error(`${LID_MODEL_FILE}: ${detail}`);
  };
  const p = openContainer(file, COMPONENTS.lidModel, { error: (_, message) => new Error(message) });
  if (p.byteLength < 4) fail('truncated');
  const b = Buffer.from(p.buffer, p.byteOffset, p.byteLength);
  const hlen = b.readUInt32LE(0);
  if (4 + hlen > b.length) fail('truncated header');
  let h: LidHeader;
  try {
    h = JSON.parse(b.toString('utf8', 4, 4 + hlen)) as LidHeader;
  } catch (e) {
    return fail(`header is not JSON: ${(e as Error).message}`);
  }
  if (h.format !== LID_MODEL_FORMAT) fail(`model format ${h.format}, expected ${LID_MODEL_FORMAT}`);
  // Views when the payload is 4-byte aligned (always in a container that starts aligned); else copies.
  const aligned = p.byteOffset % 4 === 0;
  let o = (4 + hlen + 3) & ~3;
  const take = <A>(bytes: number, make: (buf: ArrayBufferLike, at: number) => A): A => {
    if (o + bytes > p.byteLength) fail('truncated');
    const a = aligned ? make(p.buffer, p.byteOffset + o) : make(p.slice(o, o + bytes).buffer, 0);
    o = (o + bytes + 3) & ~3;
    return a;
  };
  const G = h.gramRows;
  const GE = h.gramEntries;
  const W = h.wordRows;
  const WE = h.wordEntries;
  const m: LidModelData = {
    format: h.format,
    hyper: h.hyper,
    sources: h.sources,
    langs: h.langs,
    scripts: h.scripts,
    prior: Float64Array.from(h.prior),
    floor: Float64Array.from(h.floor),
    gramH1: take(G * 4, (buf, at) => new Uint32Array(buf, at, G)),
    gramH2: take(G * 4, (buf, at) => new Uint32Array(buf, at, G)),
    gramStart: take((G + 1) * 4, (buf, at) => new Uint32Array(buf, at, G + 1)),
    gramClass: take(GE, (buf, at) => new Uint8Array(buf, at, GE)),
    gramProb: take(GE * 4, (buf, at) => new Float32Array(buf, at, GE)),
    gramAlpha: take(GE * 4, (buf, at) => new Float32Array(buf, at, GE)),
    wordH1: take(W * 4, (buf, at) => new Uint32Array(buf, at, W)),
    wordH2: take(W * 4, (buf, at) => new Uint32Array(buf, at, W)),
    wordStart: take((W + 1) * 4, (buf, at) => new Uint32Array(buf, at, W + 1)),
    wordClass: take(WE, (buf, at) => new Uint8Array(buf, at, WE)),
    wordProb: take(WE * 4, (buf, at) => new Float32Array(buf, at, WE)),
  };
  if (m.gramStart[G] !== GE || m.wordStart[W] !== WE)
    fail('row offsets do not match the entry counts');
  return m;
}
