import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../native-index/data-folder.js';

interface EvalDocument {
  kind: 'social' | 'text' | 'html';
  text: string;
}

function evalDocuments(): EvalDocument[] {
  return readFileSync(path.join(projectRoot, 'test', 'eval', 'documents.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EvalDocument);
}

/** 1,000 real-length posts: the evaluation set's posts (77-212 characters) in a fixed shuffled order. */
export function socialBatch(seed = 1): string[] {
  const posts = evalDocuments()
    .filter((d) => d.kind === 'social')
    .map((d) => d.text);
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) & 0x7fffffff);
  return Array.from({ length: 1000 }, () => posts[next() % posts.length]!);
}

/** News-length texts (the evaluation set's texts, 700-950 characters). */
export function newsTexts(): string[] {
  return evalDocuments()
    .filter((d) => d.kind === 'text')
    .map((d) => d.text);
}

/**
 * A page of about `bytes` bytes: one of the evaluation set's HTML pages (navigation,
 * sidebar, footer, scripts) whose article is grown with paragraphs of the set's texts.
 */
export function htmlPage(bytes = 50_000, seed = 0): string {
  const docs = evalDocuments();
  const pages = docs.filter((d) => d.kind === 'html').map((d) => d.text);
  const texts = docs.filter((d) => d.kind === 'text').map((d) => d.text);
  const page = pages[seed % pages.length]!;
  // The first paragraph is the article's byline or standfirst: the added paragraphs join the article.
  const cut = page.indexOf('</p>');
  const head = page.slice(0, cut + 4);
  const tail = page.slice(cut + 4);
  const extra: string[] = [];
  let size = page.length;
  for (let i = seed; size < bytes; i++) {
    const p = `\n<p>${texts[i % texts.length]!}</p>`;
    extra.push(p);
    size += p.length;
  }
  return head + extra.join('') + tail;
}
