import { describeFault } from './http/fault-log.ts';
import type { Log } from './log.ts';

/** Work the server repeats on a timer, as each of its background rounds is run. */
export interface RepeatedWork {
  /** No further rounds; resolves when the one running, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `work` at once (what built up while no server ran), then every `everyMs`, never two rounds
 * at a time. A failed round is written to `log` as `failure` with its fault (http/fault-log.ts)
 * and the next one tries again. `stop` aborts the running round's signal and waits for it.
 */
export function repeatWork(work: (signal: AbortSignal) => Promise<unknown>, failure: string, log: Log, everyMs: number): RepeatedWork {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= work(stopping.signal)
      .then(
        () => undefined,
        (error: unknown) => log.error({ fault: describeFault(error) }, failure),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  round();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
