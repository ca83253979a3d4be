import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { createJobQueue, type JobQueue } from './job-queue';

/**
 * The job platform (ADR 039) on the engine the run uses (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): an instance that only enqueues leaves the work to one that works, a failing
 * handler is retried, and stop waits for a handler that is running.
 */
let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 0 });
}, 60_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database?.destroy();
});

function queue(work: boolean): JobQueue {
  const created = createJobQueue(database, { work, pollSeconds: 0.5, retryDelaySeconds: 1 });
  queues.push(created);
  return created;
}

async function until(done: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the background job queue', () => {
  it('runs on the instance that works what another only enqueued, retrying a failure, and stops cleanly', async () => {
    const seen: Array<{ n: number; attempt: number }> = [];
    let running = 0;
    let finishedAfterStop = false;
    const worker = queue(true);
    worker.define<{ n: number }>({
      name: 'platform-test',
      retryLimit: 2,
      handler: async (data, job) => {
        seen.push({ n: data.n, attempt: job.retryCount });
        if (data.n === 2 && job.retryCount === 0) throw new Error('first attempt fails');
        if (data.n === 3) {
          running++;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          finishedAfterStop = true;
          running--;
        }
      },
    });
    const enqueuer = queue(false);
    enqueuer.define<{ n: number }>({
      name: 'platform-test',
      retryLimit: 2,
      handler: async () => {
        throw new Error('an instance that does not work never runs a handler');
      },
    });
    await enqueuer.start();
    await worker.start();

    await enqueuer.enqueue('platform-test', [{ n: 1 }, { n: 2 }]);
    await until(() => seen.filter((s) => s.n === 2).length === 2 && seen.some((s) => s.n === 1));
    expect(seen.filter((s) => s.n === 1)).toEqual([{ n: 1, attempt: 0 }]);
    expect(seen.filter((s) => s.n === 2)).toEqual([
      { n: 2, attempt: 0 },
      { n: 2, attempt: 1 },
    ]);

    // A handler running when the queue stops is let finish.
    await enqueuer.enqueue('platform-test', [{ n: 3 }]);
    await until(() => running > 0);
    expect(running).toBe(1);
    await worker.stop();
    expect(finishedAfterStop).toBe(true);
  }, 90_000);
});
