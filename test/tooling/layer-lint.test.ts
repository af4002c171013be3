import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ESLint } from 'eslint';
import { projectRoot } from '../../native-index/data-folder.js';

// The project's own eslint.config.js, with only the layer rule run: it needs no type
// information, so the parser is told not to build the TypeScript program (seconds, not a
// minute) and the snippets need not be files of the project.
const eslint = new ESLint({
  cwd: projectRoot,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  assert.ok(result, filePath);
  return result.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const UPWARD: Array<[file: string, code: string]> = [
  [
    'native-index/planted.ts',
    "import { startServer } from '../src/server.js';\nvoid startServer;\n",
  ],
  [
    'native-index/automaton/planted.ts',
    "import { tokenize } from '../../workers/normalize.js';\nvoid tokenize;\n",
  ],
  [
    'native-index/planted.ts',
    "import type { BuildOptions } from '../build-index/build.js';\nexport type X = BuildOptions;\n",
  ],
  ['workers/engine/planted.ts', "export { projectRoot } from '../../src/paths.js';\n"],
  [
    'workers/planted.ts',
    "import { buildIndex } from '../build-index/build.js';\nvoid buildIndex;\n",
  ],
  [
    'build-index/model/planted.ts',
    "import { projectRoot } from '../../src/paths.js';\nvoid projectRoot;\n",
  ],
  [
    'text/planted.ts',
    "import { openIndexVersion } from '../native-index/index.js';\nvoid openIndexVersion;\n",
  ],
  [
    'text/fold/planted.ts',
    "import { RuleEngine } from '../../workers/engine/rule-engine.js';\nvoid RuleEngine;\n",
  ],
];

const ALLOWED: Array<[file: string, code: string]> = [
  [
    'native-index/planted.ts',
    "import { readContainer } from './automaton/format.js';\nimport { fold } from '../text/fold.js';\nvoid readContainer;\nvoid fold;\n",
  ],
  [
    'workers/engine/planted.ts',
    "import { openIndexVersion } from '../../native-index/index.js';\nimport { x } from '../model/index.js';\nvoid openIndexVersion;\nvoid x;\n",
  ],
  [
    'src/planted.ts',
    "import { RuleEngine } from '../workers/engine/rule-engine.js';\nimport { buildIndex } from '../build-index/build.js';\nvoid RuleEngine;\nvoid buildIndex;\n",
  ],
  [
    'build-index/model/planted.ts',
    "import { RuleEngine } from '../../workers/engine/rule-engine.js';\nimport { openIndexVersion } from '../../native-index/index.js';\nvoid RuleEngine;\nvoid openIndexVersion;\n",
  ],
  [
    'test/pool/planted.ts',
    "import { startServer } from '../../src/server.js';\nimport { buildIndex } from '../../build-index/build.js';\nvoid startServer;\nvoid buildIndex;\n",
  ],
  ['bench/planted.ts', "import { startServer } from '../src/server.js';\nvoid startServer;\n"],
  // A folder of the same name inside a layer is not the top-level one.
  ['native-index/automaton/planted.ts', "import { x } from '../workers/x.js';\nvoid x;\n"],
];

test('an import that runs back up a layer is a lint error', async () => {
  for (const [file, code] of UPWARD) {
    const errors = await layerErrors(file, code);
    assert.is(errors.length, 1, `${file}: ${errors.join('; ') || 'no error'}`);
    assert.match(errors[0]!, /^no-restricted-imports: .*layer rule: /, file);
  }
});

test('imports within a layer, down the layers, and from bench/ and test/ pass', async () => {
  for (const [file, code] of ALLOWED) {
    assert.equal(await layerErrors(file, code), [], file);
  }
});

test.run();
