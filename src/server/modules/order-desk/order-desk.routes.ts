import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MarkPaidBodySchema,
  ShipBodySchema,
  StaffOrderDetailsSchema,
  StaffOrderParamsSchema,
  StaffOrderSearchQuerySchema,
  StaffOrderSearchSchema,
} from '../../../common/contracts/order-desk';
import { AppError } from '../../../common/errors';
import { LanguageSchema } from '../../../common/contracts/pricing';
import { audit, staffEndpoint } from '../staff';
import type { OrderDeskService, OrderInvoicesReader } from '../ordering';

/**
 * The staff desk's order calls (issue 19, ADR 080): support and admin, like the desk's invoices.
 * Without a staff session they do not exist (404); a staff member without the role gets 403.
 */
export async function orderDeskRoutes(
  app: FastifyInstance,
  { orderDesk, invoices }: { orderDesk: OrderDeskService; invoices: OrderInvoicesReader },
): Promise<void> {
  const roles = ['support', 'admin'] as const;
  const DetailsQuery = z.object({ language: LanguageSchema.optional() }).strict();

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/orders',
    operationId: 'staff_order_search',
    summary:
      'Staff: placed orders of any customer by number, customer, status and placing days, newest first',
    tags: ['staff'],
    querystring: StaffOrderSearchQuerySchema,
    response: StaffOrderSearchSchema,
    handler: async ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderDesk.search(query);
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/orders/:id',
    operationId: 'staff_order_get',
    summary:
      'Staff: an order with its lines, history, bank transfer, shipments, invoices and what may be done',
    tags: ['staff'],
    params: StaffOrderParamsSchema,
    querystring: DetailsQuery,
    response: StaffOrderDetailsSchema,
    handler: async ({ params, query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const details = await orderDesk.details(params.id, query.language ?? 'en', invoices);
      if (!details) throw new AppError(404, 'orderDesk.errors.notFound');
      return details;
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/orders/:id/paid',
    operationId: 'staff_order_mark_paid',
    summary:
      'Staff: records the bank transfer (amount, day, reference) that paid a bank-transfer order; the VAT invoice follows',
    tags: ['staff'],
    params: StaffOrderParamsSchema,
    body: MarkPaidBodySchema,
    response: z.object({ status: z.literal('paid') }),
    handler: async ({ params, body }, staff) => {
      await orderDesk.markPaid(params.id, body, staff.id, (tx, details) =>
        audit(tx, { staffId: staff.id, action: 'order.paid', subject: `order:${params.id}`, details }),
      );
      return { status: 'paid' as const };
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/orders/:id/ship',
    operationId: 'staff_order_ship',
    summary:
      'Staff: ships the whole order with a carrier and tracking number; the customer is mailed the tracking',
    tags: ['staff'],
    params: StaffOrderParamsSchema,
    body: ShipBodySchema,
    response: z.object({ status: z.literal('shipped') }),
    handler: async ({ params, body }, staff) => {
      await orderDesk.ship(params.id, body, staff.id, (tx, details) =>
        audit(tx, { staffId: staff.id, action: 'order.ship', subject: `order:${params.id}`, details }),
      );
      return { status: 'shipped' as const };
    },
  });
}
