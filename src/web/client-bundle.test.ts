/**
 * What the browser's bundle may not contain: the message catalogues of every language (~120 KB of
 * source, 20 KB gzipped) once reached the root chunk through one import of `common/i18n`. The page
 * gets its own language with the root loader's data; the browser reads it through
 * `common/i18n/lookup`. This walks the static and dynamic imports a client build follows from the
 * root and the pages (type-only imports and `.server` modules are not bundled) and checks that no
 * catalogue module is among them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../common/routes-account';
import { CONTACT_ROUTES } from '../common/routes-contact';
import { DESK_ROUTES } from '../common/routes-desk';
import { SERVER_ONLY_ROUTE_NAMES } from '../common/routes.server';
import { FIRST_PAINT_PACKAGES } from '../../scripts/client-bundle-guard';

const ROOT = resolve(__dirname, '..', '..');
const CATALOGUES = ['index', 'en', 'pl', 'hu', 'de'].map((name) =>
  join(ROOT, 'src/common/i18n', `${name}.ts`),
);

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // packages are not ours to check here
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith('/') && candidate.match(/\.tsx?$/),
  );
}

/** Relative imports a bundler follows: `import … from`, `export … from`, `import('…')`; not `import type`. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[2]) continue;
    const specifier = match[3] ?? match[4];
    if (specifier) found.push(specifier);
  }
  return found;
}

/**
 * Every module of the pages' folders but tests and `.server` ones: the dispatcher, the pages'
 * definitions (the dispatcher reads them with import.meta.glob, which this walk does not follow)
 * and their components.
 */
function pageModules(): string[] {
  return readdirSync(join(ROOT, 'src/web/pages'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !/\.server\.tsx?$/.test(f))
    .map((f) => join(ROOT, 'src/web/pages', f));
}

/** The modules of the client build, and which of them import a `.server` module. */
function clientModules(): { modules: Set<string>; serverImporters: Set<string> } {
  const queue = [join(ROOT, 'src/web/root.tsx'), join(ROOT, 'src/web/entry.client.tsx'), ...pageModules()];
  const seen = new Set<string>();
  const serverImporters = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier);
      if (target && /\.server\.tsx?$/.test(target)) serverImporters.add(relative(ROOT, file));
      else if (target) queue.push(target);
    }
  }
  return { modules: seen, serverImporters };
}

/**
 * The first paint's modules (what every page loads: the root, entry.client, the dispatcher and the
 * pages' definitions it reads eagerly), and the packages they import statically, each with the
 * chain that reaches it. Dynamic `import()` starts a chunk of its own and is not followed.
 */
function firstPaint(): { packages: Map<string, string[]>; modules: Set<string> } {
  const starts = [
    join(ROOT, 'src/web/root.tsx'),
    join(ROOT, 'src/web/entry.client.tsx'),
    join(ROOT, 'src/web/pages/dispatch.tsx'),
    ...pageModules().filter((file) => file.endsWith('/page.ts')),
  ];
  const parent = new Map<string, string | null>(starts.map((file) => [file, null]));
  const packages = new Map<string, string[]>();
  const chain = (file: string | null): string[] =>
    file ? [...chain(parent.get(file)!), relative(ROOT, file)] : [];
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = readFileSync(file, 'utf8');
    const pattern = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?from\s+)?['"]([^'"]+)['"]/g;
    for (const [, typeOnly, specifier] of source.matchAll(pattern)) {
      if (typeOnly || /\.css(\?|$)/.test(specifier)) continue;
      if (!specifier.startsWith('.')) {
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (!packages.has(name)) packages.set(name, [...chain(file), name]);
        continue;
      }
      const target = resolveImport(file, specifier);
      if (!target || /\.server\.tsx?$/.test(target) || parent.has(target)) continue;
      parent.set(target, file);
      queue.push(target);
    }
  }
  return { packages, modules: new Set(parent.keys()) };
}

const firstPaintPackages = () => firstPaint().packages;
const firstPaintModules = () => firstPaint().modules;

