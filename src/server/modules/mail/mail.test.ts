import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { createMailService } from './mail.service';
import { orderConfirmationMail, passwordResetMail, verificationCodeMail } from './mail.templates';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 0 });
});
afterAll(async () => {
  await database?.destroy();
});

describe('mail', () => {
  it('renders mails in the customer’s language, escaping HTML', () => {
    const pl = verificationCodeMail('pl', '123456', 15);
    expect(pl.subject).toBe('Twój kod weryfikacyjny: 123456');
    expect(pl.text).toContain('15 minut');
    const reset = passwordResetMail('de', 'https://shop.example/de/password-reset/abc?x=<b>', 60);
    expect(reset.subject).toBe('Passwort zurücksetzen');
    expect(reset.html).toContain('x=&#60;b&#62;');
    expect(reset.html).not.toContain('<b>');
  });

  it('shows an order’s money as the shop does: whole forints, grouped digits, Indian grouping for India', () => {
    const order = {
      orderNumber: '40000001',
      lines: [{ symbol: 'BC547B', amount: 1000, lineNet: '12345.5000' }],
      net: '12345.5000',
      vat: '3333.2850',
      gross: '15678.7850',
      deliveryCost: '0.0000',
      deliveryMethod: 'GLS',
      paymentMethod: 'Átutalás',
      statusUrl: 'http://localhost:3000/hu/order-status/40000001',
      payUrl: null,
    };
    const hu = orderConfirmationMail('hu', { ...order, currency: 'HUF', grouping: 'standard' });
    expect(hu.text).toContain('12\u00a0346\u00a0HUF');
    expect(hu.text).toContain('15\u00a0679\u00a0HUF');
    expect(hu.text).not.toMatch(/\d\.\d+\s?HUF/);
    const inr = orderConfirmationMail('en', {
      ...order,
      gross: '1234567.5',
      currency: 'INR',
      grouping: 'indian',
    });
    expect(inr.text).toContain('12\u00a034\u00a0567.50\u00a0INR');
  });

  it('keeps the whole mail in the outbox with the default transport', async () => {
    const mail = createMailService(database.db, { from: 'Shop <shop@localhost>' });
    expect(mail.transportKind).toBe('outbox');
    const id = await mail.send({
      kind: 'verification_code',
      to: 'a@b.pl',
      language: 'pl',
      ...verificationCodeMail('pl', '654321', 15),
    });
    const row = await mail.get(id);
    expect(row).toMatchObject({ toAddress: 'a@b.pl', transport: 'outbox', language: 'pl' });
    expect(row!.textBody).toContain('654321');
    expect(row!.messageId).toBeTruthy();
  });

  it('sends over SMTP when configured and keeps only the envelope', async () => {
    // nodemailer's stream transport stands in for an SMTP server: it builds the real MIME message.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const mail = createMailService(database.db, { from: 'Shop <shop@localhost>', transport });
    const id = await mail.send({
      kind: 'password_reset',
      to: 'c@d.hu',
      language: 'hu',
      ...passwordResetMail('hu', 'https://x/hu/password-reset/abc', 60),
    });
    const row = await mail.get(id);
    expect(row).toMatchObject({
      transport: 'smtp',
      textBody: null,
      htmlBody: null,
      subject: 'Jelszó visszaállítása',
    });
  });
});
