import type { EnquiryDeskDetails } from '../../../common/enquiries';
import { generateDesk } from '../../../common/routes-desk';
import { postJson } from '../../lib/api';

/** The desk's enquiry calls (ADR 066); each answers the enquiry as it now is. */
export const enquiryDeskApi = {
  assign: (id: number, staffId: number | null) =>
    postJson<EnquiryDeskDetails>(generateDesk('staff_enquiry_assign', { id }), { staffId }),
  reply: (id: number, message: string) =>
    postJson<EnquiryDeskDetails>(generateDesk('staff_enquiry_reply', { id }), { message }),
  close: (id: number) => postJson<EnquiryDeskDetails>(generateDesk('staff_enquiry_close', { id }), {}),
};
