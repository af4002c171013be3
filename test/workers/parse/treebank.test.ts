import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze, DEPENDENCY_LABELS, PENN_TAGS } from '../../../workers/parse/index.js';
import { runParseEval } from '../../eval/parse.js';
import { TREEBANK } from './treebank.js';

const PUNCT = /^(?:[.,:]|``|''|-LRB-|-RRB-|HYPH|NFP)$/;

test('treebank: at least 60 sentences, split in two halves', () => {
  assert.ok(TREEBANK.length >= 60);
  const dev = TREEBANK.filter((s) => s.split === 'dev').length;
  const report = TREEBANK.filter((s) => s.split === 'report').length;
  assert.ok(dev >= 30 && report >= 30, `${dev} dev / ${report} report`);
  assert.is(new Set(TREEBANK.map((s) => s.id)).size, TREEBANK.length);
});

test('treebank: every gold sentence is a well-formed tree with known tags and labels', () => {
  const labels = new Set(DEPENDENCY_LABELS);
  for (const s of TREEBANK) {
    const n = s.tokens.length;
    const roots = s.tokens.filter((t, i) => t.label === 'ROOT' && t.head === i);
    assert.is(roots.length, 1, `${s.id}: one root`);
    s.tokens.forEach((t, i) => {
      assert.ok(t.tag in PENN_TAGS, `${s.id}: tag ${t.tag}`);
      assert.ok(labels.has(t.label), `${s.id}: label ${t.label}`);
      assert.ok(t.head >= 0 && t.head < n, `${s.id}: head in range`);
      if (t.label !== 'ROOT') assert.ok(t.head !== i, `${s.id}: only the root points to itself`);
      let cur = i;
      for (let steps = 0; s.tokens[cur]!.label !== 'ROOT'; steps++) {
        assert.ok(steps <= n, `${s.id}: cycle`);
        cur = s.tokens[cur]!.head;
      }
      if (PUNCT.test(t.tag)) assert.is(t.label, 'punct', `${s.id}: ${t.form} is punct`);
    });
    // the text matches the tokens and our tokenizer agrees (so the evaluation compares like with like)
    const tokens = analyze(s.text).flatMap((a) => a.tokens.map((t) => t.text));
    assert.equal(
      tokens,
      s.tokens.map((t) => t.form),
      `${s.id}: tokenization`,
    );
  }
});

test('evaluation: scores on the held-out half stay above a floor', async () => {
  const r = await runParseEval('report');
  assert.is(r.tokenizationMismatches, 0);
  assert.ok(r.pos >= 90, `POS ${r.pos}`);
  assert.ok(r.uas >= 80, `UAS ${r.uas}`);
  assert.ok(r.las >= 75, `LAS ${r.las}`);
});

test.run();
