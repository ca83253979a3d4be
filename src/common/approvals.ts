/**
 * Companies that buy as a team (issue 22, ADR 078): the buyer rights of a company's contact persons
 * (who may order, up to which net value per order and per calendar month, who approves above it),
 * the approval of an order waiting for it, and its audit. One schema each, used by the server's
 * validation, the profile's forms and the OpenAPI document.
 */
import { z } from 'zod';
import { ContactPersonSchema } from './contracts/auth';
import { ORDER_STATUSES } from './order-status';
import { messageKey } from './errors';
import { toDecimal, type DecimalLike } from './money';

/** A limit as typed: a non-negative amount with at most 2 decimals, or empty (no limit). */
export const LIMIT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
/** What a limit may be at most (12 digits before the point: NUMERIC(16,4) holds it). */
export const LIMIT_MAX_LENGTH = 15;

const LimitSchema = z
  .string()
  .trim()
  .max(LIMIT_MAX_LENGTH, messageKey('errors.input.tooLong'))
  .regex(LIMIT_PATTERN, messageKey('approvals.errors.limitInvalid'))
  .nullable();

/** The rights of one contact person; limits in the customer's market currency, net; null: no limit. */
export const BuyerRightsSchema = z
  .object({
    mayOrder: z.boolean(),
    orderLimit: LimitSchema,
    monthLimit: LimitSchema,
    approvesOrders: z.boolean(),
  })
  .strict();
export type BuyerRights = z.infer<typeof BuyerRightsSchema>;

/** A primary contact person's rights: everything, no limits (they cannot be edited). */
export const FULL_RIGHTS: BuyerRights = {
  mayOrder: true,
  orderLimit: null,
  monthLimit: null,
  approvesOrders: true,
};

/** The contact persons list of the profile, with each one's rights and the currency of the limits. */
export const ContactPersonWithRightsSchema = ContactPersonSchema.extend({ rights: BuyerRightsSchema });
export type ContactPersonWithRights = z.infer<typeof ContactPersonWithRightsSchema>;
export const ContactPersonsListSchema = z.object({
  contactPersons: z.array(ContactPersonWithRightsSchema),
  /** The currency limits are in (the customer's market). */
  currency: z.string(),
  /** Whether the viewer may change colleagues' rights (the primary contact person only). */
  canEditRights: z.boolean(),
});
export type ContactPersonsList = z.infer<typeof ContactPersonsListSchema>;

/** Why an order waits for approval. */
export const APPROVAL_REASONS = ['order_limit', 'month_limit', 'currency'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];
export const APPROVAL_ACTIONS = ['requested', 'approved', 'rejected'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** One line of an order's approval audit (shown on the order). */
export const ApprovalEventSchema = z.object({
  action: z.enum(APPROVAL_ACTIONS),
  actorName: z.string(),
  reason: z.enum(APPROVAL_REASONS).nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type ApprovalEvent = z.infer<typeof ApprovalEventSchema>;

/** An order waiting for the viewer's approval (the /profile/approvals list). */
export const PendingApprovalSchema = z.object({
  orderNumber: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  placedAt: z.string(),
  netTotal: z.string(),
  grossTotal: z.string(),
  currency: z.string(),
  reason: z.enum(APPROVAL_REASONS).nullable(),
  /** The viewer's own order: listed, but they cannot decide it. */
  own: z.boolean(),
});
export type PendingApproval = z.infer<typeof PendingApprovalSchema>;
export const PendingApprovalsSchema = z.object({
  elements: z.array(PendingApprovalSchema),
  /** False: the viewer does not approve orders (the page says so; the list is empty). */
  approver: z.boolean(),
});
export type PendingApprovals = z.infer<typeof PendingApprovalsSchema>;

export const COMMENT_MAX_LENGTH = 1000;
const comment = z.string().trim().max(COMMENT_MAX_LENGTH, messageKey('errors.input.tooLong'));
export const ApproveBodySchema = z.object({ comment: comment.default('') }).strict();
/** A rejection says why: the buyer gets the comment by mail. */
export const RejectBodySchema = z
  .object({ comment: comment.min(1, messageKey('approvals.errors.commentRequired')) })
  .strict();

export const ApprovalDecisionSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;

/** Whether a net value goes over a limit (decimal strings; null limit: never). No binary floats for money. */
export function overLimit(value: DecimalLike, limit: string | null): boolean {
  return limit !== null && toDecimal(value).gt(limit);
}
