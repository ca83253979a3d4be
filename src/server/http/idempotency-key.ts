import type { FastifyRequest } from 'fastify';
import { validationError } from '../../common/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../common/idempotency';

/** The request's Idempotency-Key, or undefined without one; a malformed key is a 422 on the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw validationError([
      { field: 'Idempotency-Key', key: 'errors.order.keyInvalid', params: { signs: '- _ . :' } },
    ]);
  return key;
}
