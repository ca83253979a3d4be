import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parse as parseCsv } from 'csv-parse';
import type { Database } from '../../db/client';
import { FEED_COLUMNS, parseFeedRecord, type FeedRow } from './catalog-import.parse';
import { setStockLevels } from '../ordering';
import { CatalogImportRepository } from './catalog-import.repository';

export type FeedFormat = 'csv' | 'jsonl';

export interface FeedRecord {
  /** 1-based line in the file where the record is (for CSV, where it ends). */
  line: number;
  record: unknown;
  /** Set when the line could not even be read as a record (bad JSON). */
  unreadable?: string;
}

export interface RowRejection {
  line: number;
  reason: string;
}

export interface ImportOptions {
  /** Rows per transaction. */
  batchSize?: number;
  onRejected?: (rejection: RowRejection) => void;
  /** Called after each committed batch with the number of records read so far. */
  onProgress?: (progress: ImportSummary) => void;
  /** The day recorded in price history; defaults to today (UTC). */
  today?: string;
  /**
   * When the warehouse counted the feed's stock: units that orders placed since then hold stay off
   * the imported levels (ordering's `setStockLevels`). Defaults to when the import starts; for a
   * file, to when the file was last written.
   */
  countedAt?: Date;
  /**
   * Told the symbols written (stock, prices, flags), once, after the last batch committed: the alert
   * job evaluates their alerts (ADR 039). One call for the whole import, never one per row; a failed
   * import tells what it committed before it failed.
   */
  onChanged?: (symbols: string[]) => Promise<void>;
}

export interface ImportSummary {
  imported: number;
  rejected: number;
}

const DEFAULT_BATCH_SIZE = 1000;

export class FeedFormatError extends Error {}

export function feedFormatOf(filePath: string): FeedFormat {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  throw new FeedFormatError(`Unknown feed format "${extension}": use .csv, .jsonl or .ndjson`);
}

export async function importCatalogFile(
  database: Database,
  filePath: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const records = feedFormatOf(filePath) === 'csv' ? readCsv(filePath) : readJsonLines(filePath);
  // The feed cannot have counted anything after it was written.
  const countedAt = options.countedAt ?? (await stat(filePath)).mtime;
  return importCatalogRecords(database, records, { ...options, countedAt });
}

/**
 * Validates and upserts records as they stream in. A bad row is reported and skipped whole; good rows
 * are written in batches, each in its own transaction, so memory stays flat however long the feed is.
 */
export async function importCatalogRecords(
  database: Database,
  records: AsyncIterable<FeedRecord>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const repository = await CatalogImportRepository.open(database);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const countedAt = options.countedAt ?? new Date();
  const summary: ImportSummary = { imported: 0, rejected: 0 };
  // Keyed by symbol: a symbol repeated within one batch keeps its last row, as a later line would on re-import.
  let batch = new Map<string, FeedRow>();
  let batchRows = 0;
  const written: string[] = [];

  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    await repository.ensureReferenceData(rows);
    await repository.inTransaction(async (tx) => {
      const levels = rows.map((row) => ({ symbol: row.symbol, level: row.stock }));
      // Ordering locks the products it sets the stock of and those the upsert rewrites, in one pass.
      await repository.upsertBatch(tx, rows, today, (rewritten) =>
        setStockLevels(tx, levels, countedAt, rewritten),
      );
    });
    if (options.onChanged) for (const row of rows) written.push(row.symbol);
    summary.imported += batchRows;
    batch = new Map();
    batchRows = 0;
    options.onProgress?.({ ...summary });
  };

  try {
    await readAll();
  } finally {
    if (options.onChanged && written.length > 0) await options.onChanged(written);
  }
  return summary;

  async function readAll(): Promise<void> {
    for await (const { line, record, unreadable } of records) {
      const parsed = unreadable ? { ok: false as const, reason: unreadable } : parseFeedRecord(record);
      if (!parsed.ok) {
        summary.rejected++;
        options.onRejected?.({ line, reason: parsed.reason });
        continue;
      }
      batch.delete(parsed.row.symbol);
      batch.set(parsed.row.symbol, parsed.row);
      batchRows++;
      if (batchRows >= batchSize) await flush();
    }
    await flush();
  }
}

async function* readCsv(filePath: string): AsyncGenerator<FeedRecord> {
  const parser = createReadStream(filePath).pipe(
    parseCsv({
      bom: true,
      columns: (header: string[]) => checkHeader(header.map((h) => h.trim())),
      info: true,
      skip_empty_lines: true,
      // A short or long row is reported as a bad row, not as a parser failure that stops the import.
      relax_column_count: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    yield { line: info.lines, record };
  }
}

function checkHeader(header: string[]): string[] {
  const missing = FEED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw new FeedFormatError(`The CSV header lacks the column(s) ${missing.join(', ')}`);
  return header;
}

async function* readJsonLines(filePath: string): AsyncGenerator<FeedRecord> {
  const lines = createInterface({ input: createReadStream(filePath, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    try {
      yield { line, record: JSON.parse(text) };
    } catch {
      yield { line, record: null, unreadable: 'the line is not valid JSON' };
    }
  }
}
