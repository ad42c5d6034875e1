/** Work the server repeats on a timer, as each of its background rounds is run. */
export interface RepeatedWork {
  /** No further rounds; resolves when the one running, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `work` at once (what built up while no server ran), then every `everyMs`, never two rounds
 * at a time. A failed round is logged (`failure` says what failed, in words safe for the log) and
 * the next one tries again. `stop` aborts the running round's signal and waits for it.
 */
export function repeatWork(work: (signal: AbortSignal) => Promise<unknown>, failure: (error: unknown) => string, everyMs: number): RepeatedWork {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= work(stopping.signal)
      .then(
        () => undefined,
        (error: unknown) => console.error(failure(error)),
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
