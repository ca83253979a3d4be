import type { FastifyInstance } from 'fastify';
import { FormBodyError, parseFormBody } from './form-body';

/** Form-encoded bodies in this scope are read into objects (form-body.ts); a malformed one is a 422. */
export function formParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(body as string));
      } catch (error) {
        if (error instanceof FormBodyError) done(error.refusal(), undefined);
        else done(error as Error, undefined);
      }
    },
  );
}
