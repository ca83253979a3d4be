import { generateDesk } from '../../../common/routes-desk';
import type {
  TenderAnswer,
  TenderDeskDetails,
  TenderInputDraft,
  TenderListDeskDetails,
} from '../../../common/tenders';
import { postJson } from '../../lib/api';

/** The desk's calls (ADR 070 with 048). */
export const tenderDeskApi = {
  create: (body: TenderInputDraft) => postJson<TenderDeskDetails>(generateDesk('staff_tender_create'), body),
  update: (id: number, body: TenderInputDraft) =>
    postJson<TenderDeskDetails>(generateDesk('staff_tender_update', { id }), body),
  publish: (id: number) => postJson<TenderDeskDetails>(generateDesk('staff_tender_publish', { id }), {}),
  close: (id: number) => postJson<TenderDeskDetails>(generateDesk('staff_tender_close', { id }), {}),
  answer: (id: number, body: TenderAnswer) =>
    postJson<TenderListDeskDetails>(generateDesk('staff_tender_list_answer', { id }), body),
};
