import type { FastifyInstance } from 'fastify';
import { AppError, validationError } from '../../common/errors';

/**
 * PostgreSQL (and PGlite) refuse U+0000 in text, so a NUL that reaches a query fails it with a 500.
 * No field of the shop has a use for one: every request is checked once, after parsing and before
 * any route (API or page) sees it, instead of each contract and each loader remembering to.
 * Bodies: 422 with the field, as other field errors; the address (path, query): 400.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inAddress = findNul(request.params) ?? findNul(request.query);
    if (inAddress !== undefined) throw new AppError(400, 'errors.request.nulCharacter');
    const inBody = findNul(request.body);
    if (inBody !== undefined) {
      throw validationError([{ field: inBody || 'body', key: 'errors.request.nulCharacter' }]);
    }
  });
}

/**
 * The path (`item.symbol`, `symbols.1`) of the first string or key holding a NUL, or undefined.
 * A loop, not recursion: a 1 MB JSON body can nest deeper than the call stack reaches.
 */
export function findNul(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (key.includes('\u0000')) return join(path, key);
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], join(path, entries[i]![0])]);
    }
  }
  return undefined;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
