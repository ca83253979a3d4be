/** A piece of a text, marked when it is the part that matched what was typed. */
export interface Segment {
  text: string;
  match: boolean;
}

/** Characters symbol matching ignores ("rc0603" finds "RC-0603"), as the server's normaliseSymbol does. */
const IGNORED = /[\s\-./]/;

/**
 * Splits `text` around the first place `query` occurs, ignoring case and the separators symbols are
 * written with, so "bc547" highlights "BC547" in "BC-547B" as "BC-547". No match: the text unmarked.
 */
export function highlightSegments(text: string, query: string): Segment[] {
  const needle = [...query.toLowerCase()].filter((ch) => !IGNORED.test(ch));
  if (needle.length === 0) return [{ text, match: false }];
  const chars = [...text];
  for (let start = 0; start < chars.length; start++) {
    if (IGNORED.test(chars[start])) continue;
    let i = start;
    let n = 0;
    while (i < chars.length && n < needle.length) {
      if (IGNORED.test(chars[i])) {
        i++;
        continue;
      }
      if (chars[i].toLowerCase() !== needle[n]) break;
      i++;
      n++;
    }
    if (n === needle.length) {
      return [
        { text: chars.slice(0, start).join(''), match: false },
        { text: chars.slice(start, i).join(''), match: true },
        { text: chars.slice(i).join(''), match: false },
      ].filter((s) => s.text !== '');
    }
  }
  return [{ text, match: false }];
}
