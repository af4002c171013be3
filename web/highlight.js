// The input again, with the words the answer names marked where they occur as whole words.
import { el } from './api-client.js';

/**
 * Fills `box` with `segments` (one a line: a post, or the whole text), each with its own
 * marks ({ word, title, placed }: placed false is a phrase that matched but placed no
 * result category, shown fainter). Hidden when nothing is marked.
 */
export function highlight(box, segments) {
  box.replaceChildren();
  segments.forEach(({ text, marks }, n) => {
    if (n > 0) box.append('\n');
    markSegment(box, text, marks);
  });
  box.hidden = box.querySelector('mark') === null;
}

function markSegment(box, text, marks) {
  const byWord = new Map();
  for (const m of marks) {
    if (!m.word || m.word.length < 2) continue;
    const key = m.word.toLowerCase();
    const seen = byWord.get(key);
    // A word that placed a category anywhere is marked as placing.
    if (!seen || (m.placed !== false && seen.placed === false)) byWord.set(key, m);
  }
  if (byWord.size === 0 || !text) {
    box.append(text);
    return;
  }
  const escaped = [...byWord.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  let last = 0;
  for (const found of text.matchAll(re)) {
    const m = byWord.get(found[0].toLowerCase());
    const attrs = {};
    if (m?.title) attrs.title = m.title;
    if (m?.placed === false) attrs.class = 'other';
    box.append(text.slice(last, found.index), el('mark', attrs, found[0]));
    last = found.index + found[0].length;
  }
  box.append(text.slice(last));
}
