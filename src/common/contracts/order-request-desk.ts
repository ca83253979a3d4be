/**
 * The staff desk's list of order requests (ADR 084): which company's order went to whom for
 * confirmation, who sent it, and what became of it; newest first, by state, paged by "more".
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { ORDER_REQUEST_STATES } from '../order-request-states';

export const StaffOrderRequestQuerySchema = z
  .object({
    state: z.enum(ORDER_REQUEST_STATES, { error: messageKey('orderRequests.desk.errors.state') }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type StaffOrderRequestQuery = z.infer<typeof StaffOrderRequestQuerySchema>;

const Person = z.object({ name: z.string(), email: z.string() });

export const StaffOrderRequestRowSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerId: z.number().int(),
  companyName: z.string(),
  /** The colleague who sent it (or the person staff acted as); null once that person is deleted. */
  sender: Person.nullable(),
  /** The staff member who sent it acting as the customer (ADR 049), else null. */
  staffName: z.string().nullable(),
  /** The company's main contact person it went to. */
  addressee: Person,
  state: z.enum(ORDER_REQUEST_STATES),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** When it was confirmed or cancelled. */
  usedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type StaffOrderRequestRow = z.infer<typeof StaffOrderRequestRowSchema>;

export const StaffOrderRequestListSchema = z.object({
  items: z.array(StaffOrderRequestRowSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type StaffOrderRequestList = z.infer<typeof StaffOrderRequestListSchema>;
