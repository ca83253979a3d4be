import type { MarkPaidBody, ShipBody } from '../../../common/contracts/order-desk';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';

/** The desk's order calls (issue 19, ADR 080), with the contracts the server validates with. */
export const orderDeskApi = {
  markPaid: (id: number, body: MarkPaidBody) =>
    postJson<{ status: 'paid' }>(generate('staff_order_mark_paid', { id: String(id) }), body),
  ship: (id: number, body: ShipBody) =>
    postJson<{ status: 'shipped' }>(generate('staff_order_ship', { id: String(id) }), body),
  deliveryNoteUrl: (id: number) => generate('staff_order_delivery_note', { id: String(id) }),
};
