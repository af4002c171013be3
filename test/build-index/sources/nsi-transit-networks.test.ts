/**
 * name-suggestion-index transit networks (`nsiCategories`): a network serves one region,
 * so its prior is the least a sense has, however many items NSI lists for it, and it is no
 * brand (a number after its name is no model of it); a brand's prior grows with its reach.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadNsi, nsiCategories } from '../../../build-index/sources/nsi.js';
import { loadWordFrequencies } from '../../../build-index/sources/subtlex.js';

const groups = loadNsi().filter((g) => /^(oscar|shell)$/i.test(g.name));
const { brands } = nsiCategories(groups, {
  freq: loadWordFrequencies(),
  resolveParent: (ref) => ref,
  countryName: () => undefined,
});

test('a transit network has the least prior, however many items it has, and is no brand', () => {
  const oscar = groups.find((g) => g.tree === 'transit' && g.name === 'Oscar');
  assert.ok(oscar, 'the Oscar bus network is in the package');
  assert.ok(oscar.score > 1, `scored ${oscar.score} like a brand`);
  const network = brands.find((c) => c.name === 'Oscar');
  assert.ok(network, brands.map((c) => c.name).join(', '));
  assert.is(network.prior, 1);
  assert.not.ok(
    network.facets.some(([f]) => f === 'brand'),
    network.facets.map((f) => f.join(': ')).join(', '),
  );
});

test("a brand's prior grows with its reach", () => {
  const shell = brands.find(
    (c) => c.name === 'Shell' && !c.facets.some(([f]) => f === 'product line'),
  );
  assert.ok(shell, brands.map((c) => c.name).join(', '));
  assert.ok(shell.prior > 3, `Shell: ${shell.prior}`);
  assert.ok(shell.facets.some(([f, v]) => f === 'brand' && v === 'Shell'));
});

test.run();
