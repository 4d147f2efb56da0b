// ESLint (`npm run lint`, run by `npm test`): typescript-eslint's recommended rules and React's rules of hooks,
// nothing of style (that is Prettier's, `npm run format`).
import { createRequire, Module } from 'node:module';

// TypeScript 7 (the project's compiler) has no JavaScript API, and typescript-eslint parses with one: its
// require('typescript') gets TypeScript 6's, installed beside it as @typescript/typescript6 for such tools.
const typescript6 = createRequire(import.meta.url).resolve('@typescript/typescript6');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'typescript' ? typescript6 : resolveFilename.call(this, request, ...rest);
};

const { default: tseslint } = await import('typescript-eslint');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'dev-dist/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.previous-release/',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_` marks what a destructuring leaves out on purpose (`const { history: _h, ...rest } = doc`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // The house writes a pair of steps as one statement (`if (t) (clearTimeout(timer), set(…))`): left to review.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  // Tests and benchmarks craft malformed input on purpose (`{ ...game, players: 7 } as any`).
  { files: TESTS, rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // React's rules of hooks, in the app's code: storage (src/db/) has no React, and its useDatabase, which tests
  // call, is not a hook. The React Compiler's newer rules (set-state-in-effect, refs, …) are left out: this app
  // does not use the compiler.
  {
    ignores: ['src/db/**', ...TESTS],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
