import { availableParallelism } from 'node:os';
import { AppError } from '../../../common/errors';

/**
 * scrypt at N=2^17 takes 128 MiB and a few hundred milliseconds of one core, and it runs in libuv's
 * thread pool, the same four threads that gzip responses and read files. Unbounded, a flood of
 * logins filled the pool and every page waited behind it. All password hashing goes through this
 * queue: a few hashes at a time, a short line behind them, and a refusal (503 in the error shape)
 * beyond it, so pages and the API keep their threads and cores.
 */
export interface PasswordQueueOptions {
  /** Hashes computed at the same time (PASSWORD_HASH_CONCURRENCY). */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused (PASSWORD_HASH_QUEUE). */
  queueLimit: number;
}

/** Half the cores, at least one: a 2-core machine hashes one password at a time. */
export function defaultPasswordQueueOptions(): PasswordQueueOptions {
  return { concurrency: Math.max(1, Math.floor(availableParallelism() / 2)), queueLimit: 16 };
}

export interface PasswordQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Now and at most, for tests and logs. */
  stats(): { running: number; waiting: number; maxRunning: number; refused: number };
}

export function createPasswordQueue(options: PasswordQueueOptions): PasswordQueue {
  let running = 0;
  let maxRunning = 0;
  let refused = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) {
        running++;
      } else if (waiting.length < options.queueLimit) {
        // The slot is handed over by release() without running ever dropping, so nobody jumps the line.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        refused++;
        throw new AppError(503, 'auth.login.busy', { retryAfter: 1 });
      }
      maxRunning = Math.max(maxRunning, running);
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, maxRunning, refused }),
  };
}
