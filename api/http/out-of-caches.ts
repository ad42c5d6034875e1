import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * `Cache-Control: no-store` on every API answer whose route did not choose its own caching: an
 * owner's cats, bookings, profile and export, the session cookies, and every refusal. Without it a
 * browser may keep them on disk after logout, where the next person at a shared computer finds them
 * in the back button or the cache, and a proxy may keep them for whoever asks next. A route that
 * chooses its own caching answers the same bytes to everyone and sets no cookie (the extra
 * services' `public, max-age=300`, frozen at start by http/frozen-answers.ts), and keeps its choice.
 */
export const keepOutOfCaches: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // On Node the header goes onto the outgoing answer, where the answer's own Cache-Control, if it
  // has one, wins (writeHead's headers take precedence): reading `c.res.headers` here would build
  // the Fetch Headers the adapter otherwise skips (as http/security-headers.ts explains).
  const outgoing = c.env?.outgoing;
  if (outgoing !== undefined) {
    outgoing.setHeader('cache-control', 'no-store');
    return;
  }
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
