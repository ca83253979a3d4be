import { generateAccount } from '../../../common/routes-account';
import type { TenderListDetails } from '../../../common/tenders';
import { postJson } from '../../lib/api';

const withCountry = (url: string, country: string) => `${url}?country=${encodeURIComponent(country)}`;

/** The customer's item-list calls (ADR 070); each answers the list as it now is. */
export const tenderListApi = {
  create: (body: { title: string; reference?: string; note?: string; text: string }, country: string) =>
    postJson<TenderListDetails>(withCountry(generateAccount('tender_list_create'), country), body),
  choose: (id: number, lineId: number, symbol: string | null) =>
    postJson<TenderListDetails>(generateAccount('tender_list_choose', { id }), { lineId, symbol }),
  send: (id: number, country: string) =>
    postJson<TenderListDetails>(withCountry(generateAccount('tender_list_send', { id }), country), {}),
};
