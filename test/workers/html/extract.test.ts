import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { extractHtml, pageText } from '../../../workers/html/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Fixtures live in the source tree; works from dist/test/workers/html and from test/workers/html. */
function fixture(name: string): string {
  for (const dir of [
    path.join(here, '../../fixtures/html'),
    path.join(here, '../../../../test/fixtures/html'),
  ]) {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      // try the next location
    }
  }
  throw new Error(`fixture ${name} not found`);
}

const news = fixture('news-article.html');
const blog = fixture('blog-post.html');
const portal = fixture('link-portal.html');

test('news page: title, description, h1–h3 headings outside boilerplate', () => {
  const r = extractHtml(news);
  assert.is(r.title, 'Harbour town opens tidal energy plant | The Coastal Ledger');
  assert.is(
    r.description,
    'A small harbour town has switched on a tidal turbine array that should cover most of its electricity needs.',
  );
  assert.equal(r.headings, [
    'Harbour town opens tidal energy plant',
    'How the turbines work',
    'Concerns about wildlife',
  ]);
});

test('news page: the article is chosen over nav, ads, sharing, comments, sidebar and footer', () => {
  const r = extractHtml(news);
  assert.is(r.fullPage, false);
  assert.ok(r.relevantTags >= 6, `relevantTags ${r.relevantTags}`);
  for (const want of [
    'Residents of Port Alder gathered on the quay',
    'took four years to plan and eighteen months to build.',
    'Unlike wind, the tide is predictable years in advance',
    'Surplus electricity will be stored',
    'Some fishermen worry about the effect on seals and salmon',
  ]) {
    assert.ok(r.text.includes(want), `missing: ${want}`);
  }
  for (const unwanted of [
    'Subscribe',
    'We use cookies',
    'Live: ferry timetable',
    'Buy cheap flights',
    'Advertisement',
    'Share on social',
    'Great news for the town',
    'Most read',
    'Lifeboat crew rescues',
    'morning briefing',
    'All rights reserved',
    'JSON headline',
    'not content',
    'dataLayer',
    'font-family',
  ]) {
    assert.not.ok(r.text.includes(unwanted), `should not contain: ${unwanted}`);
  }
  // Paragraphs stay on their own lines; sentences are not glued together.
  const lines = r.text.split('\n');
  assert.ok(
    lines.some((l) => l.startsWith('Residents of Port Alder') && l.endsWith('of its electricity.')),
  );
  assert.ok(lines.includes('How the turbines work'));
  assert.not.ok(r.text.includes('  '));
});

test('blog page: og:title / og:description fallbacks; content column over widgets', () => {
  const r = extractHtml(blog);
  assert.is(r.title, 'Sourdough for beginners');
  assert.is(r.description, 'A gentle introduction to baking bread with a wild yeast starter.');
  assert.equal(r.headings, ['Sourdough for beginners', 'What you need', 'Method']);
  assert.is(r.fullPage, false);
  assert.ok(r.text.includes('Feeding the starter every day'));
  assert.ok(r.text.includes('\n350 g water at room temperature\n'));
  assert.ok(r.text.includes('Oven: 250 °C'));
  for (const unwanted of [
    'Categories',
    'January 2024',
    'Recipes',
    'Tweet',
    'Mine came out flat',
    'Powered by',
  ]) {
    assert.not.ok(r.text.includes(unwanted), unwanted);
  }
});

test('min_tags: fewer relevant tags than asked -> whole-page text', () => {
  const normal = extractHtml(news, { minTags: 3 });
  assert.is(normal.fullPage, false);
  const full = extractHtml(news, { minTags: 1000 });
  assert.is(full.fullPage, true);
  assert.is(full.relevantTags, normal.relevantTags);
  assert.is(full.title, normal.title);
  for (const want of [
    'Subscribe',
    'Most read',
    'All rights reserved',
    'Residents of Port Alder',
    'Great news for the town',
  ]) {
    assert.ok(full.text.includes(want), want);
  }
  // Still never script, style or JSON-LD.
  for (const unwanted of [
    'JSON headline',
    'not content',
    'dataLayer',
    'font-family',
    'innerHTML',
  ]) {
    assert.not.ok(full.text.includes(unwanted), unwanted);
  }
  assert.is(full.text, pageText(news));
  // A page with no article at all falls back by itself.
  const p = extractHtml(portal);
  assert.is(p.fullPage, true);
  assert.is(p.title, 'Links & more');
  assert.is(p.text, 'Weather\nMaps\nMail\nNews\nShopping\nGames\nWelcome to the portal.');
});

test('entities are decoded in text, title, meta and headings', () => {
  const r = extractHtml(
    '<title>Fish &amp; Chips &mdash; &#x1F41F;</title><meta name="description" content="caf&eacute; &lt;b&gt; &quot;x&quot;">' +
      '<h1>R&amp;D&nbsp;news</h1><p>Caf&eacute; prices rose 5&percnt; &ndash; &#8220;steeply&#8221;, said Bob &amp; Alice &copy; 2024 &notanentity; &amp</p>',
  );
  assert.is(r.title, 'Fish & Chips — 🐟');
  assert.is(r.description, 'café <b> "x"');
  assert.equal(r.headings, ['R&D news']);
  assert.ok(pageText('<p>a&nbsp;&nbsp;b</p>') === 'a b');
  // (`&not` is a legacy entity decoded even without its semicolon, as browsers do.)
  assert.match(r.text, 'Café prices rose 5% – “steeply”, said Bob & Alice © 2024 ¬anentity; &');
  assert.is(pageText('<p>&unknownentity; &#65;&#x42;</p>'), '&unknownentity; AB');
});

