import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERTICALS } from '../../build-index/taxonomy/verticals.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** documents.jsonl beside the compiled test, or in the sources (this file runs from dist/test/eval/). */
function documentsPath(): string {
  const candidates = [
    path.join(here, 'documents.jsonl'),
    path.join(here, '..', '..', '..', 'test', 'eval', 'documents.jsonl'),
  ];
  for (const c of candidates) {
    try {
      readFileSync(c);
      return c;
    } catch {
      // try the next
    }
  }
  throw new Error(`documents.jsonl not found (looked in ${candidates.join(', ')})`);
}

interface DocumentCase {
  id: string;
  kind: 'social' | 'text' | 'html';
  vertical: string;
  split: 'tune' | 'report';
  text: string;
}

const KINDS = ['social', 'text', 'html'];
const SPLITS = ['tune', 'report'];
const FIELDS = ['id', 'kind', 'vertical', 'split', 'text'];
const slugOf = new Map(VERTICALS.map((v) => [v.name, v.slug]));

const lines = readFileSync(documentsPath(), 'utf8').split('\n');
if (lines.at(-1) === '') lines.pop();

test('every line is a JSON object with exactly the documented fields', () => {
  for (const [k, line] of lines.entries()) {
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch (err) {
      assert.unreachable(`line ${k + 1} does not parse: ${String(err)}`);
    }
    assert.type(o, 'object', `line ${k + 1}`);
    assert.equal(Object.keys(o as object).sort(), [...FIELDS].sort(), `line ${k + 1}`);
  }
});

/** The lines that parse; the first test reports those that do not. */
const docs = lines.flatMap((l) => {
  try {
    return [JSON.parse(l) as DocumentCase];
  } catch {
    return [];
  }
});

test('fields are valid: known vertical, kind and split, id prefixed by the vertical slug, non-empty text', () => {
  for (const d of docs) {
    const slug = slugOf.get(d.vertical);
    assert.ok(slug, `${d.id}: unknown vertical ${JSON.stringify(d.vertical)}`);
    assert.ok(KINDS.includes(d.kind), `${d.id}: kind ${d.kind}`);
    assert.ok(SPLITS.includes(d.split), `${d.id}: split ${d.split}`);
    assert.match(d.id, new RegExp(`^${slug}-[1-9][0-9]*$`), `${d.id}: id`);
    assert.type(d.text, 'string');
    assert.ok(d.text.trim().length > 0, `${d.id}: empty text`);
    if (d.kind === 'html') assert.match(d.text, /<title>/i, `${d.id}: html without <title>`);
  }
});

test('ids are unique', () => {
  const seen = new Set<string>();
  for (const d of docs) {
    assert.not.ok(seen.has(d.id), `duplicate id ${d.id}`);
    seen.add(d.id);
  }
});

test('at least 300 documents, at least 8 for each of the 25 verticals', () => {
  assert.ok(docs.length >= 300, `only ${docs.length} documents`);
  assert.is(VERTICALS.length, 25);
  for (const v of VERTICALS) {
    const n = docs.filter((d) => d.vertical === v.name).length;
    assert.ok(n >= 8, `${v.name}: only ${n} documents`);
  }
});

test('every kind and both splits are present', () => {
  for (const k of KINDS)
    assert.ok(
      docs.some((d) => d.kind === k),
      `no ${k} documents`,
    );
  for (const s of SPLITS)
    assert.ok(
      docs.some((d) => d.split === s),
      `no ${s} documents`,
    );
});

test.run();
