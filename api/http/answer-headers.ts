import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Headers every answer gets, whichever route gives it, where the answer's own header of the same
 * name wins. On Node they go onto the outgoing answer before the route runs: the adapter's
 * writeHead then adds the answer's own, which take precedence, and nothing waits on the route or
 * reads `c.res.headers` (building the Fetch Headers the adapter otherwise skips cost about a tenth
 * of a read's throughput, npm run bench). Elsewhere (`app.request`, the frozen answers made at
 * start) they go onto the finished Response.
 */
export function addToEveryAnswer(headersFor: (c: Context<AppEnv>) => HeaderList): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const outgoing = c.env?.outgoing;
    if (outgoing !== undefined) {
      for (const [name, value] of headersFor(c)) outgoing.setHeader(name, value);
      return next();
    }
    return next().then(() => {
      const headers = c.res.headers;
      for (const [name, value] of headersFor(c)) if (!headers.has(name)) headers.set(name, value);
    });
  };
}
