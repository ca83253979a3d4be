/**
 * Figures of complaints' uploads (issue 19 "a 10 MB upload accepted in ≤ 1 s without blocking other
 * requests", ADR 065), over real HTTP on 127.0.0.1 (the server listens; this process sends as a
 * browser would): a 10 MB PDF (streamed to disk, type read from its head) and a ~10 MB JPEG photo
 * (decoded and encoded again by sharp), each while a second client calls GET /ajax/complaint/storage
 * every 20 ms; the latencies of those calls during the upload against idle, and the event loop's
 * longest stall. Then a 200 MB upload: declared (refused before reading) and chunked (refused at
 * the 10 MB file limit; the connection closes, so the client stops sending). Nothing asserts a time.
 *
 *   npx tsx bench/complaint-upload.ts            (embedded PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/complaint-upload.ts
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import { createScratchDatabase, percentile } from './lib';

const runs = Number(process.env.BENCH_RUNS ?? 3);

function multipart(name: string, type: string, data: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(
  origin: string,
  path: string,
  cookie: string,
  options: { method: string; body?: Buffer; contentType?: string; headers?: Record<string, string> },
): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${origin}${path}`,
      {
        method: options.method,
        headers: {
          cookie,
          'x-requested-with': 'XMLHttpRequest',
          ...(options.contentType ? { 'content-type': options.contentType } : {}),
          ...(options.body ? { 'content-length': String(options.body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Calls the light endpoint every 20 ms until `stop` resolves; returns the latencies. */
async function poll(origin: string, cookie: string, stop: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void stop.then(() => (done = true));
  while (!done) {
    const { ms } = await send(origin, '/ajax/complaint/storage', cookie, { method: 'GET' });
    latencies.push(ms);
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies;
}

const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms (n=${s.length})`;
};

async function main() {
  const scratch = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(`shop_bench_complaints_${randomBytes(4).toString('hex')}`)
    : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, poolSize: 10 });
  try {
    await migrateDatabase(database);
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: { log2N: 12, r: 8, p: 1 } },
    });
    await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await seedDemoAccounts(database, {
      createAccount: (account) => services.customers.createAccount(account as never),
      hashPassword: (password) => services.auth.hashPassword(password),
    });
    const login = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/ajax/auth/login',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { login: email, password: DEMO_PASSWORD },
      });
      return String(res.headers['set-cookie']).split(';')[0]!;
    };
    const uploader = await login('company@demo.shop');
    const other = await login('person@demo.shop');

    // 10 MB of PDF: a header and filler (the type is read from the head; PDFs are kept as sent).
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      randomBytes(10 * 1024 * 1024 - 64),
      Buffer.from('\n%%EOF\n'),
    ]);
    // A ~10 MB JPEG: noise compresses badly, so a 3000 × 2400 photo of noise is about that size.
    const noise = randomBytes(3000 * 2400 * 3);
    const jpeg = await sharp(noise, { raw: { width: 3000, height: 2400, channels: 3 } })
      .jpeg({ quality: 98 })
      .toBuffer();
    console.log(
      `files: PDF ${(pdf.length / 1048576).toFixed(2)} MiB, JPEG ${(jpeg.length / 1048576).toFixed(2)} MiB (3000 × 2400)`,
    );

    const idle = await poll(origin, other, new Promise((r) => setTimeout(r, 2000)));
    console.log(`idle GET storage: ${fmt(idle)}`);

    for (const [label, name, type, data] of [
      ['10 MB PDF', 'big.pdf', 'application/pdf', pdf],
      ['10 MB JPEG', 'big.jpg', 'image/jpeg', jpeg],
    ] as const) {
      const times: number[] = [];
      const during: number[] = [];
      const stalls: number[] = [];
      for (let i = 0; i < runs; i++) {
        await send(origin, '/ajax/complaint/storage/clear', uploader, { method: 'POST' });
        const { body, contentType } = multipart(name, type, data);
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        const upload = send(origin, '/ajax/complaint/storage/upload', uploader, {
          method: 'POST',
          body,
          contentType,
        });
        const latencies = poll(origin, other, upload);
        const result = await upload;
        loop.disable();
        if (result.status !== 201) throw new Error(`${label}: ${result.status} ${result.body}`);
        times.push(result.ms);
        during.push(...(await latencies));
        stalls.push(loop.max / 1e6);
      }
      console.log(
        `${label}: accepted in ${times.map((t) => t.toFixed(0)).join(' / ')} ms; other requests meanwhile ${fmt(during)}; longest event-loop stall ${Math.max(...stalls).toFixed(1)} ms`,
      );
    }

    // 200 MB declared: refused before a byte of the body is read.
    const declared = await new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(`${origin}/ajax/complaint/storage/upload`, {
        method: 'POST',
        headers: {
          cookie: uploader,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started });
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
    console.log(`200 MB declared: ${declared.status} after ${declared.ms.toFixed(0)} ms`);

    // 200 MB chunked: refused at the file limit; count what the client managed to send.
    const chunked = await new Promise<{ status: number; ms: number; sentMiB: number }>((resolve) => {
      const started = performance.now();
      let sent = 0;
      let answered: { status: number; ms: number } | undefined;
      const req = http.request(`${origin}/ajax/complaint/storage/upload`, {
        method: 'POST',
        headers: {
          cookie: uploader,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'multipart/form-data; boundary=big',
        },
      });
      req.on('response', (res) => {
        answered = { status: res.statusCode ?? 0, ms: performance.now() - started };
        res.resume();
      });
      const finish = () =>
        resolve({ ...(answered ?? { status: 0, ms: performance.now() - started }), sentMiB: sent / 1048576 });
      req.on('error', finish);
      req.on('close', finish);
      req.write(
        '--big\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n',
      );
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const pump = () => {
        while (sent < 200 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end('\r\n--big--\r\n');
      };
      pump();
    });
    console.log(
      `200 MB chunked: ${chunked.status} after ${chunked.ms.toFixed(0)} ms; the client had sent ${chunked.sentMiB.toFixed(0)} MiB when the connection closed`,
    );
    await app.close();
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
