import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApprovalDecisionSchema,
  ApprovalEventSchema,
  ApproveBodySchema,
  PendingApprovalsSchema,
  RejectBodySchema,
} from '../../../common/approvals';
import { OrderNumberParamsSchema } from '../../../common/contracts/checkout';
import { endpoint } from '../../http/endpoint';
import { requireCustomer, requireOwnSession } from '../../plugins/session';
import type { PlacementService } from './placement.service';

/**
 * The approval of orders above a buyer's limits (issue 22, ADR 078). The viewer comes from the
 * session, never from the request: another company's order is not found; deciding needs one's own
 * session (not staff acting as the customer, not a PunchOut session).
 */
export async function approvalsRoutes(
  app: FastifyInstance,
  { checkout }: { checkout: PlacementService },
): Promise<void> {
  const tags = ['approvals'];

  endpoint(app, {
    method: 'GET',
    url: '/ajax/profile/approvals',
    operationId: 'profile_approvals_list',
    summary:
      'The company’s orders waiting for approval (empty, with approver false, for a colleague who does not approve)',
    tags,
    response: PendingApprovalsSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkout.pendingApprovals(await requireCustomer(request));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/approvals/:orderNumber/approve',
    operationId: 'profile_approval_approve',
    summary:
      'Approves a colleague’s order waiting for approval: stock is reserved, a payment started when needed, the buyer mailed',
    tags,
    params: OrderNumberParamsSchema,
    body: ApproveBodySchema,
    response: ApprovalDecisionSchema,
    handler: async ({ params, body }, request) =>
      checkout.approve(await requireOwnSession(request), params.orderNumber, body.comment),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/approvals/:orderNumber/reject',
    operationId: 'profile_approval_reject',
    summary:
      'Rejects a colleague’s order waiting for approval with a comment: it is cancelled and the buyer mailed',
    tags,
    params: OrderNumberParamsSchema,
    body: RejectBodySchema,
    response: ApprovalDecisionSchema,
    handler: async ({ params, body }, request) =>
      checkout.reject(await requireOwnSession(request), params.orderNumber, body.comment),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-status/:orderNumber/approvals',
    operationId: 'order_approval_events',
    summary:
      'Who asked for, approved or rejected an order’s approval, with comments (the company’s orders only)',
    tags,
    params: OrderNumberParamsSchema,
    response: z.object({ events: z.array(ApprovalEventSchema) }),
    handler: async ({ params }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return { events: await checkout.approvalEvents(customerId, params.orderNumber) };
    },
  });
}
