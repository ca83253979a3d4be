/** A byte-order mark: spreadsheet programs read the file as UTF-8 only with it (Ω, µ, ±, ő...). */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return that some
 * programs strip before looking) is prefixed with a quote, so it is shown as text (OWASP CSV
 * injection). Only text from people and suppliers is guarded: numbers we print ourselves stay numbers.
 * One rule for every CSV the shop writes (orders, saved lists, customer symbols).
 */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
