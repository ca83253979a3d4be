/** The background job platform (ADR 039): durable queues in the shop's database, on both engines. */
export {
  createJobQueue,
  JOBS_SCHEMA,
  type JobQueue,
  type JobQueueOptions,
  type QueueDefinition,
} from './job-queue';
