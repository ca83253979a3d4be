import type { Db } from '../../db/client';

/**
 * The one place the ordering module opens a transaction (ADR 032): everything `work` writes through
 * `tx` commits together or not at all. Services describe the work; they never call
 * `db.transaction` themselves, so who holds which lock, and for how long, is read here and in the
 * repositories' lock functions. `work` must use `tx` only: PGlite has one connection, and the
 * service's own handle would wait for the transaction that waits for it.
 */
export function unitOfWork<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
