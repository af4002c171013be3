/**
 * The head nouns of an industry title (NAICS): the nouns that say what the industry is
 * about, once the words naming the kind of business are set aside. "Tobacco Product
 * Manufacturing" -> [tobacco]; "Insurance Agencies and Brokerages" -> [insurance];
 * "Fish and Seafood Markets" -> [fish, seafood]; "Offices of Lawyers" -> [lawyer];
 * "Religious, Civic, and Similar Organizations" -> [religious, civic] (adjectives: no
 * category is named by all of them, so such a title gets no topical mapping); a
 * catch-all ("Miscellaneous Store Retailers") -> none. Each head comes with the word just
 * before it, which narrows it ("Pipeline" of "Pipeline Transportation").
 *
 * Words are compared as `titleWords` gives them: lower case, a plural "s" dropped.
 */

/** Words that name the kind of business, not its subject; set aside at the end of a title. */
const BUSINESS_WORDS = words(
  'manufacturing manufacturers mills mill stores store shops shop retailers wholesalers merchant ' +
    'dealers dealing farming production processing services service activities contractors ' +
    'operators offices establishments industries industry construction building repair ' +
    'maintenance rental leasing publishers brokers brokerages agencies agents carriers markets ' +
    'centers houses companies organizations managers lessors support stations operations ' +
    'facilities institutions groves orchards',
);

/** Words too general to be a subject ("Device", "Apparatus", "Station", "Center"): never enough, alone, for a category's name. */
const GENERAL_WORDS = words(
  'product products goods supplies supply equipment apparatus device devices system systems ' +
    'machine machinery material materials part parts component components unit units ' +
    'structure structures facility facilities station center office establishment institution ' +
    'institutions organization program programs operation work item items type types ' +
    'accessories instrument instruments administration',
);

/** Words that end a phrase without being its subject ("Tobacco Product", "Office Equipment"). */
const TRAILING = words('product products goods equipment');

/** Modifiers that do not narrow a head ("Retail Bakeries" are bakeries). */
const NON_RESTRICTIVE = words('other all miscellaneous fresh retail');

/** A conjunct led by one of these ("and Other Systems", "and Related Services") names nothing more. */
const FILLERS = words('other related similar allied miscellaneous all');

/** Lower-case words without a plural "s", "&" and "and" left out. */
export function titleWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['\u2019]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && w !== 'and')
    .map(singular);
}

/** A head noun of a title and the word just before it that narrows it ("Air" of "Air Transportation"). */
export interface TitleHead {
  head: string;
  modifier?: string;
}

export function titleHeads(title: string): TitleHead[] {
  let t = title
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*(all\s+)?other\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A trailing qualifier ("Trucking, Local", "Stores, including Warehouse Clubs") is no conjunct.
  const lastComma = t.lastIndexOf(',');
  if (lastComma >= 0) {
    const tail = t.slice(lastComma + 1).trim();
    if (!/^(and|&)\s/i.test(tail) && !/\s(and|&)\s/i.test(tail)) t = t.slice(0, lastComma);
    else if (/^(including|primarily|except)\b/i.test(tail)) t = t.slice(0, lastComma);
  }
  // "Offices of Lawyers": the complement is the subject when the words before it name the
  // kind of business; otherwise the words before it are ("Steel Product Manufacturing from
  // Purchased Steel").
  const of = /^(.*?)\s+(?:of|for|to|from)\s+(.*)$/i.exec(t);
  if (of) t = titleWords(of[1]!).every((w) => BUSINESS_WORDS.has(w)) ? of[2]! : of[1]!;
  const all = t
    .split(/\s*,\s*|\s+(?:and|&)\s+/i)
    .map((c) => titleWords(c))
    .filter((c) => c.length > 0);
  // "Miscellaneous Store Retailers": a catch-all names no subject.
  if (all.length === 0 || FILLERS.has(all[0]![0]!)) return [];
  const conjuncts = all.filter((c) => !FILLERS.has(c[0]!));
  // The words naming the kind of business end the last conjunct (and may fill whole ones:
  // "Agencies and Brokerages").
  while (conjuncts.length > 0) {
    const last = conjuncts[conjuncts.length - 1]!;
    while (last.length > 0 && BUSINESS_WORDS.has(last[last.length - 1]!)) last.pop();
    if (last.length > 0) break;
    conjuncts.pop();
  }
  // A title that is nothing but such words ("Construction") is its own subject.
  if (conjuncts.length === 0) return [{ head: titleWords(t).at(-1) ?? '' }];
  const heads: TitleHead[] = [];
  for (const c of conjuncts) {
    let end = c.length;
    while (end > 1 && TRAILING.has(c[end - 1]!)) end--;
    const head = c[end - 1]!;
    const modifier = end > 1 && !NON_RESTRICTIVE.has(c[end - 2]!) ? c[end - 2] : undefined;
    if (!heads.some((h) => h.head === head && h.modifier === modifier))
      heads.push(modifier === undefined ? { head } : { head, modifier });
  }
  return heads;
}

/**
 * A category may stand for the title when every word of its name is in the title, every
 * head noun of the title and the word narrowing it are in its name ("Pipeline
 * Transportation" is not Transportation), and its name is not one general word.
 */
export function coversTitle(categoryName: string, title: string): boolean {
  const name = titleWords(categoryName);
  const heads = titleHeads(title);
  if (heads.length === 0 || name.length === 0 || (name.length === 1 && GENERAL_WORDS.has(name[0]!)))
    return false;
  const inTitle = new Set(titleWords(title));
  if (!name.every((w) => inTitle.has(w))) return false;
  return heads.every(
    (h) => name.includes(h.head) && (h.modifier === undefined || name.includes(h.modifier)),
  );
}

function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  return w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

function words(list: string): Set<string> {
  return new Set(list.split(/\s+/).map(singular));
}
