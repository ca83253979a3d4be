import { createWarmPool } from '../../workers/warm-pool';
import { AppError, type MessageKey } from '../../../common/errors';
import type { TranslationValues } from '../../../common/i18n/lookup';
import {
  BOM_TABLE_LIMITS,
  fileTooLarge,
  readTable,
  sniffFormat,
  type BomTable,
  type TableLimits,
} from './bom-files.table';
import { unpackRows } from './bom-files.pack';
import type { WorkerJob } from './bom-files.worker';

/**
 * Reading a file off the event loop (ADR 046). A small file is read inline: it costs less than
 * handing it over (bench/bom-read.ts). A larger one is read by a worker thread with a bounded heap,
 * so a hostile file (a lying zip, a sheet of a million cells) ends that worker, not the server, and
 * other requests keep their time. At most WORKERS files are read at once; the others wait.
 */
export const INLINE_MAX_BYTES = 32 * 1024;
const WORKERS = 2;
const TIMEOUT_MS = 30_000;
/** Enough for a 20 000-line sheet; a file that needs more is refused as too complex. */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

type Answer =
  | { table: BomTable; packed: string; heapBytes: number }
  | { refusal: { status: number; key: MessageKey; params?: TranslationValues } }
  | { failure: string };

/** What the bench reads: the worker's heap when it answered (bytes), for its peak memory. */
export interface WorkerReport {
  heapBytes: number | null;
}

const tooComplex = () => new AppError(422, 'bomFiles.errors.tooComplex');

/** A warm worker, ended after this long without a file (its heap is given back). */
const IDLE_MS = 60_000;

const pool = createWarmPool(new URL('./bom-files.worker.ts', import.meta.url).href, {
  workers: WORKERS,
  limits: WORKER_LIMITS,
  idleMs: IDLE_MS,
});

function unreadable(bytes: Buffer): AppError {
  const format = sniffFormat(bytes);
  const key =
    format === 'xlsx'
      ? 'bomFiles.errors.unreadableXlsx'
      : format === 'xls'
        ? 'bomFiles.errors.unreadableXls'
        : 'bomFiles.errors.unreadableText';
  return new AppError(422, key, { params: { line: 1 } });
}

async function inWorker(
  bytes: Buffer,
  fileName: string,
  country: string,
  limits: TableLimits,
  report?: WorkerReport,
): Promise<BomTable> {
  const warm = await pool.take();
  warm.worker.ref();
  // A copy of the bytes is handed over (transferred, not cloned): the request's Buffer may share
  // its memory with others.
  const copy = new Uint8Array(bytes);
  const job: WorkerJob = { bytes: copy, fileName, country, limits };
  const { worker } = warm;
  return new Promise<BomTable>((resolve, reject) => {
    const finish = (healthy: boolean, done: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (healthy) pool.giveBack(warm);
      else void worker.terminate();
      done();
    };
    const onMessage = (answer: Answer) => {
      if ('table' in answer) {
        if (report) report.heapBytes = answer.heapBytes;
        finish(true, () => resolve({ ...answer.table, rows: unpackRows(answer.packed) }));
      } else if ('refusal' in answer) {
        const { status, key, params } = answer.refusal;
        finish(true, () => reject(new AppError(status, key, { params })));
      } else {
        // A library's own exception on a hostile file: the worker may be in any state, so it goes.
        finish(false, () => reject(unreadable(bytes)));
      }
    };
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file was too much for the limits.
    const onError = () => finish(false, () => reject(tooComplex()));
    const onExit = () => finish(false, () => reject(tooComplex()));
    const timer = setTimeout(() => finish(false, () => reject(tooComplex())), TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job, [copy.buffer]);
  });
}

/** A file's rows, read inline when small, else in a worker; `report` receives the worker's heap. */
export async function readTableOffThread(
  bytes: Buffer,
  fileName: string,
  country: string,
  options: { forceWorker?: boolean; report?: WorkerReport; limits?: TableLimits } = {},
): Promise<BomTable> {
  const limits = options.limits ?? BOM_TABLE_LIMITS;
  if (bytes.length > limits.maxBytes) throw fileTooLarge(limits.maxBytes);
  if (bytes.length <= INLINE_MAX_BYTES && !options.forceWorker)
    return readTable(bytes, fileName, country, limits);
  return inWorker(bytes, fileName, country, limits, options.report);
}
