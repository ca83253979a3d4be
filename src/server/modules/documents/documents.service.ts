/**
 * Product documents behind their public links (spec §2 /Document/{token}/{file_name}, ADR 020):
 * the shop's own datasheet, made as a PDF in the link's language, or a supplier's document, to
 * which the link redirects. Made PDFs are kept in memory (least recently used go first) under a hash
 * of everything they show, so a change in the catalogue makes a new one and repeats cost nothing.
 */
import { createHash } from 'node:crypto';
import { documentFileName, isRedirectableUrl, isShopDocument } from '../../../common/documents';
import type { Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import type { DatasheetContent } from './datasheet-pdf';
import { selectDocumentByToken, type DocumentSourceRow } from './documents.repository';

export type DocumentAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'pdf';
      fileName: string;
      /** A strong validator: the hash of what the document shows (and of its layout's version). */
      etag: string;
      /** The bytes, made on the first call for this content and then served from memory. */
      bytes(): Promise<Buffer>;
    };

export interface DocumentsServiceOptions {
  /** Memory the made PDFs may take (a datasheet is 20–40 kB). */
  cacheBytes?: number;
}

/** Bump when the datasheet's layout changes: the ETags (and browsers' copies) then change too. */
const LAYOUT_VERSION = 1;

export function createDocumentsService(db: Db, options: DocumentsServiceOptions = {}) {
  const cache = new BytesLru(options.cacheBytes ?? 16 * 1024 * 1024);
  /** Two visitors opening the same new datasheet at once wait for one rendering. */
  const rendering = new Map<string, Promise<Buffer>>();

  function render(key: string, content: DatasheetContent): Promise<Buffer> {
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = rendering.get(key);
    if (!pending) {
      // pdfkit and fontkit (about 0.2 s of CPU to load) come with the first datasheet, not with
      // every start of the app: most processes (and every test file's app) never make a PDF.
      pending = import('./datasheet-pdf')
        .then(({ renderDatasheet }) => renderDatasheet(content))
        .then((bytes) => {
          cache.set(key, bytes);
          return bytes;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return {
    /** The answer for a document link in `language`; null when the token names no document that can be served. */
    async open(token: string, language: Language): Promise<DocumentAnswer | null> {
      const row = await selectDocumentByToken(db, token);
      if (!row) return null;
      if (!isShopDocument(row.url)) {
        // Only a supplier's absolute http(s) URL is followed (never javascript:, data: or a bare path).
        return isRedirectableUrl(row.url) ? { kind: 'redirect', location: row.url } : null;
      }
      const content = datasheetContent(row, language);
      const key = createHash('sha256')
        .update(JSON.stringify([LAYOUT_VERSION, content]))
        .digest('base64url')
        .slice(0, 32);
      return {
        kind: 'pdf',
        fileName: documentFileName(row.url, row.symbol),
        etag: `"${key}"`,
        bytes: () => render(key, content),
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

function localized(names: LocalizedText | null, language: Language, fallback: string): string {
  return names?.[language] ?? names?.en ?? fallback;
}

function datasheetContent(row: DocumentSourceRow, language: Language): DatasheetContent {
  const packageCase = row.parameters.find((p) => p.name === 'Case')?.display ?? null;
  return {
    language,
    symbol: row.symbol,
    name: row.description.split(';')[0]!.trim(),
    description: row.description,
    manufacturer: row.manufacturer,
    manufacturerSymbol: row.manufacturerSymbol,
    category: localized(row.categoryNames, language, ''),
    parameters: row.parameters.map((p) => ({
      name: localized(p.names, language, p.name),
      display: p.display,
    })),
    packageCase,
  };
}

/** Byte-bounded least-recently-used map (a Map iterates in insertion order: the first key is the oldest). */
class BytesLru {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.size -= old.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.size += value.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= bytes.length;
    }
  }
}