test('script, style, noscript, template, svg, iframe, form controls and hidden content are ignored', () => {
  const html = `<body>
    <script>var s = "</div></p><p>script text</p>"; if (a < b && c > d) { document.write('<div>written</div>') }</script>
    <script type="module">import x from "y"; // </scri
    </script>
    <style>p::after { content: "</p>style text" }</style>
    <noscript><p>noscript text</p></noscript>
    <template><p>template text</p></template>
    <svg><title>svg title</title><text>svg text</text><style>svg style</style></svg>
    <math><mi>math text</mi></math>
    <iframe src="x">iframe text</iframe>
    <form><select><option>option text</option></select><textarea>textarea </div> text</textarea><button>button text</button><label>Name</label></form>
    <div hidden>hidden text</div>
    <p>Visible paragraph text, long enough to be the content of this page for sure.</p>
  </body>`;
  const t = pageText(html);
  for (const unwanted of [
    'script text',
    'written',
    'import x',
    'style text',
    'noscript text',
    'template text',
    'svg title',
    'svg text',
    'svg style',
    'math text',
    'iframe text',
    'option text',
    'textarea',
    'button text',
    'hidden text',
  ]) {
    assert.not.ok(t.includes(unwanted), `${unwanted} in ${JSON.stringify(t)}`);
  }
  assert.ok(t.includes('Visible paragraph text'));
  const r = extractHtml(html);
  assert.is(r.text, 'Visible paragraph text, long enough to be the content of this page for sure.');
  assert.is(r.title, '');
});

test('whitespace collapsed; blocks and <br> are line breaks; inline markup is not', () => {
  const t =
    pageText(`<div>  First   line\n\t of text <b>bold</b><i>italic</i>  </div><p>Hel<b>lo</b>, <em>world</em>.<br>Next line<br/><br>after two</p>
    <ul><li>one</li><li>two</li></ul><table><tr><td>cell a</td><td>cell b</td></tr></table><nav><a href=1>Home</a><a href=2>News</a></nav>`);
  assert.is(
    t,
    'First line of text bolditalic\nHello, world.\nNext line\nafter two\none\ntwo\ncell a\ncell b\nHome News',
  );
});

test('implied end tags: unclosed p, li, td and headings', () => {
  const t = pageText(
    '<p>one<p>two<ul><li>a<li>b<ul><li>b1<li>b2</ul><li>c</ul><table><tr><td>x<td>y<tr><td>z</table><h2>H<h3>I</h3>',
  );
  assert.is(t, 'one\ntwo\na\nb\nb1\nb2\nc\nx\ny\nz\nH\nI');
});

test('broken markup never throws and keeps the text', () => {
  const inputs = [
    '',
    '<',
    '</',
    '<p',
    '<<<<>>>>',
    '<p>unclosed <b>bold <i>both</p> after</b> end</i>',
    '</div></div></p>text</span>',
    '<!-- unclosed comment <p>hidden',
    '<![CDATA[ cdata ]]> <p>x</p>',
    '<p>\u0000nul\u0000</p>',
    '<svg><p>breaks out of svg</p>',
    '<table><div>in table</div><td>cell</table>',
    '<a href="x"><a href="y">nested links</a></a>',
    '<title>unterminated title',
    '<textarea>unterminated',
    '<script>unterminated script',
    '<p title="unterminated attribute>text',
    '&#0; &#xD800; &#x110000; &#99999999999;',
    '<html><html><body><body><head><p>dup</p>',
    '<plaintext><p>raw</p>',
  ];
  for (const h of inputs) {
    const r = extractHtml(h, { minTags: 1 });
    assert.type(r.text, 'string');
    assert.type(pageText(h), 'string');
  }
  assert.match(pageText('<p>unclosed <b>bold <i>both</p> after</b> end</i>'), 'unclosed bold both');
  assert.is(pageText('<svg><p>breaks out of svg</p>'), 'breaks out of svg');
  assert.is(pageText('<plaintext><p>raw</p>'), '<p>raw</p>');
  // Non-string input is tolerated.
  assert.type(extractHtml(undefined as unknown as string).text, 'string');
  assert.type(pageText(12345 as unknown as string), 'string');
});

test('link-dense blocks lose to prose; class hints decide close calls', () => {
  const prose =
    'This is a sentence of real article prose, with commas, and enough length to count. '.repeat(3);
  const links = Array.from(
    { length: 30 },
    (_, i) => `<a href="/${i}">Related story number ${i} with a long title</a>`,
  ).join(' ');
  const r = extractHtml(
    `<div class="list">${links}</div><div><p>${prose}</p><p>${prose}</p></div><div class="promo"><p>${prose}</p></div>`,
  );
  assert.is(r.fullPage, false);
  assert.ok(r.text.includes('real article prose'));
  assert.not.ok(r.text.includes('Related story number'));
  assert.is(r.text.split('\n').length, 2);
});

test('output caps: description and title bounded', () => {
  const r = extractHtml(
    `<title>${'t '.repeat(100000)}</title><meta name="description" content="${'d '.repeat(100000)}">`,
  );
  assert.ok(r.title.length <= 1000);
  assert.ok(r.description.length <= 1000);
});

test.run();
