/**
 * Polls through the API (issue 20, spec §7 "POST and PATCH poll"; ADR 071): the desk writes,
 * switches on and closes polls (audited, one shown poll per place, market and language), a
 * customer answers once and changes the answer or adds the comment, visitors answer once per
 * cookie where the poll allows them, and every bad input is refused clearly: unknown, draft and
 * closed polls, a second answer, wrong option ids, an oversize comment, NUL characters, unknown
 * fields, a missing CSRF marker, too many answers from one address. Results and the CSV. PGlite,
 * and PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/errors';
import type { DeskPoll, DeskPollResults, PollMyAnswer, PollView } from '../../../common/polls';
import { staffAudit } from '../../db/schema';
import { Client, cookieFrom } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient, deskMemberId } from '../staff/staff.fixtures';

const PASSWORD = 'polls-desk-password';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
let sales: Client;
let salesId: number;

async function staffClient(role: 'sales' | 'support') {
  const email = `${role}@polls-desk.test`;
  clock += 31_000;
  const account = { email, name: `Desk ${role}`, password: PASSWORD, roles: [role], totpSecret: SECRET };
  const client = await deskClient(t, account, new Date(clock));
  return { client, id: await deskMemberId(t, email) };
}

async function customer(email = 'company@demo.shop') {
  const client = new Client(t.app);
  const res = await client.login(email, DEMO_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

const patch = (client: Client, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'PATCH', url: '/ajax/poll', payload: payload as never, headers });

/** The demo customers read Polish; these checks read the English wording. */
const EN = { 'accept-language': 'en' };

const POLL = {
  question: 'How did you find what you ordered?',
  kind: 'single',
  allowComment: true,
  allowAnonymous: false,
  placement: 'order_confirmation',
  market: 'pl',
  language: 'pl',
  options: ['Search', 'Catalogue', 'A colleague told me'],
};

