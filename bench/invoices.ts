/**
 * Invoices (issue 19, ADR 060): one invoice PDF rendered (wall and CPU per render, p50/p95), and a
 * month's 500 invoices streamed as a ZIP by the service from an embedded database, read by a slow
 * reader, with the heap sampled throughout (bounded memory: it must not grow with the count).
 *
 *   npx tsx bench/invoices.ts [renders=200] [invoices=500]
 */
import { eq } from 'drizzle-orm';
import { createTestApp } from '../src/server/test-support/test-app';
import { contactPersons } from '../src/server/db/schema';
import { contentOfOrder } from '../src/server/modules/invoices/invoice-document';
import { renderInvoicePdf } from '../src/server/modules/invoices/invoice-pdf';
import {
  insertInvoice,
  printedNumber,
  takeNumber,
  unitOfWork,
} from '../src/server/modules/invoices/invoices.repository';
import { sellerOf } from '../src/server/modules/invoices/seller';
import type { OrderBilling } from '../src/server/modules/ordering';

const renders = Number(process.argv[2] ?? 200);
const count = Number(process.argv[3] ?? 500);

const order: OrderBilling = {
  id: 1,
  orderNumber: '40000001',
  customerId: 1,
  contactPersonId: 1,
  status: 'paid',
  wasPaid: true,
  country: 'pl',
  language: 'pl',
  currency: 'PLN',
  vatRate: '23.00',
  paymentKind: 'online',
  paymentId: 'online_testpay',
  customerOrderNumber: 'ZK/1',
  invoiceAddress: {
    customerName: 'Zażółć gęślą jaźń sp. z o.o.',
    street: 'Długa 1',
    zipCode: '00-001',
    city: 'Warszawa',
    countryCode: 'pl',
    vatNumber: 'PL1234567890',
  },
  lines: Array.from({ length: 12 }, (_, i) => ({
    symbol: `BC5${i}7B`,
    description: 'Tranzystor NPN 45V 0,1A TO92 — Árvíztűrő',
    amount: 10 + i,
    unitPrice: '0.1234',
    lineNet: (0.1234 * (10 + i)).toFixed(2),
  })),
  deliveryCost: '15.00',
  discountNet: null,
  placedAt: new Date(),
};
const content = contentOfOrder(order, 'invoice', sellerOf('pl'), '2026-11-26', true);
const printable = {
  ...content,
  number: 'FV/PL/2026/000001',
  issuedAt: new Date().toISOString(),
  orderNumber: order.orderNumber,
  corrects: null,
  correctionReason: null,
  paidAt: new Date().toISOString(),
  ksefNumber: '7251234567-20261126-0100A1B2C3D4-E5',
  ksefVerificationUrl: 'https://ksef-test.mf.gov.pl/client-app/invoice/7251234567/26-11-2026/abcdef',
};

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

await renderInvoicePdf(printable); // fonts parsed once per process
const wall: number[] = [];
const cpu: number[] = [];
let size = 0;
for (let i = 0; i < renders; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  size = (await renderInvoicePdf(printable)).length;
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
console.log(
  `render (12 lines + delivery, KSeF QR): ${renders} runs, wall p50 ${pct(wall, 50).toFixed(1)} ms p95 ${pct(wall, 95).toFixed(1)} ms, CPU p50 ${pct(cpu, 50).toFixed(1)} ms p95 ${pct(cpu, 95).toFixed(1)} ms, ${(size / 1024).toFixed(1)} KiB`,
);

const t = await createTestApp({ seedProducts: 0, demoAccounts: true });
const [person] = await t.database.db
  .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
  .from(contactPersons)
  .where(eq(contactPersons.email, 'company@demo.shop'));
const now = new Date();
for (let i = 0; i < count; i++) {
  await unitOfWork(t.database.db, async (tx) => {
    const sequence = await takeNumber(tx, 'pl', 'invoice', now.getUTCFullYear());
    await insertInvoice(tx, {
      ...content,
      customerId: person!.customerId,
      orderId: null,
      orderNumber: order.orderNumber,
      issuedAt: new Date(now.getTime() - (i % 28) * 86_400_000),
      paidAt: now,
      year: now.getUTCFullYear(),
      sequence,
      number: printedNumber('invoice', 'pl', now.getUTCFullYear(), sequence),
    });
  });
}
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let heapMax = heapBefore;
let rssMax = process.memoryUsage().rss;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  heapMax = Math.max(heapMax, m.heapUsed);
  rssMax = Math.max(rssMax, m.rss);
}, 20);
const from = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
const t0 = performance.now();
let bytes = 0;
let firstByteMs = 0;
const stream = t.services.invoices.zip(
  { customerId: person!.customerId, contactPersonId: person!.contactPersonId },
  from,
  now.toISOString().slice(0, 10),
);
for await (const chunk of stream) {
  if (bytes === 0) firstByteMs = performance.now() - t0;
  bytes += (chunk as Buffer).length;
  // A slow reader (about 20 MB/s): the ZIP must wait for it instead of piling PDFs up.
  await new Promise((resolve) => setTimeout(resolve, (chunk as Buffer).length / 20_000));
}
clearInterval(sampler);
console.log(
  `zip of ${count} invoices: ${(bytes / 1048576).toFixed(1)} MiB in ${((performance.now() - t0) / 1000).toFixed(1)} s, first byte ${firstByteMs.toFixed(0)} ms, heap +${((heapMax - heapBefore) / 1048576).toFixed(1)} MiB at most (before ${(heapBefore / 1048576).toFixed(0)} MiB), RSS max ${(rssMax / 1048576).toFixed(0)} MiB`,
);
await t.close();
