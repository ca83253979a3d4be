/**
 * Trigram similarity as pg_trgm computes it (words padded with two spaces in front and one behind,
 * |shared| / |union|), for "did you mean" over the small in-memory vocabularies of words and names.
 */
function trigrams(word: string): Set<string> {
  const set = new Set<string>();
  for (const part of word.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!part) continue;
    const padded = `  ${part} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** The candidate most similar to `word`, if at least `threshold` similar. */
export function closest(
  word: string,
  candidates: Iterable<string>,
  threshold: number,
): { text: string; score: number } | null {
  let best: { text: string; score: number } | null = null;
  for (const candidate of candidates) {
    const score = similarity(word, candidate);
    if (
      score >= threshold &&
      (!best || score > best.score || (score === best.score && candidate < best.text))
    )
      best = { text: candidate, score };
  }
  return best;
}
