import type { QueueDefinition } from '../../jobs';
import type { ComplaintsService } from './complaints.service';

/** The queue of the deadline's sweep (ADR 065; the platform is ADR 039's). */
export const COMPLAINTS_AUTO_ACCEPT_QUEUE = 'complaints-auto-accept';

/**
 * Every hour: a complaint's deadline is a whole day (the last day to answer), so the first run
 * after it passes accepts it, within an hour. pg-boss makes one job per occurrence for the whole
 * deployment; each acceptance locks its complaint and checks it is still open and due, so a second
 * run, two at once, or a decision made in the meantime change nothing twice.
 */
export const COMPLAINTS_AUTO_ACCEPT_CRON = '7 * * * *';

export function createComplaintsAutoAcceptJob(deps: { complaints: ComplaintsService; cron?: string }) {
  const queueDefinition: QueueDefinition<object> = {
    name: COMPLAINTS_AUTO_ACCEPT_QUEUE,
    retryLimit: 3,
    schedule: deps.cron ?? COMPLAINTS_AUTO_ACCEPT_CRON,
    handler: async () => {
      await deps.complaints.acceptOverdue();
    },
  };
  return { run: () => deps.complaints.acceptOverdue(), queueDefinition };
}

export type ComplaintsAutoAcceptJob = ReturnType<typeof createComplaintsAutoAcceptJob>;
