// The taxonomy browser: top tiers with their counts, children on demand, search by name.
import { api, el } from './api-client.js';

const $ = (id) => document.getElementById(id);
let loaded = false;

function node(category) {
  const label = el('span', { class: 'name' }, category.name);
  const count = el('span', { class: 'count' }, category.descendants.toLocaleString('en'));
  const item = el('li', { 'data-id': category.id }, label, ' ', count);
  if (!category.has_children) {
    item.classList.add('leaf');
    return item;
  }
  const toggle = el('button', { type: 'button', class: 'toggle', 'aria-expanded': 'false' }, '▸');
  item.prepend(toggle, ' ');
  let children;
  toggle.addEventListener('click', async () => {
    const open = toggle.getAttribute('aria-expanded') === 'true';
    if (open) {
      toggle.setAttribute('aria-expanded', 'false');
      toggle.textContent = '▸';
      children.hidden = true;
      return;
    }
    if (!children) {
      children = el('ul', { class: 'tree' });
      item.append(children);
      await fill(children, category.id);
    }
    children.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    toggle.textContent = '▾';
  });
  return item;
}

async function fill(list, id) {
  const status = $('taxonomy-status');
  try {
    const answer = await api('GET', `/categories/children/${encodeURIComponent(id)}`);
    list.replaceChildren(...answer.categories.map(node));
    status.textContent = '';
  } catch (err) {
    status.textContent = err.message;
  }
}

async function find(event) {
  event.preventDefault();
  const q = $('find-q').value.trim();
  const found = $('found');
  const status = $('taxonomy-status');
  if (q.length < 2) {
    found.replaceChildren();
    return;
  }
  try {
    const answer = await api('GET', `/categories/find?q=${encodeURIComponent(q)}&limit=25`);
    found.replaceChildren(
      ...answer.categories.map((c) =>
        el(
          'li',
          {},
          el('span', { class: 'path' }, c.path.join(' › ')),
          ' ',
          el('span', { class: 'count' }, c.descendants.toLocaleString('en')),
        ),
      ),
    );
    status.textContent = `${answer.categories.length} found`;
  } catch (err) {
    status.textContent = err.message;
  }
}

document.addEventListener('tab', (event) => {
  if (event.detail !== 'taxonomy' || loaded) return;
  loaded = true;
  void fill($('tree'), 'root');
});
$('find').addEventListener('submit', find);
