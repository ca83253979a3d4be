import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StaffRole } from '../../../common/contracts/staff';
import {
  DiscountCodeDetailsSchema,
  DiscountCodeIdParamsSchema,
  DiscountCodeInputSchema,
  DiscountCodeListSchema,
  DiscountCodeSchema,
  DiscountCodeUpdateSchema,
  DiscountListQuerySchema,
  DiscountPageQuerySchema,
  type DiscountCode,
} from '../../../common/contracts/discounts';
import type { Db } from '../../db/client';
import { audit, staffEndpoint } from '../staff';
import type { DiscountsService, RecordChange } from '../discounts';

/**
 * ADR 050: sales make and change codes (campaigns are theirs); administrators read every code and
 * may switch one off at once (a leaked code), but do not give money away themselves: the audit log
 * they review stays a record of someone else's decisions.
 */
export const DISCOUNT_READERS: readonly [StaffRole, ...StaffRole[]] = ['sales', 'admin'];
export const DISCOUNT_MAKERS: readonly [StaffRole, ...StaffRole[]] = ['sales'];
export const DISCOUNT_STOPPERS: readonly [StaffRole, ...StaffRole[]] = ['sales', 'admin'];

/** The fields that differ between two states of a code: what an update's audit row shows. */
function changesOf(before: DiscountCode, after: DiscountCode) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof DiscountCode)[]) {
    if (key === 'uses' || key === 'createdAt' || key === 'state') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** The audit row of a change, written with the change (ADR 048). */
const recordAs =
  (staffId: number, verb: 'create' | 'update' | 'deactivate'): RecordChange =>
  (tx: Db, code, before) =>
    audit(tx, {
      staffId,
      action: `discounts.code.${verb}`,
      subject: `discount:${code.id}`,
      details:
        verb === 'create' || !before
          ? { code: code.code, kind: code.kind, value: code.value, currency: code.currency }
          : { code: code.code, changes: changesOf(before, code) },
    });

/** The staff desk's discount-code calls (issue 18, ADR 050), each declaring its roles. */
export async function discountsStaffRoutes(
  app: FastifyInstance,
  { discounts }: { discounts: DiscountsService },
): Promise<void> {
  staffEndpoint(app, {
    roles: DISCOUNT_READERS,
    method: 'GET',
    url: '/ajax/staff/discounts',
    operationId: 'staff_discounts_list',
    summary: 'Discount codes by status, market and text, sorted, 25 a page (sales, admin)',
    tags: ['staff'],
    querystring: DiscountListQuerySchema,
    response: DiscountCodeListSchema,
    handler: ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return discounts.list(query);
    },
  });

  staffEndpoint(app, {
    roles: DISCOUNT_MAKERS,
    method: 'POST',
    url: '/ajax/staff/discounts',
    operationId: 'staff_discount_create',
    summary: 'Makes a discount code (sales); a code that exists answers 409',
    tags: ['staff'],
    body: DiscountCodeInputSchema,
    response: DiscountCodeSchema,
    handler: async ({ body }, staff, _request, reply) => {
      const created = await discounts.create(body, staff.id, recordAs(staff.id, 'create'));
      reply.code(201);
      return created;
    },
  });

  staffEndpoint(app, {
    roles: DISCOUNT_READERS,
    method: 'GET',
    url: '/ajax/staff/discounts/:id',
    operationId: 'staff_discount_details',
    summary: 'One discount code with who made it and its uses, 25 a page (sales, admin)',
    tags: ['staff'],
    params: DiscountCodeIdParamsSchema,
    querystring: DiscountPageQuerySchema,
    response: DiscountCodeDetailsSchema,
    handler: ({ params, query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return discounts.details(params.id, query.page);
    },
  });

  staffEndpoint(app, {
    roles: DISCOUNT_MAKERS,
    method: 'PATCH',
    url: '/ajax/staff/discounts/:id',
    operationId: 'staff_discount_update',
    summary: "Changes a discount code's rules (sales); its text never changes",
    tags: ['staff'],
    params: DiscountCodeIdParamsSchema,
    body: DiscountCodeUpdateSchema,
    response: DiscountCodeSchema,
    handler: ({ params, body }, staff) => discounts.update(params.id, body, recordAs(staff.id, 'update')),
  });

  staffEndpoint(app, {
    roles: DISCOUNT_STOPPERS,
    method: 'POST',
    url: '/ajax/staff/discounts/:id/deactivate',
    operationId: 'staff_discount_deactivate',
    summary: 'Switches a discount code off at once (sales, admin)',
    tags: ['staff'],
    params: DiscountCodeIdParamsSchema,
    body: z.object({}).strict().optional(),
    response: DiscountCodeSchema,
    handler: ({ params }, staff) => discounts.deactivate(params.id, recordAs(staff.id, 'deactivate')),
  });
}
