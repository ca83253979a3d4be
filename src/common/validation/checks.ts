/** Value checks the forms make in the browser (spec §5 e-mail; the text area's counter). */

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

/** Characters as people count them (code points, so an emoji or "ő" is one), or items of a list. */
export function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return [...String(value)].length;
}
