import type { RfqDeskDetails, RfqDeskPrice, RfqDeskQuery } from '../../../common/contracts/rfq-desk';
import { generateDesk } from '../../../common/routes-desk';
import { postJson, sendJson } from '../../lib/api';

/** The desk's RFQ calls (ADR 051), by their named routes; each answers the request as it now is. */
export const rfqDeskApi = {
  claim: (id: number) => postJson<RfqDeskDetails>(generateDesk('staff_rfq_claim', { id }), {}),
  unclaim: (id: number) => sendJson<RfqDeskDetails>('DELETE', generateDesk('staff_rfq_unclaim', { id }), {}),
  priceLine: (id: number, position: number, price: RfqDeskPrice) =>
    sendJson<RfqDeskDetails>('PUT', generateDesk('staff_rfq_price_line', { id, position }), price),
  sendQuote: (id: number, validUntil: string) =>
    postJson<RfqDeskDetails>(generateDesk('staff_rfq_send_quote', { id }), { validUntil }),
  reject: (id: number, reason: string) =>
    postJson<RfqDeskDetails>(generateDesk('staff_rfq_reject', { id }), { reason }),
};

/** The inbox's filters as the address holds them: only what differs from the defaults. */
export function inboxSearch(query: Partial<RfqDeskQuery>): string {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (query.claim && query.claim !== 'any') params.set('claim', query.claim);
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'sentAt') params.set('sort', query.sort);
  if (query.direction && query.direction !== 'asc') params.set('direction', query.direction);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params.size > 0 ? `?${params.toString()}` : '';
}
