/**
 * A plausible outline of a part's package, drawn from the text of its Case parameter ("SOT-23",
 * "0603", "DIP-8", "TO-220", "Ø5x11mm"...). It is an illustration, not a land pattern: shapes and
 * pin counts follow the package family, proportions roughly; an unknown case (or none) gets a
 * generic body with pins. The datasheet says so under the drawing.
 */
import type { Pdf } from '../../pdf/pdf-document';

export type OutlineView = 'top' | 'front' | 'side';

export interface Outline {
  view: OutlineView;
  draw(doc: Pdf, box: Box): void;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const BODY = '#3e4c59';
const BODY_EDGE = '#1f2933';
const METAL = '#b8c2cc';
const METAL_EDGE = '#616e7c';
const MARK = '#f5f7fa';

/** The outline for a Case text (null: no case known). */
export function outlineFor(caseText: string | null): Outline {
  const c = (caseText ?? '').toUpperCase().replace(/\s+/g, '');
  let m: RegExpExecArray | null;

  if ((m = /^(0201|0402|0603|0805|1206|1210|1812|2010|2512)$/.exec(c))) {
    // Imperial chip codes are length and width in hundredths of an inch.
    return chip(Number(m[1]!.slice(0, 2)), Number(m[1]!.slice(2)));
  }
  if ((m = /^SMD(\d\d)(\d\d)$/.exec(c))) return chip(Number(m[1]), Number(m[2]), true);
  if (/^(3535|5050|PLCC2)$/.test(c)) return chip(10, 10, false, true);
  if (/^(CASE[A-E]|MINIMELF|DFN1006)$/.test(c)) return chip(32, 16, false, false, true);
  if ((m = /^T?SOT-?23(?:-(\d))?$/.exec(c))) {
    const pins = Number(m[1] ?? 3);
    return sot(pins === 3 ? 2 : 3, pins - (pins === 3 ? 2 : 3));
  }
  if (/^SOT-?223/.test(c)) return sot(3, 0, true);
  if (/^(SOD|SMA|SMB|SMC|SMF)/.test(c)) return smdDiode();
  if (/^DO-?\d/.test(c)) return axial(c === 'DO34' || c === 'DO35' ? 'glass' : 'moulded');
  if ((m = /^(?:P?DIP|DIL)-?(\d+)?$/.exec(c))) return dual(Number(m[1] ?? 8), 'dip');
  if ((m = /^(?:H?T?SSOP|V?SSOP|MSOP|SOIC|SO)-?(\d+)$/.exec(c))) return dual(Number(m[1]), 'gull');
  if ((m = /^[LT]?QFP-?(\d+)$/.exec(c))) return quad(Number(m[1]), 'leads');
  if ((m = /^(?:[VWT]|UF)?QFN(?:PN)?-?(\d+)$/.exec(c))) return quad(Number(m[1]), 'pads');
  if ((m = /^H?LGA-?(\d+)$/.exec(c))) return quad(Number(m[1]), 'lga');
  if ((m = /^(?:[UWX]|PW|TD|V)?(?:DFN|SON)-?(\d+)$/.exec(c))) return dual(Number(m[1]), 'pads');
  if (/^(TO-?220|TO-?247|TO-?126|TO-?263|PENTAWATT|MULTIWATT)/.test(c)) {
    const suffix = /^TO-?\d+-(\d+)$/.exec(c) ?? /^MULTIWATT(\d+)$/.exec(c);
    const pins = c.startsWith('PENTAWATT') ? 5 : suffix ? Number(suffix[1]) : 3;
    return power(pins, !c.startsWith('TO-263') && !c.startsWith('TO263'), c.includes('247') ? 1.25 : 1);
  }
  if (/^(TO-?92|SSO-?3)$/.test(c)) return sip(3, 'rounded');
  if ((m = /^SIP-?(\d+)$/.exec(c))) return sip(Number(m[1]), 'flat');
  if (/^(KBPC|KBP|GBU|W0\d)/.test(c)) return sip(4, c.startsWith('W0') ? 'rounded' : 'flat');
  if (/^HC-?49/.test(c)) return crystal();
  if (/^TO-?5$/.test(c)) return radial(9, 7, 3);
  if ((m = /^Ø(\d+(?:\.\d+)?)(?:X(\d+(?:\.\d+)?))?MM$/.exec(c))) {
    const d = Number(m[1]);
    // A diameter alone is a disc (varistors): thin and wide.
    return m[2] === undefined ? disc(d) : radial(d, Number(m[2]), 2);
  }
  if ((m = /^(\d+)MM(OVAL)?$/.exec(c))) return led(Number(m[1]));
  if ((m = /^(\d+(?:\.\d+)?)X(\d+(?:\.\d+)?)MM$/.exec(c))) return cartridge(Number(m[1]), Number(m[2]));
  if (/^\d+(\.\d+)?X\d+(\.\d+)?X\d+(\.\d+)?MM$/.test(c)) return tactile();
  return dual(4, 'gull');
}

// ---------------------------------------------------------------- drawing helpers

function body(doc: Pdf, x: number, y: number, w: number, h: number, radius = 2): void {
  doc.save().roundedRect(x, y, w, h, radius).lineWidth(1).fillAndStroke(BODY, BODY_EDGE).restore();
}

function metal(doc: Pdf, x: number, y: number, w: number, h: number, radius = 0.8): void {
  doc.save().roundedRect(x, y, w, h, radius).lineWidth(0.6).fillAndStroke(METAL, METAL_EDGE).restore();
}

function pinOne(doc: Pdf, x: number, y: number, r: number): void {
  doc.save().circle(x, y, r).fill(MARK).restore();
}

/** The largest w×h rectangle of the given aspect inside the box (less a margin), centred. */
function fit(box: Box, aspect: number, share = 0.62): { x: number; y: number; w: number; h: number } {
  let w = box.width * share;
  let h = w / aspect;
  if (h > box.height * share) {
    h = box.height * share;
    w = h * aspect;
  }
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, w, h };
}

