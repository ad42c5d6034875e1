import { availableParallelism } from 'node:os';
import { Problem } from '../http/problem.ts';

// Every password hashed or checked takes about 80 ms of one core and 19 MiB (argon2id, D3), on
// libuv's small thread pool. Left unbounded, a flood of sign-ins or sign-ups takes every core and
// that pool, and every other request waits behind it. So passwords take turns in one queue per
// server: a few at once, a bounded line behind them, and past that a quick 503 instead of a wait
// (docs/decisions/0010).

export const PASSWORDS_BUSY = 'Many people are signing in right now. Please try again in a moment.';

/** What a refused request is told to wait: the line ahead of it clears in about a second. */
export const PASSWORDS_BUSY_RETRY_SECONDS = 1;

/** A password the server has no room to hash now: 503 with Retry-After, set where errors are answered. */
export class PasswordsBusy extends Problem {
  constructor() {
    super(503, PASSWORDS_BUSY);
  }
}

export class PasswordQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  /**
   * @param atOnce passwords hashed at the same time
   * @param maxWaiting passwords that may wait for a turn; one more is refused
   */
  readonly atOnce: number;
  readonly maxWaiting: number;

  constructor(atOnce: number, maxWaiting: number) {
    this.atOnce = atOnce;
    this.maxWaiting = maxWaiting;
  }

  get full(): boolean {
    return this.#running >= this.atOnce && this.#waiting.length >= this.maxWaiting;
  }

  /** Runs `work` in its turn; throws `PasswordsBusy` at once when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.atOnce) {
      this.#running += 1;
    } else {
      if (this.#waiting.length >= this.maxWaiting) throw new PasswordsBusy();
      // The turn is handed over by the work that ends, so `running` already counts this one.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next === undefined) this.#running -= 1;
      else next();
    }
  }
}

/**
 * One core is left to everything else (a signed-in owner's reads, the database), so a flood of
 * passwords slows the rest by half at most. The line holds about 1.5 s of work: a person whose
 * password waits that long is still answered, and a flood beyond it is refused at once.
 */
const atOnce = Math.max(1, availableParallelism() - 1);
export const passwordQueue = new PasswordQueue(atOnce, 20 * atOnce);

/**
 * For the sign-in limits: a try refused here is refused before it is counted. The line may still
 * fill between this and the hash; that try then answers 503 too, and stays counted.
 */
export function refuseWhenPasswordQueueIsFull(): void {
  if (passwordQueue.full) throw new PasswordsBusy();
}
