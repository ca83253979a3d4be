/**
 * CAD files the shop makes from a product's data (ADR 076): a KiCad schematic symbol, a KiCad PCB
 * footprint and a STEP 3D model of the body, sized from the package. Small, real files a CAD tool
 * opens; pads and outlines follow the package's body, not a maker's land-pattern drawing, which
 * the page says by calling them the shop's models.
 */

export interface PartOutline {
  symbol: string;
  /** The case or package as the catalogue states it ("0603", "SOT-23", "DIP-8"), or null. */
  packageName: string | null;
  pins: number | null;
}

export interface Body {
  /** Millimetres. */
  length: number;
  width: number;
  height: number;
  pins: number;
  throughHole: boolean;
}

/** Body sizes of common packages (length × width × height, mm) and their pins. */
const PACKAGES: Record<string, Omit<Body, 'throughHole'> & { throughHole?: boolean }> = {
  '0201': { length: 0.6, width: 0.3, height: 0.3, pins: 2 },
  '0402': { length: 1, width: 0.5, height: 0.35, pins: 2 },
  '0603': { length: 1.6, width: 0.8, height: 0.45, pins: 2 },
  '0805': { length: 2, width: 1.25, height: 0.5, pins: 2 },
  '1206': { length: 3.2, width: 1.6, height: 0.55, pins: 2 },
  '1210': { length: 3.2, width: 2.5, height: 0.55, pins: 2 },
  '2010': { length: 5, width: 2.5, height: 0.6, pins: 2 },
  '2512': { length: 6.4, width: 3.2, height: 0.6, pins: 2 },
  'SOD-123': { length: 2.7, width: 1.6, height: 1.1, pins: 2 },
  'SOD-323': { length: 1.7, width: 1.25, height: 0.9, pins: 2 },
  SMA: { length: 4.3, width: 2.6, height: 2.1, pins: 2 },
  SMB: { length: 4.3, width: 3.6, height: 2.2, pins: 2 },
  SMC: { length: 6.9, width: 5.9, height: 2.2, pins: 2 },
  'SOT-23': { length: 2.9, width: 1.3, height: 1, pins: 3 },
  'SOT-223': { length: 6.5, width: 3.5, height: 1.6, pins: 4 },
  'SOIC-8': { length: 4.9, width: 3.9, height: 1.5, pins: 8 },
  'SO-8': { length: 4.9, width: 3.9, height: 1.5, pins: 8 },
  'SOIC-14': { length: 8.65, width: 3.9, height: 1.5, pins: 14 },
  'SOIC-16': { length: 9.9, width: 3.9, height: 1.5, pins: 16 },
  'TSSOP-20': { length: 6.5, width: 4.4, height: 1.1, pins: 20 },
  'QFN-32': { length: 5, width: 5, height: 0.9, pins: 32 },
  'LQFP-48': { length: 7, width: 7, height: 1.4, pins: 48 },
  'LQFP-64': { length: 10, width: 10, height: 1.4, pins: 64 },
  'DIP-8': { length: 9.8, width: 6.4, height: 3.3, pins: 8, throughHole: true },
  'DIP-14': { length: 19.2, width: 6.4, height: 3.3, pins: 14, throughHole: true },
  'DIP-16': { length: 19.2, width: 6.4, height: 3.3, pins: 16, throughHole: true },
  'TO-92': { length: 4.8, width: 3.8, height: 4.8, pins: 3, throughHole: true },
  'TO-220': { length: 10, width: 4.5, height: 15, pins: 3, throughHole: true },
  'DO-41': { length: 5.2, width: 2.7, height: 2.7, pins: 2, throughHole: true },
  'DO-35': { length: 4, width: 1.9, height: 1.9, pins: 2, throughHole: true },
};

/** A package the table does not know: a small two-pin SMD body, so every model still opens. */
const FALLBACK: Body = { length: 3, width: 1.6, height: 1, pins: 2, throughHole: false };

