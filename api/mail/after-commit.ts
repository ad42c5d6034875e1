import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { describeFault } from '../http/fault-log.ts';
import type { Log } from '../log.ts';
import type { MailMessage } from './mailer.ts';
import { deliverDueMail, queueMail } from './outbox.ts';

// E-mail that a change tells someone of (a deposit receipt, a stay confirmed or cancelled by the
// hotel, a staff invitation), sent exactly once per thing it tells of:
//
// 1. The route queues the message in the mail outbox in its own transaction (`queueMailInRequest`),
//    keyed by what it is about, so a repeat queues nothing new.
// 2. After the route's transaction has ended (`mailAfterCommit`), and only when the answer is a
//    success, the outbox is asked to send: a refusal or a fault rolled the message back with the
//    change, and an idempotent replay ran no route at all.
// 3. The send runs in the background: a slow or failing mail server never delays, fails or rolls
//    back the change. A message that could not be sent stays in the outbox, and the server's outbox
//    sender tries again later, also after a restart, also from another server (api/mail/outbox.ts).

const queuedInRequest = new WeakMap<Context<AppEnv>, { queued: boolean }>();

/**
 * Step 1: called by a route, in its transaction: the request's (`c.var.db`), or `db`, one of the
 * route's own (a deposit holds none across its call to the provider: api/payments/deposits.ts).
 */
export async function queueMailInRequest(c: Context<AppEnv>, key: string, message: MailMessage, db: Database = c.var.db): Promise<void> {
  await queueMail(db, key, message);
  const request = queuedInRequest.get(c);
  if (request) request.queued = true;
}

/** Step 1 as a function of the message alone, for code that queues mail without knowing the request. */
export function mailInRequest(c: Context<AppEnv>, db: Database = c.var.db): (key: string, message: MailMessage) => Promise<void> {
  return (key, message) => queueMailInRequest(c, key, message, db);
}

/** Step 2: goes before `changesInTransaction`, so it runs once the transaction has committed (or before `changeCallingProvider`, once all of them have). */
export const mailAfterCommit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = { queued: false };
  queuedInRequest.set(c, request);
  await next();
  if (c.res.status >= 400 || !request.queued) return;
  sendQueuedMail(c.var.deps);
};

const inFlight = new Set<Promise<void>>();

/**
 * Runs `work` after the answer has gone, so it neither delays nor fails the answer: a failure is
 * written to `log` (the request's) as `failure`, never answered. `mailSettled` waits for it.
 */
export function afterAnswer(work: () => Promise<unknown>, failure: string, log: Log): void {
  // Begun on the event loop's next turn, after the one that writes the answer: PGlite runs the
  // database in this process, so work begun at once held the answer back by its own length, and
  // that length showed (bench:accounts, "Forgot your password?": 1.12 for a known e-mail).
  const running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => log.error({ fault: describeFault(error) }, failure),
    )
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Step 3: sends what the outbox holds, in the background; a test without a mailer sends nothing. */
export function sendQueuedMail(deps: AppDeps): void {
  const { db, mailer, now, log } = deps;
  if (mailer === undefined) return;
  afterAnswer(() => deliverDueMail({ db, mailer, now, log }), 'E-mail stays in the mail outbox; sending it failed', log);
}

/** Resolves once all work started after an answer so far has finished (tests, and the server stopping). */
export async function mailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}
