/**
 * VERTICAL_CUES: per top-tier vertical (by slug), the words people use when they write or
 * post about its topic: everyday and informal words, jargon and abbreviations, products,
 * activities, and names of brands, franchises and platforms that belong to that vertical
 * alone ("speedrun", "respawn", "xbox" for Games; "mbps", "outage", "isp" for Internet &
 * Telecom). The rule engine reads them at two scales: next to an ambiguous name in a
 * keyword they decide its sense ("jaguar habitat", "python tutorial"), and in a document
 * every cue word adds to the vertical the document is about. Compiled into `rules.model`
 * by build-index/rules/rules-writer.ts, next to the cues it derives from the taxonomy.
 *
 * Rules every list follows (test/build-index/rules/cue-vocabulary.test.ts checks them):
 * - one word per cue, in the tokenizer's sense (no spaces, hyphens or apostrophes: a
 * phrase's words alone would cue wrongly, "house prices" would make "price" a real-estate
 * word); normalized like patterns (case and plural folding), so a plural is listed only
 * when it is irregular, though listing both does no harm; a compound is written joined,
 * the way hashtags write it ("roadtrip"), and documents read it also where it is written
 * as two or three words ("road trip", "#RoadTrip"; RuleEngine.joinCompound);
 * - no function word, and no word listed twice in one vertical;
 * - a word in several verticals is a cue of each at full weight, so a word goes into a
 * second vertical only when it really belongs to both ("lease": vehicles and real
 * estate); everyday words that can be about anything ("run", "light", "play" outside
 * Games) and names that are mostly something else ("apple", "amazon", "jaguar",
 * "python") are left out.
 * The lists were written from knowledge of each topic, not from the evaluation sets.
 */
import { BODY_CUES } from './body.js';
import { ECONOMY_CUES } from './economy.js';
import { HOUSEHOLD_CUES } from './household.js';
import { LEISURE_CUES } from './leisure.js';
import { MEDIA_CUES } from './media.js';
import { SOCIETY_CUES } from './society.js';
import { TECH_CUES } from './tech.js';

const GROUPS: readonly Record<string, string[]>[] = [
  MEDIA_CUES,
  LEISURE_CUES,
  HOUSEHOLD_CUES,
  BODY_CUES,
  TECH_CUES,
  ECONOMY_CUES,
  SOCIETY_CUES,
];

function merged(): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const g of GROUPS) {
    for (const [slug, list] of Object.entries(g)) {
      if (slug in out) throw new Error(`cue vocabulary: vertical ${slug} is listed in two groups`);
      out[slug] = Object.freeze([...list]);
    }
  }
  return Object.freeze(out);
}

export const VERTICAL_CUES: Readonly<Record<string, readonly string[]>> = merged();