export function bodyOf(outline: Pick<PartOutline, 'packageName' | 'pins'>): Body {
  const name = outline.packageName?.trim().toUpperCase() ?? '';
  const known = PACKAGES[name] ?? PACKAGES[name.replace(/^(\d{4}).*$/, '$1')];
  const body = known ? { throughHole: false, ...known } : FALLBACK;
  return outline.pins && outline.pins > 1 && outline.pins <= 100 ? { ...body, pins: outline.pins } : body;
}

/** KiCad names: letters, digits and `_-.` (a symbol such as "LM358/TR" keeps its meaning). */
const kicadName = (symbol: string) => symbol.replace(/[^A-Za-z0-9_.-]+/g, '_');
const mm = (n: number) => Number(n.toFixed(3)).toString();
const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Pad centres: two pins at the ends; more on two rows along the length (SOIC/DIP numbering). */
function padCentres(body: Body): Array<{ x: number; y: number }> {
  if (body.pins === 2)
    return [
      { x: -body.length / 2, y: 0 },
      { x: body.length / 2, y: 0 },
    ];
  const perSide = Math.ceil(body.pins / 2);
  const pitch = body.length / perSide;
  const rowY = body.width / 2 + (body.throughHole ? 0.6 : 0.4);
  const centres: Array<{ x: number; y: number }> = [];
  for (let i = 0; i < body.pins; i++) {
    const side = i < perSide ? 1 : -1;
    const at = i < perSide ? i : body.pins - 1 - i;
    centres.push({ x: -body.length / 2 + pitch * (at + 0.5), y: side * rowY });
  }
  return centres;
}

export function kicadFootprint(outline: PartOutline): string {
  const body = bodyOf(outline);
  const name = kicadName(outline.symbol);
  const padSize =
    body.pins === 2
      ? Math.max(0.4, Math.min(body.width, 2))
      : Math.min(0.6, body.length / Math.ceil(body.pins / 2) - 0.1);
  const pads = padCentres(body).map(({ x, y }, i) =>
    body.throughHole
      ? `  (pad "${i + 1}" thru_hole ${i === 0 ? 'rect' : 'circle'} (at ${mm(x)} ${mm(y)}) (size 1.6 1.6) (drill 0.8) (layers "*.Cu" "*.Mask"))`
      : `  (pad "${i + 1}" smd roundrect (at ${mm(x)} ${mm(y)}) (size ${mm(padSize)} ${mm(padSize)}) (layers "F.Cu" "F.Paste" "F.Mask") (roundrect_rratio 0.25))`,
  );
  const l = body.length / 2;
  const w = body.width / 2;
  return [
    `(footprint ${quoted(name)} (version 20211014) (generator component_shop) (layer "F.Cu")`,
    `  (descr ${quoted(`${outline.symbol}, ${outline.packageName ?? 'generic body'}: the shop's model from the package size`)})`,
    `  (attr ${body.throughHole ? 'through_hole' : 'smd'})`,
    `  (fp_text reference "REF**" (at 0 ${mm(-w - 1.5)}) (layer "F.SilkS") (effects (font (size 1 1) (thickness 0.15))))`,
    `  (fp_text value ${quoted(name)} (at 0 ${mm(w + 1.5)}) (layer "F.Fab") (effects (font (size 1 1) (thickness 0.15))))`,
    `  (fp_rect (start ${mm(-l)} ${mm(-w)}) (end ${mm(l)} ${mm(w)}) (layer "F.Fab") (width 0.1))`,
    ...pads,
    ')',
    '',
  ].join('\n');
}

