/**
 * compose.yaml cannot run here (no Docker engine): this checks its structure against what
 * the code and the Dockerfile read, so that it stays true when they change.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { projectRoot } from '../../native-index/data-folder.js';
import { isRedisSpec } from '../../src/state/open-store.js';

interface Service {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const compose = load(readFileSync(path.join(projectRoot, 'compose.yaml'), 'utf8')) as Compose;
const dockerfile = readFileSync(path.join(projectRoot, 'Dockerfile'), 'utf8');
const sortals = ['sortal-a', 'sortal-b'].map((name) => compose.services[name]!);

/** The environment variables the code reads. */
function variablesRead(): Set<string> {
  const cli = readFileSync(path.join(projectRoot, 'src', 'cli.ts'), 'utf8');
  const folder = readFileSync(path.join(projectRoot, 'native-index', 'data-folder.ts'), 'utf8');
  return new Set([...(cli + folder).matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1]!));
}

test('Redis and two Sortal instances built from the Dockerfile, each waiting for what it needs', () => {
  assert.equal(Object.keys(compose.services).sort(), ['redis', 'sortal-a', 'sortal-b']);
  for (const s of sortals) {
    assert.is(s.build, '.');
    assert.equal(s.command, ['serve']);
  }
  assert.match(dockerfile, /ENTRYPOINT \["node", "dist\/src\/cli\.js"\]/);
  assert.equal(sortals[0]!.depends_on, { redis: { condition: 'service_healthy' } });
  // The second starts once the first has built the index and created the admin account.
  assert.equal(sortals[1]!.depends_on, { 'sortal-a': { condition: 'service_healthy' } });
  assert.ok(compose.services.redis!.healthcheck!.test.includes('ping'));
  for (const s of sortals) assert.match(s.healthcheck!.test.join(' '), /\/ready/);
});

test('both instances read their state from the redis service, in variables the code reads', () => {
  const read = variablesRead();
  for (const s of sortals) {
    const env = s.environment!;
    for (const name of Object.keys(env)) assert.ok(read.has(name), `${name} is not read`);
    assert.ok(isRedisSpec(env.SORTAL_STATE));
    assert.is(new URL(env.SORTAL_STATE).hostname, 'redis');
    assert.is(env.SORTAL_DATA, '/data');
    assert.ok(s.ports!.some((p) => p.endsWith(`:${env.PORT}`)));
  }
  assert.ok(compose.services.redis!.command!.includes('--appendonly'));
});

test('one index volume for both, a data volume each, all declared', () => {
  const [a, b] = sortals.map((s) => s.volumes!);
  assert.ok(a!.includes('indexes:/data/indexes') && b!.includes('indexes:/data/indexes'));
  assert.ok(a!.includes('data-a:/data') && b!.includes('data-b:/data'));
  const used = [...a!, ...b!, ...compose.services.redis!.volumes!].map((v) => v.split(':')[0]!);
  assert.equal([...new Set(used)].sort(), Object.keys(compose.volumes).sort());
  // The image's /data/indexes belongs to the user the server runs as, so the volume does too.
  assert.match(dockerfile, /mkdir -p \/data\/indexes && chown -R node:node \/data/);
  assert.match(dockerfile, /USER node/);
});

test.run();
