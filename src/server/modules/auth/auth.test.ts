import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AFTER_LOGIN_ALERT_COOKIE } from '../../../common/accounts';
import { LOCAL_CAPTCHA_TOKEN_PATH } from '../../../common/captcha';
import type { LoginResponse, SessionResponse } from '../../../common/contracts/auth';
import type { ErrorBody } from '../../../common/errors';
import { Client, cookieFrom, setCookieLine, XHR } from '../../test-support/http';
import { loadConfig } from '../../config';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, demoAccounts: true });
});

afterAll(async () => {
  await t?.close();
});

const exec = (query: ReturnType<typeof sql>) => t.services.database.db.execute(query);

function expectError(body: ErrorBody, code: number) {
  expect(body).toMatchObject({ code, erpCode: null, issues: expect.any(Array) });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

async function mailsTo(email: string) {
  return (await t.services.mail.list(500)).filter((m) => m.toAddress === email);
}

describe('POST /ajax/auth/login', () => {
  it('logs in by e-mail, answers the customer and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const client = new Client(t.app);
    const res = await client.login('Company@Demo.Shop', DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const { customer } = res.json<LoginResponse>();
    expect(customer).toMatchObject({
      customerType: 'company',
      kind: 'standard',
      grossPrices: false,
      companyName: 'Elektro-Systems sp. z o.o.',
    });
    expect(customer.contactPerson.crc).toMatch(/^[a-z0-9]{40}$/);
    expect(customer.customerNumber).toMatch(/^\d{7}$/);
    expect(JSON.stringify(customer)).not.toMatch(/passwordHash|customerId/);
    const line = setCookieLine(res, 'sid')!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/);
    const session = await client.get('/ajax/auth/session');
    expect(session.json<SessionResponse>().customer?.customerNumber).toBe(customer.customerNumber);
  });

  it('logs in by username too', async () => {
    const res = await new Client(t.app).login('demo-person', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginResponse>().customer).toMatchObject({
      customerType: 'person',
      isPerson: true,
      grossPrices: true,
    });
  });

  it('answers 401 in the error shape for a wrong password or an unknown login, with the same message', async () => {
    const wrong = await new Client(t.app).login('soletrader@demo.shop', 'not-the-password');
    const unknown = await new Client(t.app).login('nobody@demo.shop', 'whatever-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expectError(wrong.json(), 401);
    expect(wrong.json<ErrorBody>().message).toBe(unknown.json<ErrorBody>().message);
    expect(cookieFrom(wrong, 'sid')).toBeUndefined();
  });

  it('says a wrong password in the language of the page that asked (ADR 030)', async () => {
    const hungarian = await new Client(t.app).post(
      '/ajax/auth/login',
      { login: 'soletrader@demo.shop', password: 'not-the-password' },
      { 'accept-language': 'hu' },
    );
    expect(hungarian.json<ErrorBody>()).toMatchObject({
      code: 401,
      message: 'A felhasználónév vagy a jelszó hibás.',
      messageKey: 'auth.login.invalidCredentials',
    });
    const polish = await new Client(t.app).post('/ajax/auth/login?language=pl', {
      login: 'x@demo.shop',
      password: 'y-123456',
    });
    expect(polish.json<ErrorBody>().message).toBe('Login lub hasło są nieprawidłowe.');
  });

  it.each([
    ['wrong types', { login: 42, password: ['x'] }],
    ['a missing field', { login: 'company@demo.shop' }],
    ['an oversize login', { login: `${'a'.repeat(300)}@demo.shop`, password: 'x' }],
    ['an oversize password', { login: 'company@demo.shop', password: 'x'.repeat(10_000) }],
    ['an unknown field', { login: 'company@demo.shop', password: DEMO_PASSWORD, remember: true }],
  ])('refuses %s with 422', async (_name, body) => {
    const res = await new Client(t.app).post('/ajax/auth/login', body);
    expect(res.statusCode).toBe(422);
    expectError(res.json(), 422);
    expect(res.json<ErrorBody>().data?.length).toBeGreaterThan(0);
  });

  it('refuses a body that is not JSON with a clear 4xx', async () => {
    const res = await new Client(t.app).request({
      method: 'POST',
      url: '/ajax/auth/login',
      payload: '{"login":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expectError(res.json(), 400);
  });
});

describe('sessions', () => {
  it('rotates the session id at login: an id from before is worthless after', async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const first = client.cookies.get('sid')!;
    await client.login('demo-soletrader', DEMO_PASSWORD);
    const second = client.cookies.get('sid')!;
    expect(second).not.toBe(first);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/ajax/auth/session',
      headers: { cookie: `sid=${first}` },
    });
    expect(stale.json<SessionResponse>().customer).toBeNull();
    expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer?.customerType).toBe(
      'sole_trader',
    );
  });

  it('stores the SHA-256 of the id, never the id', async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const id = client.cookies.get('sid')!;
    const rows = await exec(sql`select id_hash from sessions`);
    const hashes = ((rows as unknown as { rows: Array<{ id_hash: string }> }).rows ?? rows).map(
      (r) => r.id_hash,
    );
    expect(hashes).not.toContain(id);
    const { createHash } = await import('node:crypto');
    expect(hashes).toContain(createHash('sha256').update(id).digest('hex'));
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(client.cookies.get('sid')!).digest('hex');
    await exec(sql`update sessions set last_seen_at = now() - interval '31 minutes' where id_hash = ${hash}`);
    expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer).toBeNull();
    const left = await exec(sql`select 1 from sessions where id_hash = ${hash}`);
    expect(((left as unknown as { rows: unknown[] }).rows ?? left).length).toBe(0);
  });

  it('with SESSION_IDLE_MINUTES=1, keeps a session used every 15 s (issue 15)', async () => {
    let clock = Date.now();
    const short = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      accounts: { sessionIdleMinutes: 1, now: () => new Date(clock) },
    });
    try {
      const client = new Client(short.app);
      expect((await client.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
      for (let i = 1; i <= 12; i++) {
        clock += 15_000;
        const session = (await client.get('/ajax/auth/session')).json<SessionResponse>();
        expect(session.customer, `after ${i * 15} s`).not.toBeNull();
      }
      clock += 61_000;
      expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer).toBeNull();
    } finally {
      await short.close();
    }
  });

  it('keeps a busy session alive, but not past the absolute timeout', async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(client.cookies.get('sid')!).digest('hex');
    await exec(
      sql`update sessions set last_seen_at = now() - interval '29 minutes', created_at = now() - interval '11 hours' where id_hash = ${hash}`,
    );
    expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer).not.toBeNull();
    await exec(
      sql`update sessions set last_seen_at = now(), created_at = now() - interval '12 hours 1 minute' where id_hash = ${hash}`,
    );
    expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer).toBeNull();
  });

  it('ignores a malformed or made-up session cookie', async () => {
    for (const value of ['x', 'a'.repeat(43), '../../etc/passwd']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/ajax/auth/session',
        headers: { cookie: `sid=${value}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<SessionResponse>().customer).toBeNull();
    }
  });

  it('uses a Secure __Host- cookie when the public URL is https', async () => {
    const secure = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      publicUrl: 'https://shop.example',
    });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/ajax/auth/login',
        headers: { ...XHR, host: 'shop.example' },
        payload: { login: 'company@demo.shop', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const line = setCookieLine(res, '__Host-sid')!;
      expect(line).toMatch(/Secure/);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/Domain=/i);
      const session = await secure.app.inject({
        method: 'GET',
        url: '/ajax/auth/session',
        headers: { cookie: cookieFrom(res, '__Host-sid')! },
      });
      expect(session.json<SessionResponse>().customer).not.toBeNull();
    } finally {
      await secure.close();
    }
  });
});

describe('secure cookies behind a trusted proxy, and the sweep', () => {
  it('uses the __Host- cookie when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await createTestApp({ seedProducts: 0, demoAccounts: true, trustProxy: 1 });
    try {
      const login = (proto: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/ajax/auth/login',
          headers: { ...XHR, 'x-forwarded-proto': proto },
          payload: { login: 'company@demo.shop', password: DEMO_PASSWORD },
        });
      expect(setCookieLine(await login('https'), '__Host-sid')).toMatch(/Secure/);
      expect(setCookieLine(await login('http'), 'sid')).not.toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is not believed.
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/auth/login',
      headers: { ...XHR, 'x-forwarded-proto': 'https' },
      payload: { login: 'company@demo.shop', password: DEMO_PASSWORD },
    });
    expect(setCookieLine(res, '__Host-sid')).toBeUndefined();
  });

  it('sweeps expired sessions from the table', async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    await exec(sql`update sessions set expires_at = now() - interval '1 minute'`);
    expect(await t.services.sessions.sweep()).toBeGreaterThan(0);
    const left = await exec(sql`select count(*)::int as n from sessions`);
    expect(((left as unknown as { rows: Array<{ n: number }> }).rows ?? left)[0]!.n).toBe(0);
  });
});

describe('logout', () => {
  it('POST /ajax/auth/logout ends the session and clears the cookie', async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const id = client.cookies.get('sid')!;
    const res = await client.post('/ajax/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(setCookieLine(res, 'sid')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/ajax/auth/session',
      headers: { cookie: `sid=${id}` },
    });
    expect(stale.json<SessionResponse>().customer).toBeNull();
  });

  it('GET tme_logout works only from the shop’s own pages', async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const crossSite = await client.get('/ajax/auth/logout', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expectError(crossSite.json(), 403);
    const bare = await client.get('/ajax/auth/logout');
    expect(bare.statusCode).toBe(403);
    expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer).not.toBeNull();
    const own = await client.get('/ajax/auth/logout', {
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
    });
    expect(own.statusCode).toBe(204);
    expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer).toBeNull();
  });
});

describe('CSRF', () => {
  const body = { login: 'company@demo.shop', password: DEMO_PASSWORD };

  it('refuses a POST without the XHR marker', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ajax/auth/login', payload: body });
    expect(res.statusCode).toBe(403);
    expectError(res.json(), 403);
    expect(cookieFrom(res, 'sid')).toBeUndefined();
  });

  it('refuses a cross-site Origin even with the marker', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/auth/login',
      payload: body,
      headers: { ...XHR, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({
      method: 'POST',
      url: '/ajax/auth/login',
      payload: body,
      headers: { ...XHR, origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/auth/login',
      payload: body,
      headers: { ...XHR, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses PUT, PATCH and DELETE the same way, anywhere', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/ajax/profile/addresses/1234567' });
      expect(res.statusCode).toBe(403);
    }
    const page = await t.app.inject({ method: 'POST', url: '/some/page' });
    expect(page.statusCode).toBe(403);
  });

  it('lets the shop’s own pages through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/auth/login',
      payload: body,
      headers: {
        ...XHR,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits of failed logins', () => {
  it('allows 10 failures a minute per account, then answers 429 with Retry-After, even for the right password', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 10; i++)
      expect((await client.login('zone.net@demo.shop', `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await client.login('zone.net@demo.shop', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expectError(blocked.json(), 429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json<ErrorBody>().message).toContain(`${retryAfter} s`);
    // Other accounts are not affected.
    expect((await client.login('zone.gross@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    // When the window ends, the account works again: no lockout longer than the window.
    await exec(
      sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key like 'loginAccount%zone.net%'`,
    );
    expect((await client.login('zone.net@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful login clears the account’s failures', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 9; i++) await client.login('demo-private', `wrong-${i}`);
    expect((await client.login('demo-private', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await client.login('demo-private', `wrong-${i}`)).statusCode).toBe(401);
  });

  it('limits failures per address across accounts', async () => {
    const ip = '203.0.113.7';
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ajax/auth/login',
        headers: XHR,
        remoteAddress: ip,
        payload: { login: `someone-${i}@demo.shop`, password: 'wrong-password' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/ajax/auth/login',
      headers: XHR,
      remoteAddress: '203.0.113.8',
      payload: { login: 'x@demo.shop', password: 'y' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('failed logins are counted before hashing (issue 15)', () => {
  it('of 60 simultaneous wrong passwords for one account from one address, only 10 are checked', async () => {
    const ip = '198.51.100.60';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/ajax/auth/login',
          headers: XHR,
          remoteAddress: ip,
          payload: { login: 'soletrader@demo.shop', password: `parallel-guess-${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expectError(answers.find((a) => a.statusCode === 429)!.json(), 429);
  });

  it('hashes at most the configured number of passwords at once and refuses beyond its queue with 503', async () => {
    const busy = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      accounts: { passwordQueue: { concurrency: 1, queueLimit: 2 } },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          busy.app.inject({
            method: 'POST',
            url: '/ajax/auth/login',
            headers: XHR,
            remoteAddress: `198.51.100.${100 + i}`,
            payload: { login: 'company@demo.shop', password: `flood-${i}` },
          }),
        ),
      );
      const stats = busy.services.auth.passwordQueue.stats();
      expect(stats.maxRunning).toBe(1);
      expect(stats.running).toBe(0);
      for (const answer of answers) {
        expect([401, 503]).toContain(answer.statusCode);
        expectError(answer.json(), answer.statusCode);
      }
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(refused).toHaveLength(stats.refused);
      for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // The line empties: the owner logs in afterwards.
      expect((await new Client(busy.app).login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('failed logins counted in Redis (issue 15)', () => {
  it('of 60 simultaneous wrong passwords for one account from one address, only 10 are checked', async () => {
    const onRedis = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      accounts: { redisUrl: process.env.TEST_REDIS_URL, loginDelay: async () => {} },
    });
    try {
      // Redis outlives the test database: an address of its own for this run.
      const ip = `100.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${process.pid % 250}`;
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          onRedis.app.inject({
            method: 'POST',
            url: '/ajax/auth/login',
            headers: XHR,
            remoteAddress: ip,
            payload: { login: 'soletrader@demo.shop', password: `parallel-guess-${i}` },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    } finally {
      await onRedis.close();
    }
  });
});

describe('strangers cannot lock an owner out (issue 15, ADR 017)', () => {
  let slow: TestApp;
  const delays: number[] = [];

  beforeAll(async () => {
    slow = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      accounts: { loginDelay: async (ms) => void delays.push(ms) },
    });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('15 failures from elsewhere slow the owner down but let the right password in, and not at all on a known device', async () => {
    const owner = new Client(slow.app);
    expect((await owner.login('person@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    const device = owner.cookies.get('device');
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieLine(await new Client(slow.app).login('zbl@demo.shop', DEMO_PASSWORD), 'device')).toMatch(
      /HttpOnly/,
    );

    for (let i = 0; i < 15; i++) {
      const stranger = new Client(slow.app, `192.0.2.${(i % 3) + 1}`);
      expect((await stranger.login('person@demo.shop', `guess-${i}`)).statusCode).toBe(401);
    }
    expect(delays.length).toBeGreaterThan(0);

    // From a new address without the device cookie: slowed down, never refused.
    delays.length = 0;
    const elsewhere = new Client(slow.app, '192.0.2.200');
    expect((await elsewhere.login('person@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(delays.length).toBe(1);

    // From the browser that logged in before: no wait at all.
    delays.length = 0;
    const known = new Client(slow.app, '192.0.2.201');
    known.cookies.set('device', device!);
    expect((await known.login('person@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(delays).toEqual([]);

    // A made-up device cookie is no pass.
    const forged = new Client(slow.app, '192.0.2.202');
    forged.cookies.set('device', 'A'.repeat(43));
    expect((await forged.login('person@demo.shop', 'still-guessing')).statusCode).toBe(401);
    expect(delays.length).toBe(1);
  });

  it('blocks reset mails of an address for minutes, not an hour', async () => {
    let last = { statusCode: 0, headers: {} as Record<string, unknown> };
    for (let i = 0; i < 4; i++)
      last = await new Client(slow.app).post('/ajax/profile/password/reset-request', {
        email: 'private@demo.shop',
      });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(600);
  });
});

describe('TRUST_PROXY=true (issue 15)', () => {
  it('takes the address one hop from the right of X-Forwarded-For, so a made-up left part does not dodge the limit', async () => {
    const proxied = await createTestApp({
      seedProducts: 0,
      trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/ajax/auth/login',
          headers: { ...XHR, 'x-forwarded-for': `10.9.8.${i + 1}, 203.0.113.50` },
          remoteAddress: '127.0.0.1',
          payload: { login: `nobody-${i}@demo.shop`, password: 'wrong-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('password reset', () => {
  const email = 'soletrader@demo.shop';

  // Each test asks for links; the per-address limit (3 an hour) is tested on its own below.
  beforeEach(async () => {
    await exec(sql`delete from rate_limit_counters where key like 'reset%'`);
  });

  async function requestLink(): Promise<string> {
    const res = await new Client(t.app).post('/ajax/profile/password/reset-request', {
      email,
      language: 'hu',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [mail] = await mailsTo(email);
    const token = /password-reset\/([a-z0-9]+)/.exec(mail!.textBody!)?.[1];
    expect(token).toMatch(/^[a-z0-9]{32,50}$/);
    return token!;
  }

  it('links to the customer’s market in the language of the mail, not the market’s own language', async () => {
    await exec(sql`update contact_persons set language = 'en' where email = ${email}`);
    try {
      await requestLink();
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe('Reset your password');
      expect(mail!.textBody).toMatch(/\/en\/hu\/password-reset\/[a-z0-9]+/);
    } finally {
      await exec(sql`update contact_persons set language = 'hu' where email = ${email}`);
    }
  });

  it('mails a single-use link in the customer’s language; the new password works, the old does not', async () => {
    const token = await requestLink();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Jelszó visszaállítása');
    expect(mail!.textBody).toContain(`/hu/password-reset/${token}`);
    expect(await t.services.auth.resetTokenIsLive(token)).toBe(true);

    const owner = new Client(t.app);
    await owner.login(email, DEMO_PASSWORD);
    const reset = await new Client(t.app).post('/ajax/profile/password/reset', {
      token,
      password: 'brand-new-secret-1',
    });
    expect(reset.statusCode, reset.body).toBe(204);
    // Sessions of the person end with a reset.
    expect((await owner.get('/ajax/auth/session')).json<SessionResponse>().customer).toBeNull();
    expect((await new Client(t.app).login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await new Client(t.app).login(email, 'brand-new-secret-1')).statusCode).toBe(200);

    const again = await new Client(t.app).post('/ajax/profile/password/reset', {
      token,
      password: 'another-secret-2',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().data?.[0]?.field).toBe('token');
    expect((await new Client(t.app).login(email, 'brand-new-secret-1')).statusCode).toBe(200);
    // Put the demo password back for the other tests.
    const back = await requestLink();
    expect(
      (await new Client(t.app).post('/ajax/profile/password/reset', { token: back, password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses an expired link', async () => {
    const token = await requestLink();
    await exec(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const res = await new Client(t.app).post('/ajax/profile/password/reset', {
      token,
      password: 'brand-new-secret-1',
    });
    expect(res.statusCode).toBe(422);
    expect((await new Client(t.app).login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common password and leaves the link usable (nothing half-written)', async () => {
    const token = await requestLink();
    const weak = await new Client(t.app).post('/ajax/profile/password/reset', {
      token,
      password: 'password1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json<ErrorBody>().data?.[0]?.field).toBe('password');
    expect(await t.services.auth.resetTokenIsLive(token)).toBe(true);
    const short = await new Client(t.app).post('/ajax/profile/password/reset', { token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect((await new Client(t.app).login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses malformed tokens with 422', async () => {
    for (const token of ['short', 'A'.repeat(40), 'a'.repeat(51), 'a'.repeat(40) + '!']) {
      const res = await new Client(t.app).post('/ajax/profile/password/reset', {
        token,
        password: 'brand-new-secret-1',
      });
      expect(res.statusCode).toBe(422);
    }
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const res = await new Client(t.app).post('/ajax/profile/password/reset-request', {
      email: 'ghost@demo.shop',
    });
    expect(res.statusCode).toBe(204);
    expect(await mailsTo('ghost@demo.shop')).toHaveLength(0);
  });

  it('limits reset mails per address', async () => {
    let last = 0;
    for (let i = 0; i < 4; i++)
      last = (
        await new Client(t.app).post('/ajax/profile/password/reset-request', { email: 'limit@demo.shop' })
      ).statusCode;
    expect(last).toBe(429);
  });
});

describe('password change', () => {
  it('needs a session', async () => {
    const res = await new Client(t.app).post('/ajax/profile/password/change', {
      currentPassword: 'x',
      newPassword: 'brand-new-secret-1',
    });
    expect(res.statusCode).toBe(401);
    expectError(res.json(), 401);
  });

  it('checks the current password and the rules, then ends other sessions and rotates this one', async () => {
    const me = new Client(t.app);
    const other = new Client(t.app);
    await me.login('zone.gross@demo.shop', DEMO_PASSWORD);
    await other.login('zone.gross@demo.shop', DEMO_PASSWORD);
    const before = me.cookies.get('sid');
    expect(
      (
        await me.post('/ajax/profile/password/change', {
          currentPassword: 'wrong',
          newPassword: 'brand-new-secret-1',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await me.post('/ajax/profile/password/change', {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'qwertyuiop',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await me.post('/ajax/profile/password/change', {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'zone.gross@demo.shop',
        })
      ).statusCode,
    ).toBe(422);
    const ok = await me.post('/ajax/profile/password/change', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'brand-new-secret-1',
    });
    expect(ok.statusCode, ok.body).toBe(204);
    expect(me.cookies.get('sid')).not.toBe(before);
    expect((await me.get('/ajax/auth/session')).json<SessionResponse>().customer).not.toBeNull();
    expect((await other.get('/ajax/auth/session')).json<SessionResponse>().customer).toBeNull();
    expect(
      (
        await me.post('/ajax/profile/password/change', {
          currentPassword: 'brand-new-secret-1',
          newPassword: DEMO_PASSWORD,
        })
      ).statusCode,
    ).toBe(204);
  });
});

describe('after-login alert', () => {
  it('sets the alert cookie at login when there is an alert, and serves it to its customer only', async () => {
    const client = new Client(t.app);
    const res = await client.login('company@demo.shop', DEMO_PASSWORD);
    expect(cookieFrom(res, AFTER_LOGIN_ALERT_COOKIE)).toBe(`${AFTER_LOGIN_ALERT_COOKIE}=1`);
    const alert = await client.get('/ajax/customer/login-alert');
    expect(alert.json()).toEqual({ loginAlert: expect.stringContaining('limit kredytowy') });
    const other = new Client(t.app);
    const otherLogin = await other.login('demo-person', DEMO_PASSWORD);
    expect(cookieFrom(otherLogin, AFTER_LOGIN_ALERT_COOKIE)).toBeUndefined();
    expect((await other.get('/ajax/customer/login-alert')).json()).toEqual({ loginAlert: null });
    const anonymous = await new Client(t.app).get('/ajax/customer/login-alert');
    expect(anonymous.statusCode).toBe(401);
    expectError(anonymous.json(), 401);
  });

  it("serves the message in the page's language, else the customer's language", async () => {
    const client = new Client(t.app);
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const alertIn = async (query: string, headers: Record<string, string> = {}) =>
      ((await client.get(`/ajax/customer/login-alert${query}`, headers)).json() as { loginAlert: string })
        .loginAlert;
    expect(await alertIn('?language=de')).toContain('Kreditlimit');
    expect(await alertIn('?language=hu')).toContain('Hitelkeretét');
    expect(await alertIn('?language=en')).toContain('credit limit');
    // The shop's API client names the page's language in Accept-Language.
    expect(await alertIn('', { 'accept-language': 'de' })).toContain('Kreditlimit');
    // No language named: the customer's own (Polish for this demo company).
    expect(await alertIn('', { 'accept-language': 'fr' })).toContain('limit kredytowy');
    expect((await client.get('/ajax/customer/login-alert?language=xx')).statusCode).toBe(422);
  });
});

describe('ZBL login with captcha', () => {
  async function token(client: Client) {
    const res = await client.post(LOCAL_CAPTCHA_TOKEN_PATH, {});
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  }

  it('logs a ZBL account in with a valid captcha token, once per token', async () => {
    const client = new Client(t.app);
    const captcha = await token(client);
    const ok = await client.post('/ajax/auth/login-zbl', {
      zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': captcha },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<LoginResponse>().customer.kind).toBe('zbl');
    const reused = await new Client(t.app).post('/ajax/auth/login-zbl', {
      zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': captcha },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('refuses a missing, empty or forged token, and non-ZBL accounts', async () => {
    const client = new Client(t.app);
    for (const value of ['', 'local.1.abc.def', 'XXXX.DUMMY.TOKEN.XXXX']) {
      const res = await client.post('/ajax/auth/login-zbl', {
        zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': value },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().data?.[0]?.field).toBe('cf-turnstile-response');
    }
    const res = await client.post('/ajax/auth/login-zbl', {
      zbl_login: {
        login: 'company@demo.shop',
        password: DEMO_PASSWORD,
        'cf-turnstile-response': await token(client),
      },
    });
    expect(res.statusCode).toBe(403);
    expect(cookieFrom(res, 'sid')).toBeUndefined();
  });

  it('gives the forms their captcha site key', async () => {
    const res = await new Client(t.app).get('/ajax/login/front-constraints');
    expect(res.json()).toEqual({ captchaSiteKey: 'local-dev-site-key', passwordMinLength: 8 });
  });
});

describe('with Turnstile configured', () => {
  it('checks ZBL tokens with siteverify, turns the local captcha off and lets the widget through the CSP', async () => {
    const verified: string[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      const token = new URLSearchParams(String(init.body)).get('response')!;
      verified.push(token);
      return new Response(JSON.stringify({ success: token === 'turnstile-ok' }));
    }) as unknown as typeof globalThis.fetch;
    const { turnstileVerifier } = await import('./captcha');
    const app = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      accounts: {
        captcha: turnstileVerifier({
          siteKey: '0x4AAAA-site',
          secret: 'secret',
          verifyUrl: 'https://verify.example',
          fetch,
        }),
      },
    });
    try {
      const client = new Client(app.app);
      expect((await client.get('/ajax/login/front-constraints')).json().captchaSiteKey).toBe('0x4AAAA-site');
      expect((await client.post(LOCAL_CAPTCHA_TOKEN_PATH, {})).statusCode).toBe(404);
      const bad = await client.post('/ajax/auth/login-zbl', {
        zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': 'forged' },
      });
      expect(bad.statusCode).toBe(422);
      const ok = await client.post('/ajax/auth/login-zbl', {
        zbl_login: {
          login: 'zbl@demo.shop',
          password: DEMO_PASSWORD,
          'cf-turnstile-response': 'turnstile-ok',
        },
      });
      expect(ok.statusCode).toBe(200);
      expect(verified).toEqual(['forged', 'turnstile-ok']);
      const csp = String(
        (await client.get('/ajax/login/front-constraints')).headers['content-security-policy'],
      );
      expect(csp).toContain('https://challenges.cloudflare.com');
    } finally {
      await app.close();
    }
  });
});
