/**
 * Programming, markup, data and prose languages from GitHub Linguist (package
 * `linguist-languages`) under Computers & Electronics > Programming. A language WordNet
 * already has (Java, LISP, FORTRAN, COBOL) is not repeated: its WordNet category takes
 * the Linguist aliases instead. Linguist "groups" give the hierarchy (Python console
 * under Python).
 */
import type { DraftCategory, Facet } from '../taxonomy/draft.js';
import type { WordFrequencies } from './subtlex.js';
import { PatternSet, cmp, normPattern, slugify } from './vocab.js';

export const LINGUIST_PACKAGE = 'linguist-languages';

export interface LinguistLanguage {
  name: string;
  type: 'programming' | 'markup' | 'data' | 'prose';
  aliases: string[];
  group?: string;
}

export async function loadLinguist(): Promise<LinguistLanguage[]> {
  // A computed specifier keeps tsc from type-checking the package's 800 literal types.
  const specifier: string = LINGUIST_PACKAGE;
  const mod = (await import(specifier)) as Record<
    string,
    { name: string; type: string; aliases?: readonly string[]; group?: string }
  >;
  const out: LinguistLanguage[] = [];
  for (const v of Object.values(mod)) {
    if (!v || typeof v !== 'object' || typeof v.name !== 'string') continue;
    const type = v.type as LinguistLanguage['type'];
    if (!['programming', 'markup', 'data', 'prose'].includes(type)) continue;
    out.push({
      name: v.name,
      type,
      aliases: [...(v.aliases ?? [])],
      ...(v.group ? { group: v.group } : {}),
    });
  }
  return out.sort((a, b) => cmp(a.name, b.name));
}

/** `lang:c-plus-plus`, `lang:c-sharp`: symbols spelled out so C, C++ and C# stay apart. */
export function languageKey(name: string): string {
  const spelled = name
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/\*/g, ' star ')
    .replace(/'/g, ' prime ');
  return `lang:${slugify(spelled) || encodeURIComponent(name)}`;
}

/**
 * Surface forms of a language name: bare only when it cannot be an ordinary word. An
 * alias that is an ordinary (lower-case) spoken word is never bare: AppleScript's alias
 * "apples" must not claim "apple".
 */
export function languagePatterns(l: LinguistLanguage, freq: WordFrequencies): string[] {
  const ps = new PatternSet();
  for (const [k, n] of [l.name, ...l.aliases].entries()) {
    const p = normPattern(n);
    if (!p) continue;
    const bareOk =
      [...p].length >= 2 &&
      !freq.isCommon(p) &&
      !(p.length <= 3 && freq.wordCount(p) > 0) &&
      (k === 0 || freq.wordCount(p) === 0);
    if (bareOk) ps.add(p);
  }
  const suffixes =
    l.type === 'programming'
      ? ['programming language', 'language', 'programming', 'code']
      : l.type === 'markup'
        ? ['markup', 'language']
        : ['format', 'file'];
  for (const s of suffixes) ps.add(`${l.name} ${s}`);
  return ps.list;
}

/** Context words of a programming language: its use, and learning it ("learn python"). */
const PROGRAMMING_CONTEXT = [
  ...['code', 'programming', 'software', 'developer', 'syntax', 'library'],
  ...['learn', 'course', 'beginners'],
];

export interface LinguistOptions {
  freq: WordFrequencies;
  /** Category keys per type ('programming' → the WordNet programming-language concept...). */
  parentByType: Record<LinguistLanguage['type'], string>;
  /** WordNet category already standing for this language, if any. */
  wordnetMatch: (l: LinguistLanguage) => string | undefined;
}

export interface LinguistResult {
  categories: DraftCategory[];
  /** WordNet key → extra patterns from Linguist. */
  enrich: Map<string, string[]>;
}

export function linguistCategories(
  langs: readonly LinguistLanguage[],
  opts: LinguistOptions,
): LinguistResult {
  const enrich = new Map<string, string[]>();
  const categories: DraftCategory[] = [];
  const keyOf = new Map<string, string>();
  for (const l of langs) {
    const wn = opts.wordnetMatch(l);
    if (wn) {
      enrich.set(wn, [...(enrich.get(wn) ?? []), ...languagePatterns(l, opts.freq)]);
      keyOf.set(l.name, wn);
    } else keyOf.set(l.name, languageKey(l.name));
  }
  const seen = new Map<string, string>();
  for (const l of langs) {
    const key = keyOf.get(l.name)!;
    if (!key.startsWith('lang:')) continue;
    const clash = seen.get(key);
    if (clash) throw new Error(`linguist: ${l.name} and ${clash} both map to ${key}`);
    seen.set(key, l.name);
    const groupKey = l.group && l.group !== l.name ? keyOf.get(l.group) : undefined;
    const domain: Facet[1] = l.type === 'programming' ? 'product' : 'information';
    const what =
      l.type === 'programming'
        ? 'programming language'
        : l.type === 'markup'
          ? 'markup language'
          : l.type === 'data'
            ? 'data format'
            : 'prose format';
    categories.push({
      key,
      parent: groupKey ?? opts.parentByType[l.type],
      name: l.name,
      patterns: languagePatterns(l, opts.freq),
      negative: [],
      context:
        l.type === 'programming'
          ? PROGRAMMING_CONTEXT
          : ['file', 'format', 'syntax', 'code', 'data'],
      facets: [['domain', domain]],
      prior: l.type === 'programming' ? 2 : 1,
      gloss: `${l.name}, a ${what}${l.aliases.length ? ` (also ${l.aliases.slice(0, 3).join(', ')})` : ''}${l.group && l.group !== l.name ? `, in the ${l.group} family` : ''}.`,
    });
  }
  return { categories, enrich };
}
