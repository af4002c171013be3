/**
 * Sentiment of a post or a document, in [-1, 1] (negative .. positive; 0 neutral or
 * nothing known). Lexicon-based, rule-adjusted, in the manner of VADER but our own rules
 * and constants; English, and the eight other languages through their translated AFINN.
 *
 *   sentiment(text)                 one post or text
 *   sentimentOfSentences(sentences) a document given as its sentences (nlp/parse, HTML)
 *
 * Tables: ./lexicon.ts (merged AFINN-165 + VADER words on [-4, 4], phrases, emoticons,
 * emoji), built in memory at first use in each thread. Tokens: ./tokenize.ts.
 *
 * Per sentence (sentences end at . ! ? … and line breaks), left to right:
 *  - a valenced unit is a phrase (up to 4 words, longest first), a word, an emoticon or
 *    an emoji. Words are looked up as written (lower case, apostrophes removed), then with
 *    letter runs of 3+ shortened to 2 and to 1 ("goood" -> "good", "loooove" -> "love");
 *    a hyphenated word not in the table counts as its parts.
 *  - negation: a negator (not, no, never, nothing, without, hardly, barely, any "n't"
 *    word, ...) flips the words in the next 3 word tokens, and dampens them: a positive
 *    word becomes -0.6 times its valence, a negative one -0.4 times ("not good" < 0,
 *    "not bad" mildly > 0). Two negators in one scope cancel. Some neutral verbs are
 *    negative when negated ("doesn't work", "won't buy"), unless the negation already
 *    flipped a valenced word ("don't regret buying"). Emoji are never negated.
 *  - modifiers: intensifiers and dampeners ("very" x1.3, "extremely" x1.5, "slightly"
 *    x0.6, "kind of" x0.7, ...) multiply the next valenced word within 2 words; several
 *    multiply together. "pretty", "super", "damn" modify only when a valenced word
 *    follows, else they count as words.
 *  - emphasis: when the text has lower-case letters, a word in capitals counts x1.35 (a
 *    modifier in capitals gets 1.5 times its boost); an elongated word counts x1.2.
 *  - scopes of negation and modifiers end at clause punctuation (, ; : ( ) " — …) and
 *    at "but".
 *  - contrast: with "but" / "however" / "nevertheless" / "nonetheless", units before the
 *    last one count x0.5, units after it x1.5; a clause opened by "although", "though",
 *    "even though" or "despite" counts x0.5 and what follows it in the sentence x1.5.
 *  - "like" counts only as a verb ("I like", "don't like"), not as a preposition.
 *  - exclamation marks: +0.3 per "!" (at most 4) in the direction of the sentence's sum.
 * The sentence's raw score r is the weighted sum.
 *
 * Combination: over the k sentences with r != 0, x = (sum of r) / sqrt(k), then
 * x / sqrt(x^2 + 15). One sentence is just its normalized sum; k sentences agreeing grow
 * in strength like sqrt(k) (more evidence, no saturation in long documents); opposite
 * sentences cancel; sentences without sentiment do not dilute. A document given as
 * sentences and the same text given whole score (nearly) the same.
 *
 * Bounds: at most MAX_SENTIMENT_CHARS UTF-16 units are read per call (the first ones;
 * for sentimentOfSentences, in total over the sentences), so a 10 MB string costs what
 * 100,000 characters (some 15,000 words: any document's tone is settled by then) cost,
 * 10-50 ms on typical text. Never throws: anything unexpected gives 0.
 *
 * The eight other languages (language-lexicon.ts) use the same rules over their own
 * lexicon and function words: each word is read as its language's key (stemmed and
 * folded, text/languages/), and English-only rules ("n't", "like", negated neutral verbs)
 * do not apply.
 */
import {
  DUAL_ROLE,
  LIKE_VERB_BEFORE,
  MODIFIER_PHRASES,
  MODIFIERS,
  NEGATED_NEUTRAL,
  NEGATORS,
  sentimentTables,
  type SentimentTables,
} from './lexicon.js';
import { T_PUNCT, T_SYMBOL, T_WORD, tokenize, type Token } from './tokenize.js';
import { isTextLanguage, type TextLanguage } from '../../text/languages/language-codes.js';
import { languageSentiment, type LanguageSentiment } from './language-lexicon.js';

