import { readFileSync } from 'node:fs';

/** Resident set size of a process (Linux: VmRSS in /proc/<pid>/status), worker threads included. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}
