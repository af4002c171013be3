import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpuPerRequest, threadCpuMs } from '../../bench/thread-cpu.js';

test('threadCpuMs reads every thread of this process, the main thread under the process id', () => {
  const cpu = threadCpuMs(process.pid);
  if (cpu === null) return; // not Linux
  assert.ok(cpu.has(process.pid));
  const start = process.cpuUsage();
  while (process.cpuUsage(start).user < 80_000); // spend 80 ms of CPU on this thread
  const after = threadCpuMs(process.pid)!;
  assert.ok(
    after.get(process.pid)! >= cpu.get(process.pid)! + 40,
    'the busy loop shows on the main thread',
  );
});

test('cpuPerRequest divides the CPU used between readings by the requests, all threads and the main one', () => {
  const before = new Map([
    [10, 100],
    [11, 50],
  ]);
  const after = new Map([
    [10, 300],
    [11, 250],
    [12, 100],
  ]);
  assert.equal(cpuPerRequest(10, before, after, 100), { allThreadsMs: 5, mainThreadMs: 2 });
  assert.is(cpuPerRequest(10, null, after, 100), null);
  assert.is(cpuPerRequest(10, before, after, 0), null);
});

test.run();
