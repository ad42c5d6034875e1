/** What the page and the service worker (sw.ts) say to each other; shared so both spell it alike. */
export const SW_MESSAGES = {
  /** Page -> waiting worker: take over now (the owner pressed Update). */
  skipWaiting: 'SKIP_WAITING',
  /** Page -> worker, with a MessagePort: answer with `{ version }`, the build it belongs to. */
  version: 'GET_VERSION',
  /** Page -> active worker: fetch whatever is missing from your precache, if you are `version`. */
  refill: 'REFILL_PRECACHE',
} as const;

export type SwMessage =
  { type: typeof SW_MESSAGES.skipWaiting } | { type: typeof SW_MESSAGES.version } | { type: typeof SW_MESSAGES.refill; version: string };
