import { median } from './median.js';

export interface RssSample {
  /** Seconds since the start of the run. */
  s: number;
  mb: number;
}

const percent = (from: number, to: number) => Number((((to - from) / from) * 100).toFixed(1));

/**
 * Memory growth over a run from `fromS` to its end, two ways: from the first sample at or
 * after `fromS` to the last sample, and (steadier, as a collection can move RSS by tens
 * of megabytes between two samples) from the median of the window starting at `fromS` to
 * the median of the run's last window.
 */
export function rssGrowth(samples: readonly RssSample[], fromS: number, windowS: number) {
  const from = samples.find((r) => r.s >= fromS) ?? samples[0]!;
  const to = samples[samples.length - 1]!;
  const fromMedianMB = median(
    samples.filter((r) => r.s >= fromS && r.s < fromS + windowS).map((r) => r.mb),
  );
  const toMedianMB = median(samples.filter((r) => r.s > to.s - windowS).map((r) => r.mb));
  return {
    fromS: from.s,
    fromMB: from.mb,
    toS: to.s,
    toMB: to.mb,
    percent: percent(from.mb, to.mb),
    fromMedianMB,
    toMedianMB,
    medianPercent: percent(fromMedianMB, toMedianMB),
    maxMB: Math.max(...samples.map((r) => r.mb)),
  };
}
