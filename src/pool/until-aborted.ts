/**
 * The promise's outcome, or a rejection with the signal's reason as soon as the signal
 * aborts, whichever comes first. The work behind the promise is not stopped: it goes on
 * and its outcome is dropped.
 */
export function untilAborted<T>(running: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    running.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}
