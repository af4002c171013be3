// The playground: sends the input to the chosen classify call and shows the answer.
import { api, el, restoreCredentials } from './api-client.js';

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
  if ($('explain').checked && call === 'keywords') body.explain = true;
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

const partsText = (parts) =>
  Object.entries(parts)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => `${k} ${v > 0 ? '+' : ''}${v.toFixed(2)}`)
    .join(', ');

/** Why a keyword got its category: the words and score parts, then the rivals and why they lost. */
function explanationCell(e) {
  if (!e) return el('td', {});
  if (!e.chosen)
    return el(
      'td',
      { class: 'why' },
      e.source === 'model' ? 'topic model (no rule matched)' : 'nothing matched',
    );
  const rivals = el(
    'ul',
    { class: 'rivals' },
    ...e.rivals.map((r) =>
      el(
        'li',
        {},
        el('span', { class: 'path' }, r.path.join(' › ')),
        ` (${r.score.toFixed(2)}): ${r.lost}`,
      ),
    ),
  );
  return el(
    'td',
    { class: 'why' },
    el(
      'div',
      {},
      `“${e.chosen.words}” scored ${e.chosen.score.toFixed(2)}: ${partsText(e.chosen.parts)}`,
    ),
    e.rivals.length
      ? el('details', {}, el('summary', {}, `${e.rivals.length} rival sense(s)`), rivals)
      : '',
  );
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
      ...(explained ? [explanationCell(r.explanation)] : []),
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
  const cats = el('ol', { class: 'scored' });
  for (const sc of result.scored_categories ?? [])
    cats.append(
      el(
        'li',
        {},
        el('span', { class: 'path' }, pathOf(categories, sc.category_id)),
        el('span', { class: 'score' }, sc.score.toFixed(3)),
      ),
    );
  card.append(el('h4', {}, 'Categories'), cats.childElementCount ? cats : el('p', {}, 'none'));
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

/** The words the answer names (keywords, entities), marked where they occur in the text. */
function highlight(text, words) {
  const wanted = [...new Set(words.filter((w) => w && w.length > 1).map((w) => w.toLowerCase()))];
  const box = $('highlighted');
  box.replaceChildren();
  if (wanted.length === 0 || !text) {
    box.hidden = true;
    return;
  }
  const escaped = wanted
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  let last = 0;
  for (const m of text.matchAll(re)) {
    box.append(text.slice(last, m.index), el('mark', {}, m[0]));
    last = m.index + m[0].length;
  }
  box.append(text.slice(last));
  box.hidden = box.querySelector('mark') === null;
}

function show(call, input, answer) {
  const out = $('results');
  out.replaceChildren();
  const result = answer.classify;
  const categories = result.categories ?? {};
  const words = [];
  if (call === 'keywords') {
    out.append(keywordTable(lines(input), result));
    words.push(...result.results.map((r) => r.explanation?.chosen?.words));
  } else if (call === 'social') {
    result.results.forEach((r, n) => {
      out.append(documentCard(lines(input)[n] ?? `post ${n + 1}`, r, categories));
      words.push(...(r.scored_keywords ?? []).map((k) => k.keyword));
      words.push(...(r.entities ?? []).map((e) => categories[e.category_id]?.name));
    });
  } else {
    out.append(documentCard(result.title || call, result, categories));
    words.push(...(result.scored_keywords ?? []).map((k) => k.keyword));
    words.push(...(result.entities ?? []).map((e) => categories[e.category_id]?.name));
  }
  highlight(call === 'url' || call === 'html' ? '' : input, words);
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
