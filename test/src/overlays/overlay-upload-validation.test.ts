import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../../src/errors.js';
import { validateOverlayUpload } from '../../../src/overlays/overlay-upload-validation.js';

/** The 400 a body gets: [code, field, message]. */
function refusal(body: Record<string, unknown>): [string, string | undefined, string] {
  try {
    validateOverlayUpload(body);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return [err.code, err.field, err.message];
    throw err;
  }
  throw new Error('accepted');
}

const leaf = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  positive_vocab: [name.toLowerCase()],
  negative_vocab: [],
  ...extra,
});

test('a client taxonomy keeps the ids given and numbers the others by position', () => {
  const v = validateOverlayUpload({
    account: 'acme',
    name: 'Acme_v2_2026',
    nodes: [
      leaf('Shoes', { nodes: [leaf('Boots', { id: 'B-7' }), leaf('Sandals')] }),
      leaf('Hats'),
    ],
  });
  assert.equal(
    v.nodes!.map((n) => [n.id, n.name, (n.nodes ?? []).map((k) => k.id)]),
    [
      ['1', 'Shoes', ['B-7', '1.2']],
      ['2', 'Hats', []],
    ],
  );
  assert.is(v.mapping, undefined);
});

test('a node error names the node by its path, as for custom taxonomies', () => {
  const [code, field, message] = refusal({
    account: 'acme',
    name: 'Acme_v2_2026',
    nodes: [leaf('Shoes', { nodes: [leaf('Boots', { id: 'x' }), leaf('Clogs', { id: 'x' })] })],
  });
  assert.is(code, 'invalid_overlay');
  assert.is(field, 'nodes.0.nodes.1.id');
  assert.match(message, 'nodes[0].nodes[1] (Shoes > Clogs).id ("x") is taken by another node');
  const vocab = refusal({
    account: 'acme',
    name: 'Acme_v2_2026',
    nodes: [
      leaf('Shoes', { nodes: [{ name: 'Boots', positive_vocab: 'boots', negative_vocab: [] }] }),
    ],
  });
  assert.equal(vocab.slice(0, 2), ['invalid_taxonomy', 'nodes.0.nodes.0.positive_vocab']);
});

test('a mapping row error names the row and its field', () => {
  const [code, field, message] = refusal({
    account: 'acme',
    name: 'Acme_v2_2026',
    mapping: [
      { category: 'topic:cars', node_id: 'A1', node_path: 'Autos::Cars' },
      { category: 'topic:cars', node_id: 'A\t2', node_path: 'Autos::Cars' },
    ],
  });
  assert.equal([code, field], ['invalid_overlay', 'mapping.1.node_id']);
  assert.match(message, 'mapping[1].node_id must be a non-empty string');
  assert.equal(refusal({ account: 'acme', name: 'Acme_v2_2026', mapping: [7] }).slice(0, 2), [
    'invalid_overlay',
    'mapping.0',
  ]);
});

test('an upload needs an account, an overlay name, and nodes or a mapping but not both', () => {
  assert.is(refusal({ name: 'Acme_v2_2026', mapping: [] })[1], 'account');
  assert.is(refusal({ account: 'acme', name: 'acme overlay', mapping: [] })[1], 'name');
  assert.is(refusal({ account: 'acme', name: 'Acme_v2_2026' })[1], 'nodes');
  const both = refusal({ account: 'acme', name: 'Acme_v2_2026', nodes: [leaf('A')], mapping: [] });
  assert.match(both[2], 'not both');
  assert.is(refusal({ account: 'acme', name: 'Acme_v2_2026', mapping: [] })[1], 'mapping');
});

test.run();
