/** The Dockerfile read as instructions, for the checks that stand in for building the image here. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';

export interface Instruction {
  /** Upper case: FROM, COPY, ENV... */
  name: string;
  args: string;
}

/** Every instruction, continuation lines joined and comments dropped. */
export function instructions(dockerfile: string): Instruction[] {
  const out: Instruction[] = [];
  const joined = dockerfile.replace(/\\\r?\n/g, ' ');
  for (const line of joined.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z]+)\s+(.*\S)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    out.push({ name: m[1]!.toUpperCase(), args: m[2]! });
  }
  return out;
}

/** The instructions of the last stage (the image that runs), after its FROM. */
export function lastStage(dockerfile: string): Instruction[] {
  const all = instructions(dockerfile);
  let from = -1;
  all.forEach((ins, i) => {
    if (ins.name === 'FROM') from = i;
  });
  return all.slice(from + 1);
}

/** Source paths of the `COPY --from=build /app/...` instructions of the last stage. */
export function runtimeCopies(dockerfile: string): string[] {
  return lastStage(dockerfile)
    .filter((ins) => ins.name === 'COPY')
    .map((ins) => /^--from=build\s+\/app\/(\S+)\s+\S+$/.exec(ins.args)?.[1])
    .filter((p): p is string => p !== undefined)
    .map((p) => p.replace(/\/$/, ''));
}

/** `ENV A=1 B=2` of the last stage, as a record. */
export function runtimeEnv(dockerfile: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const ins of lastStage(dockerfile).filter((i) => i.name === 'ENV'))
    for (const m of ins.args.matchAll(/(\w+)=(\S+)/g)) env[m[1]!] = m[2]!;
  return env;
}

export const projectDockerfile = () => readFileSync(path.join(projectRoot, 'Dockerfile'), 'utf8');
