import { generate } from '../../../common/routes';
import type {
  TenderAnswer,
  TenderDeskDetails,
  TenderInputDraft,
  TenderListDeskDetails,
  TenderListDetails,
} from '../../../common/tenders';
import { postJson } from '../../lib/api';

const withCountry = (url: string, country: string) => `${url}?country=${encodeURIComponent(country)}`;

/** The customer's item-list calls (ADR 070); each answers the list as it now is. */
export const tenderListApi = {
  create: (body: { title: string; reference?: string; note?: string; text: string }, country: string) =>
    postJson<TenderListDetails>(withCountry(generate('tender_list_create'), country), body),
  choose: (id: number, lineId: number, symbol: string | null) =>
    postJson<TenderListDetails>(generate('tender_list_choose', { id }), { lineId, symbol }),
  send: (id: number, country: string) =>
    postJson<TenderListDetails>(withCountry(generate('tender_list_send', { id }), country), {}),
};

/** The desk's calls (ADR 070 with 048). */
export const tenderDeskApi = {
  create: (body: TenderInputDraft) => postJson<TenderDeskDetails>(generate('staff_tender_create'), body),
  update: (id: number, body: TenderInputDraft) =>
    postJson<TenderDeskDetails>(generate('staff_tender_update', { id }), body),
  publish: (id: number) => postJson<TenderDeskDetails>(generate('staff_tender_publish', { id }), {}),
  close: (id: number) => postJson<TenderDeskDetails>(generate('staff_tender_close', { id }), {}),
  answer: (id: number, body: TenderAnswer) =>
    postJson<TenderListDeskDetails>(generate('staff_tender_list_answer', { id }), body),
};
