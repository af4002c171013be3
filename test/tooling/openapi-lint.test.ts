import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import { buildOpenApiDocument } from '../../src/http/openapi.js';
import { allRoutes } from '../../src/routes/index.js';
import { tempDir } from '../helpers/temp.js';

const REDOCLY = path.join(projectRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; message: string }>;
}

/** `redocly lint` (the project's redocly.yaml) on a document, offline: no telemetry, no update check. */
function lint(document: unknown): Promise<LintReport> {
  const dir = tempDir('sortal-openapi-');
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [REDOCLY, 'lint', file, '--format=json'],
      {
        cwd: projectRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
      (err, stdout) => {
        rmSync(dir, { recursive: true, force: true });
        try {
          resolve(JSON.parse(stdout) as LintReport);
        } catch {
          reject(err ?? new Error(`redocly printed no report: ${stdout.slice(0, 300)}`));
        }
      },
    );
  });
}

test('the OpenAPI document passes redocly lint (recommended rules) without errors or warnings', async () => {
  const report = await lint(buildOpenApiDocument(allRoutes()));
  assert.equal(
    report.problems.map((p) => `${p.ruleId}: ${p.message}`),
    [],
  );
  assert.is(report.totals.errors, 0);
});

test('the linter catches a broken document (so a pass means something)', async () => {
  const doc = buildOpenApiDocument(allRoutes()) as { paths: Record<string, unknown> };
  doc.paths['/broken'] = { get: { responses: { 200: { content: 'not an object' } } } };
  const report = await lint(doc);
  assert.ok(report.totals.errors > 0);
});

test.run();
