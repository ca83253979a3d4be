import type { FastifyInstance } from 'fastify';
import {
  StockArrivalInputSchema,
  StockArrivalListQuerySchema,
  StockArrivalListSchema,
  StockArrivalParamsSchema,
  StockArrivalSchema,
} from '../../../common/contracts/backorders';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { staffEndpoint } from '../staff';
import type { StockArrivalsService } from '../ordering';

/**
 * The staff's calls for stock arriving (ADR 077): record an arrival (received now, or announced for
 * a day), mark an announced one received, and list them. Apart from ordering because the desk's
 * guard (modules/staff) depends on ordering through customers; these routes sit on both. Sales and admins only; without a staff
 * session the calls do not exist (ADR 048). State changes take the desk's CSRF defence like every
 * staff call (its strict same-site cookie and the JSON body).
 */
export async function stockArrivalsRoutes(
  app: FastifyInstance,
  { arrivals }: { arrivals: StockArrivalsService },
): Promise<void> {
  const roles = ['sales', 'admin'] as const;
  const tags = ['staff'];

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/stock-arrivals',
    operationId: 'staff_stock_arrival_create',
    summary:
      'Stock that arrived (allocated to waiting back-orders by the job) or a delivery announced for a day; honours Idempotency-Key',
    tags,
    body: StockArrivalInputSchema,
    response: StockArrivalSchema,
    handler: async ({ body }, staff, request, reply) => {
      // The desk's form sends an Idempotency-Key: a double submit answers the first arrival (200).
      const { arrival, replayed } = await arrivals.record(body, staff.email, idempotencyKeyOf(request));
      reply.code(replayed ? 200 : 201);
      return arrival;
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/stock-arrivals/:id/received',
    operationId: 'staff_stock_arrival_received',
    summary: 'An announced delivery came in: it is received now and allocated by the job',
    tags,
    params: StockArrivalParamsSchema,
    response: StockArrivalSchema,
    handler: ({ params }) => arrivals.receive(params.id),
  });

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/stock-arrivals',
    operationId: 'staff_stock_arrivals',
    summary:
      'A page of arrivals and announced deliveries, the latest first, with what each allocation did; of one product when a symbol is given',
    tags,
    querystring: StockArrivalListQuerySchema,
    response: StockArrivalListSchema,
    handler: ({ query }) => arrivals.list(query),
  });
}
