// The playground: sends the input to the chosen classify call and shows the answer.
import { api, el, restoreCredentials } from './api-client.js';
import {
  categoryWhy,
  explainedWords,
  keywordWhy,
  mentionList,
  modelOpinion,
} from './explanations.js';
import { highlight } from './highlight.js';

const $ = (id) => document.getElementById(id);

const FLAG_NAMES = {
  2: 'General',
  4: 'Adult',
  8: 'Alcohol',
  16: 'Fireworks',
  32: 'Gambling',
  64: 'Prescription drugs',
  128: 'Tobacco',
  256: 'Weapons',
  2048: 'Intent',
};

const lines = (text) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The request body of the chosen call from the form. */
function requestBody(call, input) {
  const body = {};
  const type = $('classification_type').value;
  if (type !== '') body.classification_type = Number(type);
  if ($('entities').checked) body.entities = true;
  if ($('flags').checked && (call === 'keywords' || call === 'social')) body.flags = true;
  if ($('sentiment').checked && call !== 'keywords') body.sentiment = true;
  if ($('explain').checked) body.explain = true;
  if (call === 'keywords') body.keywords = lines(input);
  else if (call === 'social') body.social = lines(input);
  else if (call === 'url') body.url = input.trim();
  else body[call] = input;
  return body;
}

const pathOf = (categories, id) => {
  const c = categories[id];
  return c ? c.path.join(' › ') : '(not in this answer)';
};

function flagList(flags) {
  if (!flags || flags.length === 0) return '';
  return [...new Set(flags.map((f) => FLAG_NAMES[f.flag_id] ?? `flag ${f.flag_id}`))].join(', ');
}

function keywordTable(keywords, answer) {
  const explained = answer.results.some((r) => 'explanation' in r);
  const rows = answer.results.map((r, n) =>
    el(
      'tr',
      {},
      el('td', {}, keywords[n] ?? ''),
      el('td', { class: 'path' }, r.category_id ? pathOf(answer.categories, r.category_id) : '—'),
      el('td', { class: 'flags' }, flagList(r.flags)),
      ...(explained ? [keywordWhy(r.explanation)] : []),
    ),
  );
  const heads = ['keyword', 'category', 'flags', ...(explained ? ['why'] : [])];
  return el(
    'table',
    { class: 'results' },
    el('thead', {}, el('tr', {}, ...heads.map((h) => el('th', {}, h)))),
    el('tbody', {}, ...rows),
  );
}

/** One document's (or post's) categories, keywords, entities, sentiment and flags. */
function documentCard(title, result, categories) {
  const card = el('article', { class: 'card' }, el('h3', {}, title));
  const why = result.explanation;
  const cats = el('ol', { class: 'scored' });
  (result.scored_categories ?? []).forEach((sc, n) => {
    const line = el(
      'div',
      { class: 'line' },
      el('span', { class: 'path' }, pathOf(categories, sc.category_id)),
      el('span', { class: 'score' }, sc.score.toFixed(3)),
    );
    const placed = why?.categories[n];
    cats.append(el('li', {}, line, ...(placed ? [categoryWhy(placed)] : [])));
  });
  card.append(el('h4', {}, 'Categories'), cats.childElementCount ? cats : el('p', {}, 'none'));
  if (why?.mentions.length)
    card.append(el('h4', {}, 'Matched phrases and their senses'), mentionList(why));
  if (why?.model) card.append(modelOpinion(why));
  const kws = (result.scored_keywords ?? []).map((k) => `${k.keyword} (${k.score.toFixed(2)})`);
  if (kws.length)
    card.append(el('h4', {}, 'Keywords'), el('p', { class: 'keywords' }, kws.join(', ')));
  if (result.entities?.length)
    card.append(
      el('h4', {}, 'Entities'),
      el(
        'ul',
        { class: 'entities' },
        ...result.entities.map((e) =>
          el(
            'li',
            {},
            el('span', { class: 'entity-type' }, e.type ?? ''),
            ' ',
            categories[e.category_id]?.name ?? e.category_id,
          ),
        ),
      ),
    );
  if (typeof result.sentiment === 'number')
    card.append(el('p', { class: 'sentiment' }, `Sentiment: ${result.sentiment.toFixed(3)}`));
  const flags = flagList(result.flags);
  if (flags) card.append(el('p', { class: 'flags' }, `Flags: ${flags}`));
  return card;
}

/** The words a document's answer names: its matched phrases when explained, else its keywords and entities. */
function documentMarks(result, categories) {
  if (result.explanation) return explainedWords(result.explanation);
  return [
    ...(result.scored_keywords ?? []).map((k) => k.keyword),
    ...(result.entities ?? []).map((e) => categories[e.category_id]?.name),
  ].map((word) => ({ word }));
}

/** The text of an HTML input as the page reads it (no script runs: the document is inert). */
function htmlText(html) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const n of doc.querySelectorAll('script, style, noscript, template')) n.remove();
  const title = doc.title.trim();
  const body = (doc.body?.textContent ?? '')
    .replace(/[ \t\r]+/g, ' ')
    .replace(/ ?\n[ \n]*/g, '\n')
    .trim();
  return title && !body.startsWith(title) ? `${title}\n${body}` : body;
}

function show(call, input, answer) {
  const out = $('results');
  out.replaceChildren();
  const result = answer.classify;
  const categories = result.categories ?? {};
  let segments;
  if (call === 'keywords') {
    out.append(keywordTable(lines(input), result));
    const words = result.results.map((r) => r.explanation?.chosen?.words);
    segments = [{ text: input, marks: words.map((word) => ({ word })) }];
  } else if (call === 'social') {
    segments = result.results.map((r, n) => {
      const post = lines(input)[n] ?? '';
      out.append(documentCard(post || `post ${n + 1}`, r, categories));
      return { text: post, marks: documentMarks(r, categories) };
    });
  } else {
    out.append(documentCard(result.title || call, result, categories));
    // A URL's page is fetched by the server: the explanation marks its words instead.
    const text = call === 'url' ? '' : call === 'html' ? htmlText(input) : input;
    segments = [{ text, marks: documentMarks(result, categories) }];
  }
  highlight($('highlighted'), segments);
  $('raw-json').textContent = JSON.stringify(answer, null, 2);
  $('raw').hidden = false;
}

async function classify(event) {
  event.preventDefault();
  const call = $('call').value;
  const input = $('input').value;
  const status = $('status');
  status.textContent = 'Classifying…';
  status.className = '';
  $('run').disabled = true;
  const started = performance.now();
  try {
    const answer = await api('POST', `/classify/${call}`, requestBody(call, input));
    show(call, input, answer);
    status.textContent = `Answered in ${Math.round(performance.now() - started)} ms`;
  } catch (err) {
    status.textContent = err.message;
    status.className = 'error';
  } finally {
    $('run').disabled = false;
  }
}

function switchTab(name) {
  for (const tab of document.querySelectorAll('.tab'))
    tab.setAttribute('aria-selected', String(tab.dataset.tab === name));
  for (const panel of document.querySelectorAll('.panel')) panel.hidden = panel.id !== name;
  document.dispatchEvent(new CustomEvent('tab', { detail: name }));
}

restoreCredentials();
$('classify').addEventListener('submit', classify);
for (const tab of document.querySelectorAll('.tab'))
  tab.addEventListener('click', () => switchTab(tab.dataset.tab));
