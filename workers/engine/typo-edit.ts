/**
 * Whether the one edit between a typed word and a dictionary word is one people make
 * when they type (speller.ts): a letter left out, two neighbours swapped, a vowel for a
 * vowel, a key next to the intended one (QWERTY), or a letter typed twice or next to its
 * key's neighbour. Other edits ("wallen" -> "wallet", "anker" -> "anger", "sony" -> "son")
 * turn names the index does not know into other words far more often than they fix typos.
 */

/** QWERTY neighbours of each letter (made symmetric below). */
const NEIGHBOURS: Record<string, string> = {
  a: 'qwsz',
  b: 'vghn',
  c: 'xdfv',
  d: 'serfcx',
  e: 'wsdr',
  f: 'drtgvc',
  g: 'ftyhbv',
  h: 'gyujnb',
  i: 'ujko',
  j: 'huikmn',
  k: 'jiolm',
  l: 'kop',
  m: 'njk',
  n: 'bhjm',
  o: 'iklp',
  p: 'ol',
  q: 'wa',
  r: 'edft',
  s: 'awedxz',
  t: 'rfgy',
  u: 'yhji',
  v: 'cfgb',
  w: 'qase',
  x: 'zsdc',
  y: 'tghu',
  z: 'asx',
};

/** adjacent[a * 26 + b] = 1 when keys a and b (0..25) touch. */
const adjacent = new Uint8Array(26 * 26);
for (const [k, ns] of Object.entries(NEIGHBOURS)) {
  const a = k.charCodeAt(0) - 97;
  for (const n of ns) {
    const b = n.charCodeAt(0) - 97;
    adjacent[a * 26 + b] = 1;
    adjacent[b * 26 + a] = 1;
  }
}

const VOWELS = new Uint8Array(128);
for (const v of 'aeiouy') VOWELS[v.charCodeAt(0)] = 1;

function near(a: number, b: number): boolean {
  return (VOWELS[a] === 1 && VOWELS[b] === 1) || adjacent[(a - 97) * 26 + (b - 97)] === 1;
}

/**
 * `q[0..L)` and `w[off..off+n)` (lower-case ASCII) are one edit apart: is that edit a
 * typing slip? (Undefined for words that are not one edit apart.)
 */
export function isTypoEdit(
  q: Uint8Array,
  L: number,
  w: Uint8Array,
  off: number,
  n: number,
): boolean {
  // A letter left out.
  if (L === n - 1) return true;
  let i = 0;
  const m = L < n ? L : n;
  while (i < m && q[i] === w[off + i]) i++;
  if (L === n + 1) {
    // A letter too many at i: typed twice, or a neighbour of a letter beside it.
    const x = q[i]!;
    return (
      (i > 0 && (q[i - 1] === x || near(q[i - 1]!, x))) ||
      (i + 1 < L && (q[i + 1] === x || near(q[i + 1]!, x)))
    );
  }
  // Same length: two neighbours swapped, or one letter for another.
  if (i + 1 < L && q[i] === w[off + i + 1] && q[i + 1] === w[off + i]) return true;
  return near(q[i]!, w[off + i]!);
}
