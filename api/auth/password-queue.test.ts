import { describe, expect, it } from 'vitest';
import { PASSWORDS_BUSY, PasswordQueue, PasswordsBusy } from './password-queue.ts';

/** Work that ends only when the test says so. */
function heldWork() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return 'hashed';
    },
    finish,
    get started() {
      return started;
    },
  };
}

describe('PasswordQueue', () => {
  it('runs at most `atOnce` at a time, lets `maxWaiting` wait, and refuses one more at once', async () => {
    const queue = new PasswordQueue(2, 1);
    const [first, second, third] = [heldWork(), heldWork(), heldWork()];
    const running = [queue.run(first.work), queue.run(second.work), queue.run(third.work)];
    expect([first.started, second.started, third.started]).toEqual([true, true, false]);
    expect(queue.full).toBe(true);

    const refused = await queue.run(heldWork().work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PasswordsBusy);
    expect(refused).toMatchObject({ status: 503, message: PASSWORDS_BUSY });

    first.finish();
    await running[0];
    expect(third.started).toBe(true);
    expect(queue.full).toBe(false);
    second.finish();
    third.finish();
    expect(await Promise.all(running)).toEqual(['hashed', 'hashed', 'hashed']);
  });

  it('frees the turn of work that failed', async () => {
    const queue = new PasswordQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(await queue.run(() => Promise.resolve('hashed'))).toBe('hashed');
  });
});
