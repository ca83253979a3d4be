import { request } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptBomFileBodies, BOM_FILE_BODY_LIMIT, readBomFile } from './index';

/** A consumer's upload call refuses a 100 MiB file by its declared length, without reading it. */
const app = Fastify();
let received = 0;
let port = 0;

beforeAll(async () => {
  await app.register(async (scope) => {
    acceptBomFileBodies(scope);
    scope.post('/upload', async (req) => {
      const bytes = req.body as Buffer;
      received += bytes.length;
      const reading = await readBomFile({ bytes, fileName: 'bom.csv', market: { country: 'pl' } });
      return { lines: reading.lines.length };
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
});

function send(
  headers: Record<string, string | number>,
  chunk: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/upload', method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    // Only the first bytes of the announced 100 MiB are ever sent: the answer must come anyway.
    req.write(chunk);
  });
}

describe('BOM file bodies', () => {
  it('answers 413 to a 100 MiB upload from its Content-Length, before its body', async () => {
    const answer = await send(
      { 'content-type': 'text/csv', 'content-length': 100 * 1024 * 1024 },
      Buffer.alloc(64 * 1024, 0x41),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(received).toBe(0);
  });

  it('takes a file under the limit as its bytes', async () => {
    const file = Buffer.from('MPN;Qty\nLM358DR;10\n');
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: file,
      headers: { 'content-type': 'application/vnd.ms-excel' },
    });
    expect(res.json()).toEqual({ lines: 1 });
    expect(BOM_FILE_BODY_LIMIT).toBeGreaterThan(8 * 1024 * 1024);
  });
});
