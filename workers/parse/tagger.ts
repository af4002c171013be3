/**
 * Penn Treebank tagger: maps wink-nlp's Universal POS tags to Penn Treebank tags
 * (OntoNotes 5 variant, as spaCy's English models use) with lexical and contextual rules:
 *
 * - closed classes by word form (modals -> MD, be/have/do forms by person and tense, wh-words
 *   -> WDT/WP/WP$/WRB, possessive determiners -> PRP$, "there" + be -> EX, "to" + verb -> TO,
 *   possessive "'s" -> POS, predeterminers -> PDT, particles after verbs -> RP);
 * - number and degree from morphology: wink's lemma differs from the form (dogs/dog -> NNS,
 *   bigger/big -> JJR, biggest/big -> JJS), with lists for singular "-s" nouns and
 *   irregular plurals;
 * - verb forms: -ing -> VBG, third person -s -> VBZ, base forms -> VB after a modal, "to",
 *   do-support or at the start of an imperative, else VBP; past forms -> VBN after have/be
 *   (also across an inverted subject in questions), before "by", as a pre-noun modifier,
 *   as a reduced relative after an object, or when coordinated with a participle; irregular
 *   participle-only / past-only forms decide directly; otherwise VBD;
 * - a few repairs of the statistical tagger: verbs mis-tagged as nouns after subject
 *   pronouns or modals, sentence-initial capitalized common words (Sales, Police) that the
 *   model reads as proper nouns (SUBTLEX case statistics decide), "one" after an adjective;
 * - punctuation by form: `` and '' for opening/closing quotes, -LRB-/-RRB-, HYPH for an
 *   intra-word hyphen, NFP for emoji, ADD for URLs and e-mail addresses, XX for unknown
 *   symbols, FW for foreign words.
 *
 * Files: penn-tags.ts (the tag set), modal-tagged.ts, tag-context.ts (the context helpers),
 * verb-tag.ts (verb forms), repair-missing-verb.ts; this module tags a sentence.
 */
import { isCapitalizedWord, isCommonWord } from '../entities/word-case.js';
import type { RawToken } from './tokenize.js';
import {
  BE_FORMS,
  COMPARATIVE_ADVERBS,
  DEMONSTRATIVES,
  DEMONYMS,
  INDEFINITE_PRONOUNS,
  IRREGULAR_PLURALS,
  MODALS,
  PARTICLES,
  PAST_ONLY,
  PERSONAL_PRONOUNS,
  PHRASAL,
  POSSESSIVE_DETERMINERS,
  PREDETERMINERS,
  QUANTIFIER_ADJECTIVES,
  SINGULAR_S_NOUNS,
  SUBJECT_PRONOUNS,
  SUPERLATIVE_ADVERBS,
  TIME_NOUNS,
  WH_ADVERBS,
  WH_DETERMINERS,
  WH_PRONOUNS,
  wordNet,
} from './lexicon.js';
import { MODAL_TAGGED as MODAL_TAGGED_SET } from './modal-tagged.js';
import { repairMissingVerb } from './repair-missing-verb.js';
import * as tagContext from './tag-context.js';
import * as verbTags from './verb-tag.js';

// Read for every token: bound to constants of this module, as they were before the tagger was
// split (a read through an imported binding reads its module cell first).
const MODAL_TAGGED = MODAL_TAGGED_SET;
const { isAdverbish, isVerbTagStrict, prevIndex } = tagContext;
const { verbTag } = verbTags;

export interface TaggedToken extends RawToken {
  /** Lower-cased form with typographic apostrophes normalized. */
  lower: string;
  tag: string;
  /** Output lemma. */
  lem: string;
}

// SUBTLEX case statistics (is a word usually written capitalized?) live in workers/entities/word-case.ts.
export { isCapitalizedWord, isCommonWord } from '../entities/word-case.js';

const VERB_TAGS = new Set(['VB', 'VBD', 'VBG', 'VBN', 'VBP', 'VBZ', 'MD']);
export const isVerbTag = (t: string): boolean => VERB_TAGS.has(t);
export const isNounTag = (t: string): boolean =>
  t === 'NN' || t === 'NNS' || t === 'NNP' || t === 'NNPS';

function normalize(s: string): string {
  return s.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");
}