async function createPoll(body: Record<string, unknown> = {}): Promise<DeskPoll> {
  const res = await sales.post('/ajax/staff/polls', { ...POLL, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DeskPoll>();
}

async function activePoll(body: Record<string, unknown> = {}): Promise<DeskPoll> {
  const poll = await createPoll(body);
  const res = await sales.post(`/ajax/staff/polls/${poll.id}/activate`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeskPoll>();
}

async function closePoll(id: number) {
  const res = await sales.post(`/ajax/staff/polls/${id}/close`, {});
  expect(res.statusCode, res.body).toBe(200);
}

const view = async (client: Client, placement = 'order_confirmation', country = 'pl', language = 'pl') => {
  const res = await client.get(`/ajax/poll?placement=${placement}&country=${country}`, {
    'accept-language': language,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PollView>();
};

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true, accounts: { now: () => new Date(clock) } });
  ({ client: sales, id: salesId } = await staffClient('sales'));
});

afterAll(async () => {
  await t?.close();
});

describe('the desk writes, switches on and closes polls', () => {
  it('creates a draft (201), audited, that no page shows yet', async () => {
    const poll = await createPoll({ market: 'de', language: 'de', placement: 'home' });
    expect(poll).toMatchObject({ status: 'draft', answers: 0, kind: 'single', placement: 'home' });
    expect(poll.options.map((o) => o.label)).toEqual(POLL.options);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'poll.create'), eq(staffAudit.subject, `poll:${poll.id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staffId).toBe(salesId);
    expect((await view(await customer(), 'home', 'de', 'de')).poll).toBeNull();
  });

  it('refuses bad polls with the fields named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ options: ['Only one'] }, 'options'],
      [{ options: ['Same', 'same'] }, 'options'],
      [{ question: '   ' }, 'question'],
      [{ question: 'Nul\u0000here' }, 'question'],
      [{ question: 'x'.repeat(201) }, 'question'],
      [{ market: 'xx' }, 'market'],
      [{ language: 'fr' }, 'language'],
      [{ placement: 'checkout' }, 'placement'],
      [{ kind: 'ranked' }, 'kind'],
      [{ extra: true }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await sales.post('/ajax/staff/polls', { ...POLL, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const error = res.json<ErrorBody>();
      expect(
        error.data!.map((d) => d.field.split('.')[0]),
        JSON.stringify(body),
      ).toContain(field);
    }
  });

  it('shows one poll per place, market and language: a second one waits (409) until the first closes', async () => {
    const first = await activePoll({ placement: 'order_status', market: 'hu', language: 'hu' });
    const second = await createPoll({ placement: 'order_status', market: 'hu', language: 'hu' });
    const refused = await sales.post(`/ajax/staff/polls/${second.id}/activate`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toContain(String(first.id));
    // The same place in another language is another place.
    const other = await createPoll({ placement: 'order_status', market: 'hu', language: 'en' });
    expect((await sales.post(`/ajax/staff/polls/${other.id}/activate`, {})).statusCode).toBe(200);
    await closePoll(first.id);
    expect((await sales.post(`/ajax/staff/polls/${second.id}/activate`, {})).statusCode).toBe(200);
    // Closing twice or switching a closed poll on again: 409.
    expect((await sales.post(`/ajax/staff/polls/${first.id}/close`, {})).statusCode).toBe(409);
    expect((await sales.post(`/ajax/staff/polls/${first.id}/activate`, {})).statusCode).toBe(409);
    await closePoll(second.id);
    await closePoll(other.id);
    const actions = await t.database.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subject, `poll:${first.id}`));
    expect(actions.map((a) => a.action).sort()).toEqual(['poll.activate', 'poll.close', 'poll.create']);
  });

  it('is the desk’s only: visitors and customers get 404, support 403', async () => {
    expect((await new Client(t.app).get('/ajax/staff/polls')).statusCode).toBe(404);
    expect((await (await customer()).post('/ajax/staff/polls', POLL)).statusCode).toBe(404);
    const { client: support } = await staffClient('support');
    expect((await support.get('/ajax/staff/polls')).statusCode).toBe(403);
    expect((await support.post('/ajax/staff/polls', POLL)).statusCode).toBe(403);
    expect((await sales.get('/ajax/staff/polls/999999')).statusCode).toBe(404);
  });
});

describe('POST and PATCH poll', () => {
  let poll: DeskPoll;
  beforeAll(async () => {
    poll = await activePoll();
  });
  afterAll(async () => {
    await closePoll(poll.id);
  });

  it('shows the poll of the place in the page’s market and language, not to visitors when it is for customers', async () => {
    const me = await customer();
    const shown = await view(me);
    expect(shown.poll).toMatchObject({
      id: poll.id,
      question: POLL.question,
      kind: 'single',
      allowComment: true,
    });
    expect(shown.answer).toBeNull();
    expect((await view(me, 'order_confirmation', 'de', 'de')).poll).toBeNull();
    expect((await view(new Client(t.app))).poll).toBeNull();
    const bad = await me.get('/ajax/poll?placement=checkout');
    expect(bad.statusCode).toBe(422);
  });

  it('refuses bad answers clearly, before anything is stored', async () => {
    const me = await customer('soletrader@demo.shop');
    const [a, b] = poll.options;
    const cases: [unknown, number, string | null][] = [
      [{ pollId: 999_999, optionIds: [a!.id] }, 404, null],
      [{ pollId: poll.id, optionIds: [] }, 422, 'optionIds'],
      [{ pollId: poll.id, optionIds: [999_999] }, 422, 'optionIds'],
      [{ pollId: poll.id, optionIds: [a!.id, b!.id] }, 422, 'optionIds'],
      [{ pollId: poll.id, optionIds: [a!.id, a!.id] }, 422, 'optionIds'],
      [{ pollId: poll.id, optionIds: ['1'] }, 422, 'optionIds'],
      [{ pollId: poll.id, optionIds: [a!.id], comment: 'x'.repeat(501) }, 422, 'comment'],
      [{ pollId: poll.id, optionIds: [a!.id], comment: 'null\u0000byte' }, 422, 'comment'],
      [{ pollId: poll.id, optionIds: [a!.id], comment: 'bell\u0007' }, 422, 'comment'],
      [{ pollId: 'abc', optionIds: [a!.id] }, 422, 'pollId'],
      [{ pollId: poll.id, optionIds: [a!.id], customerId: 1 }, 422, 'body'],
    ];
    for (const [body, status, field] of cases) {
      const res = await me.post('/ajax/poll', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const error = res.json<ErrorBody>();
      expect(error.message).toBeTruthy();
      if (field)
        expect(
          error.data!.map((d) => d.field.split('.')[0]),
          JSON.stringify(body),
        ).toContain(field);
    }
    // Nothing of it was stored.
    expect((await view(me)).answer).toBeNull();
    // 500 code points of a two-unit character fit.
    const fits = await me.post('/ajax/poll', {
      pollId: poll.id,
      optionIds: [b!.id],
      comment: '😀'.repeat(500),
    });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('takes one answer per customer: a second POST is 409, PATCH changes it and adds the comment', async () => {
    const me = await customer();
    const [a, b] = poll.options;
    const first = await me.post('/ajax/poll', { pollId: poll.id, optionIds: [a!.id] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<PollMyAnswer>()).toEqual({ optionIds: [a!.id], comment: null });
    const again = await me.post('/ajax/poll', { pollId: poll.id, optionIds: [b!.id] }, EN);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toMatch(/already answered/i);

    const changed = await patch(me, { pollId: poll.id, optionIds: [b!.id] });
    expect(changed.statusCode, changed.body).toBe(200);
    const commented = await patch(me, { pollId: poll.id, comment: '  Search <b>works</b> well  ' });
    expect(commented.json<PollMyAnswer>()).toEqual({
      optionIds: [b!.id],
      comment: 'Search <b>works</b> well',
    });
    expect((await view(me)).answer).toEqual({ optionIds: [b!.id], comment: 'Search <b>works</b> well' });

    expect((await patch(me, { pollId: poll.id })).statusCode).toBe(422);
    expect((await patch(me, { pollId: poll.id, optionIds: [999_999] })).statusCode).toBe(422);
    expect((await patch(me, { pollId: poll.id, comment: 'a\u0000' })).statusCode).toBe(422);
    // A new session of the same customer finds its answer.
    expect((await view(await customer())).answer).not.toBeNull();
  });

  it('PATCH before an answer is 404; another customer sees only their own answer', async () => {
    const other = await customer('person@demo.shop');
    expect((await view(other)).answer).toBeNull();
    const res = await patch(other, { pollId: poll.id, comment: 'hello' }, EN);
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().message).toMatch(/not answered/i);
  });

  it('needs the CSRF marker', async () => {
    const me = await customer('private@demo.shop');
    const res = await me.post(
      '/ajax/poll',
      { pollId: poll.id, optionIds: [poll.options[0]!.id] },
      { 'x-requested-with': '', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers visitors 401 when the poll is for customers', async () => {
    const res = await new Client(t.app).post('/ajax/poll', {
      pollId: poll.id,
      optionIds: [poll.options[0]!.id],
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('visitors, closed polls, results', () => {
  it('takes one answer per visitor cookie where the poll allows visitors', async () => {
    const poll = await activePoll({
      placement: 'home',
      market: 'en',
      language: 'en',
      kind: 'multiple',
      allowAnonymous: true,
    });
    const [a, b, c] = poll.options;
    const visitor = new Client(t.app);
    expect((await view(visitor, 'home', 'en', 'en')).poll?.id).toBe(poll.id);
    const first = await visitor.post('/ajax/poll', { pollId: poll.id, optionIds: [a!.id, c!.id] });
    expect(first.statusCode, first.body).toBe(201);
    const cookie = cookieFrom(first, 'poll_visitor');
    expect(cookie).toMatch(/^poll_visitor=[A-Za-z0-9_-]{43}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect((await visitor.post('/ajax/poll', { pollId: poll.id, optionIds: [b!.id] })).statusCode).toBe(409);
    expect((await view(visitor, 'home', 'en', 'en')).answer?.optionIds).toEqual([a!.id, c!.id]);
    expect((await patch(visitor, { pollId: poll.id, comment: '=HYPERLINK("x")' })).statusCode).toBe(200);
    // Another browser is another visitor; a forged cookie is no cookie (a new one is given).
    const other = new Client(t.app);
    other.cookies.set('poll_visitor', 'forged');
    expect((await other.post('/ajax/poll', { pollId: poll.id, optionIds: [a!.id] })).statusCode).toBe(201);
    expect(other.cookies.get('poll_visitor')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A customer answers besides.
    expect(
      (await (await customer()).post('/ajax/poll', { pollId: poll.id, optionIds: [b!.id] })).statusCode,
    ).toBe(201);

    const results = await sales.get(`/ajax/staff/polls/${poll.id}`);
    expect(results.statusCode).toBe(200);
    const body = results.json<DeskPollResults>();
    expect(body.answers).toBe(3);
    expect(body.options.map((o) => [o.count, o.percent])).toEqual([
      [2, 66.7],
      [1, 33.3],
      [1, 33.3],
    ]);
    expect(body.comments).toEqual([expect.objectContaining({ comment: '=HYPERLINK("x")', visitor: true })]);

    const csv = await sales.get(`/ajax/staff/polls/${poll.id}/export`, { 'accept-language': 'en' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="poll-${poll.id}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Answer;Answered at;Changed at;Respondent;Answers;Comment');
    expect(lines).toHaveLength(4);
    // People's text never runs as a formula in a spreadsheet.
    expect(csv.body).toContain(`'=HYPERLINK`);
    await closePoll(poll.id);
  });

  it('refuses answers and changes to a closed poll (409) and to a draft (404)', async () => {
    const poll = await activePoll({ placement: 'home', market: 'pl', language: 'pl' });
    const me = await customer();
    expect(
      (await me.post('/ajax/poll', { pollId: poll.id, optionIds: [poll.options[0]!.id] })).statusCode,
    ).toBe(201);
    await closePoll(poll.id);
    expect((await view(me, 'home')).poll).toBeNull();
    const closed = await (
      await customer('soletrader@demo.shop')
    ).post('/ajax/poll', { pollId: poll.id, optionIds: [poll.options[0]!.id] }, EN);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ErrorBody>().message).toMatch(/closed/i);
    expect((await patch(me, { pollId: poll.id, comment: 'late' })).statusCode).toBe(409);
    const draft = await createPoll({ placement: 'home' });
    expect(
      (await me.post('/ajax/poll', { pollId: draft.id, optionIds: [draft.options[0]!.id] })).statusCode,
    ).toBe(404);
  });

  it('words refusals in the page’s language', async () => {
    const me = await customer();
    const res = await me.post('/ajax/poll', { pollId: 999_998, optionIds: [1] }, { 'accept-language': 'pl' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().message).toBe('Ta ankieta nie istnieje.');
  });

  it('limits answers from one address (429 with Retry-After)', async () => {
    const client = new Client(t.app, '198.51.100.77');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await client.post('/ajax/poll', { pollId: 999_997, optionIds: [1] })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
