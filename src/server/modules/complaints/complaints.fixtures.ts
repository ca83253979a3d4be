/** Fixtures of the complaints' tests: customers' ids, issued invoices, multipart bodies, files. */
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { contactPersons, invoices, orders, orderStatusHistory } from '../../db/schema';

export async function idsOf(db: Db, email: string) {
  const [row] = await db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, email));
  return row!;
}

let sequence = 900_000 + Math.floor(Math.random() * 50_000);

export interface InvoiceFixtureLine {
  symbol: string;
  quantity: number;
  unitNet: string;
}

/**
 * A VAT invoice as the invoices module issues it (the same columns and JSON shapes), for the
 * customer, on `market`, sold on `saleDate`; with `orderId` it bills that order.
 */
export async function issueInvoice(
  db: Db,
  owner: { customerId: number },
  options: {
    market?: string;
    saleDate: string;
    lines: InvoiceFixtureLine[];
    orderId?: number;
    orderNumber?: string;
    kind?: 'invoice' | 'proforma';
  },
) {
  const market = options.market ?? 'pl';
  const kind = options.kind ?? 'invoice';
  const year = Number(options.saleDate.slice(0, 4));
  const seq = ++sequence;
  const lines = options.lines.map((l, i) => {
    const net = (Number(l.unitNet) * l.quantity).toFixed(2);
    const vat = (Number(net) * 0.23).toFixed(2);
    return {
      position: i + 1,
      symbol: l.symbol,
      description: `Part ${l.symbol}`,
      quantity: l.quantity,
      unitNet: l.unitNet,
      net,
      vatRate: '23.00',
      vat,
      gross: (Number(net) + Number(vat)).toFixed(2),
    };
  });
  const netTotal = lines.reduce((s, l) => s + Number(l.net), 0).toFixed(2);
  const vatTotal = (Number(netTotal) * 0.23).toFixed(2);
  const grossTotal = (Number(netTotal) + Number(vatTotal)).toFixed(2);
  const prefix = kind === 'invoice' ? 'FV' : 'PF';
  const [row] = await db
    .insert(invoices)
    .values({
      customerId: owner.customerId,
      orderId: options.orderId ?? null,
      orderNumber: options.orderNumber ?? null,
      kind,
      market,
      year,
      sequence: seq,
      number: `${prefix}/${market.toUpperCase()}/${year}/${String(seq).padStart(6, '0')}`,
      language: 'pl',
      currency: 'PLN',
      issuedAt: new Date(`${options.saleDate}T10:00:00Z`),
      saleDate: options.saleDate,
      dueDate: null,
      paymentMethod: 'online',
      seller: {
        name: 'Component Shop sp. z o.o.',
        street: 'ul. Elektronowa 12',
        zipCode: '90-001',
        city: 'Łódź',
        countryCode: 'PL',
        vatNumber: 'PL7251234567',
        bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
        bankName: 'Santander Bank Polska',
      },
      buyer: { name: 'Buyer', street: null, zipCode: null, city: null, countryCode: 'PL', vatNumber: null },
      lines,
      vatSummary: [{ rate: '23.00', net: netTotal, vat: vatTotal, gross: grossTotal }],
      netTotal,
      vatTotal,
      grossTotal,
      paidAt: new Date(`${options.saleDate}T10:00:00Z`),
    })
    .returning();
  return row!;
}

/** Marks an order shipped at `at` (the start of the withdrawal days). */
export async function shipOrder(db: Db, orderId: number, at: Date) {
  await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, orderId));
  await db.insert(orderStatusHistory).values({ orderId, status: 'shipped', createdAt: at });
}

/** A multipart/form-data body of files (and fields). */
export function multipartBody(
  parts: Array<{ field?: string; name?: string; type?: string; data: Buffer | string; file?: boolean }>,
) {
  const boundary = `----complaint${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const field = p.field ?? 'files';
    const disposition =
      p.file === false
        ? `form-data; name="${field}"`
        : `form-data; name="${field}"; filename="${p.name ?? 'file.bin'}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (p.file === false ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`) +
          '\r\n',
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A Windows executable's start (MZ, PE): what a renamed .exe looks like. */
export const EXE = (() => {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();

/** A photo with EXIF (a camera and a GPS position) that the re-encoding must drop. */
export async function photo(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
  }).withExif({
    IFD0: { Make: 'SecretCam', Model: 'GPS-9000' },
    IFD3: { GPSLatitudeRef: 'N' },
  });
  const encoded = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp();
  return encoded.toBuffer();
}

/**
 * A decompression bomb: a real small PNG whose header says 100 000 × 100 000 pixels (ten
 * gigapixels; 30 GB decoded). A decoder that believes it would allocate before it found out.
 */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await photo('png', 8, 8));
  // IHDR is the first chunk: length(4) 'IHDR'(4) width(4) height(4) … crc(4) after 13 data bytes.
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
