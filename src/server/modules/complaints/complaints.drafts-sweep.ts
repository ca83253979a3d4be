import type { QueueDefinition } from '../../jobs';
import type { ComplaintsService } from './complaints.service';

/** The queue of the drafts' sweep (ADR 065; the platform is ADR 039's). */
export const COMPLAINT_DRAFTS_SWEEP_QUEUE = 'complaint-drafts-sweep';

/**
 * Every hour: draft files are kept COMPLAINT_DRAFT_KEEP_DAYS days, so an hour late is nothing. pg-boss
 * makes one job per occurrence for the whole deployment; two runs at once would only find less to
 * delete (each row goes in one statement, a file removed twice is fine).
 */
export const COMPLAINT_DRAFTS_SWEEP_CRON = '41 * * * *';

export function createComplaintDraftsSweepJob(deps: { complaints: ComplaintsService; cron?: string }) {
  const queueDefinition: QueueDefinition<object> = {
    name: COMPLAINT_DRAFTS_SWEEP_QUEUE,
    retryLimit: 3,
    schedule: deps.cron ?? COMPLAINT_DRAFTS_SWEEP_CRON,
    handler: async () => {
      await deps.complaints.sweepDrafts();
    },
  };
  return { run: () => deps.complaints.sweepDrafts(), queueDefinition };
}

export type ComplaintDraftsSweepJob = ReturnType<typeof createComplaintDraftsSweepJob>;
