import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import cliProgress from 'cli-progress';
import { projectRoot } from '../../native-index/data-folder.js';

export type Profile = 'full' | 'small';
export type ProgressFn = (stage: string, done: number, total: number) => void;

const CLI = path.join(projectRoot, 'dist', 'src', 'cli.js');

/**
 * Runs `sortal build-index` in a child process (so the build's memory is returned to the
 * system when it ends), optionally at the lowest CPU priority, relaying its progress.
 */
export function runBuildProcess(opts: {
  dataDir: string;
  profile: Profile;
  at?: Date;
  /** A shared state store (redis://...): the build announces its version there as the fleet's current. */
  state?: string;
  lowPriority?: boolean;
  onProgress?: ProgressFn;
}): Promise<void> {
  const args = [
    CLI,
    'build-index',
    '--data',
    opts.dataDir,
    '--profile',
    opts.profile,
    '--progress',
    'json',
  ];
  if (opts.at) args.push('--at', opts.at.toISOString());
  if (opts.state) args.push('--state', opts.state);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (opts.lowPriority && child.pid !== undefined) {
    try {
      setPriority(child.pid, 19);
    } catch {
      // Not permitted here: the build still runs, at normal priority.
    }
  }
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const p = JSON.parse(line) as { stage?: string; done?: number; total?: number };
      if (p.stage !== undefined) opts.onProgress?.(p.stage, p.done ?? 0, p.total ?? 0);
    } catch {
      // Not a progress line.
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`index build failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** A terminal progress bar for a build: one bar, relabelled per stage. */
export function buildProgressBar(stream: NodeJS.WriteStream = process.stderr): {
  update: ProgressFn;
  stop(): void;
} {
  const bar = new cliProgress.SingleBar(
    {
      format: 'Building index |{bar}| {percentage}% {stage} {value}/{total}',
      hideCursor: true,
      stream,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let stage = '';
  return {
    update(s, done, total) {
      if (!started) {
        bar.start(Math.max(1, total), done, { stage: s });
        started = true;
      }
      if (s !== stage) {
        stage = s;
        bar.setTotal(Math.max(1, total));
      }
      bar.update(done, { stage: s });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

/** Milliseconds from `now` to the next 00:00 UTC. */
export function msUntilNextUtcMidnight(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}

/** Runs `build` every day at 00:00 UTC (one at a time). */
export function scheduleNightly(
  build: () => Promise<void>,
  onError: (err: unknown) => void,
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const arm = () => {
    timer = setTimeout(
      () =>
        void (async () => {
          if (!running) {
            running = true;
            try {
              await build();
            } catch (err) {
              onError(err);
            } finally {
              running = false;
            }
          }
          arm();
        })(),
      msUntilNextUtcMidnight() + 1000,
    );
    timer.unref();
  };
  arm();
  return { stop: () => clearTimeout(timer) };
}
