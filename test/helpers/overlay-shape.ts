import * as assert from 'uvu/assert';

/**
 * The `overlay` member as API.md shapes it: `[]` when there is nothing, else category id →
 * overlay name → list of `[overlay node id, "A::B" path]` lists. The test accounts have
 * the `overlays` feature, so what it holds depends on the index's mapping.
 */
export function assertOverlayShape(overlay: unknown): void {
  if (Array.isArray(overlay)) {
    assert.is(overlay.length, 0, 'an empty overlay is []');
    return;
  }
  assert.type(overlay, 'object');
  for (const [id, byName] of Object.entries(overlay as Record<string, unknown>)) {
    assert.match(id, /^[0-9a-f]{32}$/, 'keyed by category id');
    for (const [name, lists] of Object.entries(byName as Record<string, unknown>)) {
      assert.match(name, /^\S+_v[^_]+_\d{4}$/, `overlay name ${name}`);
      for (const list of lists as unknown[][])
        for (const node of list) {
          assert.ok(Array.isArray(node) && node.length === 2, 'a node is [id, path]');
          assert.type(node[0], 'string');
          assert.type(node[1], 'string');
        }
    }
  }
}
