/**
 * Lets at most `slots` tasks run at once; the others wait their turn in order, at most
 * `maxWaiting` of them. A caller whose signal aborts while it waits leaves the line
 * without having run.
 */
export class TaskGate {
  private running = 0;
  private readonly line: Waiter[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  /**
   * Resolves true once the caller holds a slot (it must `leave()` when its task is done),
   * false at once when the line is full; rejects with the signal's reason when the
   * signal aborts first.
   */
  enter(signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.slots && this.line.length === 0) {
      this.running++;
      return Promise.resolve(true);
    }
    if (this.line.length >= this.maxWaiting) return Promise.resolve(false);
    return new Promise<boolean>((resolve, reject) => {
      const waiter: Waiter = { admit: () => resolve(true) };
      if (signal) {
        const onAbort = () => {
          const at = this.line.indexOf(waiter);
          if (at >= 0) this.line.splice(at, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiter.admit = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(true);
        };
      }
      this.line.push(waiter);
    });
  }

  /** Gives the slot to the next in line, if any. */
  leave(): void {
    const next = this.line.shift();
    if (next) next.admit();
    else this.running--;
  }

  get waiting(): number {
    return this.line.length;
  }
}

interface Waiter {
  admit(): void;
}
