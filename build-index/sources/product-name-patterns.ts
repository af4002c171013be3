/**
 * Surface forms of a product-kind name as a catalogue writes it ("Baby & Toddler Car
 * Seats", "Pet Bowls, Feeders & Waterers", "Scarves & Shawls"): the name itself, the
 * same with "and", each coordinated kind on its own ("baby car seats", "pet feeders",
 * "shawls") and singular forms. Pure functions, no I/O; which forms may stand alone is
 * the caller's decision.
 */

/** Words that end in "s" but modify the next word rather than name a plural kind. */
const MODIFIERS_IN_S = new Set(
  'sports kids mens womens girls boys childrens ladies gas glass brass bass chess dress swiss'.split(
    ' ',
  ),
);

/** Plural-only and mass nouns: no singular is written for them. */
const NO_SINGULAR = new Set(
  (
    'pants jeans shorts trousers tights leggings slacks sweatpants overalls pajamas briefs ' +
    'chaps scissors shears pliers nippers tongs tweezers binoculars glasses sunglasses ' +
    'goggles clothes supplies goods electronics athletics optics arts news series species ' +
    'suspenders bellows grits oats molasses hummus couscous asparagus mathematics gymnastics ' +
    'aerobics ceramics graphics acoustics cosmetics dregs earmuffs jodhpurs knickers ' +
    'lederhosen essentials valuables furnishings fixings trimmings savings lens canvas atlas ' +
    'thermos bias'
  ).split(' '),
);

const IRREGULAR_SINGULARS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    knives: 'knife',
    scarves: 'scarf',
    shelves: 'shelf',
    leaves: 'leaf',
    loaves: 'loaf',
    halves: 'half',
    calves: 'calf',
    wolves: 'wolf',
    hooves: 'hoof',
    potatoes: 'potato',
    tomatoes: 'tomato',
    mangoes: 'mango',
    dominoes: 'domino',
    heroes: 'hero',
    volcanoes: 'volcano',
    mosquitoes: 'mosquito',
    torpedoes: 'torpedo',
    buses: 'bus',
    lenses: 'lens',
    thermoses: 'thermos',
    headties: 'headtie',
    canvases: 'canvas',
    gases: 'gas',
    geese: 'goose',
    teeth: 'tooth',
    feet: 'foot',
    mice: 'mouse',
    men: 'man',
    women: 'woman',
    children: 'child',
    dice: 'die',
    cacti: 'cactus',
    fungi: 'fungus',
    pies: 'pie',
    ties: 'tie',
    dies: 'die',
  }),
);

/** Singular of one lower-case plural noun; null when it is none or has none. */
export function singularWord(w: string): string | null {
  if (NO_SINGULAR.has(w) || MODIFIERS_IN_S.has(w)) return null;
  const irr = IRREGULAR_SINGULARS.get(w);
  if (irr) return irr;
  if (w.length < 4 || !/^[a-z][a-z'-]*s$/.test(w)) return null;
  if (/(ss|us|is|ics)$/.test(w)) return null;
  if (/ies$/.test(w)) return w.slice(0, -3) + 'y';
  if (/(sses|ches|shes|xes|zzes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('men')) return w.slice(0, -3) + 'man';
  return w.slice(0, -1);
}

/** Singular of a phrase by its last word ("dog beds" → "dog bed"); null when none. */
export function singularPhrase(phrase: string): string | null {
  const words = phrase.split(' ');
  const last = words.at(-1)!;
  const hyphen = last.lastIndexOf('-');
  const core = hyphen >= 0 ? last.slice(hyphen + 1) : last;
  const sg = singularWord(core);
  if (!sg) return null;
  words[words.length - 1] = hyphen >= 0 ? last.slice(0, hyphen + 1) + sg : sg;
  return words.join(' ');
}

function looksPlural(word: string): boolean {
  const w = word.toLowerCase();
  return /[^s]s$/.test(w) && !MODIFIERS_IN_S.has(w);
}

/** Nouns too general to name a kind with a borrowed modifier ("vehicle door parts"). */
const GENERIC_KINDS = new Set('parts accessories supplies sets kits covers'.split(' '));

/**
 * The kinds a coordinated name lists, in order, lower case; null when the name
 * coordinates nothing.
 * - "Scarves & Shawls", "Wallets & Money Clips", "Dolls, Playsets & Toy Figures": each
 *   segment is a kind (the first is a plural of its own);
 * - "Baby & Toddler Car Seats", "Yoga & Pilates Mats": single modifiers share the head of
 *   the last segment ("baby car seats", "yoga mats");
 * - "Pet Bowls, Feeders & Waterers", "Bicycle Shorts & Briefs": single nouns share the
 *   modifiers of the first segment ("pet feeders", "bicycle briefs");
 * - "Drum Stick & Brush Accessories", "Vehicle Ski & Snowboard Racks": a first segment
 *   that ends in a singular shares the head of the last ("drum stick accessories");
 * - otherwise the segments that end in a plural ("Mobile Phone & Tablet Tripods &
 *   Monopods": "tablet tripods", "monopods").
 */
export function coordinatedKinds(name: string): string[] | null {
  const segments = name
    .toLowerCase()
    .split(/\s*(?:,\s*&|,|&)\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (segments.length < 2) return null;
  const words = segments.map((s) => s.split(' '));
  const last = words.at(-1)!;
  const first = words[0]!;
  const allButLastSingle = words.slice(0, -1).every((w) => w.length === 1);
  const allButFirstSingle = words.slice(1).every((w) => w.length === 1);
  const lastHead = last.slice(1).join(' ');

  if (words.every((w) => w.length === 1)) return segments;
  if (allButLastSingle && last.length > 1 && !looksPlural(first[0]!))
    return [...segments.slice(0, -1).map((m) => `${m} ${lastHead}`), segments.at(-1)!];
  if (allButFirstSingle && first.length > 1) {
    const modifier = first.slice(0, -1).join(' ');
    const rest = segments.slice(1).filter((n) => !GENERIC_KINDS.has(n));
    return [segments[0]!, ...rest.map((n) => `${modifier} ${n}`)];
  }
  if (first.length > 1 && last.length > 1 && !looksPlural(first.at(-1)!))
    return [...segments.slice(0, -1).map((m) => `${m} ${lastHead}`), segments.at(-1)!];
  return segments.filter((s) => looksPlural(s.split(' ').at(-1)!));
}

/**
 * Surface forms of a name, lower case: the name, the same with "and" for "&", its
 * singular, then each coordinated kind and its singular; no duplicates.
 */
export function productNameForms(name: string): readonly string[] {
  let forms = formsCache.get(name);
  if (!forms) formsCache.set(name, (forms = nameForms(name)));
  return forms;
}
const formsCache = new Map<string, readonly string[]>();

function nameForms(name: string): string[] {
  const lower = name.toLowerCase().replace(/\s+/g, ' ').trim();
  const forms = [lower];
  if (lower.includes('&')) forms.push(lower.replace(/\s*,?\s*&\s*/g, ' and '));
  const coordinated = coordinatedKinds(lower);
  if (!coordinated) {
    const sg = singularPhrase(lower);
    if (sg) forms.push(sg);
  }
  for (const k of coordinated ?? []) {
    forms.push(k);
    const ks = singularPhrase(k);
    if (ks) forms.push(ks);
  }
  return [...new Set(forms)];
}