/** Characters read per call at most (see the module comment). */
export const MAX_SENTIMENT_CHARS = 100_000;
/** Normalization constant: x / sqrt(x^2 + ALPHA). */
export const ALPHA = 15;

const NEGATION_SCOPE = 3;
const NEGATE_POSITIVE = -0.6;
const NEGATE_NEGATIVE = -0.4;
const MODIFIER_SCOPE = 2;
const CAPS_FACTOR = 1.35;
const CAPS_MODIFIER_GAIN = 1.5;
const ELONGATED_FACTOR = 1.2;
const EXCLAMATION = 0.3;
const MAX_EXCLAMATIONS = 4;
const BEFORE_CONTRAST = 0.5;
const AFTER_CONTRAST = 1.5;
const NEGATED_NEUTRAL_VALUE = -1.5;

const SENTENCE_END = new Set(['.', '!', '?', '…', '\n', '。', '！', '？', '؟']);
const CLAUSE_END = new Set([',', ';', ':', '(', ')', '"', '“', '”', '—', '–', '…', '،', '«', '»']);

/** The function words of one language's rules (English here; language-lexicon.ts for the others). */
export interface SentimentRules {
  negators: ReadonlySet<string>;
  /** Negators that follow the word they negate (Turkish "değil"). */
  postNegators: ReadonlySet<string>;
  modifiers: ReadonlyMap<string, number>;
  modifierPhrases: ReadonlyMap<string, number>;
  dualRole: ReadonlySet<string>;
  negatedNeutral: ReadonlyMap<string, number>;
  /** Words before which "like" is a verb; null: no "like" rule. */
  likeVerbBefore: ReadonlySet<string> | null;
  contrast: ReadonlySet<string>;
  concessive: ReadonlySet<string>;
}

export const ENGLISH_RULES: SentimentRules = {
  negators: NEGATORS,
  postNegators: new Set(),
  modifiers: MODIFIERS,
  modifierPhrases: MODIFIER_PHRASES,
  dualRole: DUAL_ROLE,
  negatedNeutral: NEGATED_NEUTRAL,
  likeVerbBefore: LIKE_VERB_BEFORE,
  contrast: new Set(['but', 'however', 'nevertheless', 'nonetheless']),
  concessive: new Set(['although', 'though', 'despite']),
};

/**
 * Sentiment of one text, in [-1, 1], read in `lang` (absent, null or 'en': English; one of
 * the eight other languages: its lexicon, language-lexicon.ts).
 */
export function sentiment(text: string, lang: TextLanguage | 'en' | null = null): number {
  try {
    if (typeof text !== 'string' || text.length === 0) return 0;
    const capped = text.length > MAX_SENTIMENT_CHARS ? text.slice(0, MAX_SENTIMENT_CHARS) : text;
    return combine(sentenceScores(capped, sentimentTables(), languageOf(lang)));
  } catch {
    return 0;
  }
}

/** Sentiment of a document given as its sentences, in [-1, 1], read in `lang` as `sentiment`. */
export function sentimentOfSentences(
  sentences: string[],
  lang: TextLanguage | 'en' | null = null,
): number {
  try {
    if (!Array.isArray(sentences) || sentences.length === 0) return 0;
    const t = sentimentTables();
    const language = languageOf(lang);
    const raws: number[] = [];
    let budget = MAX_SENTIMENT_CHARS;
    for (const s of sentences) {
      if (budget <= 0) break;
      if (typeof s !== 'string' || s.length === 0) continue;
      const part = s.length > budget ? s.slice(0, budget) : s;
      budget -= part.length;
      for (const r of sentenceScores(part, t, language)) raws.push(r);
    }
    return combine(raws);
  } catch {
    return 0;
  }
}

