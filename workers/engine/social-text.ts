/**
 * A social post as the engine should read it: links and @handles removed (they name no
 * topic the words do not), hashtags read as words, CamelCase hashtags split
 * ("#BlackFridayDeals" -> "Black Friday Deals"), topical emoji read as their names
 * (emoji-names.ts: "⚽" -> "soccer ball"). Linear; never throws.
 */
import { nameEmoji } from './emoji-names.js';

const URL_OR_HANDLE = /\b(?:https?:\/\/|www\.)\S+|(?<![\w@])@\w+/gi;
const HASHTAG = /#([\p{L}\p{N}_]+)/gu;
const CAMEL = /(\p{Ll})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})|(\p{L})(\p{N})|(\p{N})(\p{L})/gu;

export function socialText(post: string): string {
  if (typeof post !== 'string' || post.length === 0) return '';
  let t = post;
  if (t.includes('@') || t.includes('http') || t.includes('www.'))
    t = t.replace(URL_OR_HANDLE, ' ');
  if (t.includes('#')) {
    t = t.replace(HASHTAG, (_, tag: string) =>
      tag
        .replace(/_/g, ' ')
        .replace(CAMEL, (_m, a, b, c, d, e, f, g, h) => `${a ?? c ?? e ?? g} ${b ?? d ?? f ?? h}`),
    );
  }
  return nameEmoji(t);
}
