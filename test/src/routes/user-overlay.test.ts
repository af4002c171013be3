import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { readOverlayUploads } from '../../../native-index/overlay-uploads.js';

const PLAIN: [string, string] = ['ov-plain', 'ov-plain-secret'];
let server: TestServer;

test.before(async () => {
  server = await startTestServer();
  await server.services.accounts.add({ username: 'ov-client', group: 'users' }, 'ov-client-pw');
  await server.services.accounts.add({ username: PLAIN[0], group: 'users' }, PLAIN[1]);
});
test.after(async () => {
  await server.stop();
});

async function call(method: string, route: string, body?: unknown, auth?: [string, string]) {
  const res = await server.call(method, `/v2${route}`, {
    ...(body !== undefined ? { body } : {}),
    ...(auth ? { auth } : {}),
  });
  return { status: res.status, body: await json(res) };
}

async function refused(res: { status: number; body: any }, status: number, code: string) {
  assert.is(res.status, status, JSON.stringify(res.body));
  assert.is(res.body.econtext.error.code, code);
  return res.body.econtext.error as { message: string; field?: string };
}

const TAXONOMY = {
  account: 'ov-client',
  name: 'Client_v1_2026',
  nodes: [
    {
      name: 'Footwear',
      positive_vocab: ['shoes'],
      negative_vocab: [],
      nodes: [
        { id: 'RUN', name: 'Running', positive_vocab: ['running shoes'], negative_vocab: [] },
      ],
    },
  ],
};

test('only accounts of the admin group manage client overlays (403 otherwise)', async () => {
  await refused(await call('POST', '/user/overlay', TAXONOMY, PLAIN), 403, 'admin_only');
  await refused(await call('GET', '/user/overlays', undefined, PLAIN), 403, 'admin_only');
  await refused(
    await call('DELETE', '/user/overlay/ov-client/Client_v1_2026', undefined, PLAIN),
    403,
    'admin_only',
  );
});

test('an uploaded taxonomy is stored, listed as not yet in the served version, and left in the snapshot for the next build', async () => {
  const up = await call('POST', '/user/overlay', TAXONOMY);
  assert.is(up.status, 200, JSON.stringify(up.body));
  const o = up.body.econtext.user.overlay;
  assert.equal(
    [o.account, o.name, o.kind, o.size, o.in_index],
    ['ov-client', 'Client_v1_2026', 'taxonomy', 2, false],
  );
  assert.match(o.upload_id, /^[0-9a-f]{32}$/);
  assert.is(o.index_version, server.services.indexes.newest!.version);
  const list = await call('GET', '/user/overlays?account=ov-client');
  assert.equal(
    list.body.econtext.user.overlays.map((x: any) => [x.name, x.upload_id, x.in_index]),
    [['Client_v1_2026', o.upload_id, false]],
  );
  const read = await call('GET', '/user/overlay/ov-client/Client_v1_2026');
  assert.equal(
    read.body.econtext.user.overlay.nodes[0].nodes.map((n: any) => [n.id, n.name]),
    [['RUN', 'Running']],
  );
  assert.is(read.body.econtext.user.overlay.nodes[0].id, '1');
  const snap = readOverlayUploads(server.dataDir);
  assert.equal(
    snap.map((u) => [u.account, u.name, u.upload_id]),
    [['ov-client', 'Client_v1_2026', o.upload_id]],
  );
  // A second upload of the same name replaces the first.
  const again = await call('POST', '/user/overlay', TAXONOMY);
  const id2 = again.body.econtext.user.overlay.upload_id as string;
  assert.is.not(id2, o.upload_id);
  assert.equal(
    readOverlayUploads(server.dataDir).map((u) => u.upload_id),
    [id2],
  );
});

test('mapping rows name our categories by API id, key or path; a row naming none is a 400 naming the row', async () => {
  const classified = await call('POST', '/classify/keywords', { keywords: ['comedy films'] });
  const filmId = classified.body.econtext.classify.results[0].category_id as string;
  const up = await call('POST', '/user/overlay', {
    account: 'ov-client',
    name: 'ClientMap_v1_2026',
    mapping: [
      { category: filmId, node_id: 'F1', node_path: 'Fun::Films' },
      { category: 'travel', node_id: 'T1', node_path: 'Trips' },
    ],
  });
  assert.is(up.status, 200, JSON.stringify(up.body));
  const stored = await call('GET', '/user/overlay/ov-client/ClientMap_v1_2026');
  const rows = stored.body.econtext.user.overlay.mapping as Array<{ category: string }>;
  // Stored by key, which lasts from version to version.
  for (const r of rows) assert.ok(!/^[0-9a-f]{32}$/.test(r.category) && r.category.length > 0);
  const e = await refused(
    await call('POST', '/user/overlay', {
      account: 'ov-client',
      name: 'ClientMap_v1_2026',
      mapping: [
        { category: filmId, node_id: 'F1', node_path: 'Fun::Films' },
        { category: 'Travel > No Such Place', node_id: 'T1', node_path: 'Trips' },
      ],
    }),
    400,
    'unknown_category',
  );
  assert.is(e.field, 'mapping.1.category');
  assert.match(e.message, 'mapping[1].category');
});

test('an unknown account, a built-in overlay name and a bad node are 400s', async () => {
  await refused(
    await call('POST', '/user/overlay', { ...TAXONOMY, account: 'nobody-here' }),
    400,
    'unknown_account',
  );
  const builtIn = await refused(
    await call('POST', '/user/overlay', { ...TAXONOMY, name: 'Topics_v2_2023' }),
    400,
    'invalid_overlay',
  );
  assert.is(builtIn.field, 'name');
  const bad = await refused(
    await call('POST', '/user/overlay', {
      ...TAXONOMY,
      nodes: [
        { name: 'Footwear', positive_vocab: ['shoes'], negative_vocab: [], nodes: [{ name: '' }] },
      ],
    }),
    400,
    'invalid_taxonomy',
  );
  assert.is(bad.field, 'nodes.0.nodes.0.name');
});

test('DELETE removes an upload from the store and the snapshot; then it is a 404', async () => {
  const del = await call('DELETE', '/user/overlay/ov-client/ClientMap_v1_2026');
  assert.is(del.status, 200);
  assert.equal(del.body.econtext.user, { result: true });
  await refused(await call('GET', '/user/overlay/ov-client/ClientMap_v1_2026'), 404, 'not_found');
  await refused(
    await call('DELETE', '/user/overlay/ov-client/ClientMap_v1_2026'),
    404,
    'not_found',
  );
  assert.equal(
    readOverlayUploads(server.dataDir).map((u) => u.name),
    ['Client_v1_2026'],
  );
});

test.run();
