/**
 * Quick buy from a BOM file end to end (issue 18 "Figures": a 1 000-line XLSX read, matched and
 * priced ≤ 2 s; a 10 000-line file ≤ 10 s): `POST /ajax/quickbuy/read-products/file` over HTTP to
 * the API in its own process, on a copy of `shop_bench` (1 000 000 products; dropped afterwards).
 * Each file is a new sample of orderable products as buyers write them: a title row, the header on
 * row 3, half the lines by manufacturer part number, half by the shop's symbol, amounts 1–500,
 * designators. Median and max of BENCH_RUNS (3) after one untimed run per size; the answer's line
 * count and how many matched are checked. Quick buy takes at most 10 000 lines (ADR 047, amended in
 * session 14; bench/quickbuy-10k.ts measures that size with memory and a cheap request's p95).
 *
 *   npx tsx bench/bom-file-e2e.ts        (BENCH_SIZES=1000,5000,10000 BENCH_PORT=3207)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { xlsxOf } from '../src/server/modules/bom-files/bom-files.fixtures';
import { copyDatabase, settle, startApi } from './lib';

const template = process.env.BENCH_TEMPLATE ?? 'shop_bench';
const sizes = (process.env.BENCH_SIZES ?? '1000,5000,10000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3207);

async function main(): Promise<void> {
  const name = `shop_bench_bomfile_${randomBytes(4).toString('hex')}`;
  console.log(`copying ${template} to ${name}…`);
  const scratch = await copyDatabase(name, template);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    const sample = async (count: number) =>
      (
        (await database.db.execute(
          sql.raw(`SELECT symbol, manufacturer_symbol AS mpn FROM products p TABLESAMPLE SYSTEM (3)
            WHERE 'SHOW_PRICE' = ANY(permissions) AND manufacturer_symbol <> ''
              AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[]
            ORDER BY random() LIMIT ${count}`),
        )) as unknown as { rows: Array<{ symbol: string; mpn: string }> }
      ).rows;
    const fileOf = async (count: number) => {
      const products = await sample(count);
      if (products.length < count) throw new Error(`only ${products.length} products sampled`);
      return xlsxOf([
        ['BOM of board X, rev C'],
        [],
        ['Designator', 'Qty', 'Manufacturer Part Number', 'Symbol', 'Note'],
        ...products.map((p, i) => [
          `R${i + 1}`,
          1 + Math.floor(Math.random() * 500),
          i % 2 ? p.mpn : null,
          i % 2 ? null : p.symbol,
          i % 7 ? null : 'DNP rev A',
        ]),
      ]);
    };

    api = await startApi(scratch.url, port, 10);
    await settle();
    const headers = {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'x-requested-with': 'XMLHttpRequest',
    };
    console.log(
      `products: ${scratch.url.split('/').pop()} (copy of ${template}); runs ${runs} after one untimed`,
    );
    for (const size of sizes) {
      const times: number[] = [];
      let status = 0;
      let matched = 0;
      for (let run = 0; run <= runs; run++) {
        const file = await fileOf(size);
        const started = performance.now();
        const res = await fetch(`${api.base}/ajax/quickbuy/read-products/file?fileName=bom.xlsx`, {
          method: 'POST',
          headers,
          body: new Uint8Array(file),
        });
        const text = await res.text();
        const ms = performance.now() - started;
        status = res.status;
        if (res.ok) {
          const answer = JSON.parse(text) as { list: { lines: Array<{ productSymbol: string | null }> } };
          if (answer.list.lines.length !== size)
            throw new Error(`expected ${size} lines, got ${answer.list.lines.length}`);
          matched = answer.list.lines.filter((l) => l.productSymbol).length;
        } else if (run === 0) console.log(`  ${size} lines: ${res.status} ${text.slice(0, 160)}`);
        if (run > 0) times.push(ms);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${size} lines (${status}): median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms${status === 200 ? `, matched ${matched}/${size}` : ''}`,
      );
    }
    await database.close();
  } finally {
    await api?.stop();
    await scratch.drop();
  }
}

await main();
