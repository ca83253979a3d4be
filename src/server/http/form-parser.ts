import type { FastifyInstance } from 'fastify';
import { AppError } from '../../common/errors';
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
        if (error instanceof FormBodyError)
          done(
            new AppError(422, error.message, { data: [{ field: 'body', message: error.message }] }),
            undefined,
          );
        else done(error as Error, undefined);
      }
    },
  );
}