// ---------------------------------------------------------------- families

/** Two-terminal chip (resistors, capacitors, LEDs): body between two metal end caps. */
function chip(length: number, width: number, fourPads = false, square = false, band = false): Outline {
  return {
    view: 'top',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, square ? 1 : Math.max(1.2, length / width), 0.6);
      const cap = w * 0.2;
      if (fourPads) {
        for (const [px, py] of [
          [x, y],
          [x + w - cap, y],
          [x, y + h * 0.65],
          [x + w - cap, y + h * 0.65],
        ] as const)
          metal(doc, px, py, cap, h * 0.35);
        body(doc, x + cap * 0.5, y + h * 0.1, w - cap, h * 0.8);
        return;
      }
      if (square) {
        metal(doc, x, y, w, h);
        doc
          .save()
          .circle(x + w / 2, y + h / 2, w * 0.36)
          .lineWidth(1)
          .fillAndStroke('#fff8e1', METAL_EDGE)
          .restore();
        doc
          .save()
          .moveTo(x, y + h * 0.2)
          .lineTo(x + w * 0.2, y)
          .lineTo(x, y)
          .fill(BODY_EDGE)
          .restore();
        return;
      }
      body(doc, x + cap * 0.6, y, w - cap * 1.2, h, 1);
      metal(doc, x, y, cap, h);
      metal(doc, x + w - cap, y, cap, h);
      if (band)
        doc
          .save()
          .rect(x + cap * 1.3, y, cap * 0.5, h)
          .fill(MARK)
          .restore();
    },
  };
}

/** SOT-23 and SOT-223: a small body, leads below and above (a wide tab on SOT-223). */
function sot(below: number, above: number, tab = false): Outline {
  return {
    view: 'top',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, tab ? 1.5 : 1.6, 0.5);
      const lead = h * 0.45;
      const leadW = w / (tab ? 8 : 7);
      const place = (n: number, top: boolean) => {
        for (let i = 0; i < n; i++) {
          const cx = n === 1 ? x + w / 2 : x + w * 0.15 + ((w * 0.7) / (n - 1)) * i;
          metal(doc, cx - leadW / 2, top ? y - lead : y + h, leadW, lead);
        }
      };
      place(below, false);
      if (tab) metal(doc, x + w * 0.15, y - lead, w * 0.7, lead);
      else place(above, true);
      body(doc, x, y, w, h, 1.5);
      pinOne(doc, x + w * 0.15, y + h * 0.75, Math.min(w, h) * 0.07);
    },
  };
}

