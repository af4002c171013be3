/**
 * The surface forms the topical backbone already gives its nodes (names and synonyms), so
 * an entity source can leave out a name that would only repeat a topic node: "Christmas",
 * "Black Friday" and "Sushi" are nodes, not entities below them.
 */
import { VERTICALS } from '../../taxonomy/verticals.js';
import { readTopicBackbone, TOPICS_DIR, walkTopics } from '../../topics/topic-file.js';

/**
 * A name folded roughly the way the tokenizer reads it (text/fold.ts): accents dropped,
 * lower case, apostrophes joined, a final "'s" dropped, other punctuation a space. Two
 * names with the same token key are one pattern to the engine.
 */
export function tokenKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\p{L})['’‘ʼ`´]s\b/gu, '$1')
    .replace(/(\p{L})['’‘ʼ`´](\p{L})/gu, '$1$2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * tokenKey with "saint" written "st", so "St. Patrick's Day" and "Saint Patrick’s Day" are
 * the same name (though two patterns).
 */
export function surfaceKey(text: string): string {
  return tokenKey(text).replace(/\bsaint\b/g, 'st');
}

const cache = new Map<string, ReadonlyMap<string, string>>();

/**
 * surfaceKey of every node name and synonym of the backbone → the path of its node
 * ("Hobbies & Leisure > Celebrations & Holidays > Christmas"). Where two nodes share a
 * form, the first in backbone order wins.
 */
export function topicSurfaceForms(dir: string = TOPICS_DIR): ReadonlyMap<string, string> {
  const hit = cache.get(dir);
  if (hit) return hit;
  const names = new Map(VERTICALS.map((v) => [v.slug, v.name]));
  const out = new Map<string, string>();
  for (const [slug, nodes] of readTopicBackbone(dir)) {
    const top = names.get(slug)!;
    for (const { node, path } of walkTopics(nodes)) {
      const where = [top, ...path].join(' > ');
      for (const form of [node.name, ...node.synonyms]) {
        const k = surfaceKey(form);
        if (k && !out.has(k)) out.set(k, where);
      }
    }
  }
  cache.set(dir, out);
  return out;
}
