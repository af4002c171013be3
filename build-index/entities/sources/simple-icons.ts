/**
 * Brands, software, apps and online services from `simple-icons` (CC0: the icons' titles),
 * each an ORG or PRODUCT under the topic ICON_PLACEMENT gives it. Only the icons of that
 * table are kept: the package has no categories, and a guessed topic is worse than none.
 * Ids are the package's icon slugs, which it keeps stable.
 */
import { isEntityType, type EntityType } from '../../../workers/entities/types.js';
import { readPackageJson } from '../../sources/packages.js';
import type { NamedEntity } from '../named-entity.js';
import { ICON_NAMES } from './simple-icons-names.js';
import { ICON_PLACEMENT } from './simple-icons-placement.js';
import { spellingVariants } from './spelling-variants.js';

export const SIMPLE_ICONS_SOURCE = 'simple-icons';
export const SIMPLE_ICONS_PACKAGE = 'simple-icons';

export interface IconGroup {
  topic: string;
  /** Mostly ORG or PRODUCT. */
  type: EntityType;
  context: string[];
  icons: Array<{ slug: string; ambiguous: boolean; otherType: boolean }>;
}

/** Parses ICON_PLACEMENT's format (see there); throws on a malformed line. */
export function parseIconPlacement(text: string): IconGroup[] {
  const groups: IconGroup[] = [];
  for (const [k, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    if (/^\s/.test(line)) {
      const group = groups.at(-1);
      if (!group) throw new Error(`icon placement line ${k}: icons before any group`);
      for (const token of line.trim().split(/\s+/)) {
        const m = /^([a-z0-9]+)(~?)(\^?)$/.exec(token);
        if (!m) throw new Error(`icon placement line ${k}: bad icon "${token}"`);
        group.icons.push({ slug: m[1]!, ambiguous: m[2] === '~', otherType: m[3] === '^' });
      }
      continue;
    }
    const [topic, type, context] = line.split('|').map((s) => s.trim());
    if (!topic || !isEntityType(type) || context === undefined)
      throw new Error(`icon placement line ${k}: "${line}" is not "topic | type | context"`);
    groups.push({ topic, type, context: context.split(',').map((c) => c.trim()), icons: [] });
  }
  return groups;
}

/** The package's icon titles by slug. */
export function readIconTitles(): Map<string, string> {
  const icons = readPackageJson<Array<{ title: string; slug: string }>>(
    SIMPLE_ICONS_PACKAGE,
    'data',
    'simple-icons.json',
  );
  return new Map(icons.map((i) => [i.slug, i.title]));
}

export function loadSimpleIconsEntities(): NamedEntity[] {
  const titles = readIconTitles();
  const out: NamedEntity[] = [];
  for (const group of parseIconPlacement(ICON_PLACEMENT)) {
    const leaf = group.topic.split('>').at(-1)!.trim();
    for (const icon of group.icons) {
      const title = titles.get(icon.slug);
      if (title === undefined) continue; // gone from the package: the test names it
      const own = ICON_NAMES[icon.slug];
      const name = own?.name ?? title;
      const aliases = new Set((own?.aliases ?? []).map((a) => a.toLowerCase()));
      for (const a of [name, ...aliases]) for (const v of spellingVariants(a)) aliases.add(v);
      aliases.delete(name.toLowerCase());
      const type: EntityType = !icon.otherType
        ? group.type
        : group.type === 'ORG'
          ? 'PRODUCT'
          : 'ORG';
      out.push({
        source: SIMPLE_ICONS_SOURCE,
        id: icon.slug,
        name,
        aliases: [...aliases].sort(),
        topic: group.topic,
        type,
        ...(icon.ambiguous ? { context: group.context } : {}),
        description: leaf,
      });
    }
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
