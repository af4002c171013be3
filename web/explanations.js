// Why the answer is what it is (`explain: true`): a keyword's chosen sense and rivals, a
// document's categories (what placed each) and its matched phrases with their senses.
import { el } from './api-client.js';

const pathText = (path) => path.join(' › ');

/** Score parts other than zero, as "prior -1.75, cue +1.57". */
const partsText = (parts) =>
  Object.entries(parts)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => `${k} ${v > 0 ? '+' : ''}${v.toFixed(2)}`)
    .join(', ');

/**
 * A document category's parts: the evidence terms as they are, the factors (vertical,
 * depth) as multipliers, the model's probability as it is.
 */
const FACTORS = new Set(['vertical', 'depth']);
const categoryPartsText = (parts) =>
  Object.entries(parts)
    .filter(([k, v]) => v !== 0 || FACTORS.has(k))
    .map(([k, v]) => `${k} ${FACTORS.has(k) ? '×' : ''}${v.toFixed(2)}`)
    .join(', ');

const quoted = (words) => words.map((w) => `“${w}”`).join(', ');

/** The rival senses, folded: each with its path, score and why it lost. */
function rivalList(rivals) {
  if (rivals.length === 0) return '';
  return el(
    'details',
    {},
    el('summary', {}, `${rivals.length} rival sense(s)`),
    el(
      'ul',
      { class: 'rivals' },
      ...rivals.map((r) =>
        el(
          'li',
          {},
          el('span', { class: 'path' }, pathText(r.path)),
          ` (${r.score.toFixed(2)}): ${r.lost}`,
        ),
      ),
    ),
  );
}

/**
 * The hybrid's `model` member: what the topic model would have answered, and whether it
 * agrees; nothing when the explanation has none.
 */
export function modelOpinion(e) {
  const m = e?.model;
  if (!m) return '';
  const verdict = m.agrees ? 'agrees' : 'disagrees';
  const sure = m.sure ? '' : ', below ml_threshold';
  return el(
    'div',
    { class: `why model-opinion${m.agrees ? '' : ' disagrees'}` },
    'topic model: ',
    el('span', { class: 'path' }, pathText(m.path)),
    ` (${m.probability.toFixed(2)}${sure}), ${verdict}`,
  );
}

/** classify/keywords: the "why" cell of one keyword. */
export function keywordWhy(e) {
  if (!e) return el('td', {});
  if (!e.chosen)
    return el(
      'td',
      { class: 'why' },
      e.source === 'model' ? 'topic model (no rule matched)' : 'nothing matched',
      modelOpinion(e),
    );
  return el(
    'td',
    { class: 'why' },
    el(
      'div',
      {},
      `“${e.chosen.words}” scored ${e.chosen.score.toFixed(2)}: ${partsText(e.chosen.parts)}`,
    ),
    rivalList(e.rivals),
    modelOpinion(e),
  );
}

/** A document's result category: what placed it and the parts of its score. */
export function categoryWhy(c) {
  if (c.source === 'model')
    return el('div', { class: 'why' }, `topic model: ${categoryPartsText(c.parts)}`);
  const what =
    c.source === 'cues'
      ? `cue words of its vertical ${quoted(c.words)}`
      : `matched ${quoted(c.words)}`;
  return el('div', { class: 'why' }, `${what}: ${categoryPartsText(c.parts)}`);
}

/** Lower-cased words that placed one of the result's categories. */
const placingWords = (e) =>
  new Set(e.categories.flatMap((c) => c.words.map((w) => w.toLowerCase())));

/**
 * A document's matched phrases: each with the sense chosen, its score parts and the
 * rivals; a phrase that placed none of the result's categories is marked fainter.
 */
export function mentionList(e) {
  const placing = placingWords(e);
  return el(
    'ul',
    { class: 'mentions why' },
    ...e.mentions.map((m) =>
      el(
        'li',
        {},
        el(
          'div',
          {},
          el(
            'mark',
            placing.has(m.chosen.words.toLowerCase()) ? {} : { class: 'other' },
            m.chosen.words,
          ),
          m.count > 1 ? ` ×${m.count}` : '',
          ' → ',
          el('span', { class: 'path' }, pathText(m.chosen.path)),
          `, scored ${m.chosen.score.toFixed(2)}: ${partsText(m.chosen.parts)}`,
        ),
        rivalList(m.rivals),
      ),
    ),
  );
}

/**
 * The words to mark in a document's input: the phrases that placed a result category
 * (and cue words), then the other matched phrases, each titled with the sense chosen.
 */
export function explainedWords(e) {
  const placing = placingWords(e);
  const marks = e.mentions.map((m) => ({
    word: m.chosen.words,
    title: pathText(m.chosen.path),
    placed: placing.has(m.chosen.words.toLowerCase()),
  }));
  for (const c of e.categories)
    if (c.source === 'cues')
      for (const word of c.words)
        marks.push({ word, title: `cue word: ${pathText(c.path)}`, placed: true });
  return marks;
}
