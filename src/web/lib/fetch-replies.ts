/** Test support: answers the browser's fetch calls in order and tells which calls were made. */
import { vi } from 'vitest';

/** Answers fetch calls in order, each with a fresh response (a body is read once); records them. */
export function replies(...answers: Array<[number, unknown]>) {
  const queue = [...answers];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const [status, body] = queue.shift() ?? [500, { message: 'unexpected call' }];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The calls made, as "METHOD url". */
export const calls = (fetch: ReturnType<typeof replies>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
