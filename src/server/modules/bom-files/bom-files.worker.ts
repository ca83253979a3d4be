/**
 * The parsing worker (ADR 046): reads files into rows off the main thread, one at a time, under the
 * memory limits its parent set. It stays warm between files (its start is most of a small file's
 * time) and is ended by its parent when idle, out of memory or too slow. Refusals travel as their
 * status, key and values.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../common/errors';
import { packRows } from './bom-files.pack';
import { readTable, type TableLimits } from './bom-files.table';

export interface WorkerJob {
  bytes: Uint8Array;
  fileName: string;
  country: string;
  limits: TableLimits;
}

parentPort!.on('message', (job: WorkerJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  readTable(bytes, job.fileName, job.country, job.limits).then(
    (table) =>
      parentPort!.postMessage({
        table: { ...table, rows: [] },
        packed: packRows(table.rows),
        heapBytes: getHeapStatistics().total_heap_size,
      }),
    (error: unknown) =>
      parentPort!.postMessage(
        error instanceof AppError
          ? { refusal: { status: error.status, key: error.key, params: error.options.params } }
          : { failure: String((error as Error)?.stack ?? error) },
      ),
  );
});
