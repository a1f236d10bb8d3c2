import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { freshIdentity, signUp } from './auth.test-support';
import { createWorkQueue, passwordQueue, QueueFullError } from './hash-queue';

/** A task that runs until `release` is called, noting how many such tasks run at once. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('work queue', () => {
  it('runs at most `concurrency` tasks at once, in arrival order, and refuses beyond the wait line', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 3 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => gate());
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await g.done;
        running -= 1;
        return i;
      }),
    );
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(3);
    expect(queue.full).toBe(true);
    await expect(queue.run(async () => 'too many')).rejects.toBeInstanceOf(QueueFullError);
    for (const g of gates) g.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('gives the slot of a task that throws to the next, and leaks none', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        queue.run(async () => {
          if (i % 2 === 0) throw new Error(`hash ${i} failed`);
          return i;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
    expect(await queue.run(async () => 'still works')).toBe('still works');
  });
});

describe('password queue in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 429 with Retry-After when every slot and the wait line are taken, then recovers', async () => {
    const hold = gate();
    const fillers: Promise<unknown>[] = [];
    // Take every slot, then fill the wait line.
    while (!passwordQueue.full) fillers.push(passwordQueue.run(() => hold.done));
    const res = await signUp(t, freshIdentity('storm'));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many sign-ins at once. Please wait a moment and try again.',
      },
    });
    hold.release();
    await Promise.all(fillers);
    expect([passwordQueue.active, passwordQueue.waiting]).toEqual([0, 0]);
    expect((await signUp(t, freshIdentity('calm'))).statusCode).toBe(200);
  });
});
