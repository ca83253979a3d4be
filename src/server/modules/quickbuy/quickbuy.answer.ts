/**
 * A working list's answer written as JSON a slice of lines at a time (ADR 047, amended in session
 * 15). `JSON.stringify` of a 10 000-line list (~8 MiB) held the event loop for 100–200 ms in one
 * piece on an idle machine, several times that under load; written in slices (quickbuy.slices.ts)
 * with the event loop given back between them, other requests are answered meanwhile. The bytes
 * are those `JSON.stringify` writes for the same value (the page reads the same answer), streamed
 * (compressed like any answer by the app's compression).
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { QuickBuyList } from '../../../common/contracts/quickbuy';
import { LINES_PIECE, slicePacer } from './quickbuy.slices';

/** The list's JSON, in pieces: `{"lines":[…],"duplicates":…,"totals":…}`. */
export async function* listJson(list: QuickBuyList): AsyncGenerator<string> {
  // The keys in the order of QuickBuyList, as JSON.stringify writes them.
  const { lines, ...rest } = list;
  yield '{"lines":[';
  const between = slicePacer();
  for (let from = 0; from < lines.length; from += LINES_PIECE) {
    if (from > 0) await between();
    const slice = lines.slice(from, from + LINES_PIECE).map((line) => JSON.stringify(line));
    yield (from > 0 ? ',' : '') + slice.join(',');
  }
  yield `],"duplicates":${JSON.stringify(rest.duplicates)},"totals":${JSON.stringify(rest.totals)}}`;
}

/** `{"list": <the list>, …others}`: the file call's answer (the list beside the file's reading). */
export async function* withListJson(
  list: QuickBuyList,
  others: Record<string, unknown>,
): AsyncGenerator<string> {
  yield '{"list":';
  yield* listJson(list);
  for (const [key, value] of Object.entries(others)) yield `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  yield '}';
}

/** Sends JSON pieces as the answer (chunked); the handler returns the reply. */
export function sendJsonPieces(reply: FastifyReply, pieces: AsyncIterable<string>): FastifyReply {
  async function* bytes() {
    for await (const piece of pieces) yield Buffer.from(piece);
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(bytes(), { objectMode: false }));
}