/** DIP (through-hole, a notch at pin 1), SO/SOIC/TSSOP (gull-wing) and DFN/SON (pads): two rows. */
function dual(pins: number, style: 'dip' | 'gull' | 'pads'): Outline {
  const perSide = Math.max(1, Math.ceil(pins / 2));
  return {
    view: 'top',
    draw(doc, box) {
      const aspect = style === 'pads' ? 1.2 : Math.min(2.6, Math.max(1.3, perSide * 0.45));
      const { x, y, w, h } = fit(box, aspect, style === 'pads' ? 0.55 : 0.58);
      const pitch = w / perSide;
      const leadW = pitch * (style === 'dip' ? 0.4 : 0.5);
      const lead = style === 'pads' ? h * 0.16 : h * (style === 'dip' ? 0.22 : 0.28);
      if (style !== 'pads') {
        for (let i = 0; i < perSide; i++) {
          const cx = x + pitch * (i + 0.5);
          metal(doc, cx - leadW / 2, y - lead, leadW, lead);
          metal(doc, cx - leadW / 2, y + h, leadW, lead);
        }
      }
      body(doc, x, y, w, h, style === 'dip' ? 2 : 1.5);
      if (style === 'pads') {
        for (let i = 0; i < perSide; i++) {
          const cx = x + pitch * (i + 0.5);
          metal(doc, cx - leadW / 2, y, leadW, lead);
          metal(doc, cx - leadW / 2, y + h - lead, leadW, lead);
        }
        if (pins >= 6) metal(doc, x + w * 0.2, y + h * 0.3, w * 0.6, h * 0.4);
        pinOne(doc, x + pitch * 0.5, y + h - lead - h * 0.1, Math.min(w, h) * 0.035);
        return;
      }
      if (style === 'dip') {
        doc
          .save()
          .circle(x, y + h / 2, h * 0.12)
          .fill(BODY_EDGE)
          .restore();
      }
      pinOne(doc, x + pitch * 0.5, y + h * 0.78, Math.min(pitch * 0.22, h * 0.08));
    },
  };
}

/** QFP (leads on four sides), QFN (pads and an exposed pad), LGA (pads only). */
function quad(pins: number, style: 'leads' | 'pads' | 'lga'): Outline {
  const perSide = Math.max(1, Math.ceil(pins / 4));
  return {
    view: 'top',
    draw(doc, box) {
      const { x, y, w } = fit(box, 1, style === 'leads' ? 0.5 : 0.58);
      const pitch = w / (perSide + 1);
      const leadW = pitch * 0.5;
      const lead = style === 'leads' ? w * 0.14 : w * 0.1;
      const each = (fn: (offset: number) => void) => {
        for (let i = 0; i < perSide; i++) fn(pitch * (i + 1));
      };
      if (style === 'leads') {
        each((o) => {
          metal(doc, x + o - leadW / 2, y - lead, leadW, lead);
          metal(doc, x + o - leadW / 2, y + w, leadW, lead);
          metal(doc, x - lead, y + o - leadW / 2, lead, leadW);
          metal(doc, x + w, y + o - leadW / 2, lead, leadW);
        });
      }
      body(doc, x, y, w, w, 1.5);
      if (style !== 'leads') {
        each((o) => {
          metal(doc, x + o - leadW / 2, y, leadW, lead);
          metal(doc, x + o - leadW / 2, y + w - lead, leadW, lead);
          metal(doc, x, y + o - leadW / 2, lead, leadW);
          metal(doc, x + w - lead, y + o - leadW / 2, lead, leadW);
        });
        if (style === 'pads') metal(doc, x + w * 0.25, y + w * 0.25, w * 0.5, w * 0.5);
      }
      pinOne(
        doc,
        x + w * 0.12 + (style === 'leads' ? 0 : lead),
        y + w * 0.12 + (style === 'leads' ? 0 : lead),
        w * 0.03,
      );
    },
  };
}

