/**
 * Reads of keys grouped into round trips: a lookup asked while a read runs waits for it
 * to end and goes with the others asked meanwhile in the next one. Every lookup is thus
 * answered by a read sent after it was asked (it sees every write acknowledged before
 * it), and a busy instance sends one read for many calls instead of one each.
 */
interface Waiter<T> {
  resolve: (value: T | undefined) => void;
  reject: (err: unknown) => void;
}

export class GroupedLookup<T> {
  private waiting = new Map<string, Array<Waiter<T>>>();
  private running = false;

  constructor(private readonly readMany: (keys: string[]) => Promise<Array<T | undefined>>) {}

  get(key: string): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(key);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      const keys = [...batch.keys()];
      try {
        const values = await this.readMany(keys);
        keys.forEach((key, i) => {
          for (const w of batch.get(key)!) w.resolve(values[i]);
        });
      } catch (err) {
        for (const list of batch.values()) for (const w of list) w.reject(err);
      }
    }
    this.running = false;
  }
}
