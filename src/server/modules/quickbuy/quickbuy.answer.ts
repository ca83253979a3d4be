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

/** An array's JSON, its items a piece at a time. */
async function* arrayJson(items: readonly unknown[]): AsyncGenerator<string> {
  yield '[';
  const between = slicePacer();
  for (let from = 0; from < items.length; from += LINES_PIECE) {
    if (from > 0) await between();
    const piece = items.slice(from, from + LINES_PIECE).map((item) => JSON.stringify(item) ?? 'null');
    yield (from > 0 ? ',' : '') + piece.join(',');
  }
  yield ']';
}

/**
 * An object's JSON with its `lines` written a piece at a time: the same text as `JSON.stringify`
 * (keys in their order, undefined values left out) for a list, a request body, an answer.
 */
export async function* withLinesJson(value: object): AsyncGenerator<string> {
  yield '{';
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (key === 'lines' && Array.isArray(item)) yield* arrayJson(item);
    else yield JSON.stringify(item);
  }
  yield '}';
}

/**
 * A long list's answer as the presenting worker wrote it (quickbuy.present-worker.ts): the bytes
 * `JSON.stringify` gives for the list.
 */
export class ListJson {
  constructor(readonly bytes: Uint8Array) {}
}

/** A list call's answer: the list presented inline, or a long list's JSON from the worker. */
export type ListAnswer = QuickBuyList | ListJson;

/** Bytes handed on in parts, none copied, so the answer's compression streams them. */
const BYTES_PART = 64 * 1024;
function* bytesInParts(bytes: Uint8Array): Generator<Uint8Array> {
  for (let from = 0; from < bytes.length; from += BYTES_PART) yield bytes.subarray(from, from + BYTES_PART);
}

/** The list's JSON, in pieces: `{"lines":[…],"duplicates":…,"totals":…}`. */
export async function* listJson(answer: ListAnswer): AsyncGenerator<string | Uint8Array> {
  if (answer instanceof ListJson) yield* bytesInParts(answer.bytes);
  else yield* withLinesJson(answer);
}

/** `{"list": <the list>, …others}`: the file call's answer (the list beside the file's reading). */
export async function* withListJson(
  list: ListAnswer,
  others: Record<string, unknown>,
): AsyncGenerator<string | Uint8Array> {
  yield '{"list":';
  yield* listJson(list);
  for (const [key, value] of Object.entries(others)) yield `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  yield '}';
}

/** Sends JSON pieces as the answer (chunked); the handler returns the reply. */
export function sendJsonPieces(
  reply: FastifyReply,
  pieces: AsyncIterable<string | Uint8Array>,
): FastifyReply {
  async function* bytes() {
    for await (const piece of pieces)
      yield typeof piece === 'string'
        ? Buffer.from(piece)
        : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(bytes(), { objectMode: false }));
}