/** SOD, SMA/SMB/SMC: a moulded body with a cathode band, bent leads under both ends. */
function smdDiode(): Outline {
  return {
    view: 'top',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, 1.8, 0.55);
      const lead = w * 0.16;
      metal(doc, x - lead * 0.6, y + h * 0.25, lead, h * 0.5);
      metal(doc, x + w - lead * 0.4, y + h * 0.25, lead, h * 0.5);
      body(doc, x, y, w, h, 1.5);
      doc
        .save()
        .rect(x + w * 0.12, y, w * 0.1, h)
        .fill(MARK)
        .restore();
    },
  };
}

/** Axial parts (DO-35, DO-41...): a cylinder with a cathode band and a wire out of each end. */
function axial(kind: 'glass' | 'moulded'): Outline {
  return {
    view: 'side',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, 2.6, 0.42);
      const cy = y + h / 2;
      doc
        .save()
        .moveTo(box.x + box.width * 0.06, cy)
        .lineTo(box.x + box.width * 0.94, cy)
        .lineWidth(Math.max(1.2, h * 0.1))
        .stroke(METAL_EDGE)
        .restore();
      if (kind === 'glass')
        doc
          .save()
          .roundedRect(x, y, w, h, h / 2)
          .lineWidth(1)
          .fillAndStroke('#f3c98b', '#a86d1f')
          .restore();
      else body(doc, x, y, w, h, h / 3);
      doc
        .save()
        .rect(x + w * 0.12, y, w * 0.08, h)
        .fill(kind === 'glass' ? BODY : MARK)
        .restore();
    },
  };
}

/** TO-220, TO-247, TO-126, TO-263, Pentawatt, Multiwatt: a body on a metal tab, leads downwards. */
function power(pins: number, hole: boolean, scale: number): Outline {
  return {
    view: 'front',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, 0.95 * scale, 0.5);
      const tab = h * 0.38;
      const bodyTop = y - tab * 0.2;
      metal(doc, x, bodyTop - tab, w, tab + 2, 1);
      if (hole)
        doc
          .save()
          .circle(x + w / 2, bodyTop - tab / 2, Math.min(w, tab) * 0.22)
          .fill('#ffffff')
          .restore();
      const leadLength = h * 0.8;
      const pitch = w / pins;
      const leadW = Math.min(pitch * 0.45, w * 0.09);
      for (let i = 0; i < pins; i++) {
        const cx = x + pitch * (i + 0.5);
        metal(doc, cx - leadW / 2, bodyTop + h * 0.7, leadW, leadLength);
      }
      body(doc, x, bodyTop, w, h * 0.75, 1.5);
    },
  };
}

/** TO-92 (a D-shaped body), SIP and bridge rectifiers: one row of leads downwards. */
function sip(pins: number, shape: 'rounded' | 'flat'): Outline {
  return {
    view: 'front',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, shape === 'rounded' ? 0.9 : Math.max(1.2, pins * 0.35), 0.45);
      const top = y - h * 0.35;
      const pitch = w / pins;
      const leadW = Math.min(pitch * 0.3, w * 0.08);
      for (let i = 0; i < pins; i++)
        metal(doc, x + pitch * (i + 0.5) - leadW / 2, top + h * 0.8, leadW, h * 0.95);
      if (shape === 'rounded') body(doc, x, top, w, h, w * 0.45);
      else body(doc, x, top, w, h, 2);
    },
  };
}

/** Crystals in HC-49: a rounded metal can with two leads. */
function crystal(): Outline {
  return {
    view: 'front',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, 1.6, 0.45);
      const top = y - h * 0.3;
      for (const cx of [x + w * 0.3, x + w * 0.7]) metal(doc, cx - 1.5, top + h * 0.9, 3, h * 0.9);
      doc
        .save()
        .roundedRect(x, top, w, h, h * 0.45)
        .lineWidth(1)
        .fillAndStroke('#d9e2ec', METAL_EDGE)
        .restore();
    },
  };
}

