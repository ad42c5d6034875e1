// After a failed attempt the engine waits before the next one (DESIGN 4.5).

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Full jitter: anywhere from 0 to the exponential ceiling, so phones that all lost the same
 * network do not come back in step and hit the server together.
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}
