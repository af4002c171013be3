/** One occurrence of a name in the text, before mentions of one entity are folded together. */
import type { Cue } from './cues.js';
import { entityKey } from './key.js';
import type { EntityType } from './types.js';

export type MentionSource = 'taxonomy' | 'text' | 'hashtag';

export interface Mention {
  /** UTF-16 offsets into the text, end exclusive. */
  start: number;
  end: number;
  /** The name as it shows in the text (for hashtags: the words, split at capitals). */
  text: string;
  /** Lower-case words of the name. */
  words: string[];
  type: EntityType;
  /** Taxonomy category index, -1 for names found from the text alone. */
  category: number;
  source: MentionSource;
  /** What typed a text mention (taxonomy mentions: null). */
  cue: Cue | 'role' | 'single' | null;
  /**
   * The text shows it is a name (a capital that is evidence, a word that is not a
   * common one, or a verb like "announced" after it). A weak mention counts only for an
   * entity that some strong mention establishes.
   */
  strong: boolean;
  /** entityKey(text), filled on first use (mentionKey). */
  key?: string;
}

export function mentionKey(m: Mention): string {
  return (m.key ??= entityKey(m.text));
}
