/**
 * An order's documents behind tokens (spec §2 /Document/{token}/{file_name}, ADR 064): the delivery
 * note and the certificate of conformity once the order shipped, and the proforma while it has one.
 * Unlike a datasheet, an order document is private: only a session of the order's customer opens it
 * (another customer's is not found, a visitor is asked to log in). The order's content comes from
 * ordering and the proforma's PDF from the invoices module, through the ports below (services.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AddressSnapshot, OrderDetails } from '../../../common/contracts/orders';
import type { Language } from '../../../common/markets';
import { AppError } from '../../../common/errors';
import type { Db } from '../../db/client';
import { orderDocuments } from '../../db/schema';
import type { OrderDocumentKind } from './order-document-pdf';

export const ORDER_DOCUMENT_KINDS = ['delivery_note', 'conformity', 'proforma'] as const;
export type OrderDocumentKindOrProforma = (typeof ORDER_DOCUMENT_KINDS)[number];

export interface DocumentOwner {
  customerId: number;
  contactPersonId: number | null;
}

export interface OrderDocumentsDeps {
  db: Db;
  /** Ordering's details of a placed order (its lines, addresses, status history). */
  orders: { details(customerId: number, orderNumber: string, language: Language): Promise<OrderDetails> };
  /** The invoices module's proforma PDF of an order (logged as a download there); null: none. */
  proformas: {
    pdfOf(owner: DocumentOwner, orderNumber: string): Promise<{ fileName: string; bytes: Buffer } | null>;
  };
}

export interface ListedOrderDocument {
  kind: OrderDocumentKindOrProforma;
  fileName: string;
  /** /Document/{token}/{file_name}, without a locale prefix. */
  url: string;
}

const FILE_STEM: Record<OrderDocumentKindOrProforma, string> = {
  delivery_note: 'delivery-note',
  conformity: 'certificate-of-conformity',
  proforma: 'proforma',
};

