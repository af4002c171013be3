import {
  CONNECTIVES,
  CONNECTIVES_COMMA,
  CONNECTIVE_PHRASES,
  DEMONSTRATIVES,
  PHRASE_FIRST,
  PRONOUNS,
  VERBISH,
} from './dangling-words.js';

const LEAD =
  /^[^\p{L}\p{N}]*(\p{L}[\p{L}\p{M}'’]*)([^\p{L}\p{N}]*)([\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*)?/u;

/** Starts with a connective or pronoun that needs an earlier sentence. */
export function startsDangling(text: string): boolean {
  const m = LEAD.exec(text.length > 200 ? text.slice(0, 200) : text);
  if (!m) return false;
  const w1 = m[1]!.toLowerCase().replace(/’/g, "'");
  const base = w1.replace(/'.*$/, '');
  const sep = m[2] ?? '';
  const w2 = (m[3] ?? '').toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
  const comma = /^\s*,/.test(sep);
  if (CONNECTIVES.has(base)) {
    if (sep.startsWith('-')) return false; // "then-President", "so-called"
    if (base === 'so' && (w2 === 'far' || w2 === 'much' || w2 === 'many' || w2 === 'long'))
      return false;
    if (base === 'yet' && w2 === 'another') return false;
    return true;
  }
  if (comma && CONNECTIVES_COMMA.has(base)) return true;
  if (PRONOUNS.has(base)) return !sep.startsWith('-');
  if (DEMONSTRATIVES.has(base)) {
    if (!m[3]) return true; // "This." / "That, however, ..."
    if (/[^\s"'“”‘’]/.test(sep)) return true; // punctuation between: "This, in turn"
    if (VERBISH.has(w2)) return true;
    if (
      (base === 'this' || base === 'that') &&
      w2.length > 3 &&
      /[^su]s$/.test(w2) &&
      !w2.endsWith('ss')
    )
      return true;
    if (w2.length > 4 && w2.endsWith('ed')) return true;
    return false;
  }
  if (PHRASE_FIRST.has(base)) {
    const head = text
      .slice(0, 80)
      .toLowerCase()
      .replace(/^[^\p{L}]+/u, '')
      .replace(/\s+/g, ' ');
    for (const p of CONNECTIVE_PHRASES) {
      if (head.startsWith(p) && !/\p{L}/u.test(head.charAt(p.length))) return true;
    }
  }
  return false;
}
