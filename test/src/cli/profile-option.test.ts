// The taxonomy profile is --profile, else SORTAL_PROFILE, else full; anything but full
// or small is refused rather than read as small.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';

test('an unknown SORTAL_PROFILE is refused, naming full and small, and builds nothing', async () => {
  const dataDir = tempDir();
  try {
    for (const command of [
      ['build-index', '--progress', 'none'],
      ['serve', '--port', '0', '--host', '127.0.0.1', '--no-nightly'],
    ]) {
      const res = await runCli([...command, '--data', dataDir], {
        env: { SORTAL_PROFILE: 'tiny' },
      });
      assert.is(res.code, 2, command[0]);
      assert.match(res.stderr, /SORTAL_PROFILE is full or small, not "tiny"/, command[0]);
      assert.not.ok(existsSync(path.join(dataDir, 'indexes')), command[0]);
    }
    const flag = await runCli(['build-index', '--data', dataDir, '--profile', 'tiny'], {
      env: { SORTAL_PROFILE: 'small' },
    });
    assert.is(flag.code, 2);
    assert.match(flag.stderr, /--profile is full or small, not "tiny"/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
