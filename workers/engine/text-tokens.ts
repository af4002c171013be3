/**
 * The tokens of the text the rule engine (rule-engine.ts) scores, read as the automaton's
 * scan makes them (`read`, its TokenBatchHook): per token its hash, its row in the rules
 * model's token table (cue weights, commonness, class), its class bits (the verb after
 * "how to" or after a negated auxiliary read as an aspect word: what is done, not what
 * the text is about), its span in the text, its shape (token-shape.ts), whether a hyphen
 * joins it to the token before, and for documents the rows of the compounds it ends
 * ("road trip" -> "roadtrip"). Counts of the whole text come along: content words, the
 * last one, purchase words, the evidence signature, the tokens that may be model codes.
 * Reused from text to text; the arrays grow as needed.
 */
import type { TokenBatchHook } from '../../native-index/automaton/index.js';
import {
  CLASS_GIVEN_NAME,
  CLASS_MODIFIER,
  CLASS_PURCHASE,
  CLASS_STOP,
  CLASS_SURNAME,
  CLASS_VERB_NEXT,
  COMMON_ROW_MIN_COUNT,
  commonnessByte,
  DERIVED_CUE_MAX,
  type RulesModelArrays,
} from '../../native-index/rules-format.js';
import { FNV_PRIME, hashString } from '../../text/hash.js';
import type { Tokenizer } from '../../text/tokenizer.js';
import type { EngineTokens } from './engine-tokens.js';
import type { SpellingStep } from './spelling-step.js';
import { endsLanguageName, SHAPE_WEAK, tokenShape } from './token-shape.js';
import { grownCopy } from '../typed-arrays.js';
import { HASH_ME, HASH_NEAR } from './near-me.js';

/** Token hashes of "how" and "to": the verb after them is read like an aspect word. */
const HASH_HOW = hashString('how') >>> 0;
const HASH_TO = hashString('to') >>> 0;
/** Token hashes of "in" and "around" ("near" is near-me.ts's): what follows them says where. */
const HASH_IN = hashString('in') >>> 0;
const HASH_AROUND = hashString('around') >>> 0;
/** Token hashes of "for" and "about": what comes after them is whom or what the head is for. */
const HASH_FOR = hashString('for') >>> 0;
const HASH_ABOUT = hashString('about') >>> 0;

const NAME_CLASSES = CLASS_GIVEN_NAME | CLASS_SURNAME;
const HEARD_COMMONNESS = commonnessByte(COMMON_ROW_MIN_COUNT);

/**
 * Whether a token's row is there only because it is a given name or surname: such a word
 * ("russel", "bradey") is still corrected, as it was before names had rows.
 */
function isOnlyAName(cls: number, commonness: number): boolean {
  return (cls & NAME_CLASSES) !== 0 && (cls & ~NAME_CLASSES) === 0 && commonness < HEARD_COMMONNESS;
}

/** Tokens whose hashes make the evidence signature (`kwSig`). */
export const MAX_EVIDENCE_TOKENS = 64;

export class TextTokens {
  count = 0;
  row = new Int32Array(64);
  hash = new Uint32Array(64);
  cls = new Uint8Array(64);
  start = new Int32Array(64);
  end = new Int32Array(64);
  /** Shape bits (token-shape.ts; 0 for a word, and for a stray token that is a word after all: `shapeOf`). */
  shape = new Uint8Array(64);
  /** 1 when the token follows the one before across exactly one hyphen. */
  hyphen = new Uint8Array(64);
  /**
   * The cue row of the word a token ends when joined to the token before it ("road trip"
   * -> "roadtrip"), and of the three tokens ending at it ("real estate agent" ->
   * "realestateagent"), or -1; `pair` is the joined pair's hash. Read only with `compounds`.
   */
  row2 = new Int32Array(64);
  row3 = new Int32Array(64);
  pair = new Uint32Array(64);

