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
import { createWarmPool } from '../../workers/warm-pool';
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

const pool = createWarmPool(new URL('./quickbuy.worker.ts', import.meta.url).href, {
  workers: WORKERS,
  limits: WORKER_LIMITS,
  idleMs: IDLE_MS,
});

/**
 * Starts a worker ahead of a long list (its start, ~0.5 s on a busy machine, then overlaps the
 * list's matching and database reads instead of being waited for); nothing when one is warm.
 */
export function warmPresentWorker(): void {
  pool.warm();
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
  const warm = await pool.take();
  warm.worker.ref();
  const { worker } = warm;
  const answered = new Promise<Uint8Array>((resolve, reject) => {
    const finish = (healthy: boolean, done: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (healthy) pool.giveBack(warm);
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
