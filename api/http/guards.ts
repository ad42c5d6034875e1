import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Problem } from './problem.ts';

export const MAX_BODY_BYTES = 64 * 1024;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Nothing an owner sends is near 64 kB; a larger body is a mistake or an attack. */
const limitBodySize: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new Problem(413, 'The request is too large: 64 kB at most');
  },
});

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length !== '0');
}

/**
 * Refuses changes that come from another site's page (a cross-site form or script riding on the
 * owner's cookie), bodies that are not JSON, which no page of ours sends, and bodies over 64 kB.
 * Requests with no Origin (curl, the tests, server-to-server) carry no browser cookie, so they pass.
 * Reads pass untouched: on Node, merely opening the raw request costs a public read much of its speed.
 *
 * PayPal's webhook (/api/webhooks/paypal) passes as such a server-to-server call, on purpose and
 * with no exemption: PayPal sends neither Origin nor Sec-Fetch-Site, its events are JSON of a few
 * kB, and what lets one in is its signature, which the route has PayPal verify. A browser's
 * cross-site post to it is refused here like any other change.
 */
export function guardChanges(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const ownOrigin = new URL(c.req.url).origin;
    if (
      c.req.header('sec-fetch-site') === 'cross-site' ||
      (origin !== undefined && origin !== ownOrigin && origin !== publicOrigin)
    ) {
      throw new Problem(403, 'Changes are only accepted from this site');
    }
    // A body is JSON or nothing: a declared type must be JSON, and an undeclared body is refused too.
    const type = c.req.header('content-type');
    if (type === undefined ? hasBody(c.req.raw.headers) : !JSON_TYPE.test(type)) {
      throw new Problem(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    return limitBodySize(c, next);
  };
}
