/**
 * The complaints module's public face (issue 19 "Complaints", ADR 065): complaints and withdrawals
 * filed against invoices, their files, the staff desk's decisions, the deadline's sweep and the
 * sweep of draft files never sent. It reads
 * invoices and orders through its ports (complaints.service.ts), wired in services.ts.
 */
export {
  createComplaintsService,
  type ComplaintInvoicesPort,
  type ComplaintOrdersPort,
  type ComplaintsService,
} from './complaints.service';
export { createComplaintFileStore, type ComplaintFileStore } from './complaint-files';
export { complaintsRoutes, COMPLAINT_MULTIPART_LIMITS } from './complaints.routes';
export {
  COMPLAINTS_AUTO_ACCEPT_QUEUE,
  createComplaintsAutoAcceptJob,
  type ComplaintsAutoAcceptJob,
} from './complaints.auto-accept';
export {
  COMPLAINT_DRAFTS_SWEEP_QUEUE,
  createComplaintDraftsSweepJob,
  type ComplaintDraftsSweepJob,
} from './complaints.drafts-sweep';
