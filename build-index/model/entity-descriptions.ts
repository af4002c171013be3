/**
 * Entity descriptions: the one-line Wikidata description of every brand, operator and
 * transit network of the name-suggestion-index that the version holds as a category
 * (`nsi:<item id>`), from the package's own `dist/wikidata/wikidata.json` ("Starbucks:
 * American multinational chain of coffeehouses"), labeled with the class of the kind the
 * brand sits in. The record is the brand's category key, so its description lands on the
 * same side of the split as its name. At most PER_CLASS descriptions per class (sampled
 * by key hash): thousands of chains under one kind say much the same.
 */
import type { LaidOutCategory } from '../build.js';
import { readPackageJson } from '../sources/packages.js';
import { NSI_PACKAGE } from '../sources/nsi.js';
import type { LabeledText } from './corpus.js';
import { keyUniform } from './split.js';

export const ENTITY_DESCRIPTIONS_PER_CLASS = 200;
const WIKIDATA_TAGS = ['brand:wikidata', 'operator:wikidata', 'network:wikidata'];

interface NsiFile {
  nsi: Record<string, { items: { id: string; tags: Record<string, string> }[] }>;
}
interface WikidataFile {
  wikidata: Record<string, { label?: string; description?: string }>;
}

/** Category key -> "label: description", for the NSI categories whose entity Wikidata describes. */
export function nsiDescriptions(): Map<string, string> {
  const nsi = readPackageJson<NsiFile>(NSI_PACKAGE, 'dist', 'json', 'nsi.json');
  const wd = readPackageJson<WikidataFile>(NSI_PACKAGE, 'dist', 'wikidata', 'wikidata.json');
  const out = new Map<string, string>();
  for (const path of Object.keys(nsi.nsi).sort()) {
    for (const item of nsi.nsi[path]!.items) {
      const q = WIKIDATA_TAGS.map((t) => item.tags[t]).find((v) => v !== undefined);
      const entry = q !== undefined ? wd.wikidata[q] : undefined;
      const description = entry?.description?.trim();
      if (!description || description.length < 8) continue;
      const label = entry!.label?.trim();
      out.set(`nsi:${item.id}`, label ? `${label}: ${description}` : description);
    }
  }
  return out;
}

/** The descriptions of the version's NSI categories, in category order. The yielded object is reused. */
export function* entityDescriptionTexts(
  cats: readonly LaidOutCategory[],
  classOf: Uint16Array,
  opts: { recordShare: number },
  descriptions: ReadonlyMap<string, string> = nsiDescriptions(),
): Generator<LabeledText> {
  const perClass = new Map<number, number>();
  const described = cats.filter((c) => descriptions.has(c.key));
  for (const c of described)
    perClass.set(classOf[c.index]!, (perClass.get(classOf[c.index]!) ?? 0) + 1);
  const out: LabeledText = { record: '', label: 0, kind: 'entity', text: '' };
  for (const c of described) {
    if (opts.recordShare < 1 && keyUniform(c.key, 0x5a11) >= opts.recordShare) continue;
    const n = perClass.get(classOf[c.index]!)!;
    if (
      n > ENTITY_DESCRIPTIONS_PER_CLASS &&
      keyUniform(c.key, 0x5a13) >= ENTITY_DESCRIPTIONS_PER_CLASS / n
    )
      continue;
    out.record = c.key;
    out.label = classOf[c.index]!;
    out.text = descriptions.get(c.key)!;
    yield out;
  }
}
