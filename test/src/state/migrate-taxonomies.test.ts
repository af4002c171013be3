/**
 * `sortal state migrate` carries custom taxonomies: after it, an instance on the Redis
 * lists, reads and classifies with the taxonomies the single machine had.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Accounts } from '../../../src/accounts/accounts.js';
import { LevelStore } from '../../../src/state/level-store.js';
import { CustomTaxonomies } from '../../../src/taxonomies/custom-taxonomies.js';
import { TaxonomyStore } from '../../../src/taxonomies/taxonomy-store.js';
import { runCli } from '../../helpers/cli.js';
import { json } from '../../helpers/json.js';
import { withTestRedis } from '../../helpers/redis-server.js';
import { startTestServer } from '../../helpers/server.js';

const suite = withTestRedis(test);

const node = (name: string, positive: string[], nodes?: unknown[]) => ({
  name,
  positive_vocab: positive,
  negative_vocab: [],
  ...(nodes ? { nodes } : {}),
});

test('state migrate copies custom taxonomies: the fleet lists, reads and classifies with them', async () => {
  const level = await LevelStore.open(path.join(suite.dataDir, 'state'));
  const accounts = new Accounts(level);
  const owner = await accounts.add({ username: 'owner', group: 'users' }, 'owner-pw');
  const admin = await accounts.add({ username: 'admin', group: 'admin' }, 'admin-pw');
  await accounts.add({ username: 'other', group: 'users' }, 'other-pw');
  const taxonomies = new CustomTaxonomies(new TaxonomyStore(level), {
    dropCustomTaxonomy: () => {},
  });
  const mine = await taxonomies.create(owner, {
    name: 'Colors',
    nodes: [node('Pink', ['pink'], [node('Light Pink', ['light pink'])])],
  });
  const shared = await taxonomies.create(admin, {
    name: 'Everyone',
    nodes: [node('Blue', ['blue'])],
    public: true,
  });
  await level.close();

  const run = await runCli(['state', 'migrate', '--data', suite.dataDir, '--to', suite.redis.url]);
  assert.is(run.code, 0, run.stderr);
  assert.match(run.stdout, /\(2 custom taxonomies among the entries\)/);

  writeFileSync(path.join(suite.dataDir, 'admin-password'), 'admin-pw\n');
  const server = await startTestServer({
    state: suite.redis.url,
    dataDir: suite.dataDir,
    workers: 1,
  });
  try {
    const as = (user: string) => [user, `${user}-pw`] as [string, string];
    const list = await json(await server.call('GET', '/v2/user/taxonomies', { auth: as('owner') }));
    assert.equal(list.econtext.user.private, { Colors: mine });
    assert.equal(list.econtext.user.public, [{ name: 'Everyone', dataset_id: shared }]);
    const read = await json(
      await server.call('GET', `/v2/user/taxonomy/${mine}`, { auth: as('owner') }),
    );
    assert.is(read.econtext.user.taxonomy.nodes[0].nodes[0].name, 'Light Pink');
    const classify = async (user: string, id: string, keyword: string) => {
      const res = await server.call('POST', '/v2/classify/keywords', {
        body: { keywords: [keyword], dataset_id: id },
        auth: as(user),
      });
      const c = (await json(res)).econtext.classify;
      return c.categories[c.mappings[0]].path;
    };
    assert.equal(await classify('owner', mine, 'light pink shoes'), ['Pink', 'Light Pink']);
    assert.equal(await classify('other', shared, 'navy blue'), ['Blue']);
    // Ownership came along: the other account cannot see the private one.
    const hidden = await server.call('GET', `/v2/user/taxonomy/${mine}`, { auth: as('other') });
    assert.is(hidden.status, 404);
    // So did the per-account name index: the same name again is refused.
    const again = await server.call('POST', '/v2/user/taxonomy', {
      body: { name: 'Colors', nodes: [node('x', ['x'])] },
      auth: as('owner'),
    });
    assert.is((await json(again)).econtext.error.code, 'duplicate_taxonomy_name');
  } finally {
    await server.close();
  }
});

test.run();
