// ESLint (flat config): typescript-eslint's type-checked recommended rules for the TypeScript, ESLint's own for the
// JavaScript (bench/, scripts/, this file), eslint-plugin-regexp's super-linear checks over src/; Prettier owns the
// layout, so no formatting rules here.
import js from '@eslint/js';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Built or generated output, and data the tests read (issue texts, catalog YAML, the example issue), not code.
    ignores: ['dist/', 'node_modules/', 'coverage/', 'src/generated/', 'test/fixtures/', 'catalog/', 'examples/'],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not (`routeDispatch(_action, _payload, …)`),
      // and `{ dropped: _dropped, ...rest }` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Every regular expression in src/ reads text anyone can write (issue bodies and comments, up to 65,536
    // characters): none may backtrack super-linearly, in place or by being retried at every position.
    files: ['src/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // Fakes implement the gateway's async interface without awaiting anything: `async` is how they return promises
      // and turn a thrown fault into a rejection, as the real adapter does.
      '@typescript-eslint/require-await': 'off',
      // Vitest's asymmetric matchers (`expect.any(Array)`, `expect.stringContaining(…)`) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node, ecmaVersion: 2023, sourceType: 'module' },
  },
);
