/**
 * Rule-vocabulary helpers shared by the taxonomy source modules: pattern normalization,
 * ASCII folding, simple English inflection, display-name casing and content-word
 * extraction for context lists. Pure functions, no I/O.
 */

/** Letters that Unicode decomposition does not reduce to ASCII. */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'ng',
  '‘': "'",
  '’': "'",
  ʻ: "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
  '–': '-',
  '—': '-',
};
const EXTRA_FOLD_RE = new RegExp(`[${Object.keys(EXTRA_FOLDS).join('')}]`, 'g');

/** "Sant Julià de Lòria" → "Sant Julia de Loria". Leaves non-Latin scripts unchanged. */
export function foldAscii(s: string): string {
  if (/^[\x20-\x7e]*$/.test(s)) return s;
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(EXTRA_FOLD_RE, (c) => EXTRA_FOLDS[c] ?? c)
    .normalize('NFC');
}

/**
 * Canonical pattern form: NFC, lower case, underscores as spaces, no surrounding
 * punctuation, single spaces. Returns '' for strings with no letter or digit.
 */
const ALREADY_NORMAL = /^[a-z0-9](?:[a-z0-9'&.+#/-]| (?! ))*$/;

export function normPattern(s: string): string {
  if (ALREADY_NORMAL.test(s) && !/[\s'&.+#/-]$/.test(s)) return s;
  const t = s
    .normalize('NFC')
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s"'.,;:!?()[\]{}*·•-]+|[\s"',;:!?()[\]{}*·•-]+$/g, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(t) ? t : '';
}

/**
 * Ordered, de-duplicated pattern collection. Adds the ASCII-folded form of every pattern
 * too, so "zürich" also yields "zurich".
 */
export class PatternSet {
  private readonly seen = new Set<string>();
  readonly list: string[] = [];

  constructor(private readonly maxLength = 120) {}

  add(raw: string | undefined | null, fold = true): this {
    if (!raw) return this;
    const p = normPattern(raw);
    if (!p || p.length > this.maxLength) return this;
    this.push(p);
    if (fold) {
      const f = foldAscii(p);
      if (f !== p) {
        const fp = normPattern(f);
        if (fp) this.push(fp);
      }
    }
    return this;
  }

  addAll(raws: Iterable<string | undefined | null>, fold = true): this {
    for (const r of raws) this.add(r, fold);
    return this;
  }

  has(p: string): boolean {
    return this.seen.has(p);
  }

  get size(): number {
    return this.list.length;
  }

  private push(p: string): void {
    if (this.seen.has(p)) return;
    this.seen.add(p);
    this.list.push(p);
  }
}

/** English function words: never useful as patterns or context on their own. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor of in on at to for from by with without within into onto upon ' +
    'over under about above below between among through during before after since until ' +
    "as than then so such that this these those there here it its it's is are was were be " +
    'been being am do does did done have has had having not no yes all any some each every ' +
    'either neither both few more most other another same own very much many can could may ' +
    'might must shall should will would i me my mine we us our ours you your yours he him ' +
    'his she her hers they them their theirs who whom whose which what when where why how ' +
    'one ones also etc e.g i.e usually especially often sometimes something someone ' +
    'used using use made make makes like e g esp eg ie per via'
  ).split(/\s+/),
);

/** True when the token is a function word. */
export function isStopword(w: string): boolean {
  return STOPWORDS.has(w);
}

/** Upper-cases the first letter; "sport utility vehicle" → "Sport utility vehicle". */
export function capitalizeFirst(s: string): string {
  if (!s) return s;
  const first = s.codePointAt(0)!;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + s.slice(ch.length);
}

/** "fast_food" → "Fast Food". */
export function titleCase(s: string): string {
  return s
    .replace(/[_-]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (/^(and|or|of|in|the|for|to)$/.test(w) ? w : capitalizeFirst(w)))
    .join(' ');
}

/** URL-ish slug: "Arts & Entertainment" → "arts-entertainment". */
export function slugify(s: string): string {
  return foldAscii(s)
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    man: 'men',
    woman: 'women',
    child: 'children',
    foot: 'feet',
    tooth: 'teeth',
    goose: 'geese',
    mouse: 'mice',
    louse: 'lice',
    person: 'people',
    ox: 'oxen',
    die: 'dice',
    leaf: 'leaves',
    loaf: 'loaves',
    knife: 'knives',
    wife: 'wives',
    life: 'lives',
    wolf: 'wolves',
    calf: 'calves',
    half: 'halves',
    shelf: 'shelves',
    thief: 'thieves',
    elf: 'elves',
    self: 'selves',
    sheaf: 'sheaves',
    hoof: 'hooves',
    scarf: 'scarves',
    wharf: 'wharves',
    potato: 'potatoes',
    tomato: 'tomatoes',
    hero: 'heroes',
    echo: 'echoes',
    veto: 'vetoes',
    torpedo: 'torpedoes',
    volcano: 'volcanoes',
    mosquito: 'mosquitoes',
    cactus: 'cacti',
    fungus: 'fungi',
    nucleus: 'nuclei',
    radius: 'radii',
    stimulus: 'stimuli',
    alumnus: 'alumni',
    syllabus: 'syllabi',
    bacterium: 'bacteria',
    curriculum: 'curricula',
    datum: 'data',
    medium: 'media',
    memorandum: 'memoranda',
    phenomenon: 'phenomena',
    criterion: 'criteria',
    analysis: 'analyses',
    crisis: 'crises',
    thesis: 'theses',
    diagnosis: 'diagnoses',
    hypothesis: 'hypotheses',
    oasis: 'oases',
    axis: 'axes',
    index: 'indices',
    appendix: 'appendices',
    matrix: 'matrices',
    vertebra: 'vertebrae',
    larva: 'larvae',
    antenna: 'antennas',
    formula: 'formulas',
    quiz: 'quizzes',
    fez: 'fezzes',
  }),
);

/** Nouns that do not change in the plural, or that are not counted. */
const INVARIANT = new Set(
  (
    'sheep fish deer moose swine bison salmon trout species series aircraft spacecraft ' +
    'hovercraft offspring means headquarters news police cattle people data equipment ' +
    'information furniture luggage baggage software hardware advice music rice wheat ' +
    'corn milk water money research homework knowledge evidence traffic weather'
  ).split(' '),
);

/** -man words that take -mans. */
const MAN_EXCEPTIONS = new Set(
  'human shaman caiman talisman ottoman german roman walkman doberman cayman dolman ataman'.split(
    ' ',
  ),
);

/** Plural of a single lower-case English noun by spelling rules. */
export function pluralWord(w: string): string | null {
  if (w.length < 2 || !/^[a-z][a-z'-]*$/.test(w)) return null;
  if (INVARIANT.has(w)) return null;
  const irr = IRREGULAR_PLURALS.get(w);
  if (irr) return irr;
  if (w.endsWith('man') && w.length > 3 && !MAN_EXCEPTIONS.has(w)) return w.slice(0, -3) + 'men';
  if (w.endsWith('woman')) return w.slice(0, -5) + 'women';
  if (/(ss|us|ics|ness|ism|ship|ful|ware)$/.test(w)) return null;
  if (w.endsWith('s') && !w.endsWith('ss')) return null; // already plural-looking
  if (/(x|z|ch|sh)$/.test(w)) return w + 'es';
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + 'ies';
  if (/[^aeiou]o$/.test(w) && w.length <= 4) return w + 'es';
  return w + 's';
}

/**
 * Simple plural of a noun phrase: inflects the head (last word, or the word before
 * "of"/"in"/"for"). Returns null when the phrase is not safely inflectable.
 */
export function pluralPhrase(phrase: string): string | null {
  const words = phrase.split(' ');
  if (words.length > 5) return null;
  let head = words.length - 1;
  const prep = words.findIndex(
    (w, i) => i > 0 && (w === 'of' || w === 'in' || w === 'for' || w === 'on'),
  );
  if (prep > 0) head = prep - 1;
  const last = words[head]!;
  const hyphen = last.lastIndexOf('-');
  const core = hyphen >= 0 ? last.slice(hyphen + 1) : last;
  const pl = pluralWord(core);
  if (!pl) return null;
  words[head] = hyphen >= 0 ? last.slice(0, hyphen + 1) + pl : pl;
  return words.join(' ');
}

/**
 * Content words of a free text, in order of appearance, lower case, de-duplicated,
 * without function words and very short tokens.
 */
export function contentWords(text: string, max: number, exclude?: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}][\p{L}\p{N}'-]*/gu)) {
    let w = m[0].replace(/^'+|'+$/g, '');
    if (w.endsWith("'s")) w = w.slice(0, -2);
    if (w.length < 3 || STOPWORDS.has(w) || seen.has(w) || exclude?.has(w)) continue;
    seen.add(w);
    out.push(w);
    if (out.length >= max) break;
  }
  return out;
}

/** Adds items to a list, keeping order and skipping duplicates and empties, up to max. */
export function pushUnique(list: string[], items: Iterable<string>, max = Infinity): void {
  for (const raw of items) {
    if (list.length >= max) return;
    const it = normPattern(raw);
    if (it && !list.includes(it)) list.push(it);
  }
}

/** Deterministic string comparison (code units), independent of locale. */
export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
