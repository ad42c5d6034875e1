import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { type ChangeResult, changeBatchSchema, outcomeOf, type QueuedChange } from '../domain/schemas/change-batch.ts';
import { requireOwner } from './auth/owner.ts';
import type { AppEnv } from './context.ts';
import { refuseInvalid } from './http/validate.ts';

/** The whole app, taking one request as if it had come from the network. */
export type RunInApp = (request: Request) => Response | Promise<Response>;

/**
 * The request the phone would have sent for this change alone: the same method, address and body
 * text (so its Idempotency-Key's stored hash matches whichever way the change travelled), the
 * caller's session cookie, and the change's id as its key.
 */
function aloneRequest(batch: Request, change: QueuedChange): Request {
  const headers = new Headers({ 'idempotency-key': change.id });
  const cookie = batch.headers.get('cookie');
  if (cookie !== null) headers.set('cookie', cookie);
  if (change.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(new URL(change.path, batch.url), {
    method: change.method,
    headers,
    body: change.body === undefined ? undefined : JSON.stringify(change.body),
  });
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/**
 * POST /api/changes: the changes a phone queued offline, in one request (decision record draft,
 * issue 17). Each change runs through the app's own route exactly as if it came alone, so every
 * rule, access check, the places lock and the Idempotency-Key stored in the change's own
 * transaction hold unchanged; this route adds none of its own.
 *
 * 1. The batch is checked whole first (1 to 50 changes, each one of the owner's queued kinds, each
 *    with its own id): a malformed batch is one 400 and nothing runs.
 * 2. The changes run one after another, in order, each in its own transaction: a later change may
 *    build on an earlier one (a cat added, then booked).
 * 3. The first change not applied ends the batch, as it stops the phone's queue when sent alone;
 *    the rest are answered "not reached" and stay waiting on the phone.
 * 4. The batch sent again answers the same: each change's key gives back its first answer.
 */
export function changeBatchRoutes(runInApp: RunInApp) {
  return new Hono<AppEnv>()
    .use(requireOwner)
    .post('/', sValidator('json', changeBatchSchema, refuseInvalid), async (c) => {
      const results: ChangeResult[] = [];
      let stopped = false;
      for (const change of c.req.valid('json').changes) {
        if (stopped) {
          results.push({ id: change.id, outcome: 'not reached' });
          continue;
        }
        const answer = await runInApp(aloneRequest(c.req.raw, change));
        const outcome = outcomeOf(answer.status);
        results.push({ id: change.id, outcome, status: answer.status, body: await bodyOf(answer) });
        stopped = outcome !== 'applied';
      }
      return c.json({ results }, 200);
    });
}
