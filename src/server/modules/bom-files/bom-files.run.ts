import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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
import type { WorkerJob } from './bom-files.worker';

/**
 * Reading a file off the event loop (ADR 046). A small file is read inline: starting a worker
 * costs more than reading it (bench/bom-read.ts). A larger one is read by its own worker thread
 * with a bounded heap, so a hostile file (a lying zip, a sheet of a million cells) ends that worker,
 * not the server, and other requests keep their time. At most WORKERS files are read at once.
 */
export const INLINE_MAX_BYTES = 32 * 1024;
const WORKERS = 2;
const TIMEOUT_MS = 30_000;
/** Enough for a 20 000-line sheet; a file that needs more is refused as too complex. */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/**
 * The worker runs TypeScript like the server does (the app runs under tsx in dev, test and
 * production, ADR 046): the worker's entry registers tsx's loader, then imports the real module.
 * A worker does not inherit the parent's `--import` hooks for its entry file on Node 20.
 */
const tsxApi = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
).href;
const workerModule = new URL('./bom-files.worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerModule)}); })`;

let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

type Answer =
  | { table: BomTable; heapBytes: number }
  | { refusal: { status: number; key: MessageKey; params?: TranslationValues } }
  | { failure: string };

/** What the bench reads: the worker's heap when it answered (bytes), for its peak memory. */
export interface WorkerReport {
  heapBytes: number | null;
}

const tooComplex = () => new AppError(422, 'bomFiles.errors.tooComplex');

function inWorker(
  bytes: Buffer,
  fileName: string,
  country: string,
  limits: TableLimits,
  report?: WorkerReport,
): Promise<BomTable> {
  // A copy of the bytes is handed over (transferred, not cloned): the request's Buffer may share
  // its memory with others.
  const copy = new Uint8Array(bytes);
  const job: WorkerJob = { bytes: copy, fileName, country, limits };
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: job,
      transferList: [copy.buffer],
      resourceLimits: WORKER_LIMITS,
      execArgv: [],
    });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      done();
    };
    const timer = setTimeout(() => settle(() => reject(tooComplex())), TIMEOUT_MS);
    worker.on('message', (answer: Answer) => {
      if ('table' in answer) {
        if (report) report.heapBytes = answer.heapBytes;
        settle(() => resolve(answer.table));
      } else if ('refusal' in answer) {
        const { status, key, params } = answer.refusal;
        settle(() => reject(new AppError(status, key, { params })));
      } else {
        const format = sniffFormat(bytes);
        const key =
          format === 'xlsx'
            ? 'bomFiles.errors.unreadableXlsx'
            : format === 'xls'
              ? 'bomFiles.errors.unreadableXls'
              : 'bomFiles.errors.unreadableText';
        settle(() => reject(new AppError(422, key, { params: { line: 1 } })));
      }
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file was too much for the limits.
    worker.on('error', () => settle(() => reject(tooComplex())));
    worker.on('exit', () => settle(() => reject(tooComplex())));
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
  const release = await slot();
  try {
    return await inWorker(bytes, fileName, country, limits, options.report);
  } finally {
    release();
  }
}
