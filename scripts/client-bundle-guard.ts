/**
 * The client build fails when a package reaches a chunk it must not (ADR 044, session 16):
 *
 * - **The first paint** (every chunk an entry imports statically: the `vendor` and `shell` chunks
 *   every page loads) holds only the framework: React, React DOM, React Router and TanStack Query.
 *   Anything else a page needs (a form's Zod contract, the phone parser, the captcha widget, the
 *   chat) goes in a chunk loaded where it is used. One import of `common/newsletter.ts` by the
 *   footer once put Zod and libphonenumber-js into every page's vendor chunk (+54 KB gzipped).
 * - **Any client chunk** holds only packages listed as the browser's: a server-only package
 *   (jose, sharp, file-type, pdfkit, the spreadsheet readers, the database drivers…) never ships.
 *
 * A package new to the browser is added to `BROWSER_PACKAGES` deliberately, with what uses it; one
 * new to the first paint has to fit ADR 044's budget first. The failure names the chain of imports
 * that brought the package in, from our own module that imports it up to the entry.
 */
import type { Plugin } from 'vite';

/** The framework every page loads (the vendor chunk, ADR 044's "line of its own"). */
export const FIRST_PAINT_PACKAGES: ReadonlySet<string> = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
]);

/** Every package a browser chunk may hold: the first paint's, and these in chunks loaded on demand. */
export const BROWSER_PACKAGES: ReadonlySet<string> = new Set([
  ...FIRST_PAINT_PACKAGES,
  // The contracts' validation in forms and pages that check input before sending it.
  'zod',
  // Phone numbers in address, contact and checkout forms (common/phone.ts).
  'libphonenumber-js',
  // Amounts in the cart, checkout and quick buy rules (common/money.ts).
  'decimal.js',
  // The captcha widget, where a captcha renders (ui/captcha/altcha-element.ts, ADR 069).
  'altcha',
]);

/** The package a module id belongs to (the last `node_modules/` of its path), or null for ours. */
export function packageOf(id: string): string | null {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = path.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** What the guard reads of a bundle's chunk (rolldown's OutputChunk has these). */
export interface GuardChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  /** Modules whose code is in the chunk (tree-shaken ones have a rendered length of 0). */
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

/** Who imports a module statically (rolldown's ModuleInfo.importers), to name the chain. */
export type ImportersOf = (id: string) => readonly string[];

/** The chunks of the first paint: the entries and what they import statically, transitively. */
export function firstPaintChunks(chunks: readonly GuardChunk[]): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name) || !byName.has(name)) continue;
    seen.add(name);
    queue.push(...byName.get(name)!.imports);
  }
  return seen;
}

/**
 * The shortest chain of static imports from one of our modules that nothing `within` imports (an
 * entry) down to the package's module, through our modules `within` accepts (a package's own files
 * count as one step).
 */
function chainOf(
  id: string,
  importersOf: ImportersOf,
  within: (id: string) => boolean,
  root: string,
): string {
  const short = (m: string) => {
    const path = m.replace(/\?.*$/, ''); // React Router's `root.tsx?__react-router-build-client-route`
    return packageOf(path) ?? (path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path);
  };
  const below = new Map<string, string | null>([[id, null]]);
  const queue = [id];
  let top = id;
  while (queue.length > 0) {
    const current = queue.shift()!;
    const importers = importersOf(current).filter((m) => packageOf(m) !== null || within(m));
    // A package's own files lead on to whichever of ours imports it; the top is one of ours.
    if (importers.length === 0 && packageOf(current) === null) {
      top = current;
      break;
    }
    for (const importer of importers)
      if (!below.has(importer)) {
        below.set(importer, current);
        queue.push(importer);
      }
  }
  const names: string[] = [];
  for (let m: string | null | undefined = top; m; m = below.get(m)) {
    const name = short(m);
    if (names.at(-1) !== name) names.push(name);
  }
  return names.join(' → ');
}

/** The problems of a client bundle: each a package where it may not be, with how it got there. */
export function checkClientBundle(
  chunks: readonly GuardChunk[],
  importersOf: ImportersOf,
  root = '',
): string[] {
  const firstPaint = firstPaintChunks(chunks);
  const chunkOf = new Map(
    chunks.flatMap((c) => Object.keys(c.modules).map((id) => [id, c.fileName] as const)),
  );
  // A module of the first paint is there because a first-paint module imports it: the chain stays there.
  const inFirstPaint = (id: string) => firstPaint.has(chunkOf.get(id) ?? '');
  const problems = new Map<string, string>();
  for (const chunk of chunks) {
    const initial = firstPaint.has(chunk.fileName);
    for (const [id, module] of Object.entries(chunk.modules)) {
      const pkg = packageOf(id);
      if (pkg === null || module.renderedLength === 0) continue;
      const allowed = initial ? FIRST_PAINT_PACKAGES : BROWSER_PACKAGES;
      if (allowed.has(pkg)) continue;
      const key = `${pkg} in ${chunk.fileName}`;
      if (problems.has(key)) continue;
      const where = initial
        ? `the first paint's chunk ${chunk.fileName} (every page loads it)`
        : `the client chunk ${chunk.fileName}`;
      const why = BROWSER_PACKAGES.has(pkg)
        ? 'load it where it is used (a dynamic import) or take the import of a module that does not need it'
        : 'it is not a browser package (BROWSER_PACKAGES in scripts/client-bundle-guard.ts)';
      problems.set(
        key,
        `${pkg} is in ${where}: ${why}. Imported by ${chainOf(id, importersOf, initial ? inFirstPaint : () => true, root)}`,
      );
    }
  }
  return [...problems.values()];
}

/** The Vite plugin: checks the client environment's bundle when it is written. */
export function clientBundleGuard(): Plugin {
  let root = '';
  return {
    name: 'shop:client-bundle-guard',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const problems = checkClientBundle(chunks, (id) => this.getModuleInfo(id)?.importers ?? [], root);
      if (problems.length > 0)
        this.error(
          `Packages where the client bundle may not have them (ADR 044):\n- ${problems.join('\n- ')}`,
        );
    },
  };
}
