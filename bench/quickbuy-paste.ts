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
 * step) and 10 unknown part numbers; amounts 1–500 (`BENCH_MIX`: also all 100 exact, and 10 mistyped
 * manufacturer part numbers for the unknown). BENCH_RUNS pastes (default 20) per mix after two
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
/** A typo a quarter into the text (a part number's start is mistyped as often as its end). */
const earlyTypo = (text: string) => {
  const at = Math.floor(text.length / 4);
  return text.slice(0, at) + (text[at] === 'Q' ? 'Z' : 'Q') + text.slice(at + 1);
};

type Mix = 'mixed' | 'exact' | 'typos';

/**
 * `mixed`: as described above. `exact`: 100 shop symbols as they are written. `typos`: the mix with
 * the 10 unknown part numbers replaced by 10 manufacturer part numbers with a typo. Each typo line
 * remembers the product it was made from, to count how often that product is suggested.
 */
async function paste(mix: Mix): Promise<{ text: string; meant: Map<number, string> }> {
  const sample = rowsOf<{ symbol: string; mpn: string }>(
    await database.db.execute(
      sql`SELECT symbol, manufacturer_symbol AS mpn FROM products TABLESAMPLE SYSTEM (0.05) LIMIT 100`,
    ),
  );
  const meant = new Map<number, string>();
  const lines = sample.map((p, i) => {
    const symbol = p.symbol.replace(/\s/g, '');
    if (mix === 'exact' || i < 25) return `${symbol}\t${amount()}`;
    if (i < 50) return `${symbol.toLowerCase().replace(/-/g, '.')}\t${amount()}\tnote ${i}`;
    if (i < 70) return `${p.mpn}\t${amount()}`;
    if (i < 80) return `${p.mpn}${SUFFIXES[i % SUFFIXES.length]}\t${amount()}`;
    if (i < 90) {
      meant.set(i, p.symbol);
      return `${typo(symbol)}\t${amount()}`;
    }
    if (mix === 'typos') {
      meant.set(i, p.symbol);
      return `${earlyTypo(p.mpn.replace(/\s/g, ''))}\t${amount()}`;
    }
    return `NOPART-${Math.random().toString(36).slice(2, 10)}\t5`;
  });
  return { text: lines.join('\r\n'), meant };
}

const mixes = (process.env.BENCH_MIX ?? 'mixed,exact,typos').split(',') as Mix[];
const [{ count }] = rowsOf<{ count: string }>(await database.db.execute(sql`SELECT count(*) FROM products`));
console.log(`products ${count}; ${runs} pastes of 100 lines per mix (read, matched, priced)`);
for (const mix of mixes) {
  const kinds = new Map<string, number>();
  const times: number[] = [];
  let typos = 0;
  let suggested = 0;
  for (let run = 0; run < runs + 2; run++) {
    const { text, meant } = await paste(mix);
    const started = performance.now();
    const list = await services.quickBuy.readProducts('lines', { text }, viewer, ctx);
    const ms = performance.now() - started;
    if (!('lines' in list)) throw new Error('a 100-line paste is presented inline, not by the worker');
    if (run < 2) continue;
    times.push(ms);
    if (list.lines.length !== 100) throw new Error(`expected 100 lines, got ${list.lines.length}`);
    list.lines.forEach((line, i) => {
      kinds.set(line.match.kind, (kinds.get(line.match.kind) ?? 0) + 1);
      const symbol = meant.get(i);
      if (symbol === undefined) return;
      typos++;
      if (line.productSymbol === symbol || line.candidateSymbols.includes(symbol)) suggested++;
    });
  }
  times.sort((a, b) => a - b);
  console.log(
    `${mix}: p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms`,
  );
  console.log('  matched:', Object.fromEntries([...kinds].sort(([a], [b]) => a.localeCompare(b))));
  if (typos > 0) console.log(`  typos whose product was suggested: ${suggested} of ${typos}`);
}
await services.close();
await database.close();
