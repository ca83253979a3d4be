/**
 * SQL literals for bulk multi-row INSERTs. Bind parameters cap a statement at 65 535 values and cost a
 * round of type inference each; literal rows let one statement carry thousands of rows on both
 * PostgreSQL and PGlite. Every value passes through one of these functions, never raw concatenation.
 */

export function textLiteral(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (value.includes('\u0000')) throw new Error('Text contains a NUL character');
  // standard_conforming_strings is on (the default since PostgreSQL 9.1): only quotes need doubling.
  return `'${value.replace(/'/g, "''")}'`;
}

export function numberLiteral(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return String(value);
}

/** A decimal already validated as a string (money): emitted as a numeric literal, never via float. */
export function decimalLiteral(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`Not a decimal: ${value}`);
  return value;
}

export function textArrayLiteral(values: readonly string[]): string {
  return values.length === 0 ? `'{}'::text[]` : `ARRAY[${values.map(textLiteral).join(',')}]::text[]`;
}

export function jsonLiteral(value: unknown): string {
  return `${textLiteral(JSON.stringify(value))}::jsonb`;
}

export function rowsLiteral(rows: readonly string[][]): string {
  return rows.map((row) => `(${row.join(',')})`).join(',\n');
}
