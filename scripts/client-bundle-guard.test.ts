import { describe, expect, it } from 'vitest';
import {
  BROWSER_PACKAGES,
  checkClientBundle,
  firstPaintChunks,
  packageOf,
  type GuardChunk,
} from './client-bundle-guard';

/**
 * The client build's guard (ADR 044, session 16) on bundles shaped as rolldown hands them over: the
 * real build runs it on every `npm run build` (vite.config.ts), so a package in the wrong chunk
 * fails the build; these check what it reads and what it says.
 */
const ROOT = '/app';
const NM = '/app/node_modules';

function chunk(fileName: string, modules: string[], extra: Partial<GuardChunk> = {}): GuardChunk {
  return {
    fileName,
    isEntry: false,
    imports: [],
    modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 100 }])),
    ...extra,
  };
}

/** The shape of the shop's build: entry → shell → vendor; a page and a widget loaded on demand. */
function bundle(shell: string[], vendor: string[], lazy: string[] = []): GuardChunk[] {
  return [
    chunk('assets/entry.client.js', ['/app/src/web/entry.client.tsx'], {
      isEntry: true,
      imports: ['assets/shell.js', 'assets/vendor.js'],
    }),
    chunk('assets/shell.js', ['/app/src/web/root.tsx', ...shell], { imports: ['assets/vendor.js'] }),
    chunk('assets/vendor.js', [`${NM}/react-dom/cjs/react-dom-client.production.js`, ...vendor]),
    chunk('assets/product-page.js', ['/app/src/web/pages/product-page.tsx'], {
      imports: ['assets/shell.js'],
    }),
    chunk('assets/widget.js', ['/app/src/web/features/chat/chat-widget.tsx', ...lazy], {
      imports: ['assets/vendor.js'],
    }),
  ];
}

const importers: Record<string, string[]> = {
  [`${NM}/zod/v4/classic/schemas.js`]: [`${NM}/zod/index.js`],
  [`${NM}/zod/index.js`]: ['/app/src/common/newsletter.ts'],
  // A page loaded on demand imports it too: the chain names the first paint's way in, not this one.
  '/app/src/common/newsletter.ts': [
    '/app/src/web/features/newsletter/newsletter-profile.tsx',
    '/app/src/web/features/newsletter/newsletter-signup.tsx',
  ],
  '/app/src/web/features/newsletter/newsletter-profile.tsx': ['/app/src/web/pages/profile-page.tsx'],
  '/app/src/web/features/newsletter/newsletter-signup.tsx': ['/app/src/web/layout/site-footer.tsx'],
  '/app/src/web/layout/site-footer.tsx': ['/app/src/web/root.tsx'],
  [`${NM}/jose/dist/webapi/jwt/verify.js`]: ['/app/src/web/features/chat/chat-widget.tsx'],
};
const importersOf = (id: string) => importers[id] ?? [];

describe('the client bundle guard', () => {
  it('names the package of a module id, scoped packages whole, the last node_modules winning', () => {
    expect(packageOf(`${NM}/react-dom/cjs/react-dom-client.production.js`)).toBe('react-dom');
    expect(packageOf(`${NM}/@tanstack/query-core/build/modern/query.js`)).toBe('@tanstack/query-core');
    expect(packageOf(`${NM}/a/node_modules/cookie/dist/index.js?commonjs-es-import`)).toBe('cookie');
    expect(packageOf('C:\\app\\node_modules\\zod\\index.js')).toBe('zod');
    expect(packageOf('/app/src/web/root.tsx')).toBeNull();
    expect(packageOf('\0vite/preload-helper.js')).toBeNull();
  });

  it('takes the entries and their static imports as the first paint, not what is loaded on demand', () => {
    expect([...firstPaintChunks(bundle([], []))].sort()).toEqual([
      'assets/entry.client.js',
      'assets/shell.js',
      'assets/vendor.js',
    ]);
  });

  it('lets the framework into the first paint and browser packages into chunks loaded on demand', () => {
    const ok = bundle(
      [],
      [
        `${NM}/react/index.js`,
        `${NM}/react-router/dist/production/chunk.mjs`,
        `${NM}/@tanstack/react-query/x.js`,
      ],
      [`${NM}/zod/index.js`, `${NM}/altcha/dist/external/altcha.js`],
    );
    expect(checkClientBundle(ok, importersOf, ROOT)).toEqual([]);
  });

  it('refuses a browser package in the first paint, naming the chain of imports that brought it', () => {
    const footer = [
      '/app/src/web/layout/site-footer.tsx',
      '/app/src/web/features/newsletter/newsletter-signup.tsx',
      '/app/src/common/newsletter.ts',
    ];
    const zod = [`${NM}/zod/index.js`, `${NM}/zod/v4/classic/schemas.js`];
    const problems = checkClientBundle(bundle(footer, zod), importersOf, ROOT);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("zod is in the first paint's chunk assets/vendor.js");
    expect(problems[0]).toContain(
      'src/web/root.tsx → src/web/layout/site-footer.tsx → src/web/features/newsletter/newsletter-signup.tsx → src/common/newsletter.ts → zod',
    );
  });

  it('refuses a server-only package in any client chunk, on demand too', () => {
    const problems = checkClientBundle(
      bundle([], [], [`${NM}/jose/dist/webapi/jwt/verify.js`]),
      importersOf,
      ROOT,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^jose is in the client chunk assets\/widget\.js: it is not a browser package .* Imported by src\/web\/features\/chat\/chat-widget\.tsx → jose$/,
      ),
    ]);
    for (const serverOnly of [
      'jose',
      'sharp',
      'file-type',
      'pdfkit',
      'fontkit',
      '@e965/xlsx',
      'altcha-lib',
      'pg',
    ])
      expect(BROWSER_PACKAGES.has(serverOnly)).toBe(false);
  });

  it('ignores a module the bundler shook out to nothing', () => {
    const shaken = bundle([], []);
    shaken[2].modules = { ...shaken[2].modules, [`${NM}/zod/index.js`]: { renderedLength: 0 } };
    expect(checkClientBundle(shaken, importersOf, ROOT)).toEqual([]);
  });
});
