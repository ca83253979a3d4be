import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      'data/',
      '.e2e-data/',
      '.react-router/',
      'src/server/db/migrations/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware rules cost a TypeScript program: only for the app's sources, where a promise nobody
    // awaits loses its error (an unhandled rejection) or runs on after the request has answered.
    // An event handler that starts async work says so with `void` and catches its own failures.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.server.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      // Zod is ~50 KB gzipped: the browser takes contract types only (budget: 150 KB per page).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '**/contracts/*'],
              allowTypeImports: true,
              message: 'Import types only: Zod stays out of the browser bundle.',
            },
            {
              group: ['decimal.js', '**/common/money', '**/common/format-si', '**/server/**'],
              allowTypeImports: true,
              message: 'Server-side module: not for the browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      // One API client (issue 16): CSRF marker, gzip, the error shape and Retry-After are handled there.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the shop through src/web/lib/api.ts (getJson, postJson, sendJson).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the shop through src/web/lib/api.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the shop through src/web/lib/api.ts.' },
        { object: 'self', property: 'fetch', message: 'Call the shop through src/web/lib/api.ts.' },
      ],
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      // src/common runs in the browser and on the server: no Node built-ins, no DOM.
      'no-restricted-imports': ['error', { patterns: ['node:*'] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
