import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

/** An app whose log lines are kept, with routes that fail in two ways. */
async function appWithLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  registerErrorHandling(app);
  app.get('/gone', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  app.get('/bug', async () => {
    throw new Error('secret internals');
  });
  return { app, lines };
}

describe('the error handler', () => {
  it('answers 500 in the error shape without internals, logging a bug as an error', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500 });
    expect(res.body).not.toContain('secret internals');
    expect(lines.some((l) => l.level === 50 && l.msg === 'unhandled error')).toBe(true);
    await app.close();
  });

  it('logs a client that went away mid-response at debug level, not as an error', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/gone' });
    expect(lines.some((l) => l.level >= 50)).toBe(false);
    expect(lines.some((l) => l.level === 20 && l.msg === 'client went away mid-response')).toBe(true);
    await app.close();
  });
});
