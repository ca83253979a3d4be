/**
 * Complaints through the API (issue 19 "Complaints", ADR 065) on a fresh database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): the invoice's complainable lines and law, uploads (types by
 * content, re-encoding, limits, bombs, traversal), filing, ownership (another customer's 404s),
 * the desk's inbox, decisions, notes and audit, the refund's corrective invoice, the mails, and
 * the deadline's automatic acceptance.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ComplaintDeskDetails,
  ComplaintDeskList,
  ComplaintDetails,
  ComplaintInvoice,
  ComplaintInvoices,
  ComplaintList,
  ComplaintStorage,
} from '../../../common/contracts/complaints';
import { invoiceNumberParam } from '../../../common/complaints';
import type { ErrorBody } from '../../../common/errors';
import { complaintFiles, invoices, outbox, staffAudit } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture } from '../ordering/checkout.fixtures';
import {
  EXE,
  idsOf,
  issueInvoice,
  multipartBody,
  PDF,
  photo,
  pngBomb,
  shipOrder,
} from './complaints.fixtures';
import { deskClient } from '../staff/staff.fixtures';
import type { StaffRole } from '../../../common/staff';

const DAY = 86_400_000;
const PASSWORD = 'complaints-desk-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.parse('2026-11-02T09:00:00Z');
const today = () => new Date(clock).toISOString().slice(0, 10);
let company: Client;
let person: Client;
let stranger: Client;
let desk: Client;
let sales: Client;
let ids: Record<'company' | 'person' | 'stranger', { customerId: number; contactPersonId: number }>;

async function staffClient(email: string, roles: StaffRole[]) {
  clock += 31_000;
  const account = { email, name: `Desk ${roles[0]}`, roles, password: PASSWORD, totpSecret: SECRET };
  return deskClient(t, account, new Date(clock));
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20, demoAccounts: true, accounts: { now: () => new Date(clock) } });
  company = new Client(t.app);
  person = new Client(t.app);
  stranger = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  await stranger.login('private@demo.shop', DEMO_PASSWORD);
  ids = {
    company: await idsOf(t.database.db, 'company@demo.shop'),
    person: await idsOf(t.database.db, 'person@demo.shop'),
    stranger: await idsOf(t.database.db, 'private@demo.shop'),
  };
  desk = await staffClient('support@complaints.test', ['support']);
  sales = await staffClient('sales@complaints.test', ['sales']);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const invoiceOf = (owner: { customerId: number }, extra: Partial<Parameters<typeof issueInvoice>[2]> = {}) =>
  issueInvoice(t.database.db, owner, {
    saleDate: today(),
    lines: [
      { symbol: 'BC547B', quantity: 10, unitNet: '0.50' },
      { symbol: 'NE555P', quantity: 4, unitNet: '1.25' },
    ],
    ...extra,
  });

function upload(client: Client, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, contentType } = multipartBody(parts);
  return client.request({
    method: 'POST',
    url: '/ajax/complaint/storage/upload',
    payload,
    headers: { 'content-type': contentType },
  });
}

const storageOf = async (client: Client) =>
  (await client.get('/ajax/complaint/storage')).json<ComplaintStorage>();
const clear = (client: Client) => client.post('/ajax/complaint/storage/clear');
const filesOnDisk = () => {
  const dir = path.join(t.services.complaints.filesRoot, 'files');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const mailsTo = (to: string, subject: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), like(outbox.subject, `%${subject}%`)));

describe('the invoice of a complaint', () => {
  it('lists the lines with the quantities still complainable and the law of a business (warranty, no withdrawal)', async () => {
    const invoice = await invoiceOf(ids.company);
    const res = await company.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ComplaintInvoice>();
    expect(body.invoiceNumber).toBe(invoice.number);
    expect(body.lines).toEqual([
      expect.objectContaining({ position: 1, symbol: 'BC547B', quantity: 10, complainable: 10 }),
      expect.objectContaining({ position: 2, symbol: 'NE555P', quantity: 4, complainable: 4 }),
    ]);
    expect(body.law).toMatchObject({
      consumerRights: false,
      withdrawalUntil: null,
      complaintPath: 'warranty',
      answerDays: 14,
      autoAccept: true,
    });
    expect(body.reasons).not.toContain('withdrawal');
  });

  it('gives a consumer the 14 days of withdrawal from the shipping day', async () => {
    const shipped = new Date(clock - 3 * DAY);
    const order = await createCartFixture(t.database.db, { ...ids.person, country: 'de' }, []);
    await shipOrder(t.database.db, order.id, shipped);
    const invoice = await invoiceOf(ids.person, {
      market: 'de',
      orderId: order.id,
      orderNumber: order.orderNumber,
    });
    const body = (
      await person.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`)
    ).json<ComplaintInvoice>();
    const deliveredOn = shipped.toISOString().slice(0, 10);
    expect(body.law).toMatchObject({
      consumerRights: true,
      deliveredOn,
      withdrawalOpen: true,
      complaintPath: 'consumer_complaint',
      autoAccept: false,
    });
    expect(body.law.withdrawalUntil).toBe(new Date(shipped.getTime() + 14 * DAY).toISOString().slice(0, 10));
    expect(body.reasons).toContain('withdrawal');
  });

  it('is not found for another customer, an unknown number, and refused for a proforma', async () => {
    const invoice = await invoiceOf(ids.company);
    const other = await stranger.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`);
    expect(other.statusCode).toBe(404);
    expect(other.json<ErrorBody>().message).toBeTruthy();
    expect((await company.get('/ajax/complaint/invoice/FV-PL-2026-000000')).statusCode).toBe(404);
    const proforma = await invoiceOf(ids.company, { kind: 'proforma' });
    expect(
      (await company.get(`/ajax/complaint/invoice/${invoiceNumberParam(proforma.number)}`)).statusCode,
    ).toBe(422);
    expect(
      (await new Client(t.app).get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`))
        .statusCode,
    ).toBe(401);
  });
});

describe('uploads', () => {
  it('keeps JPEG, PNG and WebP re-encoded without their EXIF, and serves them back to the owner only', async () => {
    await clear(company);
    const res = await upload(company, [
      { name: 'front.jpg', type: 'image/jpeg', data: await photo('jpeg') },
      { name: 'back.png', type: 'image/png', data: await photo('png') },
      { name: 'side.webp', type: 'image/webp', data: await photo('webp') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const storage = res.json<ComplaintStorage>();
    expect(storage.files.map((f) => [f.name, f.contentType])).toEqual([
      ['front.jpg', 'image/jpeg'],
      ['back.png', 'image/png'],
      ['side.webp', 'image/webp'],
    ]);
    for (const file of storage.files) {
      const download = await company.get(file.url);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(file.contentType);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(download.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(download.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      expect((await stranger.get(file.url)).statusCode).toBe(404);
      // A colleague's draft is theirs too: another person of another customer sees nothing either.
      expect((await person.get(file.url)).statusCode).toBe(404);
    }
    expect((await storageOf(company)).files).toHaveLength(3);
  });

  it('decides the type by content: a PDF named .jpg is kept as a PDF named .pdf; an executable named .pdf is refused', async () => {
    await clear(company);
    const asPdf = await upload(company, [{ name: 'scan.jpg', type: 'image/jpeg', data: PDF }]);
    expect(asPdf.statusCode, asPdf.body).toBe(201);
    expect(asPdf.json<ComplaintStorage>().files[0]).toMatchObject({
      name: 'scan.pdf',
      contentType: 'application/pdf',
    });
    const before = filesOnDisk().length;
    const exe = await upload(company, [{ name: 'invoice.pdf', type: 'application/pdf', data: EXE }]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json<ErrorBody>().message).toContain('invoice.pdf');
    const text = await upload(company, [
      { name: 'notes.pdf', type: 'application/pdf', data: 'just text, not a PDF' },
    ]);
    expect(text.statusCode).toBe(422);
    expect(filesOnDisk().length).toBe(before);
    expect((await storageOf(company)).files).toHaveLength(1);
  });

  it('refuses 11 files and keeps none of them; a storage holds at most 10', async () => {
    await clear(company);
    const png = await photo('png');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: png }));
    const res = await upload(company, eleven);
    expect(res.statusCode).toBe(422);
    expect((await storageOf(company)).files).toHaveLength(0);
    expect((await upload(company, eleven.slice(0, 9))).statusCode).toBe(201);
    expect((await upload(company, eleven.slice(0, 2))).statusCode).toBe(422);
    expect((await storageOf(company)).files).toHaveLength(9);
    await clear(company);
  });

  it('refuses a 200 MB upload quickly, declared or chunked, and a file over 10 MB', async () => {
    const started = Date.now();
    const declared = await company.request({
      method: 'POST',
      url: '/ajax/complaint/storage/upload',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      payload: Readable.from(
        (function* () {
          yield Buffer.alloc(1024);
        })(),
      ),
    });
    expect(declared.statusCode).toBe(413);
    expect(Date.now() - started).toBeLessThan(1000);

    // Chunked, no length: the 10 MB limit of one file ends it after 10 MB, not 200.
    const boundary = 'big';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    let sent = 0;
    const body = Readable.from(
      (function* () {
        yield head;
        const chunk = Buffer.alloc(1024 * 1024, 1);
        for (let i = 0; i < 200; i++) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const chunkedStart = Date.now();
    const chunked = await company.request({
      method: 'POST',
      url: '/ajax/complaint/storage/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
      payload: body,
    });
    expect(chunked.statusCode, chunked.body).toBe(413);
    expect(chunked.headers.connection).toBe('close');
    expect(Date.now() - chunkedStart).toBeLessThan(5000);
    // (inject hands the whole payload in; over a socket the connection closes: bench/complaint-upload.ts)
    void sent;
    expect((await storageOf(company)).files).toHaveLength(0);
  });

  it('refuses a decompression bomb (a PNG claiming ten gigapixels) without decoding it', async () => {
    const started = Date.now();
    const res = await upload(company, [{ name: 'bomb.png', type: 'image/png', data: await pngBomb() }]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<ErrorBody>().message).toContain('bomb.png');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps ../ in a file name as text: the file is stored under its id, the name is shown cleaned', async () => {
    await clear(company);
    const res = await upload(company, [{ name: '../../../../etc/passwd.png', data: await photo('png') }]);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json<ComplaintStorage>().files;
    expect(file!.name).toBe('passwd.png');
    expect(file!.id).toMatch(/^[a-f0-9]{32}$/);
    expect(filesOnDisk()).toContain(file!.id);
    const windows = await upload(company, [{ name: '..\\..\\boot.ini.webp', data: await photo('webp') }]);
    expect(windows.json<ComplaintStorage>().files[1]!.name).toBe('boot.ini.webp');
    // A path in the file's address is refused by its shape before any path is made.
    expect((await company.get('/ajax/complaint/file/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(422);
  });

  it('refuses a body that is not multipart, and a text field', async () => {
    const json = await company.post('/ajax/complaint/storage/upload', { files: 'x' });
    expect(json.statusCode).toBe(415);
    const field = await upload(company, [{ field: 'note', file: false, data: 'hello' }]);
    expect(field.statusCode).toBe(400);
    const noXhr = await company.request({
      method: 'POST',
      url: '/ajax/complaint/storage/upload',
      headers: { 'x-requested-with': '', ...{ 'content-type': multipartBody([{ data: PDF }]).contentType } },
      payload: multipartBody([{ data: PDF }]).payload,
    });
    expect(noXhr.statusCode).toBe(403);
  });

  it('removes one file and clears the rest, on disk too; another customer cannot remove them', async () => {
    await clear(company);
    const storage = (
      await upload(company, [
        { name: 'a.pdf', data: PDF },
        { name: 'b.pdf', data: PDF },
      ])
    ).json<ComplaintStorage>();
    const [a, b] = storage.files;
    expect((await stranger.post('/ajax/complaint/storage/remove', { fileId: a!.id })).statusCode).toBe(404);
    const removed = await company.post('/ajax/complaint/storage/remove', { fileId: a!.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ComplaintStorage>().files.map((f) => f.id)).toEqual([b!.id]);
    expect(filesOnDisk()).not.toContain(a!.id);
    expect((await company.post('/ajax/complaint/storage/remove', { fileId: a!.id })).statusCode).toBe(404);
    expect((await company.post('/ajax/complaint/storage/remove', { fileId: '../x' })).statusCode).toBe(422);
    const cleared = await clear(company);
    expect(cleared.json<ComplaintStorage>()).toMatchObject({ files: [], totalBytes: 0, maxFiles: 10 });
    expect(filesOnDisk()).not.toContain(b!.id);
  });
});

describe('the drafts’ sweep', () => {
  it('deletes draft files older than the days kept, rows and files, and what was left on disk; keeps sent ones and fresh ones', async () => {
    await clear(company);
    await clear(stranger);
    const invoice = await invoiceOf(ids.company);
    const sent = (await upload(company, [{ name: 'sent.pdf', data: PDF }])).json<ComplaintStorage>()
      .files[0]!;
    expect((await file(company, invoice.number, { fileIds: [sent.id] })).statusCode).toBe(201);
    const [left, fresh] = (
      await upload(company, [
        { name: 'left.pdf', data: PDF },
        { name: 'fresh.pdf', data: PDF },
      ])
    ).json<ComplaintStorage>().files;
    // Another customer's (not the person's: the rate limit's test counts their uploads).
    const theirs = (
      await upload(stranger, [{ name: 'theirs.png', data: await photo('png') }])
    ).json<ComplaintStorage>().files[0]!;
    // Uploaded eight days ago (the form was left): beyond the seven days kept.
    const old = new Date(clock - 8 * DAY);
    for (const id of [left!.id, theirs.id, sent.id])
      await t.database.db.update(complaintFiles).set({ uploadedAt: old }).where(eq(complaintFiles.id, id));
    // A file on disk with no row (a process died between a batch's commit and its removal), as old.
    const dir = path.join(t.services.complaints.filesRoot, 'files');
    const orphan = 'f'.repeat(32);
    const young = 'e'.repeat(32);
    writeFileSync(path.join(dir, orphan), 'x');
    writeFileSync(path.join(dir, young), 'x');
    utimesSync(path.join(dir, orphan), old, old);
    const leftover = path.join(t.services.complaints.filesRoot, 'tmp', 'a'.repeat(32));
    writeFileSync(leftover, 'x');
    utimesSync(leftover, old, old);

    const swept = await t.services.complaintDraftsSweep.run();
    expect(swept.drafts).toBeGreaterThanOrEqual(2);
    expect(swept.orphans).toBeGreaterThanOrEqual(1);
    expect((await storageOf(company)).files.map((f) => f.id)).toEqual([fresh!.id]);
    expect((await storageOf(stranger)).files).toEqual([]);
    const onDisk = filesOnDisk();
    expect(onDisk).not.toContain(left!.id);
    expect(onDisk).not.toContain(theirs.id);
    expect(onDisk).not.toContain(orphan);
    expect(existsSync(leftover)).toBe(false);
    // A complaint's file is never a draft, however old; a file just written may be an upload under way.
    expect(onDisk).toContain(sent.id);
    expect(onDisk).toContain(fresh!.id);
    expect(onDisk).toContain(young);
    expect((await company.get(`/ajax/complaint/file/${left!.id}`)).statusCode).toBe(404);
    // A complaint naming a swept file is refused, not filed without it.
    expect(
      (await file(company, invoice.number, { fileIds: [left!.id], lines: [{ position: 2, quantity: 1 }] }))
        .statusCode,
    ).toBe(422);
    // A second run finds nothing more.
    expect(await t.services.complaintDraftsSweep.run()).toEqual({ drafts: 0, orphans: 0 });
    rmSync(path.join(dir, young));
    await clear(company);
  });
});

describe('the upload rate limit', () => {
  it('refuses a customer’s 61st upload within an hour with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await upload(person, [{ name: `r${i}.pdf`, data: PDF }])).statusCode);
      await clear(person);
    }
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
  }, 60_000);
});

async function file(
  client: Client,
  invoiceNumber: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return client.post(
    '/ajax/complaint/create',
    {
      invoiceNumber,
      reason: 'damaged',
      requestedResolution: 'refund',
      description: 'Two transistors arrived with broken legs.',
      lines: [{ position: 1, quantity: 2 }],
      ...extra,
    },
    headers,
  );
}

describe('the invoices a complaint may name (the form’s picker)', () => {
  const numbers = async (client: Client, query = '') => {
    const res = await client.get(`/ajax/complaint/invoices${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ComplaintInvoices>();
  };

  it('lists own VAT invoices with something complainable, newest first, paged and searchable by number', async () => {
    const older = await invoiceOf(ids.company, {
      lines: [{ symbol: 'BC547B', quantity: 1, unitNet: '0.50' }],
    });
    const newer = await invoiceOf(ids.company);
    const proforma = await invoiceOf(ids.company, { kind: 'proforma' });
    const cancelled = await invoiceOf(ids.company);
    await t.database.db
      .update(invoices)
      .set({ cancelledAt: new Date() })
      .where(eq(invoices.id, cancelled.id));
    const all = await numbers(company);
    expect(all.perPage).toBe(20);
    const listed = all.items.map((i) => i.number);
    expect(listed.slice(0, 2)).toEqual([newer.number, older.number]);
    expect(listed).not.toContain(proforma.number);
    expect(listed).not.toContain(cancelled.number);
    expect(all.items[0]).toMatchObject({
      currency: 'PLN',
      grossTotal: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    // Searchable by a part of the number; another customer sees none of them.
    const tail = older.number.slice(-6);
    expect((await numbers(company, `?q=${tail}`)).items.map((i) => i.number)).toEqual([older.number]);
    expect((await numbers(stranger, `?q=${tail}`)).items).toEqual([]);
    expect((await numbers(company, '?q=%25')).items).toEqual([]);
    // Once its one piece is complained of, the older invoice has nothing left to claim.
    expect((await file(company, older.number, { lines: [{ position: 1, quantity: 1 }] })).statusCode).toBe(
      201,
    );
    expect((await numbers(company, `?q=${tail}`)).total).toBe(0);
    // Paged: the second page starts where the first ended.
    if (all.total > all.perPage) {
      const second = await numbers(company, '?page=2');
      expect(second.items[0]!.number).not.toBe(all.items[0]!.number);
    }
    expect((await company.get('/ajax/complaint/invoices?page=0')).statusCode).toBe(422);
    expect((await company.get('/ajax/complaint/invoices?other=1')).statusCode).toBe(422);
    expect((await new Client(t.app).get('/ajax/complaint/invoices')).statusCode).toBe(401);
  });
});

describe('filing', () => {
  it('files a complaint with its photos: RMA number, deadline, files moved, quantities held, mail sent', async () => {
    await clear(company);
    const invoice = await invoiceOf(ids.company);
    const storage = (
      await upload(company, [{ name: 'legs.jpg', data: await photo('jpeg') }])
    ).json<ComplaintStorage>();
    const res = await file(company, invoice.number, { fileIds: storage.files.map((f) => f.id) });
    expect(res.statusCode, res.body).toBe(201);
    const complaint = res.json<ComplaintDetails>();
    expect(complaint).toMatchObject({
      state: 'new',
      reason: 'damaged',
      path: 'warranty',
      invoiceNumber: invoice.number,
      answerBy: new Date(clock + 14 * DAY).toISOString().slice(0, 10),
      autoAccept: true,
      lines: [expect.objectContaining({ position: 1, quantity: 2, symbol: 'BC547B' })],
    });
    expect(complaint.rmaNumber).toMatch(/^RMA-2026-\d{6}$/);
    // Its own page (complaint_view), in the answer and in the mail's link.
    expect(complaint.detailsPath).toBe(`/complaint/${complaint.rmaNumber}`);
    expect(complaint.files).toHaveLength(1);
    expect((await storageOf(company)).files).toHaveLength(0);
    // The customer's colleagues and the customer see its files; another customer does not.
    expect((await company.get(complaint.files[0]!.url)).statusCode).toBe(200);
    expect((await stranger.get(complaint.files[0]!.url)).statusCode).toBe(404);
    const lines = (
      await company.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`)
    ).json<ComplaintInvoice>().lines;
    expect(lines[0]!.complainable).toBe(8);
    const mails = await mailsTo('company@demo.shop', complaint.rmaNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe('pl');
    expect(mails[0]!.subject).toContain('Przyjęliśmy reklamację');
    expect(mails[0]!.textBody).toContain(`/complaint/${complaint.rmaNumber}\n`);

    const details = await company.get(`/ajax/complaint/details/${complaint.rmaNumber}`);
    expect(details.statusCode).toBe(200);
    expect((await stranger.get(`/ajax/complaint/details/${complaint.rmaNumber}`)).statusCode).toBe(404);
    const list = (await company.get('/ajax/complaint/list')).json<ComplaintList>();
    expect(list.items.map((c) => c.rmaNumber)).toContain(complaint.rmaNumber);
    expect(list.items.find((c) => c.rmaNumber === complaint.rmaNumber)!.detailsPath).toBe(
      `/complaint/${complaint.rmaNumber}`,
    );
    expect(
      (await stranger.get('/ajax/complaint/list')).json<ComplaintList>().items.map((c) => c.rmaNumber),
    ).not.toContain(complaint.rmaNumber);
  });

  it('files once per Idempotency-Key: a retry gets the same complaint, another body with the key is refused', async () => {
    const invoice = await invoiceOf(ids.company);
    const key = { 'idempotency-key': 'complaint-retry-1' };
    const first = await file(company, invoice.number, {}, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await file(company, invoice.number, {}, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<ComplaintDetails>()).toEqual(first.json<ComplaintDetails>());
    const rma = first.json<ComplaintDetails>().rmaNumber;
    const list = (await company.get('/ajax/complaint/list?state=new')).json<ComplaintList>();
    const ofInvoice = list.items.filter((c) => c.invoiceNumber === invoice.number);
    expect(ofInvoice.map((c) => c.rmaNumber)).toEqual([rma]);
    // Only one complaint holds the quantities.
    const lines = (
      await company.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`)
    ).json<ComplaintInvoice>().lines;
    expect(lines[0]!.complainable).toBe(8);
    const reused = await file(company, invoice.number, { lines: [{ position: 2, quantity: 1 }] }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ErrorBody>().messageKey).toBe('errors.order.keyReused');
    // Keys are the customer's own: another customer's same key files their own complaint.
    const theirs = await invoiceOf(ids.person);
    expect((await file(person, theirs.number, {}, key)).statusCode).toBe(201);
    expect((await file(company, invoice.number, {}, { 'idempotency-key': 'bad key' })).statusCode).toBe(422);
  });

  it('refuses more than is still complainable, an unknown line, a line twice, and a file not in the storage', async () => {
    const invoice = await invoiceOf(ids.company);
    expect((await file(company, invoice.number, { lines: [{ position: 1, quantity: 11 }] })).statusCode).toBe(
      422,
    );
    expect((await file(company, invoice.number, { lines: [{ position: 9, quantity: 1 }] })).statusCode).toBe(
      422,
    );
    expect(
      (
        await file(company, invoice.number, {
          lines: [
            { position: 1, quantity: 1 },
            { position: 1, quantity: 1 },
          ],
        })
      ).statusCode,
    ).toBe(422);
    expect((await file(company, invoice.number, { description: 'short' })).statusCode).toBe(422);
    expect((await file(company, invoice.number, { fileIds: ['0'.repeat(32)] })).statusCode).toBe(422);
    expect((await file(stranger, invoice.number)).statusCode).toBe(404);
  });

  it('never offers nor accepts the delivery cost or the discount: they are no goods', async () => {
    const invoice = await invoiceOf(ids.company, {
      lines: [
        { symbol: 'BC547B', quantity: 1, unitNet: '0.50' },
        { symbol: '@delivery', quantity: 1, unitNet: '15.00' },
        { symbol: '@discount', quantity: 1, unitNet: '-0.10' },
      ],
    });
    const param = invoiceNumberParam(invoice.number);
    const offered = (await company.get(`/ajax/complaint/invoice/${param}`)).json<ComplaintInvoice>();
    expect(offered.lines.map((l) => l.symbol)).toEqual(['BC547B']);
    for (const position of [2, 3]) {
      const refused = await file(company, invoice.number, { lines: [{ position, quantity: 1 }] });
      expect(refused.statusCode, refused.body).toBe(422);
      const body = refused.json<ErrorBody>();
      expect(body.messageKey).toBe('complaints.errors.lineNotGoods');
      expect(body.data).toEqual([expect.objectContaining({ field: 'lines.0.position' })]);
    }
    // Once the goods are claimed, the delivery line left over does not keep the invoice in the picker.
    expect((await file(company, invoice.number, { lines: [{ position: 1, quantity: 1 }] })).statusCode).toBe(
      201,
    );
    const picker = (
      await company.get(`/ajax/complaint/invoices?q=${invoice.number.slice(-6)}`)
    ).json<ComplaintInvoices>();
    expect(picker.items.map((i) => i.number)).not.toContain(invoice.number);
  });

  it('sorts the law: a business cannot withdraw; a consumer withdraws within 14 days, not after', async () => {
    const invoice = await invoiceOf(ids.company);
    const business = await file(company, invoice.number, { reason: 'withdrawal', description: '' });
    expect(business.statusCode).toBe(422);
    const own = await invoiceOf(ids.person, { market: 'de' });
    const withdrawal = await file(person, own.number, {
      reason: 'withdrawal',
      description: '',
      requestedResolution: 'replacement',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(withdrawal.json<ComplaintDetails>()).toMatchObject({
      path: 'withdrawal',
      requestedResolution: 'refund',
      autoAccept: true,
    });
    const old = await invoiceOf(ids.person, {
      market: 'de',
      saleDate: new Date(clock - 20 * DAY).toISOString().slice(0, 10),
    });
    const late = await file(person, old.number, { reason: 'withdrawal', description: '' });
    expect(late.statusCode).toBe(422);
    // The complaint of a consumer still goes, outside Poland without the silent acceptance.
    const complaint = await file(person, old.number);
    expect(complaint.json<ComplaintDetails>()).toMatchObject({
      path: 'consumer_complaint',
      autoAccept: false,
    });
  });

  it('lists the complaints of an order in its history, for its customer only', async () => {
    const order = await createCartFixture(t.database.db, { ...ids.company, country: 'pl' }, []);
    const invoice = await invoiceOf(ids.company, { orderId: order.id, orderNumber: order.orderNumber });
    const created = (await file(company, invoice.number)).json<ComplaintDetails>();
    const res = await company.get(`/ajax/order-history/complaints/${order.orderNumber}`);
    expect(res.json<ComplaintList>().items.map((c) => c.rmaNumber)).toEqual([created.rmaNumber]);
    expect(
      (await stranger.get(`/ajax/order-history/complaints/${order.orderNumber}`)).json<ComplaintList>().items,
    ).toEqual([]);
  });
});

describe('the staff desk', () => {
  async function newComplaint(resolution: 'refund' | 'replacement' = 'refund') {
    const invoice = await invoiceOf(ids.company);
    const res = await file(company, invoice.number, { requestedResolution: resolution });
    expect(res.statusCode, res.body).toBe(201);
    const complaint = res.json<ComplaintDetails>();
    const list = (
      await desk.get(`/ajax/staff/complaints?state=all&q=${complaint.rmaNumber}`)
    ).json<ComplaintDeskList>();
    return { invoice, complaint, id: list.items[0]!.id };
  }

  it('shows the inbox by deadline with the days left, filtered by state; sales may not', async () => {
    const { complaint, id } = await newComplaint();
    const res = await desk.get('/ajax/staff/complaints');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<ComplaintDeskList>();
    const item = list.items.find((i) => i.id === id);
    expect(item ?? list.total).toBeTruthy();
    const days = list.items.map((i) => i.answerBy);
    expect([...days].sort()).toEqual(days);
    expect(list.counts.new).toBeGreaterThan(0);
    const found = (
      await desk.get(`/ajax/staff/complaints?q=${complaint.rmaNumber}`)
    ).json<ComplaintDeskList>();
    expect(found.items[0]).toMatchObject({
      rmaNumber: complaint.rmaNumber,
      daysLeft: 14,
      customerEmail: 'company@demo.shop',
    });
    expect((await desk.get('/ajax/staff/complaints?state=rejected&sort=customer&dir=desc')).statusCode).toBe(
      200,
    );
    expect((await desk.get('/ajax/staff/complaints?sort=nope')).statusCode).toBe(422);
    expect((await sales.get('/ajax/staff/complaints')).statusCode).toBe(403);
    // The desk hides itself from customers (the staff guard's 404).
    expect((await company.get('/ajax/staff/complaints')).statusCode).toBe(404);
  });

  it('moves through the states, mails each change, audits it; a refund makes the corrective invoice', async () => {
    const { invoice, complaint, id } = await newComplaint();
    const review = await desk.post(`/ajax/staff/complaints/${id}/decision`, { state: 'under_review' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<ComplaintDeskDetails>().nextStates).toEqual([
      'awaiting_goods',
      'accepted',
      'rejected',
    ]);
    const goods = await desk.post(`/ajax/staff/complaints/${id}/decision`, {
      state: 'awaiting_goods',
      message: 'Please send both pieces.',
    });
    // The instructions are data (the address); each page words them in its own language.
    expect(goods.json<ComplaintDeskDetails>().returnInstructions).toEqual({
      address: expect.stringContaining('Łódź'),
    });
    const note = await desk.post(`/ajax/staff/complaints/${id}/notes`, {
      text: 'Checked with the warehouse.',
    });
    expect(note.statusCode, note.body).toBe(200);
    const accepted = await desk.post(`/ajax/staff/complaints/${id}/decision`, {
      state: 'accepted',
      resolution: 'refund',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const details = accepted.json<ComplaintDeskDetails>();
    expect(details).toMatchObject({
      state: 'accepted',
      resolution: 'refund',
      nextStates: [],
      daysLeft: null,
    });
    expect(details.correction?.number).toMatch(/^FK\/PL\/2026\/\d{6}$/);
    expect(details.correction?.grossTotal).toBe('-1.23');

    const [correction] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.correctsId, invoice.id));
    expect(correction).toMatchObject({ kind: 'correction', number: details.correction!.number });
    expect((correction!.lines as Array<{ quantity: number; symbol: string }>)[0]).toMatchObject({
      quantity: -2,
      symbol: 'BC547B',
    });

    // The customer sees the correction and the history, not the staff's note or names.
    const mine = (
      await company.get(`/ajax/complaint/details/${complaint.rmaNumber}`)
    ).json<ComplaintDetails>();
    expect(mine.correction?.pdfPath).toBe(`/invoices/history/${correction!.id}.pdf`);
    expect((await company.get(mine.correction!.pdfPath)).statusCode).toBe(200);
    expect(mine.history.map((h) => h.action)).toEqual(['filed', 'state', 'state', 'refund', 'state']);
    expect(mine.history.every((h) => h.staffName === null)).toBe(true);
    expect(JSON.stringify(mine)).not.toContain('warehouse');
    expect(details.history.some((h) => h.action === 'note' && h.staffName === 'Desk support')).toBe(true);

    const mails = await mailsTo('company@demo.shop', complaint.rmaNumber);
    expect(mails).toHaveLength(4);
    const last = mails.find((m) => m.subject.includes('uznana'));
    expect(last?.textBody).toContain(details.correction!.number);
    expect(last?.textBody).toContain(complaint.rmaNumber);
    expect(last?.textBody).toContain('Elektronowa 12');

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `complaint:${complaint.rmaNumber}`));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'complaint.accepted',
      'complaint.awaiting_goods',
      'complaint.note',
      'complaint.under_review',
    ]);
    // Final: nothing moves it again, and the quantities taken back are no longer complainable.
    expect(
      (
        await desk.post(`/ajax/staff/complaints/${id}/decision`, {
          state: 'rejected',
          reason: 'Changed my mind.',
        })
      ).statusCode,
    ).toBe(409);
    const lines = (
      await company.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`)
    ).json<ComplaintInvoice>().lines;
    expect(lines[0]).toMatchObject({ quantity: 8, complainable: 8 });
  });

  it('a refund of all the goods left undoes the purchase: its delivery cost and discount go back too; a partial one takes its share of the discount', async () => {
    const invoice = await invoiceOf(ids.company, {
      lines: [
        { symbol: 'BC547B', quantity: 10, unitNet: '0.50' },
        { symbol: 'NE555P', quantity: 4, unitNet: '1.25' },
        { symbol: '@delivery', quantity: 1, unitNet: '15.00' },
        { symbol: '@discount', quantity: 1, unitNet: '-1.00' },
      ],
    });
    const accept = async (lines: Array<{ position: number; quantity: number }>) => {
      const filed = await file(company, invoice.number, { lines });
      expect(filed.statusCode, filed.body).toBe(201);
      const rma = filed.json<ComplaintDetails>().rmaNumber;
      const id = (await desk.get(`/ajax/staff/complaints?q=${rma}`)).json<ComplaintDeskList>().items[0]!.id;
      const res = await desk.post(`/ajax/staff/complaints/${id}/decision`, {
        state: 'accepted',
        resolution: 'refund',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [correction] = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.number, res.json<ComplaintDeskDetails>().correction!.number));
      return (correction!.lines as Array<{ symbol: string; quantity: number; net: string }>).map((l) => [
        l.symbol,
        l.quantity,
        l.net,
      ]);
    };
    // Some of the goods: they go back at what was paid for them, less their share of the discount
    // (2.00 of the 10.00 goods: a fifth of the 1.00 discount); the delivery stays (issue 19).
    expect(await accept([{ position: 1, quantity: 4 }])).toEqual([
      ['BC547B', -4, '-2.00'],
      ['@discount', 0, '0.20'],
    ]);
    // The rest of the goods: the delivery and the discount with them; the invoice stands at zero.
    expect(
      await accept([
        { position: 1, quantity: 6 },
        { position: 2, quantity: 4 },
      ]),
    ).toEqual([
      ['BC547B', -6, '-3.00'],
      ['NE555P', -4, '-5.00'],
      ['@delivery', -1, '-15.00'],
      ['@discount', -1, '0.80'],
    ]);
    const all = await t.database.db.select().from(invoices).where(eq(invoices.correctsId, invoice.id));
    const total = all.reduce((sum, row) => sum + Number(row.grossTotal), Number(invoice.grossTotal));
    expect(total).toBeCloseTo(0, 2);
    expect(
      (await company.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`))
        .json<ComplaintInvoice>()
        .lines.every((l) => l.complainable === 0),
    ).toBe(true);
  });

  it('prints the return label while goods are to go back: the RMA, the returns address, what goes back, in the asked language; the owner’s only', async () => {
    const { complaint, id } = await newComplaint();
    const label = `/ajax/complaint/return-label/${complaint.rmaNumber}`;
    // Nothing is to go back before staff asks for the goods.
    const early = await company.get(label);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().messageKey).toBe('complaints.errors.noReturn');
    await desk.post(`/ajax/staff/complaints/${id}/decision`, { state: 'awaiting_goods' });
    const res = await company.get(`${label}?language=de`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'return-label-')), 'label.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(complaint.rmaNumber);
    expect(text).toContain('Rücksendeetikett');
    expect(text).toContain('Elektronowa 12');
    expect(text).toContain('90-001 Łódź');
    expect(text).toContain('BC547B');
    expect((await stranger.get(label)).statusCode).toBe(404);
    expect((await new Client(t.app).get(label)).statusCode).toBe(401);
    expect((await company.get(`${label}?language=xx`)).statusCode).toBe(422);
  });

  it('rejects only with a reason, which the customer reads; the held quantities come free again', async () => {
    const { invoice, complaint, id } = await newComplaint('replacement');
    expect((await desk.post(`/ajax/staff/complaints/${id}/decision`, { state: 'rejected' })).statusCode).toBe(
      422,
    );
    expect((await desk.post(`/ajax/staff/complaints/${id}/decision`, { state: 'accepted' })).statusCode).toBe(
      422,
    );
    expect((await desk.post(`/ajax/staff/complaints/${id}/decision`, { state: 'new' })).statusCode).toBe(422);
    const res = await desk.post(`/ajax/staff/complaints/${id}/decision`, {
      state: 'rejected',
      reason: 'The photos show damage from soldering, not from transport.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (
      await company.get(`/ajax/complaint/details/${complaint.rmaNumber}`)
    ).json<ComplaintDetails>();
    expect(mine).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The photos show damage from soldering, not from transport.',
    });
    const mail = (await mailsTo('company@demo.shop', complaint.rmaNumber)).find((m) =>
      m.subject.includes('odrzucona'),
    );
    expect(mail?.textBody).toContain('soldering');
    const lines = (
      await company.get(`/ajax/complaint/invoice/${invoiceNumberParam(invoice.number)}`)
    ).json<ComplaintInvoice>().lines;
    expect(lines[0]!.complainable).toBe(10);
  });

  it('accepts a replacement without a correction', async () => {
    const { invoice, id } = await newComplaint('replacement');
    const res = await desk.post(`/ajax/staff/complaints/${id}/decision`, {
      state: 'accepted',
      resolution: 'replacement',
    });
    expect(res.json<ComplaintDeskDetails>()).toMatchObject({ resolution: 'replacement', correction: null });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.correctsId, invoice.id))).toEqual(
      [],
    );
  });

  it('serves a complaint’s files to the desk as attachments; 404 for another complaint’s', async () => {
    await clear(company);
    const invoice = await invoiceOf(ids.company);
    const storage = (await upload(company, [{ name: 'x.pdf', data: PDF }])).json<ComplaintStorage>();
    const created = (
      await file(company, invoice.number, { fileIds: [storage.files[0]!.id] })
    ).json<ComplaintDetails>();
    const id = (await desk.get(`/ajax/staff/complaints?q=${created.rmaNumber}`)).json<ComplaintDeskList>()
      .items[0]!.id;
    const details = (await desk.get(`/ajax/staff/complaints/${id}`)).json<ComplaintDeskDetails>();
    const download = await desk.get(details.files[0]!.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (await desk.get(`/ajax/staff/complaints/${id + 1000}/files/${storage.files[0]!.id}`)).statusCode,
    ).toBe(404);
    expect((await desk.get(`/ajax/staff/complaints/999999`)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(complaintFiles)
      .where(eq(complaintFiles.id, storage.files[0]!.id));
    expect(rows[0]!.complaintId).toBe(id);
  });
});

describe('the deadline', () => {
  it('accepts a Polish complaint unanswered for 14 days with the asked refund and its correction; not an answered one, nor a German consumer’s', async () => {
    const invoice = await invoiceOf(ids.company);
    const open = (await file(company, invoice.number)).json<ComplaintDetails>();
    const answeredInvoice = await invoiceOf(ids.company);
    const answered = (await file(company, answeredInvoice.number)).json<ComplaintDetails>();
    const answeredId = (
      await desk.get(`/ajax/staff/complaints?q=${answered.rmaNumber}`)
    ).json<ComplaintDeskList>().items[0]!.id;
    await desk.post(`/ajax/staff/complaints/${answeredId}/decision`, {
      state: 'rejected',
      reason: 'Not a fault of the part.',
    });
    const german = await invoiceOf(ids.person, { market: 'de' });
    const consumer = (await file(person, german.number)).json<ComplaintDetails>();

    // On the last day it is not yet accepted.
    clock += 14 * DAY;
    expect(await t.services.complaintsAutoAccept.run()).not.toContain(open.rmaNumber);
    clock += DAY;
    const accepted = await t.services.complaintsAutoAccept.run();
    expect(accepted).toContain(open.rmaNumber);
    expect(accepted).not.toContain(answered.rmaNumber);
    expect(accepted).not.toContain(consumer.rmaNumber);
    // A second run changes nothing more.
    expect(await t.services.complaintsAutoAccept.run()).not.toContain(open.rmaNumber);

    // Two weeks on, the session is long over: log in again.
    await company.login('company@demo.shop', DEMO_PASSWORD);
    const mine = (await company.get(`/ajax/complaint/details/${open.rmaNumber}`)).json<ComplaintDetails>();
    expect(mine).toMatchObject({ state: 'accepted', resolution: 'refund' });
    expect(mine.history.at(-1)).toMatchObject({ action: 'autoAccepted', by: 'system' });
    expect(mine.correction?.number).toMatch(/^FK\//);
    const mail = (await mailsTo('company@demo.shop', open.rmaNumber)).find((m) =>
      m.subject.includes('uznana'),
    );
    expect(mail?.textBody).toContain('14');
  });
});