export function kicadSymbol(outline: PartOutline): string {
  const body = bodyOf(outline);
  const name = kicadName(outline.symbol);
  const perSide = Math.ceil(body.pins / 2);
  const half = Math.max(2.54, perSide * 2.54) / 2 + 1.27;
  const pins = Array.from({ length: body.pins }, (_, i) => {
    const left = i < perSide;
    const row = left ? i : i - perSide;
    const y = half - 2.54 - row * 2.54;
    return `      (pin passive line (at ${left ? -7.62 : 7.62} ${mm(y)} ${left ? 0 : 180}) (length 2.54) (name "~" (effects (font (size 1.27 1.27)))) (number "${i + 1}" (effects (font (size 1.27 1.27)))))`;
  });
  return [
    '(kicad_symbol_lib (version 20211014) (generator component_shop)',
    `  (symbol ${quoted(name)} (in_bom yes) (on_board yes)`,
    `    (property "Reference" "U" (id 0) (at 0 ${mm(half + 1.27)} 0) (effects (font (size 1.27 1.27))))`,
    `    (property "Value" ${quoted(name)} (id 1) (at 0 ${mm(-half - 1.27)} 0) (effects (font (size 1.27 1.27))))`,
    `    (property "Footprint" ${quoted(`component_shop:${name}`)} (id 2) (at 0 0 0) (effects (font (size 1.27 1.27)) hide))`,
    `    (symbol ${quoted(`${name}_0_1`)}`,
    `      (rectangle (start -5.08 ${mm(half)}) (end 5.08 ${mm(-half)}) (stroke (width 0.254)) (fill (type background)))`,
    '    )',
    `    (symbol ${quoted(`${name}_1_1`)}`,
    ...pins,
    '    )',
    '  )',
    ')',
    '',
  ].join('\n');
}

/**
 * A STEP (ISO 10303-21, AP214) model of the body: one closed box as a boundary representation,
 * the entities a CAD tool needs to import a solid, millimetres, the body standing on the board.
 */
