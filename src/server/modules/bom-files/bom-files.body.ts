import type { FastifyInstance } from 'fastify';
import { BOM_FILE_MAX_BYTES } from '../../../common/bom-files';

/** What a BOM file may be sent as; the reader believes the bytes, not the type. */
export const BOM_FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

/**
 * A little above the file limit, so the reader refuses a large file in its own words; anything
 * larger Fastify refuses with 413 by its Content-Length before reading the body (or as soon as a
 * chunked body passes the limit), so a 100 MiB upload is never held in memory.
 */
export const BOM_FILE_BODY_LIMIT = BOM_FILE_MAX_BYTES + 1024 * 1024;

/**
 * For a consumer's route plugin (quick buy, RFQ): file bodies arrive as a Buffer, as they are.
 * Register it inside the consumer's own plugin context so the parser does not leak into other calls.
 */
export function acceptBomFileBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    BOM_FILE_TYPES,
    { parseAs: 'buffer', bodyLimit: BOM_FILE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}