  /** Content (non-stop) tokens, the last of them, purchase words, codes (shaped, not stop words: "15", "cr", "s24"). */
  content = 0;
  lastContent = -1;
  purchase = 0;
  codes = 0;
  /** Words that are no function word, aspect word, number or code ("sofa" in "cheap sofa 2026"). */
  strong = 0;
  /** Times "near me" occurs (near-me.ts). */
  nearMe = 0;
  /**
   * The first "for" or "about" after a content word that is no aspect word ("best pillows
   * for neck pain"), or -1; `headContent` is the last content token before it.
   */
  purposeAt = -1;
  headContent = -1;
  /** Whether a content word that is no aspect word came before the current token. */
  private strongSeen = false;
  /** Bit (h & 31) of every evidence token's hash (skips evidence lists that cannot hit). */
  kwSig = 0;
  /** The text being read. */
  text = '';
  /** Whether compounds are read (documents: `senses`). */
  compounds = false;
  /** The spelling step fed with the unknown words, or null. */
  private spelling: SpellingStep | null = null;

  private readonly V: number;
  private readonly slotWords: number;
  private readonly cueMask: number;
  /** What `view` returns: one object, refreshed (the arrays may have grown) rather than made per text. */
  private readonly tokenView: EngineTokens;

  constructor(private readonly m: RulesModelArrays) {
    this.V = m.verticals;
    this.slotWords = m.slotWords;
    this.cueMask = m.cueTable.length / m.slotWords - 1;
    this.tokenView = {
      count: 0,
      start: this.start,
      end: this.end,
      cls: this.cls,
      hash: this.hash,
      commonness: (t: number) => {
        const r = this.row[t]!;
        return r >= 0 ? this.m.cueBytes[r + this.V]! : -1;
      },
    };
  }

  /** Starts a text. */
  begin(text: string, compounds: boolean, spelling: SpellingStep | null): void {
    this.count = 0;
    this.content = 0;
    this.lastContent = -1;
    this.purchase = 0;
    this.codes = 0;
    this.nearMe = 0;
    this.strong = 0;
    this.purposeAt = -1;
    this.headContent = -1;
    this.strongSeen = false;
    this.kwSig = 0;
    this.text = text;
    this.compounds = compounds;
    this.spelling = spelling;
  }

  /**
   * Whether token t follows "in", "near" or "around" after a content word: a match
   * starting there says where the words before it are ("best pizza in chicago").
   */
  whereAt(t: number): boolean {
    if (t < 2) return false;
    const h = this.hash[t - 1];
    if (h !== HASH_IN && h !== HASH_NEAR && h !== HASH_AROUND) return false;
    for (let k = t - 2; k >= 0; k--) if ((this.cls[k]! & CLASS_STOP) === 0) return true;
    return false;
  }

  /**
   * Whether token t is the verb after "how to" inside a match that starts at `from` and
   * holds the "how to" too: the phrase names an activity ("how to draw": drawing), and
   * its verb is no aspect word there.
   */
  howToVerbFrom(t: number, from: number): boolean {
    return t - 2 >= from && this.afterHowTo(t);
  }

  /** Whether the two tokens before token t (t >= 2) are "how to". */
  private afterHowTo(t: number): boolean {
    return this.hash[t - 1] === HASH_TO && this.hash[t - 2] === HASH_HOW;
  }

