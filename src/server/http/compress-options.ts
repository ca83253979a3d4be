/**
 * How answers are compressed (@fastify/compress): gzip or deflate as the client asks, from 1 KiB on.
 * The app registers these for every route; a scope may add to them per route (its `compress`
 * option replaces the app's settings as a whole, so it starts from these).
 */
export const COMPRESS_OPTIONS = {
  encodings: ['gzip', 'deflate'] as Array<'gzip' | 'deflate'>,
  threshold: 1024,
};

/**
 * JSON answers that are whole strings, compressed in one synchronous call up to this size instead
 * of through a zlib stream per answer: on this two-core deployment the stream's set-up and hand-over
 * to libuv's pool cost the customer API's details call (~38 KB) ~0.6 ms of CPU more than the
 * compression itself (~0.3 ms at zlib's default level; bench/RESULTS.md, session 19). Larger
 * answers still stream, so the event loop is never held for long.
 */
export const SYNC_COMPRESS_MAX_BYTES = 128 * 1024;
