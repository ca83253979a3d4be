/**
 * Figures of the BOM file reader (issue 18 "Figures", ADR 046): reading and detecting a 1 000- and a
 * 10 000-line XLSX and a 10 000-line CSV (median of BENCH_RUNS), the parsing worker's heap, the
 * cost of a worker against reading a small file inline (why INLINE_MAX_BYTES), and the p95 of a
 * cheap HTTP request answered by the same process while 10 000-line files are parsed: in the
 * worker (the shop's way) and, for contrast, on the event loop. No database: the catalogue's part
 * of the end-to-end figure belongs to quick buy's matcher. Nothing here asserts a time.
 *
 *   npx tsx bench/bom-read.ts
 */
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { readBomFile } from '../src/server/modules/bom-files';
import { xlsxOf } from '../src/server/modules/bom-files/bom-files.fixtures';
import {
  INLINE_MAX_BYTES,
  readTableOffThread,
  WORKER_LIMITS,
} from '../src/server/modules/bom-files/bom-files.run';
import { readTable } from '../src/server/modules/bom-files/bom-files.table';
import { percentile } from './lib';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const market = { country: 'pl' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

function rows(count: number): Array<Array<string | number>> {
  const list: Array<Array<string | number>> = [
    ['BOM of board X, rev C'],
    [],
    ['Designator', 'Qty', 'Manufacturer Part Number', 'Manufacturer', 'Description', 'Note'],
  ];
  for (let i = 0; i < count; i++) {
    list.push([
      `R${i + 1}`,
      (i % 40) + 1,
      `RC0603FR-07${i}KL`,
      'Yageo',
      `Resistor ${i} Ohm 0603 1%`,
      i % 7 ? '' : 'DNP rev A',
    ]);
  }
  return list;
}

const csvOf = (list: Array<Array<string | number>>) =>
  Buffer.from(list.map((r) => r.map((c) => `"${String(c)}"`).join(';')).join('\r\n'));

async function timeRead(name: string, bytes: Buffer) {
  const times: number[] = [];
  const heaps: number[] = [];
  let lines = 0;
  for (let i = 0; i < runs; i++) {
    const report = { heapBytes: null as number | null };
    const start = performance.now();
    const reading = await readBomFile({ bytes, fileName: name, market, report });
    times.push(performance.now() - start);
    if (report.heapBytes) heaps.push(report.heapBytes);
    lines = reading.lines.length;
  }
  const heap = heaps.length ? `${(Math.max(...heaps) / 1024 / 1024).toFixed(1)} MiB` : 'inline';
  console.log(
    `| ${name} | ${(bytes.length / 1024).toFixed(0)} KiB | ${lines} | ${ms(median(times))} | ${ms(Math.max(...times))} | ${heap} |`,
  );
}

/** A cheap request's latencies (answered by this process) while `load` runs. */
async function cheapRequestLatencies(
  load: () => Promise<void>,
): Promise<{ p50: number; p95: number; max: number; loop: number }> {
  const server = http.createServer((_req, res) => res.end('{"ok":true}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let done = false;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const client = (async () => {
    while (!done) {
      const start = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/cheap', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          })
          .on('error', reject);
      });
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  await load();
  done = true;
  await client;
  loop.disable();
  agent.destroy();
  server.close();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1)!,
    loop: loop.max / 1e6,
  };
}

async function main(): Promise<void> {
  const xlsx1k = await xlsxOf(rows(1_000));
  const xlsx10k = await xlsxOf(rows(10_000));
  const csv10k = csvOf(rows(10_000));
  const csvSmall = csvOf(rows(300));

  console.log(
    `worker limits: ${JSON.stringify(WORKER_LIMITS)}; inline up to ${INLINE_MAX_BYTES / 1024} KiB; runs ${runs}\n`,
  );
  console.log('| file | size | lines | median | max | worker heap at answer |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  await timeRead('bom-1000.xlsx', xlsx1k);
  await timeRead('bom-10000.xlsx', xlsx10k);
  await timeRead('bom-10000.csv', csv10k);
  await timeRead('bom-300.csv', csvSmall);

  // Why small files are read inline: a worker's start (tsx's loader, the readers' modules) costs more.
  const inline: number[] = [];
  const inWorker: number[] = [];
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    await readTable(csvSmall, 'small.csv', 'pl');
    inline.push(performance.now() - start);
    start = performance.now();
    await readTableOffThread(csvSmall, 'small.csv', 'pl', { forceWorker: true });
    inWorker.push(performance.now() - start);
  }
  console.log(
    `\n${(csvSmall.length / 1024).toFixed(0)} KiB CSV (300 lines): inline ${ms(median(inline))}, in a worker ${ms(median(inWorker))}`,
  );

  const parseRepeatedly = (how: 'worker' | 'inline', file: Buffer, count: number) => async () => {
    for (let i = 0; i < count; i++) {
      // The whole reading: rows in the worker, then detection and lines on the event loop.
      if (how === 'worker') await readBomFile({ bytes: file, fileName: 'big.xlsx', market });
      else await readTable(file, 'big.xlsx', 'pl');
    }
  };
  console.log('\n| cheap request while | p50 | p95 | max | event loop max delay |');
  console.log('| --- | --- | --- | --- | --- |');
  const phases: Array<[string, () => Promise<void>]> = [
    ['idle (2 s)', () => new Promise((resolve) => setTimeout(resolve, 2000))],
    ['10 000-line XLSX ×3 read by readBomFile (rows in the worker)', parseRepeatedly('worker', xlsx10k, 3)],
    ['10 000-line XLSX ×3 rows read on the event loop (contrast)', parseRepeatedly('inline', xlsx10k, 3)],
  ];
  for (const [name, load] of phases) {
    const f = await cheapRequestLatencies(load);
    console.log(
      `| ${name} | ${f.p50.toFixed(1)} ms | ${f.p95.toFixed(1)} ms | ${f.max.toFixed(1)} ms | ${f.loop.toFixed(0)} ms |`,
    );
  }
}

await main();