/** Radial cans (electrolytic capacitors, TO-5): a cylinder standing on two leads. */
function radial(diameter: number, length: number, leads: number): Outline {
  return {
    view: 'side',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, Math.min(2, Math.max(0.45, diameter / length)), 0.5);
      const top = y - h * 0.2;
      const pitch = w / (leads + 1);
      for (let i = 1; i <= leads; i++) metal(doc, x + pitch * i - 1.5, top + h * 0.95, 3, h * 0.55);
      body(doc, x, top, w, h, w * 0.08);
      doc
        .save()
        .rect(x + w * 0.72, top + 2, w * 0.16, h - 4)
        .fill('#9fb3c8')
        .restore();
      doc
        .save()
        .moveTo(x, top + h * 0.12)
        .lineTo(x + w, top + h * 0.12)
        .lineWidth(0.6)
        .stroke(BODY_EDGE)
        .restore();
    },
  };
}

/** Disc parts (varistors): a flat disc on two leads. */
function disc(diameter: number): Outline {
  return {
    view: 'front',
    draw(doc, box) {
      const { x, y, w } = fit(box, 1, Math.min(0.5, 0.25 + diameter / 80));
      const top = y - w * 0.25;
      for (const cx of [x + w * 0.35, x + w * 0.65]) metal(doc, cx - 1.5, top + w * 0.8, 3, w * 0.8);
      doc
        .save()
        .circle(x + w / 2, top + w / 2, w / 2)
        .lineWidth(1)
        .fillAndStroke('#1c7ed6', '#0b4f8a')
        .restore();
    },
  };
}

/** Through-hole LEDs (3 mm, 5 mm...): a dome on a rim, the longer lead is the anode. */
function led(diameter: number): Outline {
  return {
    view: 'side',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, 0.6, 0.42 + Math.min(0.1, diameter / 100));
      const top = y - h * 0.3;
      metal(doc, x + w * 0.3 - 1.5, top + h, 3, h * 0.8);
      metal(doc, x + w * 0.7 - 1.5, top + h, 3, h * 0.65);
      doc
        .save()
        .moveTo(x, top + h)
        .lineTo(x, top + w / 2)
        .bezierCurveTo(x, top - w * 0.15, x + w, top - w * 0.15, x + w, top + w / 2)
        .lineTo(x + w, top + h)
        .closePath()
        .lineWidth(1)
        .fillAndStroke('#ffe8a3', '#a86d1f')
        .restore();
      doc
        .save()
        .rect(x - w * 0.08, top + h - h * 0.1, w * 1.16, h * 0.1)
        .fill('#e0a82e')
        .restore();
    },
  };
}

/** Cartridge fuses (5x20 mm): a glass tube between two metal caps. */
function cartridge(diameter: number, length: number): Outline {
  return {
    view: 'side',
    draw(doc, box) {
      const { x, y, w, h } = fit(box, Math.max(2, length / diameter), 0.62);
      const cap = w * 0.14;
      doc
        .save()
        .rect(x + cap, y + h * 0.05, w - 2 * cap, h * 0.9)
        .lineWidth(0.8)
        .fillAndStroke('#e3f2fd', METAL_EDGE)
        .restore();
      doc
        .save()
        .moveTo(x + cap, y + h / 2)
        .lineTo(x + w - cap, y + h / 2)
        .lineWidth(0.8)
        .stroke(METAL_EDGE)
        .restore();
      metal(doc, x, y, cap, h, 1.5);
      metal(doc, x + w - cap, y, cap, h, 1.5);
    },
  };
}

/** Tactile switches (6x6 mm...): a square body with a round button and four legs. */
function tactile(): Outline {
  return {
    view: 'top',
    draw(doc, box) {
      const { x, y, w } = fit(box, 1, 0.5);
      const leg = w * 0.14;
      for (const [lx, ly] of [
        [x - leg, y + w * 0.15],
        [x + w, y + w * 0.15],
        [x - leg, y + w * 0.75],
        [x + w, y + w * 0.75],
      ] as const)
        metal(doc, lx, ly, leg, w * 0.1);
      metal(doc, x, y, w, w, 1);
      body(doc, x + w * 0.08, y + w * 0.08, w * 0.84, w * 0.84, 1);
      doc
        .save()
        .circle(x + w / 2, y + w / 2, w * 0.25)
        .lineWidth(1)
        .fillAndStroke('#52606d', BODY_EDGE)
        .restore();
    },
  };
}
