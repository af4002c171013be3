import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'puppeteer-core';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { launchChromium } from '../helpers/browser.js';

let server: TestServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

test.before(async () => {
  server = await startTestServer();
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (err) => problems.push(String(err)));
  await page.goto(server.url + '/', { waitUntil: 'networkidle0' });
  await page.type('#username', 'admin');
  await page.type('#password', server.adminPassword);
});
test.after(async () => {
  await browser?.close();
  await server?.stop();
});

async function classify(call: string, input: string) {
  await page.select('#call', call);
  await page.$eval('#input', (t) => ((t as unknown as { value: string }).value = ''));
  await page.type('#input', input);
  await page.click('#run');
  // A string, evaluated in the page: the tests compile without the DOM's types.
  await page.waitForFunction("document.getElementById('status').textContent !== 'Classifying…'");
  return page.$eval('#status', (s) => s.textContent ?? '');
}

test('the page loads from the server without errors, with its form', async () => {
  assert.is(await page.title(), 'Sortal playground');
  assert.ok(await page.$('#classify'));
  assert.equal(problems, []);
});

test('classify/keywords shows each keyword with its category path', async () => {
  const status = await classify('keywords', 'golf clubs\nsavings bank');
  assert.match(status, /Answered in \d+ ms/);
  const rows = await page.$$eval('table.results tbody tr', (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
  );
  assert.is(rows.length, 2);
  assert.is(rows[0]![0], 'golf clubs');
  assert.match(rows[0]![1], /Sports › .*Golf/);
  assert.match(rows[1]![1], /Finance/);
  assert.ok(await page.$eval('#raw-json', (p) => p.textContent!.includes('"mappings"')));
});

test('with explain, each keyword shows why: its words, score parts and rivals; the words are marked', async () => {
  await page.click('#explain');
  const status = await classify('keywords', 'bank\ngolf clubs');
  assert.match(status, /Answered/);
  const why = await page.$$eval('table.results tbody td.why', (tds) =>
    tds.map((td) => td.textContent),
  );
  assert.is(why.length, 2);
  assert.match(why[0], /“bank” scored -?\d+\.\d+: .*prior/);
  assert.match(why[0], /rival sense/);
  // Hybrid, the default type: what the topic model would have answered, and whether it agrees.
  assert.match(why[0], /topic model: .+ \(\d\.\d\d(, below ml_threshold)?\), (agrees|disagrees)/);
  const marks = await page.$$eval('#highlighted mark', (ms) => ms.map((m) => m.textContent));
  assert.equal(marks, ['bank', 'golf clubs']);
  await page.click('#explain');
});

test('classify/text shows scored categories and keywords, and marks the matched words in the input', async () => {
  await page.click('#entities');
  await page.click('#sentiment');
  const text = 'I bought new golf clubs and a golf bag. The golf course was wonderful!';
  const status = await classify('text', text);
  assert.match(status, /Answered/);
  const cats = await page.$$eval('.card ol.scored li', (lis) => lis.map((li) => li.textContent));
  assert.ok(cats.length > 0, 'some categories');
  assert.ok(
    cats.some((c) => /Golf/.test(c ?? '')),
    cats.join(' | '),
  );
  assert.match(
    await page.$eval('.card .sentiment', (p) => p.textContent ?? ''),
    /Sentiment: 0\.\d+/,
  );
  const marks = await page.$$eval('#highlighted mark', (ms) => ms.map((m) => m.textContent));
  assert.ok(marks.length > 0, 'matched words are marked');
  assert.ok(marks.every((m) => text.includes(m)));
});

/** The text of each `selector` in the page. */
const texts = (selector: string) =>
  page.$$eval(selector, (ns) => ns.map((n) => (n.textContent ?? '').replace(/\s+/g, ' ')));
/** [text, title, class] of each mark in the input shown again. */
const inputMarks = () =>
  page.$$eval('#highlighted mark', (ms) =>
    ms.map((m) => [m.textContent, m.getAttribute('title'), m.getAttribute('class')]),
  );

test('with explain, a text shows what placed each category and its phrases with their senses and rivals', async () => {
  await page.click('#explain');
  const text = 'I bought new golf clubs and a golf bag. My bank gave me a loan.';
  assert.match(await classify('text', text), /Answered/);
  const cats = await texts('.card ol.scored li');
  assert.ok(cats.length > 0);
  const reasons = await texts('.card ol.scored li .why');
  assert.is(reasons.length, cats.length, 'one reason per category');
  const golfBag = reasons.find((r) => r.startsWith('matched “golf bag”'));
  assert.ok(golfBag, reasons.join(' | '));
  assert.match(golfBag, /: evidence \d+\.\d\d, vertical ×\d+\.\d\d, depth ×\d+\.\d\d$/);
  const opinion = await texts('.card .model-opinion');
  assert.is(opinion.length, 1, 'the model opinion of the hybrid');
  assert.match(
    opinion[0],
    /^topic model: .+ \(\d\.\d\d(, below ml_threshold)?\), (agrees|disagrees)$/,
  );

  const mentions = await texts('ul.mentions > li');
  assert.ok(
    mentions.some((m) => /^golf bag → Sports › .*Golf bag, scored \d+\.\d\d: match /.test(m)),
    mentions.join(' | '),
  );
  // "bank" has rival senses, each with its path, score and why it lost.
  const bank = mentions.find((m) => m.startsWith('bank → Finance'));
  assert.ok(bank, mentions.join(' | '));
  assert.match(bank, /\d rival sense\(s\)/);
  assert.match(bank, /› [^(]+ \(-?\d+\.\d\d\): (a less likely|fewer|deeper|a weaker|less|tied)/);

  const marks = await inputMarks();
  assert.ok(marks.length > 0);
  for (const [word] of marks) assert.ok(text.includes(word), word);
  const bag = marks.find(([word]) => word === 'golf bag');
  assert.ok(bag, JSON.stringify(marks));
  assert.match(bag[1], /^Sports › .*Golf bag$/);
});

test('with explain, each post marks its own words with the sense chosen there', async () => {
  const posts = ['my bank raised its savings rate', 'we sat on the river bank fishing'];
  assert.match(await classify('social', posts.join('\n')), /Answered/);
  assert.is((await page.$$('.card')).length, 2);
  assert.is((await page.$$('.card ul.mentions')).length, 2);
  const marks = await inputMarks();
  const banks = marks.filter(([word]) => word === 'bank').map(([, title]) => title);
  assert.is(banks.length, 2);
  assert.match(banks[0], /^Finance/);
  assert.match(banks[1], /^Places/);
  // "fishing" matched a sense but placed none of the post's categories: marked fainter.
  const fishing = marks.find(([word]) => word === 'fishing');
  assert.ok(fishing, JSON.stringify(marks));
  assert.is(fishing[2], 'other');
  assert.equal(await page.$eval('#highlighted', (b) => b.textContent), posts.join('\n'));
});

test('with explain, an HTML page is shown as its text with the matched words marked', async () => {
  const html =
    '<html><head><title>Golf shop</title><script>var golf = 1;</script></head>' +
    '<body><p>New golf clubs and golf bags for sale</p></body></html>';
  assert.match(await classify('html', html), /Answered/);
  const shown = await page.$eval('#highlighted', (b) => b.textContent ?? '');
  assert.is(shown, 'Golf shop\nNew golf clubs and golf bags for sale');
  const marks = (await inputMarks()).map(([word]) => word);
  assert.ok(marks.includes('golf clubs') && marks.includes('golf bags'), marks.join(', '));
  assert.ok((await texts('ul.mentions > li')).length > 0);
  await page.click('#explain');
});

test('without explain, a document shows no reasons', async () => {
  assert.match(await classify('text', 'I bought new golf clubs.'), /Answered/);
  assert.ok((await texts('.card ol.scored li')).length > 0);
  assert.is((await page.$$('.card .why')).length, 0);
  assert.ok(await page.$eval('#raw-json', (p) => !p.textContent!.includes('"explanation"')));
});

test('a wrong password shows the API error message', async () => {
  await page.$eval(
    '#password',
    (p) => ((p as unknown as { value: string }).value = 'not-the-password'),
  );
  const status = await classify('keywords', 'golf');
  assert.match(status, /username or password is wrong/);
  // Chromium logs the 401 itself; nothing else may have gone wrong.
  assert.ok(
    problems.every((p) => /401/.test(p)),
    problems.join('\n'),
  );
  problems.length = 0;
  await page.$eval('#password', (p) => ((p as unknown as { value: string }).value = ''));
  await page.type('#password', server.adminPassword);
});

test('the taxonomy browser lists the top tiers with counts, opens one, and finds by name', async () => {
  await page.click('button[data-tab="taxonomy"]');
  await page.waitForSelector('#tree > li');
  const tops = await page.$$eval('#tree > li', (lis) =>
    lis.map((li) => [
      li.querySelector('.name')!.textContent,
      li.querySelector('.count')!.textContent,
    ]),
  );
  const sports = tops.find(([name]) => name === 'Sports');
  assert.ok(sports, tops.map((t) => t[0]).join(', '));
  assert.ok(Number(sports[1]!.replace(/,/g, '')) > 0);
  await page.$$eval('#tree > li', (lis) => {
    const li = lis.find((l) => l.querySelector('.name')!.textContent === 'Sports')!;
    (li.querySelector('.toggle') as unknown as { click(): void }).click();
  });
  await page.waitForSelector('#tree > li > ul.tree > li');
  const children = await page.$$eval('#tree > li > ul.tree > li .name', (ns) =>
    ns.map((n) => n.textContent),
  );
  assert.ok(children.length > 0);
  await page.type('#find-q', 'golf');
  await page.click('#find button[type="submit"]');
  await page.waitForSelector('#found li');
  const found = await page.$$eval('#found li .path', (ps) => ps.map((p) => p.textContent));
  assert.ok(
    found.every((p) => /golf/i.test(p)),
    found.join(' | '),
  );
  assert.equal(problems, []);
});

test.run();