  /** Per batch of the automaton's tokens: hash, cue row, class, span, shape. */
  readonly read: TokenBatchHook = (tk, first, count) => {
    if (first + count > this.row.length) this.ensure(first + count);
    const rows = this.m.cueBytes;
    const V = this.V;
    for (let k = 0; k < count; k++) {
      const t = first + k;
      const h = tk.hashes[k]! >>> 0;
      const r = this.rowOf(h);
      let cls = 0;
      if (r >= 0) {
        cls = rows[r + V + 1]!;
        if (cls & CLASS_PURCHASE) this.purchase++;
      }
      // "how to boil eggs": the eggs, not the boiling; "laptop won't turn on": the laptop.
      if (
        (cls & CLASS_STOP) === 0 &&
        ((t >= 1 && (this.cls[t - 1]! & CLASS_VERB_NEXT) !== 0) || (t >= 2 && this.afterHowTo(t)))
      )
        cls |= CLASS_MODIFIER;
      if ((cls & CLASS_STOP) === 0) {
        this.content++;
        this.lastContent = t;
        if ((cls & CLASS_MODIFIER) === 0) this.strongSeen = true;
      } else if ((h === HASH_FOR || h === HASH_ABOUT) && this.strongSeen && this.purposeAt < 0) {
        this.purposeAt = t;
        this.headContent = this.lastContent;
      }
      if (h === HASH_ME && t >= 1 && this.hash[t - 1] === HASH_NEAR) this.nearMe++;
      if (t < MAX_EVIDENCE_TOKENS) this.kwSig |= 1 << (h & 31);
      this.row[t] = r;
      this.hash[t] = h;
      this.cls[t] = cls;
      this.start[t] = tk.starts[k]!;
      this.end[t] = tk.ends[k]!;
      this.hyphen[t] = tk.hyphens[k]!;
      const shape = tokenShape(tk.units, tk.offs[k]!, tk.lens[k]!);
      this.shape[t] = shape === 0 ? 0 : this.shapeOf(shape, r, cls, tk.ends[k]!);
      if (shape !== 0 && (cls & CLASS_STOP) === 0) this.codes++;
      if (this.shape[t] === 0 && (cls & (CLASS_STOP | CLASS_MODIFIER)) === 0) this.strong++;
      if (this.spelling !== null && (r < 0 || isOnlyAName(cls, rows[r + V]!)))
        this.spelling.note(tk, k, t, this.text);
      if (this.compounds) this.joinCompound(tk, k, t);
    }
    this.count = first + count;
  };

  /**
   * A stray token's shape, unless it is a word after all: a hand-listed cue or a vertical's
   * own context word ("tv", "pc", "737"), or a letter naming a language ("c++", "c#").
   */
  private shapeOf(shape: number, r: number, cls: number, end: number): number {
    if ((shape & SHAPE_WEAK) === 0 || (cls & CLASS_STOP) !== 0) return shape;
    if (r >= 0) {
      const rows = this.m.cueBytes;
      for (let v = 0; v < this.V; v++) if (rows[r + v]! > DERIVED_CUE_MAX) return 0;
    }
    return endsLanguageName(this.text, end) ? 0 : shape;
  }

  /**
   * Compound cues: a hand-listed cue written as one word ("roadtrip", "blackfriday",
   * "househunting") is also read where the text writes it as two or three words, joined by
   * one space or hyphen. The joined hash continues FNV-1a over the next token's normalized
   * units, so it equals the hash of the word written joined. A stop word joins only across
   * a hyphen ("check-in"; "in come" is no "income").
   */
  private joinCompound(tk: Tokenizer, k: number, t: number): void {
    this.row2[t] = -1;
    this.row3[t] = -1;
    this.pair[t] = 0;
    if (t === 0) return;
    const p = t - 1;
    if (this.start[t]! - this.end[p]! !== 1) return;
    const hyphen = tk.hyphens[k] === 1;
    if (!hyphen && ((this.cls[t]! | this.cls[p]!) & CLASS_STOP) !== 0) return;
    const units = tk.units;
    const from = tk.offs[k]!;
    const to = from + tk.lens[k]!;
    let h = this.hash[p]! | 0;
    for (let j = from; j < to; j++) h = Math.imul(h ^ units[j]!, FNV_PRIME);
    this.pair[t] = h >>> 0;
    this.row2[t] = this.rowOf(h >>> 0);
    const q = this.pair[p]!;
    if (q === 0) return;
    h = q | 0;
    for (let j = from; j < to; j++) h = Math.imul(h ^ units[j]!, FNV_PRIME);
    this.row3[t] = this.rowOf(h >>> 0);
  }

