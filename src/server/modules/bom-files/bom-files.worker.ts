/**
 * The parsing worker (ADR 046): reads one file into rows off the main thread, under the memory
 * limits its parent set, and answers once. Refusals travel as their status, key and values.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../../common/errors';
import { readTable, type TableLimits } from './bom-files.table';

export interface WorkerJob {
  bytes: Uint8Array;
  fileName: string;
  country: string;
  limits: TableLimits;
}

const job = workerData as WorkerJob;
const heapBytes = () => getHeapStatistics().total_heap_size;

readTable(
  Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
  job.fileName,
  job.country,
  job.limits,
).then(
  (table) => parentPort!.postMessage({ table, heapBytes: heapBytes() }),
  (error: unknown) =>
    parentPort!.postMessage(
      error instanceof AppError
        ? { refusal: { status: error.status, key: error.key, params: error.options.params } }
        : { failure: String((error as Error)?.stack ?? error) },
    ),
);
