import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type AppLoadContext, ServerRouter } from 'react-router';

/** The page cache (server/plugins/ssr.ts) asks the build which routes' pages visitors share. */
export { isSharedRoute } from './pages/pages';

/** A render that has not finished by then is cut short; the client finishes what it can. */
export const streamTimeout = 10_000;

/**
 * The whole document is rendered before the first byte goes out (onAllReady): pages are small,
 * crawlers and the tests get complete HTML, and nothing pops in later. It is then sent as one
 * buffer: piping React's many small chunks through web streams cost more than the render itself.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Never move a finished Suspense boundary (the lazily loaded page, docs/decisions/009) out
        // of line behind a swap script: the document is sent whole anyway, and crawlers and
        // visitors without JavaScript must get the page in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
          });
          body.on('error', reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
