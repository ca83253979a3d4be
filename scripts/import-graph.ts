/**
 * The import graph of src/ in three numbers (ADR 033): imports that reach into another server
 * module's insides (anything but its index.ts), imports into another web feature's insides, and
 * the import cycles. ESLint enforces the first and the last (boundaries/dependencies,
 * import-x/no-cycle); this prints where the code stands, e.g. for a before/after.
 *
 *   npx tsx scripts/import-graph.ts            # the numbers and the offending imports
 *   npx tsx scripts/import-graph.ts --summary  # the numbers only
 *
 * Cycles count as import-x/no-cycle counts them: type-only imports (`import type`, or every name
 * marked `type`) vanish at run time and do not close a cycle; dynamic `import()` does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx'];

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  // Stylesheets, JSON and other assets are not part of the graph.
  const candidates = [
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const to = resolveImport(file, specifier.text);
    if (to) edges.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const everyNameIsType =
        !!clause &&
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, !!clause?.isTypeOnly || everyNameIsType);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** `modules/<name>/…` or `features/<name>/…` of a path under src: the unit and whether it is its index. */
function unitOf(file: string, area: 'server/modules' | 'web/features') {
  const path = relative(join(SRC, area), file);
  if (path.startsWith('..')) return undefined;
  const [name, ...rest] = path.split('/');
  if (rest.length === 0) return undefined;
  return { name, isIndex: rest.length === 1 && /^index\.tsx?$/.test(rest[0]) };
}

/** Imports from outside a unit into one of its files other than its index. */
function intrusions(edges: Edge[], area: 'server/modules' | 'web/features'): Edge[] {
  return edges.filter(({ from, to }) => {
    const target = unitOf(to, area);
    return !!target && !target.isIndex && unitOf(from, area)?.name !== target.name;
  });
}

/** Strongly connected components with more than one file (Tarjan), or a file importing itself. */
function cycles(files: string[], edges: Edge[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) if (!edge.typeOnly) next.get(edge.from)!.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || next.get(file)!.includes(file)) found.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return found;
}

const files = sourceFiles(SRC);
const edges = files.flatMap(importsOf);
const show = (file: string) => relative(ROOT, file);
const moduleIntrusions = intrusions(edges, 'server/modules');
const featureIntrusions = intrusions(edges, 'web/features');
const fromFeatures = featureIntrusions.filter(({ from }) => unitOf(from, 'web/features'));
const found = cycles(files, edges);
const summaryOnly = process.argv.includes('--summary');

const list = (title: string, items: Edge[]) => {
  console.log(`${title}: ${items.length}`);
  if (!summaryOnly) for (const { from, to } of items) console.log(`  ${show(from)} -> ${show(to)}`);
};
console.log(`${files.length} files, ${edges.length} local imports under src/`);
list("Imports into another server module's insides (not its index.ts)", moduleIntrusions);
console.log(
  `  of which from another module's files: ${moduleIntrusions.filter(({ from }) => unitOf(from, 'server/modules')).length}`,
);
list("Imports into another web feature's insides, from another feature", fromFeatures);
console.log(
  `  and from pages, lib and the rest of src/web: ${featureIntrusions.length - fromFeatures.length}`,
);
console.log(`Import cycles (type-only imports left out): ${found.length}, ${found.flat().length} files`);
if (!summaryOnly) for (const component of found) console.log(`  ${component.map(show).join('  ')}`);
