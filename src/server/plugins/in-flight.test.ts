import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight';
import { isClientGone } from './quiet-aborts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithSlowRoute(
  onClose?: (inFlight: ReturnType<typeof trackInFlight>, isFinished: () => boolean) => Promise<void>,
) {
  const app = Fastify();
  apps.push(app);
  const inFlight = trackInFlight(app);
  if (onClose) app.addHook('onClose', () => onClose(inFlight, () => finished));
  const started = deferred();
  const release = deferred();
  let finished = false;
  app.get('/slow', async () => {
    started.resolve();
    await release.promise;
    finished = true;
    return { ok: true };
  });
  app.get('/sync', (_request, reply) => {
    setTimeout(() => {
      reply.send('later');
    }, 20);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, inFlight, started, release, port, isFinished: () => finished };
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

describe('requests in flight', () => {
  it('counts a request until its handler has settled, even when the client went away', async () => {
    const { inFlight, started, release, port, isFinished } = await appWithSlowRoute();
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => undefined);
    await started.promise;
    request.destroy(); // the client gives up; the handler still works
    expect(inFlight.count).toBe(1);
    const drained = inFlight.drain(5_000);
    expect(await settledWithin(drained, 100)).toBe(false);
    release.resolve();
    expect(await drained).toBe(true);
    expect(isFinished()).toBe(true);
    expect(inFlight.count).toBe(0);
  });

  it('drains at once when idle, and gives up after its timeout', async () => {
    const { inFlight, started, release, port } = await appWithSlowRoute();
    expect(await inFlight.drain(10)).toBe(true);
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => undefined);
    await started.promise;
    expect(await inFlight.drain(30)).toBe(false);
    release.resolve();
    expect(await inFlight.drain(5_000)).toBe(true);
    request.destroy();
  });

  it('keeps a handler that answers later (not async) in flight until its response is sent', async () => {
    const { app, inFlight } = await appWithSlowRoute();
    const response = app.inject({ method: 'GET', url: '/sync' });
    await new Promise((r) => setTimeout(r, 5));
    expect(inFlight.count).toBe(1);
    expect((await response).body).toBe('later');
    expect(await inFlight.drain(1_000)).toBe(true);
  });

  it('counts requests answered by hooks or the 404 handler until their response is done', async () => {
    const { app, inFlight } = await appWithSlowRoute();
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect(inFlight.count).toBe(0);
  });
});

describe('shutdown', () => {
  it('closes what requests use (onClose after draining) only once an abandoned handler is done', async () => {
    const order: string[] = [];
    // As in app.ts: the hook that closes the services drains first.
    const { app, started, release, port } = await appWithSlowRoute(async (inFlight, isFinished) => {
      await inFlight.drain(5_000);
      order.push(`services closed, handler finished: ${isFinished()}`);
    });
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => undefined);
    await started.promise;
    request.destroy();
    const closed = app.close();
    setTimeout(() => release.resolve(), 50);
    await closed;
    apps.splice(apps.indexOf(app), 1);
    expect(order).toEqual(['services closed, handler finished: true']);
  });
});

describe('a client that went away', () => {
  it('is told apart from real stream errors', () => {
    expect(
      isClientGone(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
    ).toBe(true);
    expect(isClientGone(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientGone(new Error('premature close'))).toBe(true);
    expect(isClientGone(new Error('zlib: invalid block type'))).toBe(false);
  });
});
