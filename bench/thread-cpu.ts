import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time in ms used so far by each thread of a process, by thread id (Linux /proc; null
 * elsewhere). The process's main thread has the process's id.
 */
export function threadCpuMs(pid: number): Map<number, number> | null {
  try {
    const out = new Map<number, number>();
    const ticksMs = 10; // USER_HZ is 100 on Linux
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * ticksMs);
    }
    return out;
  } catch {
    return null;
  }
}

/** CPU ms per request between two readings: all threads, and the main thread alone. */
export function cpuPerRequest(
  pid: number,
  before: Map<number, number> | null,
  after: Map<number, number> | null,
  requests: number,
): { allThreadsMs: number; mainThreadMs: number } | null {
  if (!before || !after || requests <= 0) return null;
  let all = 0;
  for (const [tid, ms] of after) all += ms - (before.get(tid) ?? 0);
  const main = (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  return {
    allThreadsMs: Number((all / requests).toFixed(2)),
    mainThreadMs: Number((main / requests).toFixed(2)),
  };
}
