import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startPageServer } from '../../bench/page-server.js';

test('startPageServer serves each page on loopback, allows every robot, answers 404 to anything else', async () => {
  const pages = await startPageServer(['<p>one</p>', '<p>two</p>']);
  try {
    assert.equal(pages.urls, [
      `http://127.0.0.1:${pages.port}/page-0.html`,
      `http://127.0.0.1:${pages.port}/page-1.html`,
    ]);
    const second = await fetch(pages.urls[1]!);
    assert.is(second.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.is(await second.text(), '<p>two</p>');
    const robots = await fetch(`http://127.0.0.1:${pages.port}/robots.txt`);
    assert.match(await robots.text(), /Allow: \//);
    const missing = await fetch(`http://127.0.0.1:${pages.port}/page-2.html`);
    await missing.arrayBuffer();
    assert.is(missing.status, 404);
    assert.equal(pages.counts, { pages: 1, robots: 1, other: 1 });
  } finally {
    await pages.close();
  }
});

test.run();