/** The lexicon and rules of a language other than English, or null (English, or none there). */
function languageOf(lang: TextLanguage | 'en' | null): LanguageSentiment | null {
  return isTextLanguage(lang) ? languageSentiment(lang) : null;
}

/**
 * Raw (unnormalized) score of each sentence of `text`; exported for the evaluation. With
 * `language`, its words are read as that language's keys against its own tables (emoji and
 * emoticons are the same in every language).
 */
export function sentenceScores(
  text: string,
  t: SentimentTables = sentimentTables(),
  language: LanguageSentiment | null = null,
): number[] {
  const { tokens, hasLower } = tokenize(text, t);
  const words = language === null ? t : language.tables;
  const rules = language === null ? ENGLISH_RULES : language.rules;
  if (language !== null)
    for (const tok of tokens)
      if (tok.kind === T_WORD) {
        tok.w = language.keyOf(tok.w);
        tok.nt = false;
      }
  const out: number[] = [];
  let start = 0;
  const n = tokens.length;
  let i = 0;
  while (i < n) {
    const tok = tokens[i]!;
    if (tok.kind === T_PUNCT && SENTENCE_END.has(tok.w)) {
      let end = i + 1;
      while (end < n && tokens[end]!.kind === T_PUNCT && SENTENCE_END.has(tokens[end]!.w)) end++;
      out.push(scoreSentence(expand(tokens, start, end, words), hasLower, words, rules));
      start = end;
      i = end;
    } else i++;
  }
  if (start < n) out.push(scoreSentence(expand(tokens, start, n, words), hasLower, words, rules));
  return out;
}

/** x / sqrt(x^2 + ALPHA) of the combined sentence scores. */
export function combine(raws: readonly number[]): number {
  let sum = 0;
  let k = 0;
  for (const r of raws) {
    if (r !== 0 && Number.isFinite(r)) {
      sum += r;
      k++;
    }
  }
  if (k === 0) return 0;
  const x = sum / Math.sqrt(k);
  const s = x / Math.sqrt(x * x + ALPHA);
  return Number.isFinite(s) ? Math.max(-1, Math.min(1, s)) : 0;
}

/** The sentence's tokens, hyphenated words not in the tables split into their parts. */
function expand(tokens: Token[], a: number, b: number, t: SentimentTables): Token[] {
  const out: Token[] = [];
  for (let i = a; i < b; i++) {
    const tok = tokens[i]!;
    if (tok.kind === T_WORD && tok.w.includes('-')) {
      if (t.words.has(tok.w)) {
        out.push(tok);
        continue;
      }
      const joined = tok.w.replace(/-/g, '');
      if (t.words.has(joined)) {
        out.push({ ...tok, w: joined });
        continue;
      }
      for (const part of tok.w.split('-')) if (part) out.push({ ...tok, w: part, nt: false });
      continue;
    }
    out.push(tok);
  }
  return out;
}

/** Per table of words, the first words of its phrases and of the rules' modifier phrases. */
const phraseStarts = new WeakMap<SentimentTables, Set<string>>();
function startsPhrase(w: string, t: SentimentTables, r: SentimentRules): boolean {
  let starts = phraseStarts.get(t);
  if (starts === undefined) {
    starts = new Set();
    for (const k of t.phrases.keys()) starts.add(k.slice(0, k.indexOf(' ')));
    for (const k of r.modifierPhrases.keys()) starts.add(k.slice(0, k.indexOf(' ')));
    phraseStarts.set(t, starts);
  }
  return starts.has(w);
}

/** Has a run of 3+ equal UTF-16 units ("goood")? */
function hasRun3(w: string): boolean {
  for (let i = 2; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c === w.charCodeAt(i - 1) && c === w.charCodeAt(i - 2)) return true;
  }
  return false;
}

/** Valence of a word, trying de-elongated forms; `elongated` set when one was needed. */
function lookup(w: string, t: SentimentTables, out: { elongated: boolean }): number | undefined {
  out.elongated = false;
  const v = t.words.get(w);
  if (v !== undefined || w.length < 3 || !hasRun3(w)) return v;
  const two = w.replace(/(.)\1{2,}/g, '$1$1');
  const v2 = t.words.get(two);
  out.elongated = true;
  if (v2 !== undefined) return v2;
  const one = w.replace(/(.)\1{2,}/g, '$1');
  const v1 = t.words.get(one);
  if (v1 !== undefined) return v1;
  out.elongated = false;
  return undefined;
}

