/**
 * Traffic statistics: how many classify/social posts mentioned each category, per UTC day.
 * Posts are counted in memory (a map update per category of a post) and written to the
 * state store in one batch every `flushMs` (`traffic:<date>` → {docs, counts by stable
 * category id}), off the request path. Before each nightly build the server writes the
 * past 30 days' totals to `<data>/traffic/snapshot.json`, which the build folds into the
 * version's `social_relevance` and `social_idf` (native-index/traffic-snapshot.ts, build-index/social-stats-writer.ts).
 *
 * A fleet (a shared store) adds its counts instead, as a counter set per day
 * (`traffic-counts:<date>`, posts under `~docs`), so that every instance's posts add up.
 */
import type { IndexVersion } from '../../native-index/index.js';
import { writeTrafficSnapshot, type TrafficSnapshot } from '../../native-index/traffic-snapshot.js';
import { isoDate } from './billing-cycle.js';
import type { StateStore } from '../state/store.js';

export const TRAFFIC_WINDOW_DAYS = 30;

interface DayTraffic {
  docs: number;
  counts: Record<string, number>;
}

const dayKey = (date: string) => `traffic:${date}`;
const COUNTS_PREFIX = 'traffic-counts:';
const DOCS = '~docs';

export class TrafficCounter {
  /** Pending counts per index version: posts, and posts per category index. */
  private pending = new Map<IndexVersion, { docs: number; counts: Map<number, number> }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: StateStore,
    flushMs = 5000,
  ) {
    if (flushMs > 0) {
      this.timer = setInterval(() => void this.flush(), flushMs);
      this.timer.unref();
    }
  }

  /** Counts posts: each post's categories (indexes of `index`), each category once per post. */
  record(index: IndexVersion, posts: readonly (readonly number[])[]): void {
    let p = this.pending.get(index);
    if (!p) this.pending.set(index, (p = { docs: 0, counts: new Map() }));
    for (const categories of posts) {
      p.docs++;
      for (let k = 0; k < categories.length; k++) {
        const c = categories[k]!;
        if (categories.indexOf(c) !== k) continue;
        p.counts.set(c, (p.counts.get(c) ?? 0) + 1);
      }
    }
  }

  /** Adds the pending counts to today's entry in the store. */
  flush(now = new Date()): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const pending = this.pending;
      this.pending = new Map();
      if (this.store.shared) return this.addToFleet(pending, isoDate(now));
      const key = dayKey(isoDate(now));
      const day = (await this.store.get<DayTraffic>(key)) ?? { docs: 0, counts: {} };
      for (const [index, p] of pending) {
        day.docs += p.docs;
        for (const [c, n] of p.counts) {
          const id = index.idAt(c).toString();
          day.counts[id] = (day.counts[id] ?? 0) + n;
        }
      }
      await this.store.put(key, day);
    });
    return this.flushing;
  }

  /** Adds the counts to the fleet's counter set of the day: concurrent adds all land. */
  private async addToFleet(
    pending: Map<IndexVersion, { docs: number; counts: Map<number, number> }>,
    date: string,
  ): Promise<void> {
    const counts: Record<string, number> = { [DOCS]: 0 };
    for (const [index, p] of pending) {
      counts[DOCS]! += p.docs;
      for (const [c, n] of p.counts) {
        const id = index.idAt(c).toString();
        counts[id] = (counts[id] ?? 0) + n;
      }
    }
    await this.store.addCounts(new Map([[COUNTS_PREFIX + date, counts]]));
  }

  /** Totals of the `days` days up to `now`. */
  async snapshot(now = new Date(), days = TRAFFIC_WINDOW_DAYS): Promise<TrafficSnapshot> {
    await this.flush(now);
    const from = isoDate(new Date(now.getTime() - (days - 1) * 86_400_000));
    const to = isoDate(now);
    const out: TrafficSnapshot = { from, to, docs: 0, counts: {} };
    const daily: Array<[string, DayTraffic]> = await this.store.scan<DayTraffic>('traffic:');
    // A fleet's days; the days of one machine whose state migrated are in the first list.
    if (this.store.shared)
      for (const [key, { [DOCS]: docs = 0, ...counts }] of await this.store.scanCounts(
        COUNTS_PREFIX,
      ))
        daily.push([dayKey(key.slice(COUNTS_PREFIX.length)), { docs, counts }]);
    for (const [key, day] of daily) {
      const date = key.slice('traffic:'.length);
      if (date < from || date > to) continue;
      out.docs += day.docs;
      for (const [id, n] of Object.entries(day.counts)) out.counts[id] = (out.counts[id] ?? 0) + n;
    }
    return out;
  }

  /** Writes the snapshot where the build reads it (atomically). */
  async writeSnapshot(dataDir: string, now = new Date()): Promise<TrafficSnapshot> {
    const snap = await this.snapshot(now);
    writeTrafficSnapshot(dataDir, snap);
    return snap;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
