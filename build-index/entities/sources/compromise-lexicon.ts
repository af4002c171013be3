/**
 * The words compromise's built-in lexicon gives a tag ("Person", "SportsTeam",
 * "Organization"...), lower case as the lexicon holds them, sorted.
 */
import nlp from 'compromise';

type Lexicon = Record<string, string | string[]>;

export function compromiseWords(tag: string): string[] {
  const lexicon = (nlp.model() as { one: { lexicon: Lexicon } }).one.lexicon;
  return Object.keys(lexicon)
    .filter((w) => lexicon[w] === tag)
    .sort();
}