export function orderDocumentFileName(kind: OrderDocumentKindOrProforma, orderNumber: string): string {
  return `${FILE_STEM[kind]}-${orderNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

function addressLines(address: AddressSnapshot | null): string[] {
  if (!address) return [];
  return [
    address.customerName,
    address.street,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.countryName ?? address.countryCode,
    address.vatNumber,
  ].filter((line): line is string => Boolean(line));
}

export type OrderDocumentAnswer = { kind: 'login' } | { kind: 'pdf'; fileName: string; bytes: Buffer };

export function createOrderDocumentsService(deps: OrderDocumentsDeps) {
  const { db } = deps;

  /** The kinds an order has now: the proforma while it stands, the shipping papers once shipped. */
  function kindsOf(order: { status: string; hasProforma: boolean }): OrderDocumentKindOrProforma[] {
    return [
      ...(order.hasProforma ? (['proforma'] as const) : []),
      ...(order.status === 'shipped' ? (['delivery_note', 'conformity'] as const) : []),
    ];
  }

  return {
    /**
     * The documents of one of the customer's orders (the caller checked it may see the order), each
     * with its token address; tokens are made the first time and kept.
     */
    async listFor(
      customerId: number,
      order: { id: number; orderNumber: string; status: string; hasProforma: boolean },
    ): Promise<ListedOrderDocument[]> {
      const kinds = kindsOf(order);
      if (kinds.length === 0) return [];
      await db
        .insert(orderDocuments)
        .values(
          kinds.map((kind) => ({
            token: randomBytes(16).toString('hex'),
            orderId: order.id,
            orderNumber: order.orderNumber,
            customerId,
            kind,
          })),
        )
        .onConflictDoNothing();
      const rows = await db
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.customerId, customerId)));
      return kinds.flatMap((kind) => {
        const row = rows.find((r) => r.kind === kind);
        if (!row) return [];
        const fileName = orderDocumentFileName(kind, order.orderNumber);
        return [{ kind, fileName, url: `/Document/${row.token}/${fileName}` }];
      });
    },

    /**
     * The document behind a token for this session: null when no order document has the token, or
     * it is another customer's, or the order no longer has it (a cancelled proforma stays; a
     * delivery note of an order not shipped does not exist); 'login' for a visitor.
     */
    async open(
      token: string,
      owner: DocumentOwner | null,
      language: Language,
    ): Promise<OrderDocumentAnswer | null> {
      const [row] = await db
        .select({
          kind: orderDocuments.kind,
          customerId: orderDocuments.customerId,
          orderNumber: orderDocuments.orderNumber,
        })
        .from(orderDocuments)
        .where(eq(orderDocuments.token, token));
      if (!row) return null;
      if (!owner) return { kind: 'login' };
      if (owner.customerId !== row.customerId) return null;
      const order = { orderNumber: row.orderNumber };
      if (row.kind === 'proforma') {
        const file = await deps.proformas.pdfOf(owner, order.orderNumber);
        return file ? { kind: 'pdf', ...file } : null;
      }
      const details = await deps.orders.details(owner.customerId, order.orderNumber, language);
      if (details.status !== 'shipped') return null;
      return {
        kind: 'pdf',
        ...(await render(row.kind as OrderDocumentKind, details, language, details.lines)),
      };
    },

    /**
     * The delivery note of a shipped order for the staff desk (issue 19, ADR 080), in the order's
     * language (the customer's); null when the order has not shipped.
     */
    async deliveryNote(
      customerId: number,
      orderNumber: string,
      language: Language,
    ): Promise<{ fileName: string; bytes: Buffer } | null> {
      const details = await deps.orders.details(customerId, orderNumber, language);
      if (details.status !== 'shipped') return null;
      return render('delivery_note', details, language, details.lines);
    },

    /**
     * Spec §7 order `certificate`: the certificate of conformity of a shipped order's lines, all of
     * them or the positions named (the same document as the order's CoC link, ADR 064). Another
     * customer's order is "not found"; an order not shipped yet has none (409); an unknown position
     * is refused (422).
     */
    async certificate(
      customerId: number,
      orderNumber: string,
      positions: readonly number[] | undefined,
      language: Language,
    ): Promise<{ fileName: string; bytes: Buffer }> {
      const details = await deps.orders.details(customerId, orderNumber, language);
      if (details.status !== 'shipped') throw new AppError(409, 'documents.certificate.notShipped');
      const wanted = positions ? new Set(positions) : null;
      const missing = positions?.find((p) => !details.lines.some((l) => l.position === p));
      if (missing !== undefined)
        throw new AppError(422, 'documents.certificate.noSuchLine', {
          params: { position: missing },
          data: [
            { field: 'positions', key: 'documents.certificate.noSuchLine', params: { position: missing } },
          ],
        });
      const lines = wanted ? details.lines.filter((l) => wanted.has(l.position)) : details.lines;
      return render('conformity', details, language, lines);
    },
  };

  /** The PDF of a shipped order's delivery note or certificate of conformity, of the lines given. */
  async function render(
    kind: OrderDocumentKind,
    details: OrderDetails,
    language: Language,
    lines: OrderDetails['lines'],
  ): Promise<{ fileName: string; bytes: Buffer }> {
    const shipped = details.history.find((h) => h.status === 'shipped')?.at ?? details.placedAt;
    const { renderOrderDocument } = await import('./order-document-pdf');
    const bytes = await renderOrderDocument({
      kind,
      language,
      orderNumber: details.orderNumber,
      customerOrderNumber: details.customerOrderNumber,
      date: shipped.slice(0, 10),
      recipient: addressLines(details.shippingAddress),
      buyer: addressLines(details.invoiceAddress),
      lines: lines.map((line) => ({
        symbol: line.symbol,
        manufacturerSymbol: line.manufacturerSymbol,
        description: line.description,
        amount: line.amount,
        unit: line.unit,
      })),
    });
    return {
      fileName: orderDocumentFileName(kind as OrderDocumentKindOrProforma, details.orderNumber),
      bytes,
    };
  }
}

export type OrderDocumentsService = ReturnType<typeof createOrderDocumentsService>;
