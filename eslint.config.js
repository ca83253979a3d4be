import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A page's own files: its component, definition and loader (another page's loader is allowed separately). */
const SAME_PAGE = { capability: '{{ from.captured.capability }}', page: '{{ from.captured.page }}' };

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
    // Server modules have a public face (ADR 033): from outside src/server/modules/<name>/, only its
    // index.ts may be imported; its repository, routes and helpers are its own. Any folder under
    // modules/ is a module (no list to keep). Inside a module everything is allowed; a test may also
    // use another module's fixtures (*.fixtures.ts, its test face). This block is the server side;
    // rules for src/web/** live in their own blocks.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // boundaries resolves imports through eslint-module-utils (the `import/resolver` setting).
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
      ],
      // Known files outside the modules (the app, services, plugins, page loaders, scripts): their imports of modules are checked too.
      'boundaries/files': [{ category: 'source', pattern: ['src/**/*', 'scripts/**/*'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          message:
            'Import {{to.element.captured.module}} through its public face, src/server/modules/{{to.element.captured.module}}/index.ts (ADR 033).',
          policies: [
            // Later policies win: into a module is refused, then its index and fixtures for tests are let through.
            { disallow: { to: { element: { type: 'server-module' } } } },
            { allow: { to: { element: { type: 'server-module', fileInternalPath: 'index.ts' } } } },
            // A module's pure face (no database, no clock): what a worker thread loads without the
            // module's service (quick buy's presenting worker, ADR 047 amended in session 18).
            { allow: { to: { element: { type: 'server-module', fileInternalPath: 'pure.ts' } } } },
            {
              // A module's fixtures may build on another's (the invoices' shop places orders with ordering's carts).
              from: { file: { path: '**/*.{test,fixtures}.{ts,tsx}' } },
              allow: { to: { element: { type: 'server-module', fileInternalPath: '*.fixtures.ts' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles on the server and in common (ADR 033): a cycle makes the load order decide
    // what is undefined at start, and it is where module boundaries leak. Type-only imports do not
    // count (they vanish at run time). External packages are not followed, which keeps lint fast.
    files: ['src/server/**/*.ts', 'src/common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    // The web's layers (docs/decisions/034): the app shell composes the pages and the features;
    // a feature uses only itself, the UI kit, lib and src/common; nothing but the page tables imports
    // a page. Production files only: a test composes what it renders as the shell would.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/*-test-support.tsx', 'src/web/test-setup.ts'],
    plugins: { boundaries },
    settings: {
      // Relative imports without extensions: the Node resolver with TypeScript's extensions suffices.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Single files (root.tsx, pages.ts) need the file mode, which 7.x keeps but calls legacy.
      'boundaries/legacy-warnings': false,
      'boundaries/include': ['src/web/**', 'src/common/**', 'src/server/**'],
      'boundaries/elements': [
        {
          type: 'web-shell',
          mode: 'file',
          pattern: ['src/web/{root,routes,entry.client,entry.server}.{ts,tsx}', 'src/web/layout/*'],
        },
        // pages.ts, the dispatcher and the loader table: generated from the page folders; the loaders' kits.
        {
          type: 'web-page-table',
          mode: 'file',
          pattern:
            'src/web/pages/{pages.ts,dispatch.tsx,page-slot.tsx,page-loaders.server.ts,loader-support.server.ts,staff-page.server.ts}',
        },
        { type: 'web-page-kit', mode: 'file', pattern: 'src/web/pages/*.{ts,tsx}' },
        // Server-side loaders may answer with another page's answer (docs/adding-a-capability.md).
        {
          type: 'web-page-loader',
          mode: 'file',
          pattern: 'src/web/pages/*/*/loader.server.ts',
          capture: ['capability', 'page'],
        },
        {
          type: 'web-page-loader',
          mode: 'file',
          pattern: 'src/web/pages/*/*.server.ts',
          capture: ['capability'],
        },
        { type: 'web-page', pattern: 'src/web/pages/*/*', capture: ['capability', 'page'] },
        { type: 'web-feature', pattern: 'src/web/features/*', capture: ['capability'] },
        { type: 'web-ui', pattern: 'src/web/ui' },
        { type: 'web-lib', pattern: 'src/web/lib' },
        { type: 'common', pattern: 'src/common' },
        { type: 'server', pattern: 'src/server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'web-lib' } },
              allow: [
                { to: { element: { type: ['web-lib', 'common'] } } },
                // The loaders' context type names the server's services (a type: no server code ships).
                { to: { element: { type: 'server' } }, dependency: { kind: 'type' } },
              ],
            },
            {
              from: { element: { type: 'web-ui' } },
              allow: { to: { element: { type: ['web-ui', 'web-lib', 'common'] } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                { to: { element: { type: ['web-ui', 'web-lib', 'common'] } } },
                {
                  to: {
                    element: {
                      type: 'web-feature',
                      captured: { capability: '{{ from.captured.capability }}' },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'web-page' } },
              allow: [
                { to: { element: { type: ['web-feature', 'web-ui', 'web-lib', 'web-page-kit', 'common'] } } },
                { to: { element: { type: ['web-page', 'web-page-loader'], captured: SAME_PAGE } } },
              ],
            },
            {
              from: { element: { type: 'web-page-loader' } },
              allow: [
                {
                  to: {
                    element: {
                      type: [
                        'web-page-loader',
                        'web-page-kit',
                        'web-page-table',
                        'web-feature',
                        'web-lib',
                        'common',
                        'server',
                      ],
                    },
                  },
                },
                { to: { element: { type: 'web-page', captured: SAME_PAGE } } },
              ],
            },
            {
              from: { element: { type: 'web-page-kit' } },
              allow: { to: { element: { type: ['web-page-kit', 'web-lib', 'common', 'server'] } } },
            },
            {
              from: { element: { type: 'web-page-table' } },
              allow: {
                to: {
                  element: {
                    type: [
                      'web-page-table',
                      'web-page',
                      'web-page-loader',
                      'web-page-kit',
                      'web-lib',
                      'common',
                      'server',
                    ],
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-shell' } },
              allow: {
                to: {
                  element: {
                    type: [
                      'web-shell',
                      'web-page-table',
                      'web-page-kit',
                      'web-feature',
                      'web-ui',
                      'web-lib',
                      'common',
                    ],
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files unless told: the cycle check follows .ts and .tsx too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
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
