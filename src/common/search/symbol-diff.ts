/**
 * Where a similar part number differs from the one asked for ("RC0603FR-0711KL" for
 * "RC0603FR-0710KL": the "1"), for the "no exact match" notice. Compared as symbol keys are (case
 * and the separators people type ignored), by the fewest edits.
 */

/** A piece of a symbol, marked when it is not what was asked for. */
export interface DiffSegment {
  text: string;
  differs: boolean;
}

/** Separators symbol matching ignores, as normaliseSymbol does. */
const IGNORED = /[\s\-./]/;

/**
 * Splits `symbol` into runs of characters that match `query` and characters that differ from it
 * (swapped or extra). Characters past the end of what was asked are not marked: a symbol that
 * continues the query ("LM311P-TI" for "LM311") starts with it, it does not differ.
 */
export function symbolDifferences(symbol: string, query: string): DiffSegment[] {
  const chars = [...symbol];
  const positions = chars.map((c, i) => (IGNORED.test(c) ? -1 : i)).filter((i) => i >= 0);
  const s = positions.map((i) => chars[i]!.toUpperCase());
  const q = [...query.toUpperCase()].filter((c) => !IGNORED.test(c));
  const n = s.length;
  const m = q.length;
  // d[i][j]: edits turning the first i characters of the symbol into the first j of the query.
  const d = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      d[i]![j] = Math.min(
        d[i - 1]![j - 1]! + (s[i - 1] === q[j - 1] ? 0 : 1),
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
      );
  // The symbol's prefix closest to the whole query; on a tie the longer one.
  let end = 0;
  for (let i = 1; i <= n; i++) if (d[i]![m]! <= d[end]![m]!) end = i;
  const marked = new Set<number>();
  for (let i = end, j = m; i > 0 || j > 0;) {
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (s[i - 1] === q[j - 1] ? 0 : 1)) {
      if (s[i - 1] !== q[j - 1]) marked.add(positions[i - 1]!);
      i--;
      j--;
    } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
      marked.add(positions[i - 1]!);
      i--;
    } else j--;
  }
  const segments: DiffSegment[] = [];
  chars.forEach((c, i) => {
    const differs = marked.has(i);
    const last = segments[segments.length - 1];
    if (last && last.differs === differs) last.text += c;
    else segments.push({ text: c, differs });
  });
  return segments;
}
