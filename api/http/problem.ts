import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import { describeFault } from './fault-log.ts';
import { endpointOf } from './request-log.ts';

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
 * The one place errors become responses; nothing internal (stack, SQL) ever reaches the body. An
 * unexpected error goes to the request's log, with its stack, described as http/fault-log.ts
 * allows: pino's own error serializer would write the message, which can quote an owner's data.
 */
export function answerProblem(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof Problem) {
    return c.json(error.field === undefined ? { message: error.message } : { message: error.message, field: error.field }, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'The request could not be read' }, error.status);
  }
  c.var.deps.log.error({ fault: describeFault(error) }, `${c.req.method} ${endpointOf(c)} failed`);
  return c.json({ message: SERVER_FAULT_MESSAGE }, 500);
}
