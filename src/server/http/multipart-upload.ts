/**
 * The shop's multipart uploads at the HTTP edge (ADR 065, shared with the error form's screenshots,
 * ADR 072): @fastify/multipart registered in one route scope only, with every limit explicit; a
 * declared body above the request's maximum refused before a byte is read; the parser's refusals
 * as clear 4xx in the shop's error shape (never a 500); and files answered so that nothing uploaded
 * runs or renders in the shop's origin.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../common/errors';

/** The catalogues' areas that word the upload refusals (each has every key below). */
export type UploadMessages = 'complaints.errors' | 'enquiries.errors';
type EdgeRefusal =
  'fileTooLarge' | 'tooManyFiles' | 'requestTooLarge' | 'notMultipart' | 'fieldUnexpected' | 'uploadFailed';

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Every limit of the parser (busboy's defaults are unbounded for some). */
export interface MultipartLimits {
  fieldNameSize: number;
  fieldSize: number;
  fields: number;
  fileSize: number;
  files: number;
  headerPairs: number;
  parts: number;
}

export interface UploadRules {
  limits: MultipartLimits;
  /** A request declaring a longer body is refused 413 before it is read. */
  requestMaxBytes: number;
  /**
   * The i18n prefix of the refusals (`<prefix>.fileTooLarge`, `.tooManyFiles`, `.requestTooLarge`,
   * `.notMultipart`, `.fieldUnexpected`, `.uploadFailed`).
   */
  messages: UploadMessages;
}

/** The multipart parser's refusals in the shop's error shape (a clear 4xx, never a 500). */
export function uploadError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof AppError) return error;
  const key = (name: EdgeRefusal) => `${rules.messages}.${name}` as const;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, key('fileTooLarge'), { params: { max: MB(rules.limits.fileSize) } });
    case 'FST_FILES_LIMIT':
      return new AppError(422, key('tooManyFiles'), { params: { max: rules.limits.files } });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, key('requestTooLarge'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, key('notMultipart'));
    case 'FST_PROTO_VIOLATION':
      return new AppError(400, key('fieldUnexpected'));
    case 'FST_MP_PREMATURE_CLOSE':
    case 'ECONNRESET':
    case 'ERR_STREAM_PREMATURE_CLOSE':
      return new AppError(400, key('uploadFailed'));
    default: {
      // busboy's own words for a malformed body ("Unexpected end of form", "Malformed part header").
      const message = error instanceof Error ? error.message : '';
      if (/unexpected end|malformed|boundary|multipart/i.test(message))
        return new AppError(400, key('uploadFailed'));
      return error;
    }
  }
}

/**
 * Registers `routes` in a scope of their own where multipart is parsed with `rules.limits` (no other
 * route of the shop takes multipart), and a declared body above `rules.requestMaxBytes` is refused
 * 413 before a byte of it is read, the connection closing after the answer.
 */
export async function uploadScope(
  app: FastifyInstance,
  rules: UploadRules,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: rules.limits, throwFileSizeLimit: true });
    scope.addHook('onRequest', async (request, reply) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > rules.requestMaxBytes) {
        reply.header('connection', 'close');
        throw new AppError(413, `${rules.messages}.requestTooLarge` as const);
      }
    });
    await routes(scope);
  });
}

/** A file answer that no browser runs or renders in the shop's origin (ADR 065). */
export function sendAttachment(
  reply: FastifyReply,
  file: { name: string; contentType: string; size: number; stream: NodeJS.ReadableStream },
) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.stream);
}
