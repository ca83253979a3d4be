import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSummarySchema,
  InvoiceZipQuerySchema,
  OrderInvoicesParamsSchema,
  OrderInvoicesSchema,
  ProformaActionBodySchema,
  StaffInvoiceSearchQuerySchema,
  StaffInvoiceSearchSchema,
  type InvoicePdfType,
} from '../../../common/contracts/invoices';
import { safeBackPath } from '../../../common/back-path';
import { AppError } from '../../../common/errors';
import { generate, matchPage } from '../../../common/routes.server';
import { endpoint } from '../../http/endpoint';
import { currentSession, requireCustomer } from '../../plugins/session';
import { audit, staffEndpoint } from '../staff';
import type { InvoicesService } from './invoices.service';

/** Customer calls of the invoices (ADR 060); every one scoped by the session's customer. */
export async function invoicesRoutes(
  app: FastifyInstance,
  { invoices }: { invoices: InvoicesService },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/invoices',
    operationId: 'invoice_list',
    summary: 'The customer’s invoices (all, or the unpaid ones by due date), a page at a time',
    tags: ['customer'],
    querystring: InvoiceListQuerySchema,
    response: InvoiceListSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return invoices.list(customerId, query);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/invoices/order/:orderNumber',
    operationId: 'invoice_order_list',
    summary: 'The invoices of one of the customer’s orders',
    tags: ['customer'],
    params: OrderInvoicesParamsSchema,
    response: OrderInvoicesSchema,
    handler: async ({ params }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return { items: await invoices.ofOrder(customerId, params.orderNumber) };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/invoices/zip',
    operationId: 'invoice_zip',
    summary: 'Every invoice issued in a period (at most a year) as PDFs in one ZIP, streamed',
    tags: ['customer'],
    querystring: InvoiceZipQuerySchema,
    response: z.instanceof(Buffer),
    handler: async ({ query }, request, reply) => {
      const me = await requireCustomer(request);
      const stream = invoices.zip(me, query.from, query.to);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="invoices-${query.from}-${query.to}.zip"`)
        .send(stream);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/invoice/cancel-proforma',
    operationId: 'invoice_cancel_proforma',
    summary: 'Cancels an unpaid proforma (it stays in the list, marked cancelled)',
    tags: ['customer'],
    body: ProformaActionBodySchema,
    response: InvoiceSummarySchema,
    handler: async ({ body }, request) => {
      const { customerId } = await requireCustomer(request);
      return invoices.cancelProforma(customerId, Number(body.number));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/invoice/delete-proforma',
    operationId: 'invoice_delete_proforma',
    summary: 'Deletes an unpaid proforma from the customer’s list (its number stays taken)',
    tags: ['customer'],
    body: ProformaActionBodySchema,
    response: z.undefined(),
    handler: async ({ body }, request) => {
      const { customerId } = await requireCustomer(request);
      await invoices.deleteProforma(customerId, Number(body.number));
      return undefined;
    },
  });

  const StaffInvoiceParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  const roles = ['support', 'admin'] as const;

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/invoices',
    operationId: 'staff_invoice_search',
    summary:
      'Staff: invoices of any customer by part of the printed number, newest first, with e-invoice status',
    tags: ['staff'],
    querystring: StaffInvoiceSearchQuerySchema,
    response: StaffInvoiceSearchSchema,
    handler: async ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return invoices.search(query);
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/invoices/:id',
    operationId: 'staff_invoice_get',
    summary:
      'Staff: an invoice with its download log and its e-invoice’s state (KSeF number, status, errors)',
    tags: ['staff'],
    params: StaffInvoiceParams,
    response: z.unknown(),
    handler: async ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const details = await invoices.deskDetails(params.id);
      if (!details) throw new AppError(404, 'invoices.errors.notFound');
      return details;
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/invoices/:id/ksef-resend',
    operationId: 'staff_invoice_ksef_resend',
    summary:
      'Staff: sends an invoice not accepted by KSeF again (a rejection after a fix, a stuck submission)',
    tags: ['staff'],
    params: StaffInvoiceParams,
    response: z.object({ queued: z.literal(true) }),
    handler: async ({ params }, staff) => {
      if (!(await invoices.forDesk(params.id))) throw new AppError(404, 'invoices.errors.notFound');
      if (!(await invoices.resend(params.id))) throw new AppError(409, 'invoices.errors.notResendable');
      await audit(invoices.database, {
        staffId: staff.id,
        action: 'invoice.ksef.resend',
        subject: `invoice:${params.id}`,
      });
      return { queued: true as const };
    },
  });

  /**
   * /invoices/{type}/{number}.pdf (spec §2) in the three locale forms, and its e-invoice at .xml
   * (ADR 064, same rules): the PDF itself, in the
   * invoice's own language (the one it was issued in). Visitors are sent to log in and come back;
   * another customer's invoice, a number that does not exist or a type that does not fit: the 404 page.
   */
  const servePdf = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = matchPage(request.url.split('?')[0]!);
    if (match?.name !== 'invoice_pdf' && match?.name !== 'invoice_xml') return reply.callNotFound();
    if (!(await currentSession(request))) {
      return reply.redirect(
        generate('login', { ...match.locale, back: safeBackPath(request.url) ?? undefined }),
        302,
      );
    }
    const me = await requireCustomer(request);
    const id = Number(match.params.number);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return reply.callNotFound();
    try {
      if (match.name === 'invoice_xml') {
        // The e-invoice (FA(3) or NAV InvoiceData, ADR 064) as a download, never rendered as a page.
        const file = await invoices.xml(me, match.params.type as InvoicePdfType, id);
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.xml);
      }
      const file = await invoices.pdf(me, match.params.type as InvoicePdfType, id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.bytes);
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 404) return reply.callNotFound();
      throw error;
    }
  };
  for (const prefix of ['', '/:_country', '/:_language/:_country']) {
    app.get(`${prefix}/invoices/:type/:file`, servePdf);
  }
}
