/**
 * Keys that match the same name across packages and our tables whatever the spelling
 * details: "Beyonce" and "Beyoncé", "Lil' Wayne" and "Lil Wayne", "Mary J. Blige" and
 * "Mary J Blige", "The Eurythmics" and "Eurythmics", "AC/DC" and "AC DC". Only for
 * matching: the patterns of an entity are its written name and aliases.
 */

const NO_TOKENS: ReadonlySet<string> = new Set();

/**
 * Lower case, no accents, no leading "the", "$" read as "s", "&" as "and", no `.'’!*`,
 * other punctuation as spaces, and none of `dropTokens`.
 */
export function nameKey(name: string, dropTokens: ReadonlySet<string> = NO_TOKENS): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\$/g, 's')
    .replace(/&/g, ' and ')
    .replace(/[.'’!*]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !dropTokens.has(w));
  if (words[0] === 'the' && words.length > 1) words.shift();
  return words.join(' ');
}

/**
 * The name with its initials closed up, as people type them ("J.K. Rowling" → "JK Rowling",
 * "George R. R. Martin" → "George RR Martin"); undefined when it has none.
 */
export function closedInitials(name: string): string | undefined {
  // Only initials followed by a word: "H.E.R." and "R.E.M." are no initials of a name.
  const closed = name.replace(
    /\b(?:\p{Lu}\.\s?){2,}(?=\p{L}{2})/gu,
    (m) => m.replace(/[.\s]/g, '') + ' ',
  );
  const out = closed.replace(/\s+/g, ' ').trim();
  return out === name ? undefined : out;
}
