/**
 * Well-known people of compromise's lexicon (politicians, athletes, actors, painters,
 * philosophers, a few fictional characters), each under the topic our table says they
 * are known for (people-table.ts). The lexicon's musicians and writers are the music
 * and book sources' own.
 */
import type { EntitySource } from '../entity-sources.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { compromiseWords } from './compromise-lexicon.js';
import { PEOPLE } from './people-table.js';

export const PEOPLE_SOURCE = 'people';

export function loadNotablePeople(
  lexicon: readonly string[] = compromiseWords('Person'),
): NamedEntity[] {
  const out: NamedEntity[] = [];
  for (const word of lexicon) {
    const row = PEOPLE[word];
    if (!row) continue;
    out.push({
      source: PEOPLE_SOURCE,
      id: entitySlug(row.name),
      name: row.name,
      aliases: [...(row.aliases ?? [])],
      topic: row.topic,
      type: row.type ?? 'PERSON',
      description: row.type ? 'Television series' : `Known for ${row.topic.split(' > ').at(-1)}`,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const notablePeopleSource: EntitySource = {
  name: PEOPLE_SOURCE,
  packages: ['compromise'],
  licence: 'MIT; topics our own table',
  load: () => loadNotablePeople(),
};
