/**
 * Long working lists presented off the event loop (ADR 047, amended in session 18). Presenting
 * and pricing 10 000 lines and writing their 8 MiB of JSON cost the main thread ~100–200 ms of
 * slices a call and a heap of 300–500 MiB of the list's objects, whose collection held it too
 * (bench/RESULTS.md, session 16): other requests' p95 during the reads was twice the floor of two
 * shared cores. Here the product rows and lines (already read by the main thread: the database
 * stays there) are handed to a worker thread in pieces, the event loop given back between them,
 * and the answer comes back as its JSON bytes. A worker that fails is ended; the caller presents
 * inline instead.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkingLine } from '../../../common/contracts/quickbuy';
import type { PresentContext } from './quickbuy.present';
import type { LineProductRow } from './quickbuy.repository';
import { LINES_PIECE, slicePacer } from './quickbuy.slices';
import type { PresentAnswer, PresentMessage } from './quickbuy.worker';

/** Lists from this many lines go to the worker; shorter ones cost less presented inline. */
export const PRESENT_OFF_THREAD_FROM = 500;
const WORKERS = 2;
const TIMEOUT_MS = 60_000;
const IDLE_MS = 60_000;
/** A 10 000-line list needs ~100–200 MiB here; the bound keeps a runaway list from the server. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

// The worker runs TypeScript as the server does: its entry registers tsx, then imports the module
// (as bom-files.run.ts does; a worker does not inherit the parent's `--import` hooks on Node 20).
const tsxApi = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
).href;
const workerModule = new URL('./quickbuy.worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerModule)}); })`;

interface Warm {
  worker: Worker;
  idle: NodeJS.Timeout | null;
}
const idle: Warm[] = [];
let started = 0;
const waiting: Array<() => void> = [];

function startWorker(): Warm {
  started++;
  const worker = new Worker(BOOT, { eval: true, resourceLimits: WORKER_LIMITS, execArgv: [] });
  // A warm worker must not keep a test or a script from ending.
  worker.unref();
  const warm: Warm = { worker, idle: null };
  worker.once('exit', () => {
    started--;
    const at = idle.indexOf(warm);
    if (at >= 0) idle.splice(at, 1);
    waiting.shift()?.();
  });
  return warm;
}

async function takeWorker(): Promise<Warm> {
  for (;;) {
    const warm = idle.pop();
    if (warm) {
      if (warm.idle) clearTimeout(warm.idle);
      return warm;
    }
    if (started < WORKERS) return startWorker();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

function giveBack(warm: Warm): void {
  warm.worker.unref();
  warm.idle = setTimeout(() => void warm.worker.terminate(), IDLE_MS);
  warm.idle.unref();
  idle.push(warm);
  waiting.shift()?.();
}

/**
 * Starts a worker ahead of a long list (its start, ~0.5 s on a busy machine, then overlaps the
 * list's matching and database reads instead of being waited for); nothing when one is warm.
 */
export function warmPresentWorker(): void {
  if (idle.length > 0 || started >= WORKERS) return;
  giveBack(startWorker());
}

/** What the bench reads: the worker's heap when it answered (bytes). */
export const presentWorkerReport = { heapBytes: 0 };

/**
 * The list's JSON (the bytes `JSON.stringify` gives for the list presented inline), presented by a
 * worker. Rejects when the worker fails; the caller presents inline then.
 */
export async function presentOffThread(
  lines: readonly WorkingLine[],
  products: ReadonlyMap<string, LineProductRow>,
  context: PresentContext,
): Promise<Uint8Array> {
  const warm = await takeWorker();
  warm.worker.ref();
  const { worker } = warm;
  const answered = new Promise<Uint8Array>((resolve, reject) => {
    const finish = (healthy: boolean, done: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (healthy) giveBack(warm);
      else void worker.terminate();
      done();
    };
    const onMessage = (answer: PresentAnswer) => {
      if ('json' in answer) {
        presentWorkerReport.heapBytes = Math.max(presentWorkerReport.heapBytes, answer.heapBytes);
        finish(true, () => resolve(answer.json));
      } else
        finish(false, () => reject(new Error(`quick buy's presenting worker failed: ${answer.failure}`)));
    };
    const onError = (error: Error) => finish(false, () => reject(error));
    const onExit = (code: number) =>
      finish(false, () => reject(new Error(`quick buy's presenting worker ended (${code})`)));
    const timer = setTimeout(
      () => finish(false, () => reject(new Error("quick buy's presenting worker took too long"))),
      TIMEOUT_MS,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  // Handled when returned; meanwhile a worker failing during the sending is not an unhandled rejection.
  answered.catch(() => undefined);
  // Each piece is copied by structured clone on this thread: pieces paced like every per-line pass.
  const send = (message: PresentMessage) => worker.postMessage(message);
  const between = slicePacer();
  const rows = [...products.values()];
  for (let from = 0; from < rows.length; from += LINES_PIECE) {
    if (from > 0) await between();
    send({ products: rows.slice(from, from + LINES_PIECE) });
  }
  for (let from = 0; from < lines.length; from += LINES_PIECE) {
    await between();
    send({ lines: lines.slice(from, from + LINES_PIECE) });
  }
  send({ present: context });
  return answered;
}
