/**
 * Verb forms of the tagger: the Penn tag (MD, VB, VBP, VBZ, VBD, VBN, VBG) of a token the
 * earlier passes marked as a verb, from its form, its lemma and the tags before it.
 */
import { MODAL_TAGGED as MODAL_TAGGED_SET } from './modal-tagged.js';
import {
  BE_FORMS,
  DO_FORMS,
  HAVE_FORMS,
  PARTICIPLE_ONLY,
  PAST_ONLY,
  SUBJECT_PRONOUNS,
} from './lexicon.js';
import * as tagContext from './tag-context.js';
import type { TaggedToken } from './tagger.js';

// Called for every verb of every sentence: bound to constants of this module, as they were
// before the tagger was split (a read through an imported binding reads its module cell first).
const MODAL_TAGGED = MODAL_TAGGED_SET;
const { isAdverbish, isSentenceStart, isVerbTagStrict, prevIndex } = tagContext;

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

export function verbTag(toks: TaggedToken[], i: number): string {
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