describe('the client bundle', () => {
  it("imports no package but the framework at first paint (ADR 044; the build's guard checks the chunks)", () => {
    // One import of the newsletter's contracts by the footer put Zod and libphonenumber-js into
    // every page's vendor chunk (+54 KB gzipped, session 16). scripts/client-bundle-guard.ts checks
    // the real chunks on every build; this finds the same mistake without a build.
    const packages = firstPaintPackages();
    expect(packages.has('react-router')).toBe(true);
    const others = [...packages]
      .filter(([name]) => !FIRST_PAINT_PACKAGES.has(name))
      .map(([, c]) => c.join(' → '));
    expect(others).toEqual([]);
  });

  it('reaches no message catalogue', () => {
    const { modules } = clientModules();
    expect(modules.size).toBeGreaterThan(50);
    expect(modules.has(join(ROOT, 'src/common/i18n/lookup.ts'))).toBe(true);
    const leaked = CATALOGUES.filter((c) => modules.has(c)).map((c) => relative(ROOT, c));
    expect(leaked).toEqual([]);
  });

  it('reaches no `.server` module: only the route modules import them, for the loaders the build removes', () => {
    // A page's definition or component importing its loader would ship the loader to the browser.
    expect([...clientModules().serverImporters].sort()).toEqual([
      'src/web/pages/dispatch.tsx',
      'src/web/root.tsx',
    ]);
  });

  it("names no server-only route, and an account, contact or desk call only with that part's generator (ADR 044, 085)", () => {
    // The browser generates links and calls with routes.ts's part, the account's calls with
    // routes-account.ts's and the desk's with routes-desk.ts's: a name the generator lacks throws
    // "The route does not exist" at run time. Any route name written in a browser module (a
    // localHref, generate, href('…') or a list of names) counts; the pages' definitions do not,
    // as they name the routes their loaders answer on the server, redirect-only ones among them.
    expect(SERVER_ONLY_ROUTE_NAMES.size).toBeGreaterThan(0);
    // A desk module may link the desk's pages by deskHref, which generates with routes-desk.ts's, or
    // name them to the desk's frame (StaffShell's `current`), whose nav links them so.
    const parts = [
      { modules: ['src/common/routes-account.ts'], names: new Set(ACCOUNT_ROUTES.map((r) => r.name)) },
      {
        modules: [
          'src/common/routes-desk.ts',
          'src/web/lib/desk-href.ts',
          'src/web/features/staff/staff-shell.tsx',
          'src/web/features/staff/staff-nav.ts',
        ],
        names: new Set(DESK_ROUTES.map((r) => r.name)),
      },
      { modules: ['src/common/routes-contact.ts'], names: new Set(CONTACT_ROUTES.map((r) => r.name)) },
    ].map((part) => ({ ...part, modules: part.modules.map((module) => join(ROOT, module)) }));
    // The tables that define the names (the desk's nav is one of its pages).
    const tables = new Set([
      ...parts.map((part) => part.modules[0]),
      join(ROOT, 'src/web/features/staff/staff-nav.ts'),
    ]);
    const wrong = [...clientModules().modules]
      // The pages' definitions, and the tables that define the names.
      .filter((file) => !file.endsWith('/page.ts') && !tables.has(file))
      .flatMap((file) => {
        const imported = new Set(importsOf(file).map((specifier) => resolveImport(file, specifier)));
        return [...readFileSync(file, 'utf8').matchAll(/['"`]([\w-]+)['"`]/g)]
          .map((m) => m[1])
          .filter(
            (name) =>
              SERVER_ONLY_ROUTE_NAMES.has(name) ||
              parts.some((part) => part.names.has(name) && !part.modules.some((m) => imported.has(m))),
          )
          .map((name) => `${relative(ROOT, file)}: ${name}`);
      });
    expect(wrong).toEqual([]);
  });

  it("keeps the account's, contact's and desk's calls out of the first paint (docs/decisions/085)", () => {
    // They are ~3 KB gzipped that no shop page needs before it is used: only the modules of the
    // account's and desk's features import them, and no module of the first paint does.
    const firstPaint = firstPaintModules();
    expect(firstPaint.has(join(ROOT, 'src/common/routes.ts'))).toBe(true);
    expect(firstPaint.has(join(ROOT, 'src/common/routes-account.ts'))).toBe(false);
    expect(firstPaint.has(join(ROOT, 'src/common/routes-desk.ts'))).toBe(false);
    expect(firstPaint.has(join(ROOT, 'src/common/routes-contact.ts'))).toBe(false);
  });

  it('leaves the parts loaded on use out of the first paint (docs/decisions/088)', () => {
    // The search box's suggestions (first focus), the dialogs' frames (first dialog), the footer's
    // newsletter form (first use) and the desk's page definitions (a desk page): ~3 KB gzipped.
    const firstPaint = firstPaintModules();
    const onUse = [
      'src/web/features/search/search-combobox.tsx',
      'src/web/features/search/use-autocomplete.ts',
      'src/web/ui/modal-layers.tsx',
      'src/web/ui/focus.ts',
      'src/web/features/newsletter/newsletter-signup.tsx',
      'src/web/features/newsletter/topic-choices.tsx',
      'src/web/pages/desk-pages.ts',
    ];
    expect(onUse.filter((file) => firstPaint.has(join(ROOT, file)))).toEqual([]);
    expect(firstPaint.has(join(ROOT, 'src/web/features/search/search-box.tsx'))).toBe(true);
    expect(firstPaint.has(join(ROOT, 'src/web/features/newsletter/newsletter-slot.tsx'))).toBe(true);
  });

  it("is the only place the browser's part of the route table is used alone (docs/decisions/044)", () => {
    // Server code generates and matches with the whole table: a shared module that only the server
    // runs and reads the browser's part would miss the redirect-only pages and server-only calls.
    const { modules } = clientModules();
    const browserPart = join(ROOT, 'src/common/routes.ts');
    const serverSide = ['src/server', 'src/common']
      .flatMap((dir) =>
        readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(ROOT, dir, f)),
      )
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !modules.has(file))
      .filter((file) => file !== join(ROOT, 'src/common/routes.server.ts'))
      .filter((file) => importsOf(file).some((specifier) => resolveImport(file, specifier) === browserPart))
      .map((file) => relative(ROOT, file));
    expect(serverSide).toEqual([]);
  });
});
