/**
 * What a client chunk is made of: the build's source maps attribute each byte of a chunk to the
 * source it came from, grouped by package (`node_modules/<package>`) or by our own file. Prints per
 * chunk its gzipped size and, per part, the minified bytes and those bytes gzipped alone (which
 * add up to more than the chunk: gzip shares its dictionary across a chunk).
 *
 *   PAGE_JS_BUDGET=report npx react-router build --sourcemapClient   # the maps' comments pass the ceilings
 *   npx tsx bench/chunk-sources.ts [build/client/assets] [chunk name prefix …]   # e.g. vendor shell
 *
 * Rebuild without `--sourcemapClient` afterwards: the maps are not meant to be served.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** A source's group: the package for node_modules (scoped packages whole), else the file itself. */
export function partOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules < 0) return source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Each part's generated text in a chunk: every mapped segment runs to the next segment's start. */
export function chunkParts(code: string, map: SourceMap): Map<string, string> {
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  const add = (part: string, text: string) => {
    const list = parts.get(part) ?? [];
    list.push(text);
    parts.set(part, list);
  };
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const part = segment.length > 1 ? partOf(map.sources[segment[1]!]) : '(unmapped)';
      add(part, line.slice(segment[0], end));
    });
  });
  return new Map([...parts].map(([part, texts]) => [part, texts.join('')]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'build/client/assets', ...prefixes] = process.argv.slice(2);
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith('.js') && existsSync(join(dir, `${f}.map`)))
    .filter((f) => prefixes.length === 0 || prefixes.some((p) => f.startsWith(`${p}-`)));
  if (chunks.length === 0)
    throw new Error(`No chunk with a source map in ${dir}: build with --sourcemapClient`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  for (const chunk of chunks) {
    // The map's comment is not part of what a browser gzips for the budget.
    const code = readFileSync(join(dir, chunk), 'utf8').replace(/\n?\/\/# sourceMappingURL=.*$/, '');
    const parts = chunkParts(code, JSON.parse(readFileSync(join(dir, `${chunk}.map`), 'utf8')) as SourceMap);
    console.log(
      `${chunk}: ${kb(code.length)} KB minified, ${kb(gzipSync(code, { level: 9 }).length)} KB gzipped`,
    );
    const rows = [...parts]
      .map(([part, text]) => ({ part, raw: text.length, gzip: gzipSync(text, { level: 9 }).length }))
      .sort((a, b) => b.raw - a.raw);
    for (const row of rows.slice(0, Number(process.env.ROWS ?? 40)))
      console.log(`  ${kb(row.raw)} KB min ${kb(row.gzip)} KB gz  ${row.part}`);
    if (rows.length > Number(process.env.ROWS ?? 40))
      console.log(`  … ${rows.length - Number(process.env.ROWS ?? 40)} more`);
  }
}
