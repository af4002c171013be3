/**
 * NAICS 2017 industries (package `naics`) under Business & Industrial > Industries,
 * keeping the NAICS hierarchy: sector → subsector → industry group → industry → national
 * industry. A code whose title repeats its parent's adds nothing and is folded into it.
 */
import type { DraftCategory, Facet } from '../taxonomy/draft.js';
import { readPackageJson } from './packages.js';
import { PatternSet, cmp, contentWords, pushUnique } from './vocab.js';

export const NAICS_PACKAGE = 'naics';

/** Sectors given as ranges in NAICS. */
const SECTOR_RANGES: Record<string, string> = {
  '31': '31-33',
  '32': '31-33',
  '33': '31-33',
  '44': '44-45',
  '45': '44-45',
  '48': '48-49',
  '49': '48-49',
};
/** Sectors that make goods rather than provide services. */
const GOODS_SECTORS = new Set(['11', '21', '31-33']);

/** A NAICS title without the trailing "T" the census file marks some with. */
export function cleanTitle(t: string): string {
  return t.replace(/(?<=[a-z)])T\s*$/, '').trim();
}

function cleanDescription(d: string): string {
  if (!d || d === 'NULL') return '';
  return d
    .split(/Cross-References\./)[0]!
    .replace(/\r\n/g, '\n')
    .replace(/^The Sector as a Whole\s*/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 600);
}

/** The code one level up (a sector for a subsector), or null for a sector. */
export function parentCode(code: string): string | null {
  if (code.includes('-') || code.length === 2) return null;
  if (code.length === 3) return SECTOR_RANGES[code.slice(0, 2)] ?? code.slice(0, 2);
  return code.slice(0, -1);
}

export function naicsCategories(hubKey: string): DraftCategory[] {
  const data = readPackageJson<Record<string, { Title: string; Description: string }>>(
    NAICS_PACKAGE,
    'data',
    '2017_NAICS_Descriptions.json',
  );
  const level = (c: string) => (c.includes('-') ? 2 : c.length);
  const codes = Object.keys(data).sort((a, b) => level(a) - level(b) || cmp(a, b));
  const title = new Map(codes.map((c) => [c, cleanTitle(data[c]!.Title)]));
  // Where each code's category is: itself, or the ancestor whose title it repeats.
  const home = new Map<string, string>();
  const out: DraftCategory[] = [];
  for (const code of codes) {
    const p = parentCode(code);
    const parentHome = p ? home.get(p) : undefined;
    if (p && !parentHome) continue; // orphan code
    if (parentHome && title.get(parentHome)!.toLowerCase() === title.get(code)!.toLowerCase()) {
      home.set(code, parentHome);
      continue;
    }
    home.set(code, code);
    const sector = p ? sectorOf(code) : code;
    const domain: Facet[1] = GOODS_SECTORS.has(sector) ? 'product' : 'service';
    const name = title.get(code)!;
    const ps = new PatternSet().add(name);
    const bare = name.replace(/^(All Other|Other)\s+/i, '');
    if (bare !== name) ps.add(bare);
    const context: string[] = [];
    pushUnique(context, ['industry', ...contentWords(title.get(sector) ?? '', 3)], 5);
    out.push({
      key: `naics:${code}`,
      parent: parentHome ? `naics:${parentHome}` : hubKey,
      name,
      patterns: ps.list,
      negative: [],
      context,
      facets: [['domain', domain]],
      prior: 1,
      gloss: cleanDescription(data[code]!.Description) || `${name} (NAICS ${code}).`,
    });
  }
  return out;
}

function sectorOf(code: string): string {
  const two = code.slice(0, 2);
  return SECTOR_RANGES[two] ?? two;
}
