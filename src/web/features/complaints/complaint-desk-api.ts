import type { ComplaintDecision, ComplaintDeskDetails } from '../../../common/contracts/complaints';
import { generateDesk } from '../../../common/routes-desk';
import { postJson } from '../../lib/api';

/** The desk's complaint calls (ADR 065), apart from the customer's (ADR 085); each answers the complaint as it now is. */
export const complaintDeskApi = {
  decide: (id: number, decision: ComplaintDecision) =>
    postJson<ComplaintDeskDetails>(generateDesk('staff_complaint_decide', { id }), decision),
  note: (id: number, text: string) =>
    postJson<ComplaintDeskDetails>(generateDesk('staff_complaint_note', { id }), { text }),
};
