import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rssGrowth } from '../../bench/rss-growth.js';

test('rssGrowth: sample to sample from the first at or after fromS, and median window to median last window', () => {
  const samples = [
    { s: 0, mb: 100 },
    { s: 10, mb: 150 },
    { s: 20, mb: 200 },
    { s: 30, mb: 180 },
    { s: 40, mb: 190 },
    { s: 50, mb: 210 },
    { s: 60, mb: 220 },
    { s: 70, mb: 230 },
  ];
  const g = rssGrowth(samples, 15, 30);
  assert.equal(
    { fromS: g.fromS, fromMB: g.fromMB, toS: g.toS, toMB: g.toMB, percent: g.percent },
    { fromS: 20, fromMB: 200, toS: 70, toMB: 230, percent: 15 },
  );
  // [15, 45): 200, 180, 190; (40, 70]: 210, 220, 230.
  assert.equal([g.fromMedianMB, g.toMedianMB, g.medianPercent], [190, 220, 15.8]);
  assert.is(g.maxMB, 230);
});

test.run();