export function stepModel(outline: PartOutline, now = new Date()): string {
  const body = bodyOf(outline);
  const lines: string[] = [];
  let next = 1;
  const add = (entity: string): number => {
    const id = next++;
    lines.push(`#${id}=${entity};`);
    return id;
  };
  const ref = (ids: number[]) => ids.map((i) => `#${i}`).join(',');
  const real = (n: number) => (Number.isInteger(n) ? `${n}.` : String(Number(n.toFixed(4))));
  const point = (x: number, y: number, z: number) =>
    add(`CARTESIAN_POINT('',(${real(x)},${real(y)},${real(z)}))`);
  const direction = (x: number, y: number, z: number) =>
    add(`DIRECTION('',(${real(x)},${real(y)},${real(z)}))`);

  const [l, w, h] = [body.length / 2, body.width / 2, body.height];
  // Corners: bottom 0..3, top 4..7, counter-clockwise seen from above.
  const xy = [
    [-l, -w],
    [l, -w],
    [l, w],
    [-l, w],
  ] as const;
  const corners = [...xy.map(([x, y]) => [x, y, 0] as const), ...xy.map(([x, y]) => [x, y, h] as const)];
  const vertices = corners.map(([x, y, z]) => add(`VERTEX_POINT('',#${point(x, y, z)})`));
  const edges = new Map<string, number>();
  const edge = (a: number, b: number): number => {
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    const known = edges.get(key);
    if (known) return known;
    const [from, to] = a < b ? [a, b] : [b, a];
    const [x1, y1, z1] = corners[from]!;
    const [x2, y2, z2] = corners[to]!;
    const length = Math.hypot(x2 - x1, y2 - y1, z2 - z1);
    const vector = add(
      `VECTOR('',#${direction((x2 - x1) / length, (y2 - y1) / length, (z2 - z1) / length)},${real(length)})`,
    );
    const line = add(`LINE('',#${point(x1, y1, z1)},#${vector})`);
    const id = add(`EDGE_CURVE('',#${vertices[from]},#${vertices[to]},#${line},.T.)`);
    edges.set(key, id);
    return id;
  };
  const face = (loop: number[], normal: [number, number, number], origin: number) => {
    const oriented = loop.map((a, i) => {
      const b = loop[(i + 1) % loop.length]!;
      return add(`ORIENTED_EDGE('',*,*,#${edge(a, b)},${a < b ? '.T.' : '.F.'})`);
    });
    const bound = add(`FACE_OUTER_BOUND('',#${add(`EDGE_LOOP('',(${ref(oriented)}))`)},.T.)`);
    const [cx, cy, cz] = corners[origin]!;
    const ref2 = normal[2] === 0 ? direction(0, 0, 1) : direction(1, 0, 0);
    const placement = add(`AXIS2_PLACEMENT_3D('',#${point(cx, cy, cz)},#${direction(...normal)},#${ref2})`);
    return add(`ADVANCED_FACE('',(#${bound}),#${add(`PLANE('',#${placement})`)},.T.)`);
  };
  const faces = [
    face([0, 3, 2, 1], [0, 0, -1], 0),
    face([4, 5, 6, 7], [0, 0, 1], 4),
    face([0, 1, 5, 4], [0, -1, 0], 0),
    face([1, 2, 6, 5], [1, 0, 0], 1),
    face([2, 3, 7, 6], [0, 1, 0], 2),
    face([3, 0, 4, 7], [-1, 0, 0], 3),
  ];
  const solid = add(`MANIFOLD_SOLID_BREP('body',#${add(`CLOSED_SHELL('',(${ref(faces)}))`)})`);
  const lengthUnit = add('(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.))');
  const angleUnit = add('(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.))');
  const solidAngle = add('(NAMED_UNIT(*)SI_UNIT($,.STERADIAN.)SOLID_ANGLE_UNIT())');
  const uncertainty = add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),#${lengthUnit},'distance_accuracy_value','')`,
  );
  const context = add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((#${uncertainty}))GLOBAL_UNIT_ASSIGNED_CONTEXT((#${lengthUnit},#${angleUnit},#${solidAngle}))REPRESENTATION_CONTEXT('',''))`,
  );
  const origin = add(
    `AXIS2_PLACEMENT_3D('',#${point(0, 0, 0)},#${direction(0, 0, 1)},#${direction(1, 0, 0)})`,
  );
  const shape = add(`ADVANCED_BREP_SHAPE_REPRESENTATION('',(#${origin},#${solid}),#${context})`);
  const appContext = add("APPLICATION_CONTEXT('automotive_design')");
  add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,#${appContext})`);
  const productContext = add(`PRODUCT_CONTEXT('',#${appContext},'mechanical')`);
  const product = add(
    `PRODUCT(${stepText(outline.symbol)},${stepText(outline.symbol)},'',(#${productContext}))`,
  );
  const formation = add(`PRODUCT_DEFINITION_FORMATION('','',#${product})`);
  const definitionContext = add(`PRODUCT_DEFINITION_CONTEXT('part definition',#${appContext},'design')`);
  const definition = add(`PRODUCT_DEFINITION('design','',#${formation},#${definitionContext})`);
  const productShape = add(`PRODUCT_DEFINITION_SHAPE('','',#${definition})`);
  add(`SHAPE_DEFINITION_REPRESENTATION(#${productShape},#${shape})`);
  const stamp = now.toISOString().slice(0, 19);
  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('${outline.packageName ?? 'generic'} body of the part'),'2;1');`,
    `FILE_NAME(${stepText(`${outline.symbol}.step`)},'${stamp}',('component shop'),(''),'','','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    ...lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

/** A STEP string: ASCII only (others as \X2\ hex), quotes doubled. */
function stepText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === "'") out += "''";
    else if (ch === '\\') out += '\\\\';
    else if (code >= 32 && code < 127) out += ch;
    else out += `\\X2\\${code.toString(16).toUpperCase().padStart(4, '0')}\\X0\\`;
  }
  return `'${out}'`;
}
