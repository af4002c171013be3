// classify/social traffic: counted per category off the request path, snapshot for the
// nightly build, folded into the version's social_relevance and social_idf.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { json } from '../../helpers/json.js';
import { startTestServer } from '../../helpers/server.js';
import { buildIndex } from '../../../build-index/build.js';
import { socialStatsWriter } from '../../../build-index/social-stats-writer.js';
import { openIndexVersion } from '../../../native-index/index.js';
import { socialStatsOf } from '../../../native-index/social-stats.js';
import { SNAPSHOT_FILE, type TrafficSnapshot } from '../../../native-index/traffic-snapshot.js';
import { smallDraft, tempDir } from '../../helpers/index-fixtures.js';

test('classify/social posts are counted per category and day; the snapshot sums the past 30 days', async () => {
  const server = await startTestServer();
  try {
    const social = [
      'apple pie recipe with cinnamon',
      'apple pie and coffee',
      'the pitcher threw a no-hitter',
      'qwzxv plorf',
    ];
    const res = await server.call('POST', '/v2/classify/social', { body: { social } });
    const c = (await json(res)).econtext.classify;
    assert.is(res.status, 200);
    const snap = await server.services.traffic.writeSnapshot(server.dataDir);
    assert.is(snap.docs, 4);
    const onDisk = JSON.parse(
      readFileSync(path.join(server.dataDir, SNAPSHOT_FILE), 'utf8'),
    ) as TrafficSnapshot;
    assert.equal(onDisk, snap);
    // The apple pie category was in two posts; each post counts a category once.
    assert.ok(c.results[0].scored_categories.length > 0);
    const counts = Object.values(snap.counts);
    assert.ok(counts.length > 0);
    assert.ok(counts.includes(2), `a category in two posts: ${JSON.stringify(snap.counts)}`);
    assert.ok(counts.every((n) => n >= 1 && n <= 4));
    // Older days outside the window are left out.
    const later = await server.services.traffic.snapshot(new Date(Date.now() + 40 * 86_400_000));
    assert.is(later.docs, 0);
  } finally {
    await server.stop();
  }
});

test('the build folds the snapshot into social_relevance and social_idf; no snapshot, null stats', async () => {
  const t = tempDir();
  try {
    const draft = smallDraft();
    const plain = await buildIndex({
      dataDir: t.dir,
      draft,
      extraWriters: [socialStatsWriter],
      at: new Date(Date.now() - 120_000),
    });
    const none = openIndexVersion(plain.dir);
    assert.equal(socialStatsOf(none, 0), { social_relevance: null, social_idf: null });

    const ids = new Map<string, string>();
    for (let i = 0; i < none.count; i++) ids.set(none.keyAt(i), none.idAt(i).toString());
    const snap: TrafficSnapshot = {
      from: '2026-10-24',
      to: '2026-11-22',
      docs: 10,
      counts: { [ids.get('wn:4')!]: 5, [ids.get('wn:1')!]: 3 },
    };
    mkdirSync(path.join(t.dir, 'traffic'), { recursive: true });
    writeFileSync(path.join(t.dir, SNAPSHOT_FILE), JSON.stringify(snap));
    const built = await buildIndex({
      dataDir: t.dir,
      draft,
      extraWriters: [socialStatsWriter],
      at: new Date(Date.now() - 60_000),
    });
    const v = openIndexVersion(built.dir);
    const at = (key: string) => socialStatsOf(v, v.indexOfId(BigInt(ids.get(key)!)));
    assert.equal(at('wn:4'), {
      social_relevance: Number((5 / 8).toPrecision(6)),
      social_idf: Number(Math.log(10 / 5).toPrecision(6)),
    });
    assert.equal(at('wn:1'), {
      social_relevance: Number((3 / 8).toPrecision(6)),
      social_idf: Number(Math.log(10 / 3).toPrecision(6)),
    });
    assert.equal(at('wn:6'), { social_relevance: 0, social_idf: null });
  } finally {
    t.cleanup();
  }
});

test.run();
