import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describeFault } from './fault-log.ts';

/**
 * A refusal the owner should read: every API error is `{ "message" }` with a fitting status
 * (DESIGN section 5), and `field` names the input at fault when there is one.
 */
export class Problem extends Error {
  readonly status: ContentfulStatusCode;
  readonly field: string | undefined;

  constructor(status: ContentfulStatusCode, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The endpoint's pattern (`/api/cats/:id`), not the address asked: an address can carry what an
 * owner typed. The last route with a method is the endpoint; middleware and the catch-all are ALL.
 */
function endpointOf(c: Context): string {
  const endpoint = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  return endpoint?.path ?? c.req.routePath;
}

/** The one place errors become responses; nothing internal (stack, SQL) ever reaches the body. */
export function answerProblem(error: Error, c: Context): Response {
  if (error instanceof Problem) {
    return c.json(error.field === undefined ? { message: error.message } : { message: error.message, field: error.field }, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'The request could not be read' }, error.status);
  }
  console.error(`${c.req.method} ${endpointOf(c)} failed: ${describeFault(error)}`);
  return c.json({ message: SERVER_FAULT_MESSAGE }, 500);
}