function punctTag(t: RawToken, text: string): string {
  const v = t.text;
  if (/^[.!?]+$/.test(v) || /^[!?][!?.]*$/.test(v)) return '.';
  if (v === ',' || v === '，' || v === '、') return ',';
  if (/^[([{]$/.test(v)) return '-LRB-';
  if (/^[)\]}]$/.test(v)) return '-RRB-';
  if (v === '“' || v === '‘' || v === '«' || v === '`' || v === '``') return '``';
  if (v === '”' || v === '»' || v === "''") return "''";
  if (v === '"' || v === "'" || v === '’') {
    const before = t.start === 0 ? ' ' : text[t.start - 1]!;
    const after = t.end >= text.length ? ' ' : text[t.end]!;
    const openBefore = /[\s([{\u2014\u2013-]/.test(before);
    const spaceAfter = /\s/.test(after) || /[.,;:!?)]/.test(after);
    if (openBefore && !spaceAfter) return '``';
    return "''";
  }
  if (v === '-' || v === '‐') {
    const glued =
      t.start > 0 &&
      !/\s/.test(text[t.start - 1]!) &&
      t.end < text.length &&
      !/\s/.test(text[t.end]!);
    return glued ? 'HYPH' : ':';
  }
  if (/^(?:[:;…–—]|\.{2,}|-{2,})$/.test(v)) return ':';
  if (v === '&') return 'CC';
  if (/^[*•·~_|#^]+$/.test(v)) return 'NFP';
  return /\p{P}/u.test(v) ? ':' : 'SYM';
}

function nounNumber(lower: string, lemma: string): 'NN' | 'NNS' {
  if (IRREGULAR_PLURALS.has(lower)) return 'NNS';
  if (SINGULAR_S_NOUNS.has(lower)) return 'NN';
  if (
    lower.length > 2 &&
    lower.endsWith('s') &&
    !/(?:ss|us|is|ous|'s)$/.test(lower) &&
    /[a-z]/.test(lower)
  )
    return 'NNS';
  if (lemma !== lower && /(?:men|ren|eet|eeth|ice|ia|ae|i)$/.test(lower) && !/(?:ia)$/.test(lemma))
    return 'NNS';
  return 'NN';
}

/** Initial, mostly context-free tag for one token. */
function firstTag(tok: TaggedToken, i: number, toks: TaggedToken[], text: string): string {
  const { lower, upos, type } = tok;
  const next = toks[i + 1];
  if (type === 'email' || type === 'url') return 'ADD';
  if (type === 'emoji' || type === 'emoticon') return 'NFP';
  if (type === 'hashtag' || type === 'mention') return 'NNP';
  if (type === 'currency' || /^[$€£¥₹₩₽¢]$/.test(tok.text)) return '$';
  if (tok.text === '%') return 'NN';
  if (type === 'ordinal' || /^\d+(?:st|nd|rd|th)$/i.test(lower)) return 'JJ';
  if (type === 'number' || upos === 'NUM')
    return /\p{L}/u.test(lower) &&
      !/^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|zero)$/.test(
        lower,
      ) &&
      !/\d/.test(lower)
      ? upos === 'NUM'
        ? 'CD'
        : 'NN'
      : 'CD';
  if (upos === 'PUNCT' || type === 'punctuation') {
    if (
      (lower === "'" || lower === '’') &&
      toks[i - 1] &&
      toks[i - 1]!.end === tok.start &&
      /s$/i.test(toks[i - 1]!.text) &&
      next &&
      (next.upos === 'NOUN' || next.upos === 'ADJ' || next.upos === 'PROPN')
    )
      return 'POS';
    return punctTag(tok, text);
  }
  if (lower === "n't" || lower === 'not' || lower === 'never') return 'RB';
  if (lower === "'s" && upos === 'PART') return 'POS';
  if (lower === "'s" && upos === 'PRON') return 'PRP';
  switch (upos) {
    case 'SYM':
      return /^[+=<>×÷±^|~]+$/.test(lower) ? 'SYM' : /\p{L}|\d/u.test(lower) ? 'XX' : 'SYM';
    case 'PROPN': {
      if (/^[a-z]/.test(tok.text) && /^[a-z]+$/.test(lower) && lower.length > 1) {
        // lower-case word the model calls a proper noun
        return nounNumber(lower, tok.lemma);
      }
      if (
        lower.length > 3 &&
        lower.endsWith('s') &&
        !/(?:ss|us|is)$/.test(lower) &&
        (DEMONYMS.has(lower.slice(0, -1)) ||
          (wordNet().nouns.has(lower.slice(0, -1)) && tok.text !== tok.text.toUpperCase()))
      )
        return 'NNPS';
      return 'NNP';
    }
    case 'NOUN':
      return nounNumber(lower, tok.lemma);
    case 'VERB':
    case 'AUX':
      if (MODAL_TAGGED.has(lower)) return 'MD';
      return 'V';
    case 'ADJ':
      if (lower === 'more' || lower === 'less' || lower === 'fewer') return 'JJR';
      if (lower === 'most' || lower === 'least' || lower === 'fewest') return 'JJS';
      if (tok.lemma !== lower && /(?:er)$/.test(lower) && !/er$/.test(tok.lemma)) return 'JJR';
      if (tok.lemma !== lower && /(?:est)$/.test(lower) && !/est$/.test(tok.lemma)) return 'JJS';
      if (lower === 'better' || lower === 'worse') return 'JJR';
      if (lower === 'best' || lower === 'worst') return 'JJS';
      return 'JJ';
    case 'ADV':
      if (WH_ADVERBS.has(lower)) return 'WRB';
      if (
        lower === 'there' &&
        next &&
        (BE_FORMS.has(normalize(next.text)) || MODALS.has(normalize(next.text)))
      )
        return 'EX';
      if (COMPARATIVE_ADVERBS.has(lower)) return 'RBR';
      if (SUPERLATIVE_ADVERBS.has(lower)) return 'RBS';
      return 'RB';
    case 'ADP':
      if (lower === 'to') return 'TO?';
      if (lower === 'ago') return 'RB';
      return 'IN';
    case 'DET':
      if (lower === 'whose') return 'WP$';
      if (WH_DETERMINERS.has(lower)) return 'WDT';
      if (
        PREDETERMINERS.has(lower) &&
        next &&
        (normalize(next.text) === 'the' ||
          normalize(next.text) === 'a' ||
          normalize(next.text) === 'an' ||
          POSSESSIVE_DETERMINERS.has(normalize(next.text)) ||
          DEMONSTRATIVES.has(normalize(next.text)))
      )
        return 'PDT';
      if (QUANTIFIER_ADJECTIVES.has(lower)) return 'JJ';
      return 'DT';
    case 'PRON':
      if (lower === 'whose') return 'WP$';
      if (lower === 'which') return 'WDT';
      if (WH_PRONOUNS.has(lower)) return 'WP';
      if (lower === 'her')
        return next && /^(?:NOUN|ADJ|PROPN|NUM)$/.test(next.upos) ? 'PRP$' : 'PRP';
      if (POSSESSIVE_DETERMINERS.has(lower)) return 'PRP$';
      if (lower === 'there') return 'EX';
      if (lower === 'that') return 'DT?';
      if (DEMONSTRATIVES.has(lower)) return 'DT';
      if (INDEFINITE_PRONOUNS.has(lower)) return 'NN';
      if (lower === 'others') return 'NNS';
      if (QUANTIFIER_ADJECTIVES.has(lower)) return 'JJ';
      if (
        lower === 'all' ||
        lower === 'both' ||
        lower === 'each' ||
        lower === 'some' ||
        lower === 'any' ||
        lower === 'either' ||
        lower === 'neither'
      )
        return 'DT';
      if (PERSONAL_PRONOUNS.has(lower) || lower === "'s") return 'PRP';
      return 'PRP';
    case 'CCONJ':
      return 'CC';
    case 'SCONJ':
      return WH_ADVERBS.has(lower) ? 'WRB' : 'IN';
    case 'PART':
      if (lower === 'to') return 'TO?';
      if (lower === "'s" || lower === "'") return 'POS';
      return PARTICLES.has(lower) ? 'RP' : 'RB';
    case 'INTJ':
      return 'UH';
    case 'X':
      return /^\p{L}+$/u.test(tok.text) ? 'FW' : 'XX';
    default:
      return 'XX';
  }
}

const NOUN_PHRASE_START = new Set([
  'DT',
  'PRP$',
  'CD',
  'NN',
  'NNS',
  'NNP',
  'NNPS',
  'PRP',
  'JJ',
  'JJR',
  'JJS',
  '$',
  'PDT',
  'WP$',
]);

/** Tags one sentence (tokens in order). `text` is the whole original text. */
export function tagSentence(raw: RawToken[], text: string): TaggedToken[] {
  const toks: TaggedToken[] = raw.map((t) => ({
    ...t,
    lower: normalize(t.text),
    tag: '',
    lem: '',
  }));
  for (let i = 0; i < toks.length; i++) toks[i]!.tag = firstTag(toks[i]!, i, toks, text);
  const wn = wordNet();

  // Sentence-initial capitalized common words read as proper nouns.
  const first = toks.findIndex((t) => /\p{L}/u.test(t.text));
  if (first >= 0) {
    const t = toks[first]!;
    const next = toks[first + 1];
    if (
      (t.tag === 'NNP' || t.tag === 'NNPS') &&
      t.text !== t.text.toUpperCase() &&
      !(next && (next.tag === 'NNP' || next.tag === 'NNPS')) &&
      !DEMONYMS.has(t.lower) &&
      !DEMONYMS.has(t.lower.replace(/s$/, ''))
    ) {
      const singular = t.lower.replace(/s$/, '');
      if (
        isCommonWord(t.lower) ||
        (!isCapitalizedWord(t.lower) &&
          (wn.nouns.has(t.lower) || wn.nouns.has(singular)) &&
          isCommonWord(singular))
      ) {
        t.tag =
          wn.adjectives.has(t.lower) && next && (next.tag === 'NN' || next.tag === 'NNS')
            ? 'JJ'
            : wn.nouns.has(t.lower) || wn.nouns.has(singular) || !wn.adjectives.has(t.lower)
              ? nounNumber(t.lower, t.lemma)
              : 'JJ';
      }
    }
  }

  // "to": infinitival before a verb, else a preposition.
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.tag !== 'TO?') continue;
    const n = toks[i + 1];
    let inf = false;
    if (n) {
      const nl = n.lower;
      if (n.tag === 'V' && n.lemma === nl) inf = true;
      else if (n.tag === 'RB' && toks[i + 2]?.tag === 'V') inf = true;
      else if (t.upos === 'PART' && !NOUN_PHRASE_START.has(n.tag) && n.tag !== 'V') inf = false;
      else if (
        t.upos === 'PART' &&
        (n.tag === 'NN' || n.tag === 'JJ') &&
        wn.verbs.has(nl) &&
        !/^(?:DT|PRP\$)$/.test(n.tag)
      )
        inf = true;
      if (
        inf &&
        (n.tag === 'NN' || n.tag === 'JJ' || n.tag === 'IN' || n.tag === 'RB') &&
        wn.verbs.has(nl)
      )
        n.tag = 'V';
    }
    t.tag = inf ? 'TO' : 'IN';
  }

  // Unambiguous past forms the model read as nouns/adjectives ("swam").
  for (const t of toks)
    if (
      /^(?:NN|NNS|JJ)$/.test(t.tag) &&
      PAST_ONLY.has(t.lower) &&
      t.lower !== 'fell' &&
      t.lower !== 'rose'
    )
      t.tag = 'V';

  // Verbs the model tagged as something else right after a modal, "to", or a subject pronoun.
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    if (!/^(?:NN|NNS|JJ|IN|RB)$/.test(t.tag) || !wn.verbs.has(t.lemma)) continue;
    const j = prevIndex(toks, i, isAdverbish);
    const p = toks[j];
    if (!p) continue;
    const n = toks[i + 1];
    if (p.tag === 'MD' && t.tag !== 'RB' && !(t.tag === 'JJ' && BE_FORMS.has(t.lower))) {
      if (t.tag !== 'JJ') t.tag = 'V';
    } else if (
      SUBJECT_PRONOUNS.has(p.lower) &&
      p.tag === 'PRP' &&
      (t.tag === 'NN' || t.tag === 'NNS') &&
      (!n || !/^(?:NN|NNS)$/.test(n.tag))
    ) {
      t.tag = 'V';
    } else if (
      p.tag === 'CC' &&
      t.tag === 'NNS' &&
      n &&
      /^(?:RB|DT|PRP|PRP\$|IN|TO)$/.test(n.tag)
    ) {
      const k = prevIndex(toks, j, (x) => !isVerbTagStrict(x.tag));
      if (k >= 0 && toks[k]!.tag === 'V') t.tag = 'V';
    }
  }

  repairMissingVerb(toks);

  // Adverb coordinated with an adjective: "lighter and faster" (the model reads "faster" as an adverb).
  for (let i = 2; i < toks.length; i++) {
    const t = toks[i]!;
    const bases = [
      t.lemma,
      t.lower.replace(/er$/, ''),
      t.lower.replace(/r$/, ''),
      t.lower.replace(/(.)\1er$/, '$1'),
      t.lower.replace(/ier$/, 'y'),
    ];
    if (
      (t.tag === 'RB' || t.tag === 'RBR') &&
      toks[i - 1]!.tag === 'CC' &&
      /^JJ[RS]?$/.test(toks[i - 2]!.tag) &&
      bases.some((b) => wn.adjectives.has(b))
    ) {
      t.tag = t.tag === 'RBR' ? 'JJR' : 'JJ';
    }
  }

  // Verb forms, left to right (each decision may look at the ones before it).
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.tag === 'V' || (toks[i]!.tag === 'MD' && !MODAL_TAGGED.has(toks[i]!.lower)))
      toks[i]!.tag = verbTag(toks, i);
  }

  // Particles and relative "that".
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const p = toks[i - 1];
    const n = toks[i + 1];
    if (
      (t.tag === 'IN' || t.tag === 'RB' || t.tag === 'RP') &&
      PARTICLES.has(t.lower) &&
      p &&
      isVerbTagStrict(p.tag)
    ) {
      const pair = `${p.lemma}_${t.lower}`;
      if (PHRASAL.has(pair) || !n || !NOUN_PHRASE_START.has(n.tag)) t.tag = 'RP';
      else if (t.tag === 'RP') t.tag = 'IN';
    } else if (t.tag === 'RP' && !(p && isVerbTagStrict(p.tag))) {
      t.tag = n && NOUN_PHRASE_START.has(n.tag) ? 'IN' : 'RB';
    }
    if (t.tag === 'DT?') {
      const relative =
        p &&
        /^(?:NN|NNS|NNP|NNPS|CD)$/.test(p.tag) &&
        n &&
        (isVerbTagStrict(n.tag) ||
          n.tag === 'MD' ||
          n.tag === 'RB' ||
          n.tag === 'PRP' ||
          n.tag === 'DT' ||
          n.tag === 'NNP');
      t.tag = relative ? 'WDT' : 'DT';
    }
    if (
      t.tag === 'IN' &&
      t.lower === 'that' &&
      p &&
      /^(?:NN|NNS)$/.test(p.tag) &&
      n &&
      (isVerbTagStrict(n.tag) || n.tag === 'MD')
    )
      t.tag = 'WDT';
    if (
      t.lower === 'one' &&
      t.tag === 'CD' &&
      p &&
      /^(?:JJ|JJR|JJS|DT)$/.test(p.tag) &&
      p.lower !== 'the' &&
      !(n && isNounTag(n.tag))
    )
      t.tag = 'NN';
    if (t.lower === 'ones' && p && /^(?:JJ|JJR|JJS|DT)$/.test(p.tag)) t.tag = 'NNS';
  }

  // "How long/far/often ...?"
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (
      t.tag === 'JJ' &&
      toks[i - 1]!.lower === 'how' &&
      /^(?:long|far|often|soon|fast|quickly|well)$/.test(t.lower) &&
      (isVerbTagStrict(toks[i + 1]!.tag) || toks[i + 1]!.tag === 'MD')
    )
      t.tag = 'RB';
  }
  // "arrived two days late", "left early": adverbs, not adjectives
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    const p = toks[i - 1]!;
    if (
      t.tag === 'JJ' &&
      /^(?:late|early)$/.test(t.lower) &&
      (isVerbTagStrict(p.tag) || (p.tag === 'NNS' && TIME_NOUNS.has(p.lower)))
    )
      t.tag = 'RB';
  }

  for (const t of toks) t.lem = lemmaFor(t);
  return toks;
}

function lemmaFor(t: TaggedToken): string {
  if (t.tag === 'NNP' || t.tag === 'NNPS') return t.text;
  if (t.lower === 'i' && t.tag === 'PRP') return 'I';
  if (t.tag === 'PRP$' || t.tag === 'PRP') return t.lower === "'s" ? 'us' : t.lower;
  if (t.tag === 'POS') return "'s";
  if (t.lower === "n't") return 'not';
  if (t.tag === 'VBZ' && t.lower === "'s") return t.lemma === 'have' ? 'have' : 'be';
  if (t.tag === 'MD' && t.lower === "'d") return 'would';
  if (t.tag === 'VBD' && t.lower === "'d") return 'have';
  if (t.tag === 'NFP' || t.tag === 'ADD' || t.tag === 'XX' || t.tag === 'SYM' || t.tag === '$')
    return t.text;
  const l = t.lemma && t.lemma.length > 0 ? t.lemma : t.lower;
  // wink lower-cases; keep acronyms/proper spellings out of it
  return l;
}
