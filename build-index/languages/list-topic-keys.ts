/**
 * Prints the path key of every backbone node with its English path and synonyms, tab
 * separated, in backbone order: the list translators of build-index/topics/i18n/ work from.
 * `node dist/build-index/languages/list-topic-keys.js > topic-keys.tsv`
 */
import { pathToFileURL } from 'node:url';
import { VERTICALS } from '../taxonomy/verticals.js';
import { topicKey } from '../topics/topic-categories.js';
import { readTopicBackbone, TOPICS_DIR, walkTopics } from '../topics/topic-file.js';

/** The lines of the listing, with its header. */
export function topicKeyLines(): string[] {
  const lines = ['# path key\tEnglish path\tEnglish synonyms'];
  const backbone = readTopicBackbone(TOPICS_DIR);
  for (const v of VERTICALS) {
    for (const { node, path } of walkTopics(backbone.get(v.slug) ?? [])) {
      lines.push(
        `${topicKey(v.slug, path)}\t${[v.name, ...path].join(' > ')}\t${node.synonyms.join(', ')}`,
      );
    }
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.stdout.write(topicKeyLines().join('\n') + '\n');
