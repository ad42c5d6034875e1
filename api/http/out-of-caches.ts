import { addToEveryAnswer, type HeaderList } from './answer-headers.ts';

const NO_STORE: HeaderList = [['cache-control', 'no-store']];

/**
 * `Cache-Control: no-store` on every API answer whose route did not choose its own caching: an
 * owner's cats, bookings, profile and export, the session cookies, and every refusal. Without it a
 * browser may keep them on disk after logout, where the next person at a shared computer finds them
 * in the back button or the cache, and a proxy may keep them for whoever asks next. A route that
 * chooses its own caching answers the same bytes to everyone and sets no cookie (the extra
 * services' `public, max-age=300`, frozen at start by http/frozen-answers.ts), and keeps its choice.
 */
export const keepOutOfCaches = addToEveryAnswer(() => NO_STORE);
