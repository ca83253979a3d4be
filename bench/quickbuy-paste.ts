/**
 * Quick buy (issue 18, target ≤ 300 ms): 100 pasted lines read, matched and priced, at the service
 * (no HTTP), one caller at a time, on a copy of the 1 000 000-product `shop_bench`:
 *
 *   psql … -c 'CREATE DATABASE shop_quickbuy TEMPLATE shop_bench'
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_quickbuy npx tsx bench/quickbuy-paste.ts
 *
 * Each paste is 100 lines of random products as buyers type them: 50 shop symbols (half in lower
 * case with dots for dashes: the normalised step), 20 manufacturer part numbers, 10 with a
 * packaging suffix ("-TR", "/REEL", "#PBF"), 10 with a typo (only similar symbols: the fuzzy
 * step) and 10 unknown part numbers; amounts 1–500. BENCH_RUNS pastes (default 20) after two
 * untimed ones, each a new sample; prints p50, p95 and max, and how the lines matched.
 */
import { sql } from 'drizzle-orm';
import type { PriceContext } from '../src/common/contracts/pricing';
import { openDatabase } from '../src/server/db/client';
import { createServices } from '../src/server/services';
import { percentile } from './lib';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const services = createServices(database);
const ctx: PriceContext = { country: 'pl', gross: false, language: 'pl' };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const [person] = rowsOf<{ customerId: number; id: number }>(
  await database.db.execute(sql`SELECT customer_id AS "customerId", id FROM contact_persons LIMIT 1`),
);
const viewer = person ? { customerId: person.customerId, contactPersonId: person.id } : null;

const SUFFIXES = ['-TR', '/REEL', '#PBF'];
const amount = () => 1 + Math.floor(Math.random() * 500);
const typo = (symbol: string) => symbol.replace(/.$/, (last) => (last === 'Q' ? 'Z' : 'Q'));

async function paste(): Promise<string> {
  const sample = rowsOf<{ symbol: string; mpn: string }>(
    await database.db.execute(
      sql`SELECT symbol, manufacturer_symbol AS mpn FROM products TABLESAMPLE SYSTEM (0.05) LIMIT 90`,
    ),
  );
  const lines = sample.map((p, i) => {
    const symbol = p.symbol.replace(/\s/g, '');
    if (i < 25) return `${symbol}\t${amount()}`;
    if (i < 50) return `${symbol.toLowerCase().replace(/-/g, '.')}\t${amount()}\tnote ${i}`;
    if (i < 70) return `${p.mpn}\t${amount()}`;
    if (i < 80) return `${p.mpn}${SUFFIXES[i % SUFFIXES.length]}\t${amount()}`;
    return `${typo(symbol)}\t${amount()}`;
  });
  for (let i = 0; i < 10; i++) lines.push(`NOPART-${Math.random().toString(36).slice(2, 10)}\t5`);
  return lines.join('\r\n');
}

const kinds = new Map<string, number>();
const times: number[] = [];
for (let run = 0; run < runs + 2; run++) {
  const text = await paste();
  const started = performance.now();
  const list = await services.quickBuy.readProducts('lines', { text }, viewer, ctx);
  const ms = performance.now() - started;
  if (run < 2) continue;
  times.push(ms);
  for (const line of list.lines) kinds.set(line.match.kind, (kinds.get(line.match.kind) ?? 0) + 1);
  if (list.lines.length !== 100) throw new Error(`expected 100 lines, got ${list.lines.length}`);
}
times.sort((a, b) => a - b);
const [{ count }] = rowsOf<{ count: string }>(await database.db.execute(sql`SELECT count(*) FROM products`));
console.log(`products ${count}; ${runs} pastes of 100 lines (read, matched, priced)`);
console.log(
  `p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms`,
);
console.log('matched:', Object.fromEntries([...kinds].sort(([a], [b]) => a.localeCompare(b))));
await services.close();
await database.close();
