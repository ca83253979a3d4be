/**
 * Banner artwork drawn as SVG: the generated shop has no photographs, so each banner theme gets a
 * gradient and a motif of its own, in a wide desktop and a taller mobile format. The banner's
 * title is HTML over the picture, so it is translated and readable by assistive technology.
 */

export type BannerDevice = 'desktop' | 'mobile';

interface Theme {
  from: string;
  to: string;
  motif: (w: number, h: number) => string;
}

const SIZE: Record<BannerDevice, [number, number]> = { desktop: [1200, 300], mobile: [640, 360] };

const stroke =
  'fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';

/** A zig-zag resistor symbol with leads, centred at (x, y). */
function resistor(x: number, y: number, s: number): string {
  const pts = [
    [-3, 0],
    [-1.5, 0],
    [-1.25, -0.5],
    [-0.75, 0.5],
    [-0.25, -0.5],
    [0.25, 0.5],
    [0.75, -0.5],
    [1.25, 0.5],
    [1.5, 0],
    [3, 0],
  ];
  return `<polyline ${stroke} points="${pts.map(([a, b]) => `${x + a * s},${y + b * s}`).join(' ')}"/>`;
}

function chip(x: number, y: number, s: number): string {
  const pins = [-0.6, -0.2, 0.2, 0.6].flatMap((d) => [
    `<line ${stroke} x1="${x - s}" y1="${y + d * s}" x2="${x - 1.4 * s}" y2="${y + d * s}"/>`,
    `<line ${stroke} x1="${x + s}" y1="${y + d * s}" x2="${x + 1.4 * s}" y2="${y + d * s}"/>`,
  ]);
  return `<rect ${stroke} x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}" rx="${s / 6}"/>${pins.join('')}`;
}

function led(x: number, y: number, s: number): string {
  return (
    `<circle ${stroke} cx="${x}" cy="${y}" r="${s}"/><circle fill="#ffffff" fill-opacity="0.25" cx="${x}" cy="${y}" r="${s * 0.55}"/>` +
    [0, 1, 2]
      .map(
        (k) =>
          `<line ${stroke} x1="${x + s * 1.3}" y1="${y - s * (0.9 - k * 0.5)}" x2="${x + s * 1.9}" y2="${y - s * (1.3 - k * 0.5)}"/>`,
      )
      .join('')
  );
}

function percent(x: number, y: number, s: number): string {
  return `<circle ${stroke} cx="${x - s * 0.6}" cy="${y - s * 0.6}" r="${s * 0.3}"/><circle ${stroke} cx="${x + s * 0.6}" cy="${y + s * 0.6}" r="${s * 0.3}"/><line ${stroke} x1="${x + s * 0.8}" y1="${y - s * 0.9}" x2="${x - s * 0.8}" y2="${y + s * 0.9}"/>`;
}

function snowflake(x: number, y: number, s: number): string {
  return [0, 60, 120]
    .map(
      (deg) =>
        `<line ${stroke} transform="rotate(${deg} ${x} ${y})" x1="${x - s}" y1="${y}" x2="${x + s}" y2="${y}"/>`,
    )
    .join('');
}

/** The motif repeated along the right part of the picture, where the title does not sit. */
const row = (draw: (x: number, y: number, s: number) => string) => (w: number, h: number) => {
  const s = h / 7;
  const xs = w > h * 2 ? [0.55, 0.7, 0.85] : [0.45, 0.8];
  return xs.map((f, i) => draw(w * f, h * (i % 2 === 0 ? 0.38 : 0.55), s)).join('');
};

const THEMES: Record<string, Theme> = {
  'passive-components': { from: '#0b3d73', to: '#1b7fd6', motif: row(resistor) },
  semiconductors: { from: '#1f2a44', to: '#3c5a99', motif: row(chip) },
  optoelectronics: { from: '#5a1e6e', to: '#d9468f', motif: row(led) },
  'winter-sale': { from: '#14506b', to: '#4fb3d9', motif: row(snowflake) },
  promotions: { from: '#8a2b0f', to: '#e8692c', motif: row(percent) },
};

/** The SVG of a banner theme in a format, or undefined for an unknown theme. */
export function bannerSvg(theme: string, device: BannerDevice): string | undefined {
  const t = THEMES[theme];
  if (!t) return undefined;
  const [w, h] = SIZE[device];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>` +
    `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/></pattern></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#grid)"/>${t.motif(w, h)}</svg>`
  );
}
