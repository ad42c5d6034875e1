import { sValidator } from '@hono/standard-validator';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  type ChangeBatchSchema,
  type ChangeResult,
  changeBatchSchema,
  deskChangeBatchSchema,
  outcomeOf,
  type QueuedChange,
} from '../domain/schemas/change-batch.ts';
import { requireOwner, signedInOwner } from './auth/owner.ts';
import { requireCodeAppReady } from './auth/second-factor.ts';
import { requireStaff } from './staff/access.ts';
import type { AppEnv, BatchedChange } from './context.ts';
import { changeHash, claimKeys, earlierAnswer, releaseKeys, storeAnswers } from './http/changes.ts';
import { Problem } from './http/problem.ts';
import { refuseInvalid } from './http/validate.ts';

/** The whole app, taking one change of a batch as if it had come from the network. */
export type RunInApp = (request: Request, batched: BatchedChange) => Response | Promise<Response>;

/** The body the phone would have sent with this change alone. */
function bodyText(change: QueuedChange): string {
  return change.body === undefined ? '' : JSON.stringify(change.body);
}

/**
 * The request the phone would have sent for this change alone: the same method, address and body
 * text (so its key's stored hash matches whichever way the change travelled) and the change's id
 * as its Idempotency-Key.
 */
function aloneRequest(batch: Request, change: QueuedChange): Request {
  const headers = new Headers({ 'idempotency-key': change.id });
  if (change.body === undefined) return new Request(new URL(change.path, batch.url), { method: change.method, headers });
  const body = bodyText(change);
  headers.set('content-type', 'application/json');
  // As a phone sends it: with its length, which the size limit reads instead of counting the stream.
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Request(new URL(change.path, batch.url), { method: change.method, headers, body });
}

/** What a change's key answers when it was claimed before: its first answer, or the refusal a lone replay gets. */
function answerKeptEarlier(...args: Parameters<typeof earlierAnswer>): { status: number; body: string } {
  try {
    return earlierAnswer(...args);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    return { status: error.status, body: JSON.stringify({ message: error.message }) };
  }
}

/** Rolls a batch's transaction back at its first change not applied, to run again without it. */
class StopsAt extends Error {
  readonly index: number;
  readonly answer: { status: number; body: string };
  constructor(index: number, answer: { status: number; body: string }) {
    super(`The batch stops at change ${index}`);
    this.index = index;
    this.answer = answer;
  }
}

/**
 * POST /api/changes: the changes a phone queued offline, in one request
 * (docs/decisions/0017-changes-in-batches.md). Each change runs through the app's own route as if
 * it came alone, so every rule, access check and the places lock hold unchanged; this route adds
 * none of its own.
 *
 * 1. The batch is checked whole first (1 to 100 changes, each one of the owner's queued kinds, each
 *    with its own id): a malformed batch is one 400 and nothing runs.
 * 2. One transaction holds the whole batch: every change's Idempotency-Key is claimed at once, and
 *    a key claimed before gives back its first answer instead of running the change again.
 * 3. The changes run one after another, in order, in that transaction: a later change may build on
 *    an earlier one (a cat added, then booked).
 * 4. The first change not applied ends the batch, as it stops the phone's queue when sent alone;
 *    the rest are answered "not reached" and stay waiting on the phone. Its writes must not stay,
 *    so the transaction is rolled back and the batch runs again up to that change, which this time
 *    only gets its answer (a savepoint around every change would cost a round trip each, for the
 *    rare batch that is refused). Should a change before it not be applied on that run (another
 *    request changed something meanwhile), the batch stops there instead, and so on: each run ends
 *    earlier, so it ends.
 * 5. Each answer (below 500) is kept with its key, and the keys of the changes that got none are
 *    given back, in the same transaction: what commits is each applied change with its answer.
 */
function batchRoutes(runInApp: RunInApp, guards: readonly MiddlewareHandler<AppEnv>[], schema: ChangeBatchSchema) {
  return new Hono<AppEnv>().use(...guards).post('/', sValidator('json', schema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const batchedFor = { owner, sessionId: c.var.sessionId, log: c.var.deps.log };
    const changes = c.req.valid('json').changes.map((change) => ({
      change,
      requestHash: changeHash(change.method, change.path, bodyText(change)),
    }));
    /** The change an earlier run stopped at, and what it answered then. */
    let stop: StopsAt | undefined;
    const runBatch = async () => {
      // What this run's changes asked to do once committed; a run rolled back drops its own.
      const onCommit: (() => void)[] = [];
      const afterCommit = (work: () => void) => onCommit.push(work);
      const answers = await c.var.deps.db.transaction(async (tx) => {
        const earlier = await claimKeys(
          tx,
          owner.id,
          changes.map(({ change, requestHash }) => ({ key: change.id, requestHash })),
        );
        const results: ChangeResult[] = [];
        const kept: { key: string; status: number; body: string }[] = [];
        const unanswered: string[] = [];
        let stopped = false;
        for (const [index, { change, requestHash }] of changes.entries()) {
          const claimed = !earlier.has(change.id);
          if (stopped) {
            results.push({ id: change.id, outcome: 'not reached' });
            if (claimed) unanswered.push(change.id);
            continue;
          }
          let answer: { status: number; body: string };
          if (!claimed) {
            answer = answerKeptEarlier(earlier.get(change.id), requestHash);
          } else if (index === stop?.index) {
            answer = stop.answer;
          } else {
            const response = await runInApp(aloneRequest(c.req.raw, change), { tx, ...batchedFor, afterCommit });
            answer = { status: response.status, body: await response.text() };
            if (outcomeOf(answer.status) !== 'applied') throw new StopsAt(index, answer);
          }
          if (claimed && answer.status < 500) kept.push({ key: change.id, ...answer });
          else if (claimed) unanswered.push(change.id);
          results.push({
            id: change.id,
            outcome: outcomeOf(answer.status),
            status: answer.status,
            body: answer.body === '' ? null : (JSON.parse(answer.body) as unknown),
          });
          stopped = outcomeOf(answer.status) !== 'applied';
        }
        await storeAnswers(tx, owner.id, kept);
        await releaseKeys(tx, owner.id, unanswered);
        return results;
      });
      for (const work of onCommit) work();
      return answers;
    };
    for (;;) {
      try {
        return c.json({ results: await runBatch() }, 200);
      } catch (error) {
        if (!(error instanceof StopsAt)) throw error;
        stop = error;
      }
    }
  });
}

/** POST /api/changes: an owner's phone's batch. */
export const changeBatchRoutes = (runInApp: RunInApp) => batchRoutes(runInApp, [requireOwner], changeBatchSchema);

/**
 * POST /api/staff/changes: a staff phone's batch (issue 33), the round's entries, the stay's plan,
 * check-ins and check-outs it kept while the cattery had no signal. The same route on the same
 * principles, with the staff's guards: every change still runs through its own desk route.
 */
export const deskChangeBatchRoutes = (runInApp: RunInApp) => batchRoutes(runInApp, [requireStaff, requireCodeAppReady], deskChangeBatchSchema);
