/** Reading one cell of a BOM: amounts as buyers write them, prices, designator lists, totals rows. */

/** Units a buyer writes after an amount: pcs, szt., Stk., db… */
const UNIT = /\s*(pcs?|pieces?|ea|each|x|szt|sztuk|stk|stck|stück|st|db|darab)\.?$/i;

/**
 * A positive whole amount, or null: "10", "10 pcs", "1 000", "1.000" and "1,000" (thousands), "5.0"
 * (a spreadsheet's number). "1,5" or "2.5" is not a whole amount.
 */
export function parseQuantity(value: string): number | null {
  if (/^\d{1,9}$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  let text = value.trim().replace(UNIT, '').replace(/^x\s*/i, '');
  text = text.replace(/[\s\u00a0\u202f']/g, '');
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(text)) text = text.replace(/[.,]/g, '');
  else if (/^\d+[.,]0+$/.test(text)) text = text.replace(/[.,]0+$/, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? amount : null;
}

const CURRENCY =
  /^\s*(zł|zl|pln|eur|€|huf|ft|usd|\$|inr|₹)\s*|\s*(zł|zl|pln|eur|€|huf|ft|usd|\$|inr|₹)\s*$/gi;

/** A target price as written ("0,12", "1 234.50"), without a currency sign; null when it is not a number. */
export function parsePrice(value: string): string | null {
  const text = value.replace(CURRENCY, '').trim();
  return /^\d[\d\s\u00a0.,]*$/.test(text) && /\d$/.test(text) ? text : null;
}

/** How many parts "R1, R5, R7-R9" names (a range counts each part). */
export function designatorCount(value: string): number {
  let count = 0;
  for (const item of value.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^([A-Z]*)(\d+)[-–]([A-Z]*)(\d+)$/i.exec(item);
    count += range ? Math.max(1, Number(range[4]) - Number(range[2]) + 1) : 1;
  }
  return count;
}

/** Characters no part number or note holds (tab and line breaks of a wrapped cell are spaces). */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The words of a totals row at the bottom of a BOM ("Total", "Razem", "Summe", "Összesen"). */
export const TOTALS =
  /^(grand\s+)?(total|totals|sum|suma|razem|ogółem|summe|gesamt|insgesamt|gesamtsumme|összesen|osszesen|végösszeg)\b:?/i;