function modifierOf(w: string, r: SentimentRules): number | undefined {
  const m = r.modifiers;
  const f = m.get(w);
  if (f !== undefined || w.length < 3 || !hasRun3(w)) return f;
  return m.get(w.replace(/(.)\1{2,}/g, '$1$1')) ?? m.get(w.replace(/(.)\1{2,}/g, '$1'));
}

/** Does a valenced word, phrase or modifier start at tokens[i]? */
function valencedOrModifierAt(
  tokens: Token[],
  i: number,
  t: SentimentTables,
  r: SentimentRules,
  scratch: { elongated: boolean },
): boolean {
  const tok = tokens[i];
  if (!tok || tok.kind !== T_WORD) return false;
  if (modifierOf(tok.w, r) !== undefined) return true;
  if (lookup(tok.w, t, scratch) !== undefined) return true;
  const next = tokens[i + 1];
  if (next && next.kind === T_WORD && startsPhrase(tok.w, t, r)) {
    const key = tok.w + ' ' + next.w;
    if (t.phrases.has(key) || r.modifierPhrases.has(key)) return true;
  }
  return false;
}

interface Unit {
  v: number;
  /** Weight from concessive clauses. */
  wt: number;
  /** Index of the contrast segment it falls in. */
  seg: number;
}

function scoreSentence(
  tokens: Token[],
  hasLower: boolean,
  t: SentimentTables,
  r: SentimentRules,
): number {
  const units: Unit[] = [];
  const scratch = { elongated: false };
  let negLeft = 0;
  let negOdd = false;
  let negUsed = false; // the scope has flipped a valenced word already
  let boost = 1;
  let boostLeft = 0;
  let exclamations = 0;
  let seg = 0;
  let lastContrastSeg = 0;
  let concessive = 0; // 0 none, 1 inside the clause, 2 after it
  let prevWord = '';
  /** Token index of the last word that added a unit (-1: none). */
  let lastWordUnitAt = -1;
  const n = tokens.length;

  const endScopes = () => {
    negLeft = 0;
    negOdd = false;
    negUsed = false;
    boost = 1;
    boostLeft = 0;
  };
  const addWordUnit = (v: number, caps: boolean, elongated: boolean) => {
    let mult = boostLeft > 0 ? boost : 1;
    boost = 1;
    boostLeft = 0;
    if (caps && hasLower) mult *= CAPS_FACTOR;
    if (elongated) mult *= ELONGATED_FACTOR;
    let val = v * mult;
    if (negLeft > 0 && negOdd) {
      val *= val > 0 ? NEGATE_POSITIVE : NEGATE_NEGATIVE;
      negUsed = true;
    }
    units.push({
      v: val,
      wt: concessive === 1 ? BEFORE_CONTRAST : concessive === 2 ? AFTER_CONTRAST : 1,
      seg,
    });
  };
  const afterWord = (consumed: number) => {
    if (negLeft > 0) {
      negLeft -= consumed;
      if (negLeft <= 0) {
        negLeft = 0;
        negOdd = false;
        negUsed = false;
      }
    }
    if (boostLeft > 0) {
      boostLeft -= consumed;
      if (boostLeft <= 0) {
        boostLeft = 0;
        boost = 1;
      }
    }
  };

  let i = 0;
  while (i < n) {
    const tok = tokens[i]!;
    if (tok.kind === T_PUNCT) {
      if (tok.w === '!' || tok.w === '！') exclamations++;
      if (CLAUSE_END.has(tok.w)) {
        endScopes();
        if (concessive === 1) concessive = 2;
      }
      i++;
      continue;
    }
    if (tok.kind === T_SYMBOL) {
      if (tok.v !== 0)
        units.push({
          v: tok.v,
          wt: concessive === 1 ? BEFORE_CONTRAST : concessive === 2 ? AFTER_CONTRAST : 1,
          seg,
        });
      i++;
      continue;
    }
    const w = tok.w;

    // phrases (longest first), two-word modifiers
    if (i + 1 < n && tokens[i + 1]!.kind === T_WORD && startsPhrase(w, t, r)) {
      let matched = false;
      for (let len = Math.min(t.maxPhraseWords, n - i); len >= 2 && !matched; len--) {
        let key = w;
        let ok = true;
        let caps = tok.caps;
        for (let k = 1; k < len; k++) {
          const tk = tokens[i + k]!;
          if (tk.kind !== T_WORD) {
            ok = false;
            break;
          }
          key += ' ' + tk.w;
          caps = caps || tk.caps;
        }
        if (!ok) continue;
        const mf = len === 2 ? r.modifierPhrases.get(key) : undefined;
        if (mf !== undefined) {
          boost *= mf;
          boostLeft = MODIFIER_SCOPE;
          matched = true;
        } else {
          const pv = t.phrases.get(key);
          if (pv !== undefined) {
            if (pv !== 0) addWordUnit(pv, caps, false);
            afterWord(len);
            matched = true;
          }
        }
        if (matched) {
          prevWord = tokens[i + len - 1]!.w;
          i += len;
        }
      }
      if (matched) continue;
    }

    if (r.contrast.has(w)) {
      endScopes();
      seg++;
      lastContrastSeg = seg;
      prevWord = w;
      i++;
      continue;
    }
    if (r.concessive.has(w) && i + 1 < n && tokens[i + 1]!.kind === T_WORD) {
      endScopes();
      concessive = 1;
      prevWord = w;
      i++;
      continue;
    }
    if (r.postNegators.has(w)) {
      // "iyi değil": the valenced word just before is negated.
      const last = units[units.length - 1];
      if (last !== undefined && lastWordUnitAt === i - 1)
        last.v *= last.v > 0 ? NEGATE_POSITIVE : NEGATE_NEGATIVE;
      prevWord = w;
      i++;
      continue;
    }
    if (r.negators.has(w) || tok.nt) {
      if (negLeft > 0) negOdd = !negOdd;
      else negOdd = true;
      negLeft = NEGATION_SCOPE;
      negUsed = false;
      prevWord = w;
      i++;
      continue;
    }
    const mf = modifierOf(w, r);
    if (
      mf !== undefined &&
      (!r.dualRole.has(w) || valencedOrModifierAt(tokens, i + 1, t, r, scratch))
    ) {
      const f = tok.caps && hasLower && mf > 1 ? 1 + (mf - 1) * CAPS_MODIFIER_GAIN : mf;
      boost = (boostLeft > 0 ? boost : 1) * f;
      boostLeft = MODIFIER_SCOPE;
      prevWord = w;
      i++;
      continue;
    }

    let v = lookup(w, t, scratch);
    if (w === 'like' && r.likeVerbBefore !== null && !r.likeVerbBefore.has(prevWord)) v = undefined;
    if (v !== undefined && v !== 0) {
      addWordUnit(v, tok.caps, scratch.elongated);
      lastWordUnitAt = i;
    } else if (negLeft > 0 && negOdd && !negUsed && r.negatedNeutral.has(w)) {
      // already negative: not flipped again; the negation is used up
      negOdd = false;
      addWordUnit(NEGATED_NEUTRAL_VALUE, tok.caps, false);
      negOdd = true;
      negUsed = true;
    }
    afterWord(1);
    prevWord = w;
    i++;
  }

  let sum = 0;
  for (const u of units) {
    const contrast =
      lastContrastSeg === 0 ? 1 : u.seg < lastContrastSeg ? BEFORE_CONTRAST : AFTER_CONTRAST;
    sum += u.v * u.wt * contrast;
  }
  if (sum !== 0 && exclamations > 0) {
    sum += Math.sign(sum) * EXCLAMATION * Math.min(exclamations, MAX_EXCLAMATIONS);
  }
  return sum;
}
