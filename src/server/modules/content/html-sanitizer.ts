/**
 * Editorial HTML is cleaned when it is written, so what the database holds is safe to put into a
 * page as it is. Whitelist only: known tags with known attributes are rebuilt from their parsed
 * parts; every other tag is dropped (its text kept, except inside script-like elements, whose
 * content goes too); text is re-escaped; links keep only http(s), mailto, tel and relative targets;
 * unclosed tags are closed and stray closing tags removed, so a snippet cannot break the page around it.
 */

const ALLOWED_TAGS: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  small: [],
  sub: [],
  sup: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  blockquote: [],
  a: ['href', 'title'],
  abbr: ['title'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
};

const VOID_TAGS = new Set(['br']);
/** Elements whose content is code or invisible: dropped whole. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>|<\?[^>]*>|[^<]+|</g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  for (const match of input.matchAll(TOKEN)) {
    const [token, closing, rawName, rawAttributes] = match;
    if (rawName === undefined) {
      // Text, a comment, a doctype or processing instruction, or a lone '<'.
      if (dropping || token.startsWith('<!') || token.startsWith('<?')) continue;
      out.push(escapeText(token));
      continue;
    }
    const name = rawName.toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(rawAttributes ?? '')) dropping = name;
      continue;
    }
    const allowed = ALLOWED_TAGS[name];
    if (!allowed) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const attributes = cleanAttributes(name, rawAttributes ?? '', allowed);
    if (VOID_TAGS.has(name)) {
      out.push(`<${name}${attributes}>`);
      continue;
    }
    open.push(name);
    out.push(`<${name}${attributes}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

function cleanAttributes(tag: string, raw: string, allowed: readonly string[]): string {
  const kept = new Map<string, string>();
  for (const m of raw.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    if (!allowed.includes(name) || kept.has(name)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (name === 'href' && !isSafeUrl(value)) continue;
    if (name === 'scope' && !['row', 'col'].includes(value)) continue;
    kept.set(name, value);
  }
  let text = '';
  for (const [name, value] of kept) text += ` ${name}="${escapeAttribute(value)}"`;
  // Links that leave the shop do not get to control the page that opened them.
  if (tag === 'a' && kept.has('href') && /^https?:/i.test(kept.get('href')!))
    text += ' rel="noopener noreferrer nofollow"';
  return text;
}

/** http(s), mailto, tel, or a path/fragment on this site; anything else (javascript:, data:) is dropped. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (compact === '') return false;
  if (/^(https?:|mailto:|tel:)/i.test(compact)) return true;
  // No scheme at all: relative. A ':' before any '/', '?' or '#' would be read as a scheme.
  if (compact.startsWith('//')) return false;
  return !/^[^/?#]*:/.test(compact);
}

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else out += c;
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Enough entity decoding to judge a URL the way a browser would read it. */
function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);?/g, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/** Plain text of sanitised HTML (for short contents and descriptions). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<\/(p|li|h3|h4|tr)>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
