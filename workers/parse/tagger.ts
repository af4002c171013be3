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
 */
import { isCapitalizedWord, isCommonWord } from '../entities/word-case.js';
import type { RawToken } from './tokenize.js';
import {
  BE_FORMS,
  COMPARATIVE_ADVERBS,
  DEMONSTRATIVES,
  DEMONYMS,
  DO_FORMS,
  HAVE_FORMS,
  INDEFINITE_PRONOUNS,
  IRREGULAR_PLURALS,
  MODALS,
  NEGATIONS,
  PARTICIPLE_ONLY,
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

/** Every tag the tagger can emit, with its description (the `detail` of the API). */
export const PENN_TAGS: Readonly<Record<string, string>> = {
  $: 'symbol, currency',
  '``': 'opening quotation mark',
  "''": 'closing quotation mark',
  ',': 'punctuation mark, comma',
  '-LRB-': 'left round bracket',
  '-RRB-': 'right round bracket',
  '.': 'punctuation mark, sentence closer',
  ':': 'punctuation mark, colon or ellipsis',
  ADD: 'e-mail address or URL',
  CC: 'conjunction, coordinating',
  CD: 'cardinal number',
  DT: 'determiner',
  EX: 'existential there',
  FW: 'foreign word',
  HYPH: 'punctuation mark, hyphen',
  IN: 'conjunction, subordinating or preposition',
  JJ: 'adjective',
  JJR: 'adjective, comparative',
  JJS: 'adjective, superlative',
  LS: 'list item marker',
  MD: 'verb, modal auxiliary',
  NFP: 'superfluous punctuation (emoji, emoticons, decorations)',
  NN: 'noun, singular or mass',
  NNP: 'noun, proper singular',
  NNPS: 'noun, proper plural',
  NNS: 'noun, plural',
  PDT: 'predeterminer',
  POS: 'possessive ending',
  PRP: 'pronoun, personal',
  PRP$: 'pronoun, possessive',
  RB: 'adverb',
  RBR: 'adverb, comparative',
  RBS: 'adverb, superlative',
  RP: 'adverb, particle',
  SYM: 'symbol',
  TO: 'infinitival "to"',
  UH: 'interjection',
  VB: 'verb, base form',
  VBD: 'verb, past tense',
  VBG: 'verb, gerund or present participle',
  VBN: 'verb, past participle',
  VBP: 'verb, non-3rd person singular present',
  VBZ: 'verb, 3rd person singular present',
  WDT: 'wh-determiner',
  WP: 'wh-pronoun, personal',
  WP$: 'wh-pronoun, possessive',
  WRB: 'wh-adverb',
  XX: 'unknown',
};

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

const MODAL_TAGGED = new Set([
  'can',
  'could',
  'may',
  'might',
  'must',
  'shall',
  'should',
  'will',
  'would',
  'ought',
  "'ll",
  'ca',
  'wo',
  'sha',
]);
const ING_NOT_VERB = new Set([
  'thing',
  'king',
  'ring',
  'string',
  'spring',
  'wing',
  'sing',
  'bring',
  'sting',
  'swing',
  'cling',
  'fling',
  'wring',
  'during',
  'morning',
  'evening',
  'nothing',
  'something',
  'anything',
  'everything',
  'ceiling',
  'building',
  'meeting',
  'wedding',
  'pudding',
  'clothing',
  'earring',
  'viking',
  'darling',
  'sibling',
]);
const NOMINAL_SKIP = new Set([
  'DT',
  'PDT',
  'JJ',
  'JJR',
  'JJS',
  'NN',
  'NNS',
  'NNP',
  'NNPS',
  'PRP',
  'PRP$',
  'CD',
  'POS',
  'RB',
  'HYPH',
]);
const SENTENCE_ADVERB_STARTS = new Set([
  'just',
  'simply',
  'always',
  'never',
  'please',
  'now',
  'then',
  'so',
  'also',
  'definitely',
  'really',
]);

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

function prevIndex(toks: TaggedToken[], i: number, skip: (t: TaggedToken) => boolean): number {
  let j = i - 1;
  while (j >= 0 && skip(toks[j]!)) j--;
  return j;
}

const isAdverbish = (t: TaggedToken): boolean =>
  t.tag === 'RB' || t.tag === 'RBR' || t.tag === 'RBS' || NEGATIONS.has(t.lower);

function isSentenceStart(toks: TaggedToken[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const t = toks[j]!;
    if (
      t.tag === '``' ||
      t.tag === '-LRB-' ||
      t.tag === 'UH' ||
      t.tag === ',' ||
      t.tag === ':' ||
      t.tag === 'NFP'
    )
      continue;
    if (t.tag === 'RB' && SENTENCE_ADVERB_STARTS.has(t.lower)) continue;
    return false;
  }
  return true;
}

/** Base-form verb: VB (after modal/to/do, imperative) or VBP. */
function baseForm(toks: TaggedToken[], i: number): string {
  // Look back over adverbs (and, across an inverted subject, nominal material) for a licensor.
  let sawNominal = false;
  for (let j = i - 1; j >= 0; j--) {
    const t = toks[j]!;
    if (isAdverbish(t)) continue;
    if (t.tag === 'MD' || t.tag === 'TO') return 'VB';
    if (DO_FORMS.has(t.lower) && t.lower !== 'done' && t.lower !== 'doing') return 'VB';
    if (
      (t.lower === 'let' ||
        t.lower === 'help' ||
        t.lower === 'make' ||
        t.lower === 'made' ||
        t.lower === "let's") &&
      sawNominal
    )
      return 'VB';
    if (t.tag === 'UH' && t.lower === 'please') return 'VB';
    if (t.tag === 'CC' && j > 0) {
      // coordinated with a verb: copy its form
      const k = prevIndex(toks, j, (x) => !isVerbTagStrict(x.tag) && x.tag !== '.');
      if (k >= 0 && (toks[k]!.tag === 'VB' || toks[k]!.tag === 'VBP') && !sawNominal)
        return toks[k]!.tag;
      break;
    }
    if (NOMINAL_SKIP.has(t.tag) && t.tag !== 'RB') {
      sawNominal = true;
      // only an inverted subject (question) may sit between the licensor and the verb
      continue;
    }
    break;
  }
  if (!sawNominal && isSentenceStart(toks, i)) return 'VB';
  return 'VBP';
}

function isVerbTagStrict(t: string): boolean {
  return (
    t === 'VB' ||
    t === 'VBD' ||
    t === 'VBG' ||
    t === 'VBN' ||
    t === 'VBP' ||
    t === 'VBZ' ||
    t === 'V'
  );
}

/** Simple past vs past participle for a form that can be either. */
function pastForm(toks: TaggedToken[], i: number): string {
  const tok = toks[i]!;
  if (PARTICIPLE_ONLY.has(tok.lower)) return 'VBN';
  // auxiliary before (over adverbs): have/be/get -> participle
  const j = prevIndex(toks, i, isAdverbish);
  const p = toks[j];
  if (
    p &&
    ((HAVE_FORMS.has(p.lower) && p.lower !== "'d") ||
      BE_FORMS.has(p.lower) ||
      /^(?:get|gets|got|getting|gotten|become|becomes|became)$/.test(p.lower))
  ) {
    if (!(p.lower === "'s" && p.upos === 'PART')) return 'VBN';
  }
  if (p && p.lower === "'d") return 'VBN';
  // inverted question: Was/Has <subject> <participle>
  if (p && /^(?:NN|NNS|NNP|NNPS|PRP)$/.test(p.tag)) {
    let k = j;
    while (k >= 0 && NOMINAL_SKIP.has(toks[k]!.tag)) k--;
    const q = toks[k];
    if (
      q &&
      (BE_FORMS.has(q.lower) || HAVE_FORMS.has(q.lower)) &&
      (k === 0 || isSentenceStart(toks, k) || toks[k - 1]!.tag.startsWith('W'))
    )
      return 'VBN';
  }
  if (PAST_ONLY.has(tok.lower)) return 'VBD';
  const next = toks[i + 1];
  if (next && next.lower === 'by' && !(p && (p.tag === 'PRP' || SUBJECT_PRONOUNS.has(p.lower))))
    return 'VBN';
  // attributive: "the renovated bridge"
  if (
    p &&
    /^(?:DT|PRP\$|JJ|CD|POS|PDT)$/.test(p.tag) &&
    next &&
    /^(?:NN|NNS|NNP|NNPS|JJ)$/.test(next.tag)
  )
    return 'VBN';
  // coordinated with a participle: "was built in 1932 and renovated in 2005"
  if (p && p.tag === 'CC') {
    for (let k = j - 1; k >= 0; k--) {
      const t = toks[k]!;
      if (t.tag === 'VBN') return 'VBN';
      if (isVerbTagStrict(t.tag) || t.tag === 'MD' || t.tag === '.' || t.tag === ':') break;
    }
  }
  // reduced relative after an object: "arrested a man suspected of ...", "a car made in Japan"
  if (
    p &&
    /^(?:NN|NNS|NNP|NNPS)$/.test(p.tag) &&
    next &&
    (next.tag === 'IN' || next.tag === 'TO?' || next.tag === 'TO')
  ) {
    for (let k = j - 1; k >= 0; k--) {
      const t = toks[k]!;
      if (
        t.tag === ',' ||
        t.tag === 'CC' ||
        t.tag === 'IN' ||
        t.tag === 'WDT' ||
        t.tag === 'WP' ||
        t.tag === ':' ||
        t.tag === '.'
      )
        break;
      if (isVerbTagStrict(t.tag) && t.tag !== 'VBG' && t.tag !== 'VBN') return 'VBN';
    }
  }
  // sentence-initial participial clause: "Founded in 1990, the company ..."
  if (j < 0 || isSentenceStart(toks, i)) return 'VBN';
  return 'VBD';
}

function verbTag(toks: TaggedToken[], i: number): string {
  const tok = toks[i]!;
  const { lower } = tok;
  if (MODAL_TAGGED.has(lower)) return 'MD';
  if (lower === "'d" || lower === '’d') {
    const n = toks.slice(i + 1).find((t) => !isAdverbish(t));
    return n &&
      ((n.tag === 'V' && n.lemma !== n.lower && !n.lower.endsWith('ing')) || n.lower === 'better')
      ? 'VBD'
      : 'MD';
  }
  if (BE_FORMS.has(lower) && (tok.lemma === 'be' || lower !== "'s")) {
    switch (lower) {
      case 'is':
      case "'s":
        return 'VBZ';
      case 'am':
      case "'m":
      case 'are':
      case "'re":
        return 'VBP';
      case 'was':
      case 'were':
        return 'VBD';
      case 'been':
        return 'VBN';
      case 'being':
        return 'VBG';
      default:
        return baseForm(toks, i);
    }
  }
  if (lower === "'s") return 'VBZ';
  if (lower === 'has') return 'VBZ';
  if (lower === 'does') return 'VBZ';
  if (lower === 'did') return 'VBD';
  if (lower === 'had')
    return pastForm(toks, i) === 'VBN' &&
      toks[prevIndex(toks, i, isAdverbish)] &&
      HAVE_FORMS.has(toks[prevIndex(toks, i, isAdverbish)]!.lower)
      ? 'VBN'
      : 'VBD';
  if (lower === 'have' || lower === "'ve" || lower === 'do') {
    if (lower === 'do' && isSentenceStart(toks, i)) {
      const n = toks[i + 1];
      return n && (n.lower === "n't" || n.lower === 'not') ? 'VB' : 'VBP';
    }
    return baseForm(toks, i);
  }
  if (lower.endsWith('ing') && lower.length > 4 && !ING_NOT_VERB.has(lower)) return 'VBG';
  const lemma = tok.lemma;
  if (PAST_ONLY.has(lower)) return 'VBD';
  if (lemma === lower) return baseForm(toks, i);
  if (
    lower.endsWith('s') &&
    (lower === lemma + 's' ||
      lower === lemma + 'es' ||
      (lemma.endsWith('y') && lower === lemma.slice(0, -1) + 'ies') ||
      !/(?:ed|en|wn|t)$/.test(lower))
  )
    return 'VBZ';
  return pastForm(toks, i);
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

const SEGMENT_BREAK = new Set([',', ':', '.', 'CC', 'WDT', 'WP', '``', "''", '-LRB-', '-RRB-']);
const AFTER_VERB = new Set([
  'DT',
  'PRP$',
  'PRP',
  'RB',
  'RBR',
  'JJ',
  'JJR',
  'IN',
  'TO?',
  'TO',
  'CD',
  'PDT',
  '$',
]);

/**
 * A clause segment without any verb (or with only do/modal auxiliaries) usually hides a verb
 * the statistical tagger read as a noun or adjective: "the screen scratches easily",
 * "Microsoft plans to invest", "the headphones sound great", "How long does it last?".
 */
function repairMissingVerb(toks: TaggedToken[]): void {
  const wn = wordNet();
  // relative pronoun + verb read as adjective/noun: "students who complete the course"
  for (let j = 1; j + 1 < toks.length; j++) {
    const t = toks[j]!;
    const p = toks[j - 1]!;
    const n = toks[j + 1]!;
    if (
      (p.tag === 'WP' || p.tag === 'WDT' || p.tag === 'DT?') &&
      /^(?:JJ|NN|NNS)$/.test(t.tag) &&
      /^(?:DT|PRP\$|PRP|TO\?)$/.test(n.tag) &&
      wn.verbs.has(t.tag === 'NNS' ? t.lemma : t.lower)
    )
      t.tag = 'V';
  }
  let s0 = 0;
  for (let e = 0; e <= toks.length; e++) {
    const brk =
      e === toks.length ||
      SEGMENT_BREAK.has(toks[e]!.tag) ||
      (toks[e]!.tag === 'IN' && SUBORDINATING.has(toks[e]!.lower));
    if (!brk) continue;
    const segStart = s0;
    s0 = toks[e] && (toks[e]!.tag === 'WDT' || toks[e]!.tag === 'WP') ? e : e + 1;
    let start = -1;
    let auxOnly = false;
    let verbs = 0;
    for (let j = segStart; j < e; j++) {
      const t = toks[j]!;
      if (t.tag === 'V' || t.tag === 'MD') {
        const before = toks[j - 1];
        if (before && (before.tag === 'TO' || (before.tag === 'RB' && toks[j - 2]?.tag === 'TO')))
          continue; // infinitive
        verbs++;
        if (
          t.tag === 'MD' ||
          (DO_FORMS.has(t.lower) && t.lower !== 'done' && t.lower !== 'doing')
        ) {
          auxOnly = true;
          start = j + 1;
        } else {
          auxOnly = false;
          start = -2;
        }
      }
    }
    if (verbs > 0 && !auxOnly) continue;
    if (verbs === 0) start = segStart;
    if (start < 0) continue;
    for (let j = Math.max(start, segStart + 1); j < e; j++) {
      const t = toks[j]!;
      const p = toks[j - 1]!;
      const n = j + 1 < toks.length ? toks[j + 1] : undefined;
      if (!/^(?:NN|NNS|JJ|RB)$/.test(t.tag)) continue;
      if (t.tag === 'RB' && !auxOnly) continue;
      const lemma = t.tag === 'NNS' ? t.lemma : t.lower;
      if (!wn.verbs.has(lemma)) continue;
      const subjectBefore =
        /^(?:NN|NNS|NNP|NNPS|PRP|WP|WDT|CD)$/.test(p.tag) &&
        !(p.tag === 'PRP' && /^(?:me|him|her|us|them)$/.test(p.lower));
      if (!subjectBefore) continue;
      if ((t.tag === 'JJ' || t.tag === 'RB') && !auxOnly && !/^(?:WP|WDT|PRP)$/.test(p.tag))
        continue;
      const nextOk = auxOnly
        ? !n || AFTER_VERB.has(n.tag) || n.tag === '.'
        : !!n && (AFTER_VERB.has(n.tag) || (t.tag === 'NNS' && n.tag === 'NN' && false));
      if (!nextOk) continue;
      if (
        t.tag === 'NN' &&
        p.tag === 'NN' &&
        !auxOnly &&
        n &&
        n.tag !== 'JJ' &&
        n.tag !== 'DT' &&
        n.tag !== 'PRP$'
      )
        continue;
      t.tag = 'V';
      if (t.lemma === t.lower && t.tag === 'V' && t.lower.endsWith('s') && lemma !== t.lower)
        t.lemma = lemma;
      break;
    }
  }
}
const SUBORDINATING = new Set([
  'because',
  'although',
  'though',
  'if',
  'unless',
  'whether',
  'while',
  'whereas',
  'that',
  'since',
  'until',
  'after',
  'before',
  'when',
  'once',
]);

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
