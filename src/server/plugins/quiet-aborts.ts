import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** What a response stream meets when its client went away (closed tab, load generator stopping). */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED']);

export function isClientGone(error: unknown): boolean {
  return (
    error instanceof Error &&
    (CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '') || /^premature close$/i.test(error.message))
  );
}

/**
 * Fastify's request logging, with a client that left mid-response (a compressed page cut short
 * logs "Premature close" / "stream closed prematurely") at debug level: nothing is wrong with the
 * shop then, and at the end of every load test the log filled with them. Other stream errors keep
 * Fastify's own lines.
 */
export class QuietAbortsLogController extends LogController {
  override streamError(
    error: Error,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!isClientGone(error)) return super.streamError(error, request, reply, metadata);
    if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply, err: error }, 'client went away mid-response');
  }

  override writeHeadError(
    error: Error,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!isClientGone(error)) return super.writeHeadError(error, request, reply, metadata);
    if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply, err: error }, 'client went away before the response');
  }
}
