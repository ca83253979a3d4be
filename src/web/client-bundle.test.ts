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

function clientModules(): Set<string> {
  const pages = readdirSync(join(ROOT, 'src/web/pages'))
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => join(ROOT, 'src/web/pages', f));
  const queue = [join(ROOT, 'src/web/root.tsx'), join(ROOT, 'src/web/entry.client.tsx'), ...pages];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the client bundle', () => {
  it('reaches no message catalogue', () => {
    const modules = clientModules();
    expect(modules.size).toBeGreaterThan(50);
    expect(modules.has(join(ROOT, 'src/common/i18n/lookup.ts'))).toBe(true);
    const leaked = CATALOGUES.filter((c) => modules.has(c)).map((c) => relative(ROOT, c));
    expect(leaked).toEqual([]);
  });
});
