/**
 * Writes N rows of a realistic catalogue feed as CSV to stdout, for import benchmarks:
 *   npx tsx scripts/make-feed.ts 1000000 > feed.csv
 * The rows come from the catalogue generator, streamed, so any N runs in constant memory.
 */
import { once } from 'node:events';
import { CatalogGenerator } from '../src/server/db/seed/catalog-generator';
import { FEED_COLUMNS, OPTIONAL_FEED_COLUMNS } from '../src/server/modules/catalog-import';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: npx tsx scripts/make-feed.ts N > feed.csv');
  process.exit(2);
}

const generator = new CatalogGenerator(count);
const categoryPaths = new Map(
  generator.categories.map((c) => [
    c.id,
    c.pathIds.map((id) => generator.categories[id - 1].names.en).join(' > '),
  ]),
);
const manufacturerNames = new Map(generator.manufacturers.map((m) => [m.id, m.name]));
const parameters = new Map(generator.parameters.map((p) => [p.id, p.name]));

/** RFC 4180 quoting: only fields with a comma, quote or line break need it. */
function csvLine(fields: string[]): string {
  return `${fields.map((f) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',')}\n`;
}

async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

await write(csvLine([...FEED_COLUMNS, ...OPTIONAL_FEED_COLUMNS]));
let chunk = '';
let chunkRows = 0;
for (const p of generator.products()) {
  chunk += csvLine([
    p.symbol,
    manufacturerNames.get(p.manufacturerId)!,
    p.manufacturerSymbol,
    categoryPaths.get(p.categoryId)!,
    p.description,
    p.unit,
    String(p.minimumQuantity),
    String(p.multiples),
    p.priceBreaks.map((b) => `${b.amount}:${b.netPricePln}`).join('|'),
    String(p.stock),
    p.parameters.map((v) => `${parameters.get(v.parameterId)}=${v.display}`).join('|'),
    p.datasheet?.url ?? '',
    p.flags.join('|'),
    p.lifecycle,
    p.lastTimeBuyDate ?? '',
    p.replacementSymbol ?? '',
    p.compliance.rohs,
    p.compliance.reach,
    p.compliance.eccn ?? '',
    p.compliance.htsCode ?? '',
    p.compliance.countryOfOrigin ?? '',
    p.compliance.msl === null ? '' : String(p.compliance.msl),
    // Packaging, a full reel's quantity and the shop's own CAD files (ADR 076).
    p.partData.packaging.packaging,
    p.partData.packaging.reelQuantity === null ? '' : String(p.partData.packaging.reelQuantity),
    p.partData.cadModels.map((m) => `${m.kind}:${m.format}:shop`).join('|'),
  ]);
  if (++chunkRows === 1000) {
    await write(chunk);
    chunk = '';
    chunkRows = 0;
  }
}
await write(chunk);