  /** Byte offset of the token's row in cueBytes, or -1. */
  rowOf(hash: number): number {
    const table = this.m.cueTable;
    const w = this.slotWords;
    const key = hash === 0 ? 1 : hash;
    let s = key & this.cueMask;
    for (;;) {
      const k = table[s * w]!;
      if (k === key) return (s * w + 1) << 2;
      if (k === 0) return -1;
      s = (s + 1) & this.cueMask;
    }
  }

  private ensure(n: number): void {
    let c = this.row.length;
    while (c < n) c *= 2;
    this.row = grownCopy(this.row, c);
    this.hash = grownCopy(this.hash, c);
    this.cls = grownCopy(this.cls, c);
    this.start = grownCopy(this.start, c);
    this.end = grownCopy(this.end, c);
    this.shape = grownCopy(this.shape, c);
    this.hyphen = grownCopy(this.hyphen, c);
    this.row2 = grownCopy(this.row2, c);
    this.row3 = grownCopy(this.row3, c);
    this.pair = grownCopy(this.pair, c);
  }

  /** The tokens as documents read them: char spans, class bits, hashes, commonness (0..255, -1 unknown). */
  get view(): EngineTokens {
    const v = this.tokenView;
    v.count = this.count;
    v.start = this.start;
    v.end = this.end;
    v.cls = this.cls;
    v.hash = this.hash;
    return v;
  }

  /**
   * Adds the cue weights (0..1 per word and vertical) of the content words (not of stray
   * tokens, token-shape.ts), times
   * `weight`, into `into` (indexed by vertical): what the words say about the topic,
   * matched or not. A cue derived from the taxonomy (weight at most DERIVED_CUE_MAX) counts
   * `derived` times its weight, a hand-listed word's or a vertical's own context word's in
   * full; a hand-listed cue the text writes as two or three words (joinCompound) counts
   * `compound` times (0: compounds are not read; they are read only with `compounds`).
   */
  addCues(into: Float64Array, weight: number, derived = 1, compound = 0): void {
    const rows = this.m.cueBytes;
    const V = this.V;
    const k = weight / 255;
    const kd = k * derived;
    for (let t = 0; t < this.count; t++) {
      const r = this.row[t]!;
      if (r < 0 || (this.cls[t]! & CLASS_STOP) !== 0 || (this.shape[t]! & SHAPE_WEAK) !== 0)
        continue;
      for (let v = 0; v < V; v++) {
        const c = rows[r + v]!;
        if (c !== 0) into[v]! += c * (c > DERIVED_CUE_MAX ? k : kd);
      }
    }
    if (compound > 0 && this.compounds) this.addCompoundCues(into, k * compound);
  }

  /** The content words that cue a vertical, with the verticals each cues (what addCues reads; allocates). */
  cueWords(): { start: number; end: number; verticals: number[] }[] {
    const rows = this.m.cueBytes;
    const out: { start: number; end: number; verticals: number[] }[] = [];
    for (let t = 0; t < this.count; t++) {
      const r = this.row[t]!;
      if (r < 0 || (this.cls[t]! & CLASS_STOP) !== 0 || (this.shape[t]! & SHAPE_WEAK) !== 0)
        continue;
      const verticals: number[] = [];
      for (let v = 0; v < this.V; v++) if (rows[r + v] !== 0) verticals.push(v);
      if (verticals.length > 0) out.push({ start: this.start[t]!, end: this.end[t]!, verticals });
    }
    return out;
  }

  /** The hand-listed cues of the text's compounds (joinCompound), each `k` per cue byte. */
  private addCompoundCues(into: Float64Array, k: number): void {
    const rows = this.m.cueBytes;
    const V = this.V;
    for (let t = 1; t < this.count; t++) {
      for (let n = 0; n < 2; n++) {
        const r = n === 0 ? this.row2[t]! : this.row3[t]!;
        if (r < 0) continue;
        for (let v = 0; v < V; v++) {
          const c = rows[r + v]!;
          if (c > DERIVED_CUE_MAX) into[v]! += c * k;
        }
      }
    }
  }
}
