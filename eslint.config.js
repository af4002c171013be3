// ESLint (flat config) for `npm run lint`: typescript-eslint's type-checked rules (the
// floating-promise rules need the type checker) and the layer rule below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The layers, top to bottom: src/ (service) -> workers/ (engine) -> native-index/ (format)
// -> text/ (text layer); build-index/ (the builder) sits beside src/ and may use everything
// below it. A file may import from its own layer and the layers below, never from one above.
// bench/ and test/ may import anything.
const LAYERS = {
  text: { name: 'text layer', above: ['src', 'workers', 'native-index', 'build-index'] },
  'native-index': { name: 'format', above: ['src', 'workers', 'build-index'] },
  workers: { name: 'engine', above: ['src', 'build-index'] },
  'build-index': { name: 'builder', above: ['src'] },
};
// Deepest folder nesting inside a layer that the rule covers (layer/a/b/c/d/e/file.ts).
const MAX_DEPTH = 6;

// A relative specifier resolves against the importing file's folder, so whether it climbs
// out to the project root depends on how deep that file is: one config block per depth,
// each matching the specifiers that climb exactly to the root and go down into a folder
// above the file's layer (from native-index/automaton/x.ts: '../../workers/normalize.js').
function layerRule() {
  const blocks = [];
  for (const [layer, { name, above }] of Object.entries(LAYERS)) {
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      const dirs = [layer, ...Array(depth - 1).fill('*')].join('/');
      blocks.push({
        name: `sortal/layers/${layer}/${depth}`,
        files: [`${dirs}/*.ts`, `${dirs}/*.cts`, `${dirs}/*.js`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: `^(\\./)?(\\.\\./){${depth}}(${above.join('|')})(/|$)`,
                  message: `layer rule: ${layer}/ (${name}) imports nothing from ${above
                    .map((l) => `${l}/`)
                    .join(', ')}`,
                },
              ],
            },
          ],
        },
      });
    }
  }
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.bench-tmp/',
      // Written by flatc (native-index/schema/generate.sh).
      'native-index/generated/',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.cts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        project: './tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Passing on an unknown reason is intended: an AbortSignal's reason, an error caught.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // The `_` prefix marks a name left unused on purpose (as tsc's noUnused* reads it).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      'prefer-const': ['error', { destructuring: 'all' }],
      // Off: async functions without await implement async interfaces (the index's
      // writers, test doubles of stores and resolvers); dropping `async` would turn
      // their throws into synchronous ones (18 reports).
      '@typescript-eslint/require-await': 'off',
      // Off: unions such as `PartOfSpeech | string` and `Promise<unknown> | unknown` are
      // written on purpose, as documentation of what is expected.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // Off: its reports here are intended: an initial value before a try or a loop that
      // always assigns (in the tokenizer's and the automaton builder's hot code among
      // others), a reference dropped so that the GC may take it (bench).
      'no-useless-assignment': 'off',
    },
  },
  {
    // Tests and benches read the service's JSON replies as `any` and check them field by
    // field; typing every reply would rewrite them for no gain (about 560 reports).
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The playground's plain browser scripts (web/), served as they are.
    files: ['web/**/*.js'],
    languageOptions: {
      sourceType: 'module',
      globals: Object.fromEntries(
        [
          'document',
          'sessionStorage',
          'fetch',
          'btoa',
          'TextEncoder',
          'Node',
          'CustomEvent',
          'performance',
          'DOMParser',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  ...layerRule(),
);
