import { describe, expect, it } from 'vitest';
import { createPasswordQueue } from './password-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the password queue', () => {
  it('runs the configured number of hashes at once, lets a bounded line wait in order, and refuses beyond it', async () => {
    const queue = createPasswordQueue({ concurrency: 1, queueLimit: 2 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await expect(queue.run(async () => 'late')).rejects.toMatchObject({
      status: 503,
      key: 'auth.login.busy',
      options: { retryAfter: 1 },
    });
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2, refused: 1 });
    gates[0]!.resolve();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, maxRunning: 1, refused: 1 });
  });

  it('frees its slot when a hash fails', async () => {
    const queue = createPasswordQueue({ concurrency: 1, queueLimit: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
