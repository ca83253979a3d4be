/**
 * The approval gate (issue 22, ADR 078): the one function every placement passes through (the
 * cart's finish and finish-special; quick buy, reorder and favourites only fill a cart, PunchOut
 * sessions are refused checkout and the coming customer API is to call `placeOrder` too). It
 * decides, inside the placement's transaction, whether the buyer may order at all and whether the
 * order goes over their limits and must wait for a colleague's approval.
 */
import { overLimit, type ApprovalReason } from '../../../common/approvals';
import { AppError } from '../../../common/errors';
import { getMarket } from '../../../common/markets';
import type { Db } from '../../db/client';
import { lockBuyerRights, sumMonthOrders } from './approvals.repository';

export type GateOutcome = { approval: false } | { approval: true; reason: ApprovalReason };

/**
 * Run with the order locked, in the placement's unit of work. The buyer's row is locked `FOR
 * UPDATE` first: two placements of one buyer queue here, so the second counts the first's total
 * in the month and both cannot slip under the month's limit. A primary contact person has no limits.
 */
export async function approvalGate(
  tx: Db,
  order: { customerId: number; contactPersonId: number; netTotal: string; currency: string },
): Promise<GateOutcome> {
  const rights = await lockBuyerRights(tx, order.customerId, order.contactPersonId);
  if (!rights) throw new AppError(404, 'errors.account.contactPersonNotFound');
  if (rights.isPrimary) return { approval: false };
  if (!rights.mayOrder) throw new AppError(403, 'approvals.errors.mayNotOrder');
  if (rights.orderLimit === null && rights.monthLimit === null) return { approval: false };
  // Limits are in the market's currency: an order in another one cannot be measured against them,
  // so it is never let through unchecked.
  if (order.currency !== getMarket(rights.country).currency) return { approval: true, reason: 'currency' };
  if (overLimit(order.netTotal, rights.orderLimit)) return { approval: true, reason: 'order_limit' };
  if (rights.monthLimit !== null) {
    const spent = await sumMonthOrders(tx, order.contactPersonId, order.currency);
    if (overLimit(spent.plus(order.netTotal), rights.monthLimit))
      return { approval: true, reason: 'month_limit' };
  }
  return { approval: false };
}
