/**
 * The error form's screenshots (issue 20, ADR 072) through the shared upload edge and store of
 * ADR 065: a form with screenshots as one multipart request (the payload first), type by content,
 * images re-encoded, all or none kept, the form checked (captcha included) before a file is read;
 * bad files (a PDF named .png, over 10 MB, four files, a declared 200 MB body, parts out of order);
 * and the desk's download: staff only, as an attachment.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_FIELD } from '../../../common/captcha';
import type { EnquiryDeskDetails } from '../../../common/enquiries';
import type { ErrorBody } from '../../../common/errors';
import { enquiries, enquiryFiles } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { multipartBody, PDF, photo } from '../complaints/complaints.fixtures';
import { deskClient } from '../staff/staff.fixtures';

const PASSWORD = 'enquiry-files-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
let desk: Client;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, demoAccounts: true, accounts: { now: () => new Date(clock) } });
  clock += 31_000;
  desk = await deskClient(
    t,
    {
      email: 'sue@desk.test',
      name: 'Sue Support',
      roles: ['support'],
      password: PASSWORD,
      totpSecret: SECRET,
    },
    new Date(clock),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const token = () => t.services.captcha.issueLocalToken!();
let sender = 0;
const form = (extra: Record<string, unknown> = {}) => ({
  // One address per form: the per-address limit (five in ten minutes) is not what these look at.
  clientEmail: `reporter-${++sender}@example.com`,
  message: 'The cart page shows a blank box.',
  pageUrl: 'https://shop.test/cart',
  [CAPTCHA_TOKEN_FIELD]: token(),
  ...extra,
});
type Part = Parameters<typeof multipartBody>[0][number];
const payloadPart = (body: Record<string, unknown> = form()): Part => ({
  field: 'payload',
  file: false,
  data: JSON.stringify(body),
});
const shot = (data: Buffer, name = 'screen.png', type = 'image/png'): Part => ({
  field: 'screenshots',
  name,
  type,
  data,
});
function sendMultipart(client: Client, parts: Part[]) {
  const { payload, contentType } = multipartBody(parts);
  return client.request({
    method: 'POST',
    url: '/ajax/contact-email/send/error?country=pl',
    payload,
    headers: { 'content-type': contentType, 'accept-language': 'pl' },
  });
}
const countRows = async () => ({
  enquiries: (await t.database.db.select().from(enquiries)).length,
  files: (await t.database.db.select().from(enquiryFiles)).length,
});
const onDisk = () => {
  const root = t.services.enquiries.filesRoot!;
  return {
    files: readdirSync(path.join(root, 'files')).length,
    tmp: readdirSync(path.join(root, 'tmp')).length,
  };
};
const lastEnquiry = async () => (await t.database.db.select().from(enquiries).orderBy(enquiries.id)).at(-1)!;

describe('the error form with screenshots', () => {
  let id: number;
  let fileId: string;

  it('takes the form and two screenshots in one request; images are re-encoded without their metadata', async () => {
    const res = await sendMultipart(new Client(t.app), [
      payloadPart(),
      shot(await photo('png'), '../../etc/screen.png'),
      shot(await photo('jpeg'), 'phone.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode, res.body).toBe(204);
    const row = await lastEnquiry();
    expect(row).toMatchObject({ kind: 'error', pageUrl: 'https://shop.test/cart', language: 'pl' });
    id = row.id;
    const details = (await desk.get(`/ajax/staff/enquiries/${id}`)).json<EnquiryDeskDetails>();
    expect(details.files.map((f) => [f.name, f.contentType])).toEqual([
      ['screen.png', 'image/png'],
      ['phone.jpg', 'image/jpeg'],
    ]);
    fileId = details.files[0]!.id;
    expect(onDisk()).toEqual({ files: 2, tmp: 0 });
    await t.services.enquiries.idle();
  });

  it('serves a screenshot to staff only, as an attachment that never renders in the shop', async () => {
    const res = await desk.get(`/ajax/staff/enquiries/${id}/files/${fileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="screen.png"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    // Visitors and customers get the desk's 404; another enquiry's number with this file too.
    expect((await new Client(t.app).get(`/ajax/staff/enquiries/${id}/files/${fileId}`)).statusCode).toBe(404);
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    expect((await customer.get(`/ajax/staff/enquiries/${id}/files/${fileId}`)).statusCode).toBe(404);
    expect((await desk.get(`/ajax/staff/enquiries/${id + 999}/files/${fileId}`)).statusCode).toBe(404);
    expect((await desk.get(`/ajax/staff/enquiries/${id}/files/${'0'.repeat(32)}`)).statusCode).toBe(404);
    // An id of another shape is refused by the contract before any path is made.
    expect((await desk.get(`/ajax/staff/enquiries/${id}/files/..%2F..%2Fetc`)).statusCode).toBe(422);
  });

  it('still takes the form as JSON without screenshots', async () => {
    const res = await new Client(t.app).post('/ajax/contact-email/send/error?country=pl', form());
    expect(res.statusCode, res.body).toBe(204);
    const details = (
      await desk.get(`/ajax/staff/enquiries/${(await lastEnquiry()).id}`)
    ).json<EnquiryDeskDetails>();
    expect(details.files).toEqual([]);
  });
});

describe('bad screenshots and bodies', () => {
  it('refuses a PDF named .png (type by content), keeping neither the enquiry nor any file', async () => {
    const before = await countRows();
    const disk = onDisk();
    const res = await sendMultipart(new Client(t.app), [
      payloadPart(),
      shot(await photo('png'), 'fine.png'),
      shot(PDF, 'screen.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).toContain('screen.png');
    expect(await countRows()).toEqual(before);
    expect(onDisk()).toEqual({ files: disk.files, tmp: 0 });
  });

  it('refuses a screenshot over 10 MB (413) and four screenshots (422), keeping nothing', async () => {
    const before = await countRows();
    const big = Buffer.concat([await photo('png'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const large = await sendMultipart(new Client(t.app), [payloadPart(), shot(big)]);
    expect(large.statusCode).toBe(413);
    expect(large.headers.connection).toBe('close');
    const png = await photo('png');
    const four = await sendMultipart(new Client(t.app), [
      payloadPart(),
      shot(png),
      shot(png),
      shot(png),
      shot(png),
    ]);
    expect(four.statusCode, four.body).toBe(422);
    expect(four.json<ErrorBody>().message).toContain('3');
    expect(await countRows()).toEqual(before);
    expect(onDisk().tmp).toBe(0);
  });

  it('refuses a declared 200 MB body before reading it', async () => {
    const res = await new Client(t.app).request({
      method: 'POST',
      url: '/ajax/contact-email/send/error',
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
    expect(res.statusCode).toBe(413);
  });

  it('checks the form before a file is read: a bad form or a missing captcha stores nothing', async () => {
    const before = await countRows();
    const png = await photo('png');
    const noCaptcha = await sendMultipart(new Client(t.app), [
      payloadPart(form({ [CAPTCHA_TOKEN_FIELD]: undefined })),
      shot(png),
    ]);
    expect(noCaptcha.statusCode).toBe(422);
    expect(noCaptcha.json<ErrorBody>().data?.map((d) => d.field)).toEqual([CAPTCHA_TOKEN_FIELD]);
    const script = await sendMultipart(new Client(t.app), [
      payloadPart(form({ pageUrl: 'javascript:alert(1)' })),
      shot(png),
    ]);
    expect(script.statusCode).toBe(422);
    expect(script.json<ErrorBody>().data?.map((d) => d.field)).toEqual(['pageUrl']);
    // The files first, a payload that is not JSON, or a file in another field: 400.
    expect((await sendMultipart(new Client(t.app), [shot(png), payloadPart()])).statusCode).toBe(400);
    expect(
      (await sendMultipart(new Client(t.app), [{ field: 'payload', file: false, data: '{not json' }]))
        .statusCode,
    ).toBe(400);
    expect(
      (await sendMultipart(new Client(t.app), [payloadPart(), { ...shot(png), field: 'files' }])).statusCode,
    ).toBe(400);
    expect(await countRows()).toEqual(before);
    expect(onDisk().tmp).toBe(0);
  });
});
