import type { MarkPaidBody, ShipBody } from '../../../common/contracts/order-desk';
import { generateDesk } from '../../../common/routes-desk';
import { postJson } from '../../lib/api';

/** The desk's order calls (issue 19, ADR 080), with the contracts the server validates with. */
export const orderDeskApi = {
  markPaid: (id: number, body: MarkPaidBody) =>
    postJson<{ status: 'paid' }>(generateDesk('staff_order_mark_paid', { id: String(id) }), body),
  ship: (id: number, body: ShipBody) =>
    postJson<{ status: 'shipped' }>(generateDesk('staff_order_ship', { id: String(id) }), body),
  deliveryNoteUrl: (id: number) => generateDesk('staff_order_delivery_note', { id: String(id) }),
};
