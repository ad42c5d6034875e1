import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Log } from '../log.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or load balancer in front already gave the request is kept, so one id follows it
 * through both logs; anything longer or stranger than an id is replaced, since it would be written
 * into every line of the log and into the answer.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFor(offered: string | undefined): string {
  return offered !== undefined && SAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
}

/**
 * What the log calls the address asked: the endpoint's pattern (`/api/cats/:id`) when an API
 * route answered, never the address itself, which can carry what an owner typed or a link's token.
 * Routes are tried in the order they were added, so the first with a method is the one that
 * answered; the web app's catch-all (`/*`) serves a page, whose path is the page's own name.
 */
export function endpointOf(c: Context): string {
  const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL' && !route.path.endsWith('*'));
  if (endpoint !== undefined) return endpoint.path;
  return c.req.path.startsWith('/api/') ? '/api/*' : c.req.path;
}

/**
 * One line a request, when its answer is ready: its id, method, endpoint, status, how long it
 * took, and the signed-in account's id; never a header or a body, so no cookie, token, password or card detail can reach the log.
 * The request's own child of `log` goes into its deps, so every line written while it runs carries
 * its id; the id goes back in `X-Request-Id` for a guest or a proxy to quote. A change run inside
 * a batch (api/change-batches.ts) writes under the batch's id.
 */
export function logRequests(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const batchLog = c.env?.batched?.log;
    const requestId = batchLog === undefined ? requestIdFor(c.req.header(REQUEST_ID_HEADER)) : undefined;
    const log: Log = batchLog ?? deps.log.child({ requestId });
    // Straight onto Node's answer, as http/security-headers.ts explains; set before the route
    // runs, so an answer streamed or thrown carries it too.
    const outgoing = c.env?.outgoing;
    if (requestId !== undefined && outgoing !== undefined) outgoing.setHeader(REQUEST_ID_HEADER, requestId);
    c.set('deps', { ...deps, log });
    // A change in a batch reads in the batch's transaction from its first step: a guard that asked
    // the root database would wait for a connection the batch holds (PGlite has only one).
    c.set('db', c.env?.batched?.tx ?? deps.db);
    await next();
    if (requestId !== undefined && outgoing === undefined) c.res.headers.set(REQUEST_ID_HEADER, requestId);
    logAnswer(log, c.req.method, endpointOf(c), c.res.status, started, undefined, c.var.owner?.id);
  };
}

/**
 * The request's line: what was asked, how it was answered, and in how many milliseconds since
 * `started`; `requestId` when `log` is not already the request's own (a frozen answer has none);
 * `accountId`, the id of the account signed in (never its e-mail: issue 30), when one is.
 */
export function logAnswer(log: Log, method: string, route: string, status: number, started: number, requestId?: string, accountId?: string): void {
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const line = accountId === undefined ? { method, route, status, durationMs } : { method, route, status, durationMs, accountId };
  log.info(requestId === undefined ? line : { requestId, ...line }, `${method} ${route} ${status}`);
}
