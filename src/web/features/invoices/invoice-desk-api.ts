import { generateDesk } from '../../../common/routes-desk';
import { postJson } from '../../lib/api';

/** The staff desk's calls of the invoices (ADR 064): the resend answers 409 when nothing is to be sent. */
export const invoiceDeskApi = {
  resend: (id: number) =>
    postJson<{ queued: true }>(generateDesk('staff_invoice_ksef_resend', { id: String(id) }), {}),
};
