/** IEC 60063 preferred numbers: the values resistors and capacitors are actually made in. */

export const E6 = [1.0, 1.5, 2.2, 3.3, 4.7, 6.8] as const;
export const E12 = [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2] as const;
export const E24 = [
  1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8,
  7.5, 8.2, 9.1,
] as const;
export const E96 = [
  1.0, 1.02, 1.05, 1.07, 1.1, 1.13, 1.15, 1.18, 1.21, 1.24, 1.27, 1.3, 1.33, 1.37, 1.4, 1.43, 1.47, 1.5, 1.54,
  1.58, 1.62, 1.65, 1.69, 1.74, 1.78, 1.82, 1.87, 1.91, 1.96, 2.0, 2.05, 2.1, 2.15, 2.21, 2.26, 2.32, 2.37,
  2.43, 2.49, 2.55, 2.61, 2.67, 2.74, 2.8, 2.87, 2.94, 3.01, 3.09, 3.16, 3.24, 3.32, 3.4, 3.48, 3.57, 3.65,
  3.74, 3.83, 3.92, 4.02, 4.12, 4.22, 4.32, 4.42, 4.53, 4.64, 4.75, 4.87, 4.99, 5.11, 5.23, 5.36, 5.49, 5.62,
  5.76, 5.9, 6.04, 6.19, 6.34, 6.49, 6.65, 6.81, 6.98, 7.15, 7.32, 7.5, 7.68, 7.87, 8.06, 8.25, 8.45, 8.66,
  8.87, 9.09, 9.31, 9.53, 9.76,
] as const;

/** Every value of a series over whole decades, e.g. E24 from 1 Ω to 910 kΩ. */
export function seriesValues(series: readonly number[], fromDecade: number, toDecade: number): number[] {
  const values: number[] = [];
  for (let decade = fromDecade; decade <= toDecade; decade++) {
    for (const mantissa of series) values.push(Number((mantissa * 10 ** decade).toPrecision(3)));
  }
  return values;
}

/** Resistor value as printed in part numbers: 4.7 kΩ → "4K7", 10 Ω → "10R", 1 MΩ → "1M". */
export function resistorRkm(ohms: number): string {
  const [factor, letter] = ohms >= 1e6 ? [1e6, 'M'] : ohms >= 1e3 ? [1e3, 'K'] : [1, 'R'];
  const [whole, fraction = ''] = String(Number((ohms / factor).toPrecision(3))).split('.');
  return `${whole}${letter}${fraction}`;
}

/** Four-digit resistor code for 1 % parts: 10 kΩ → "1002", 4.75 Ω → "4R75". */
export function resistorCode4(ohms: number): string {
  if (ohms < 100) return resistorRkm(ohms).replace(/R$/, 'R0').padEnd(4, '0');
  const exponent = Math.floor(Math.log10(ohms)) - 2;
  const digits = Math.round(ohms / 10 ** exponent);
  return `${digits}${exponent}`;
}

/** Three-digit capacitance code in picofarads: 100 nF → "104", 4.7 pF → "4R7". */
export function capacitorCode3(farads: number): string {
  const picofarads = Number((farads * 1e12).toPrecision(3));
  if (picofarads < 10) return picofarads.toFixed(1).replace('.', 'R');
  const exponent = Math.floor(Math.log10(picofarads)) - 1;
  return `${Math.round(picofarads / 10 ** exponent)}${exponent}`;
}

/** Three-digit resistor code for 5 % parts: 10 kΩ → "103", 4.7 Ω → "4R7". */
export function resistorCode3(ohms: number): string {
  if (ohms < 10) return resistorRkm(ohms).padEnd(3, '0');
  const exponent = Math.floor(Math.log10(ohms)) - 1;
  return `${Math.round(ohms / 10 ** exponent)}${exponent}`;
}

/** Three-digit inductance code in microhenries as on power inductors: 10 µH → "100", 4.7 µH → "4R7". */
export function inductorCode3(henries: number): string {
  const microhenries = Number((henries * 1e6).toPrecision(3));
  if (microhenries < 10) return microhenries.toFixed(1).replace('.', 'R');
  const exponent = Math.floor(Math.log10(microhenries)) - 1;
  return `${Math.round(microhenries / 10 ** exponent)}${exponent}`;
}
