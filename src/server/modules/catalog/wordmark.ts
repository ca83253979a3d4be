/** Deterministic colours so a manufacturer keeps its look between pages. */
const COLOURS = ['#0b5cad', '#17703a', '#a3231b', '#6b3fa0', '#8a5a00', '#0e7c86', '#3a4452', '#b4458c'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 160×54 SVG wordmark of a manufacturer's name. */
export function wordmarkSvg(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length];
  // Bold sans glyphs average about 0.62 em: fit the name into 148 px, at most 22 px high.
  const size = Math.min(22, Math.floor(148 / (name.length * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 54" width="160" height="54" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="160" height="54" rx="6" fill="#fff"/>` +
    `<text x="80" y="34" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${colour}">${escapeXml(name)}</text>` +
    `</svg>`
  );
}
