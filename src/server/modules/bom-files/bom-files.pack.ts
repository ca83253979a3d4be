/**
 * Rows travel from the parsing worker as one string: cloning one string is a copy of its bytes,
 * while cloning 60 000 small strings in an array of arrays held the event loop (bench/bom-read.ts).
 * Cells never hold the two separators (ASCII unit and record separators): they become spaces.
 */
const CELL = '\u001f';
const ROW = '\u001e';
// eslint-disable-next-line no-control-regex -- the separators are control characters on purpose
const SEPARATORS = /[\u001e\u001f]/g;

export function packRows(rows: string[][]): string {
  return rows.map((row) => row.map((cell) => cell.replace(SEPARATORS, ' ')).join(CELL)).join(ROW);
}

export function unpackRows(packed: string): string[][] {
  if (packed === '') return [];
  return packed.split(ROW).map((row) => (row === '' ? [] : row.split(CELL)));
}
