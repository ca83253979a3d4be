/** Pure value checks behind the rules (spec §5); usable on their own, e.g. by the order form. */

import type { Scalar } from './rules';

/** Empty for a form: undefined, null, false, '' or whitespace only, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// RFC 5322 dot-atom local part or a quoted string; RFC 1035 host names with a letter (or punycode)
// top-level label; or an IPv4 address in brackets. The common shape shops accept, not every
// address the RFC allows (no comments, no IPv6 literals).
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = `(?:${ATOM}(?:\\.${ATOM})*|"(?:[^"\\\\\\r\\n]|\\\\[^\\r\\n])+")`;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TLD = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const DOMAIN = `(?:(?:${LABEL}\\.)+${TLD}|\\[${OCTET}(?:\\.${OCTET}){3}\\])`;
const EMAIL = new RegExp(`^(${LOCAL})@${DOMAIN}$`);

export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const match = EMAIL.exec(value);
  return match !== null && match[1].length <= 64;
}

/** Spec §5: a phone number is exactly 9 digits (no spaces, no prefix). */
export function isPhone(value: string): boolean {
  return /^[0-9]{9}$/.test(value);
}

/** Spec §5 numeric-only: ASCII digits and nothing else. */
export function isNumericOnly(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

export function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^[+-]?[0-9]+$/.test(value.trim());
}

/** A finite number from a number or numeric text ('12', '-1.5', '.5', '1e3'); null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Characters as people count them (code points, so an emoji or "ő" is one), or items of a list. */
export function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return [...String(value)].length;
}

/** Form values are mostly text: '5' equals 5 and 'true' equals true; null equals only null/undefined. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  }
  return typeof a !== 'object' && typeof b !== 'object' && String(a) === String(b);
}

/** Text shown for a value in a message parameter ("one of: a, b, c"). */
export function displayValue(value: Scalar | readonly Scalar[]): string {
  if (Array.isArray(value)) return value.map((item) => displayValue(item)).join(', ');
  return value === null ? '' : String(value);
}
