import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PgBoss, fromPglite, type Db as IDatabase, type Job } from 'pg-boss';
import type { Database } from '../db/client';

/**
 * The shop's durable background jobs (ADR 039): pg-boss on the shop's own database, PostgreSQL or
 * the embedded PGlite. Jobs are rows in the `pgboss` schema, so they survive a restart, are retried
 * with backoff when their handler throws, and any number of instances on one PostgreSQL can work
 * them: a job is claimed with FOR UPDATE SKIP LOCKED, so two workers never hold the same one.
 */
export interface JobQueueOptions {
  /** Work the queues on this instance (JOBS_WORK). An instance that only enqueues says false. */
  work: boolean;
  /** Seconds between polls of an idle queue (pg-boss's least is 0.5). */
  pollSeconds?: number;
  /** Seconds before the first retry of a failed job; later ones back off exponentially. */
  retryDelaySeconds?: number;
  /**
   * Seconds between this instance's checks of the schedules (pg-boss's cron monitor, at least 1;
   * default 30). Tests shorten it; a schedule's job is made once whatever the number of instances.
   */
  cronSeconds?: number;
  onWarning?: (message: string, error?: unknown) => void;
}

export interface QueueDefinition<T extends object> {
  name: string;
  /** Attempts after the first before a job is left failed (kept for inspection). */
  retryLimit: number;
  /** How long one attempt may run before it counts as failed and is retried. */
  expireInSeconds?: number;
  /**
   * A cron expression: pg-boss makes one job per occurrence for the whole deployment (its cron pass
   * is claimed by one instance at a time, and the job is a singleton of the occurrence's minute), so
   * N instances never run it N times. Only working instances keep the schedules.
   */
  schedule?: string;
  /**
   * Seconds between polls of this queue when idle, instead of the instance's (JOBS_POLL_SECONDS): a
   * queue someone waits on (webhook deliveries, ADR 079) polls more often than a mail sweep.
   */
  pollSeconds?: number;
  handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>;
}

export interface JobQueue {
  /** Creates the schema on first start, the queues, and the workers (when this instance works). */
  start(): Promise<void>;
  /** Lets running handlers finish (up to `timeoutMs`), then stops polling. */
  stop(timeoutMs?: number): Promise<void>;
  define<T extends object>(queue: QueueDefinition<T>): void;
  /** Adds jobs in one statement; returns when they are stored (committed). */
  enqueue<T extends object>(name: string, data: T[]): Promise<void>;
}

/** pg-boss's schema (its own tables, functions and partitions: never in the shop's migrations). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * pg-boss reaches the database through the connection the shop already has: PGlite's one client
 * (through pg-boss's own adapter, which runs its multi-statement DDL with exec()) or the pool.
 */
function bossDatabase(database: Database): { db: IDatabase; backend?: 'pglite' } {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' };
  const pool = client as pg.Pool;
  return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } };
}

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { db, backend } = bossDatabase(database);
  const boss = new PgBoss({
    db,
    ...(backend ? { backend } : {}),
    schema: JOBS_SCHEMA,
    // Schedules (cron) are kept by the working instances; a web-only instance only enqueues.
    schedule: options.work,
    ...(options.cronSeconds
      ? { cronMonitorIntervalSeconds: options.cronSeconds, cronWorkerIntervalSeconds: options.cronSeconds }
      : {}),
  });
  boss.on('error', (error: unknown) => options.onWarning?.('background jobs: pg-boss error', error));
  const queues: QueueDefinition<object>[] = [];
  let started = false;

  return {
    define(queue) {
      if (started) throw new Error(`queue ${queue.name} defined after the job queue started`);
      queues.push(queue as unknown as QueueDefinition<object>);
    },

    async start() {
      // Two instances starting together on a fresh database race to create pg-boss's schema; the
      // loser's CREATE SCHEMA IF NOT EXISTS fails with a unique violation that pg-boss does not
      // recognise as its create race. A further attempt finds the schema installed (issue 16's
      // two-instance test saw it once in CI).
      await boss.start({ attempts: 4 });
      started = true;
      for (const queue of queues) {
        await boss.createQueue(queue.name, {
          retryLimit: queue.retryLimit,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: true,
          retryDelayMax: 600,
          expireInSeconds: queue.expireInSeconds ?? 300,
        });
        if (!options.work) continue;
        // An upsert: every working instance states the same schedule, pg-boss keeps one row.
        if (queue.schedule) await boss.schedule(queue.name, queue.schedule);
        await boss.work<object>(
          queue.name,
          { batchSize: 1, pollingIntervalSeconds: queue.pollSeconds ?? options.pollSeconds ?? 2 },
          // A handler that throws fails its job; pg-boss retries it after the backoff.
          async ([job]: Job<object>[]) => {
            if (!job) return;
            try {
              // A scheduled run carries no data (pg-boss gives null): handlers get an empty object.
              await queue.handler(job.data ?? {}, { id: job.id, retryCount: job.retryCount });
            } catch (error) {
              options.onWarning?.(
                `background job ${queue.name} failed (attempt ${job.retryCount + 1})`,
                error,
              );
              throw error;
            }
          },
        );
      }
    },

    async stop(timeoutMs = 8_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },

    async enqueue(name, data) {
      if (data.length === 0) return;
      await boss.insert(
        name,
        data.map((d) => ({ data: d })),
      );
    },
  };
}
