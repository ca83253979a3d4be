/**
 * node-postgres and PGlite answer a raw query with { rows } (drizzle passes either through), and a
 * delete with rowCount or affectedRows. The module's own copy: auth keeps its helpers private (ADR 033).
 */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
