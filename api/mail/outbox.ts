import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { describeFault } from '../http/fault-log.ts';
import type { Log } from '../log.ts';
import type { Mailer, MailMessage } from './mailer.ts';

// The mail outbox: a message is written to `mail_outbox` in the transaction of what it tells of, and
// sent afterwards by whichever server gets to it first: right after that commit, at every server
// start, and on a timer for messages whose earlier send failed. A server claims the messages it is
// sending (`claimed_until`, taken with `for update skip locked`), so two servers never send one
// message together. A server that dies after its mail server accepted a message but before it
// marked it sent leaves a claim that runs out, and that one message goes out twice: SMTP has no way
// to ask "did you get this already?", so once-or-twice beats maybe-never.

/** How long a server holds a message it is sending before another may take it over. */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** The pause after the first failed send; it grows fourfold per failure, up to an hour. */
export const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** From this many failed sends on, the log says so as an error: someone should look at the mail settings. */
const ATTEMPTS_BEFORE_ALARM = 3;
const BATCH = 10;
/**
 * How long a sent message keeps its recipients, subject and body (issue 30): 30 days, long enough
 * to answer "did you send me my receipt?" and to see what a message said when an owner asks, as
 * long as a phone's queued change is remembered (decision 0004). After that the row keeps only its
 * key (so the same message is never queued again) and its times: the owner has the mail itself.
 */
export const SENT_MAIL_KEPT_DAYS = 30;
/** How often a server blanks sent mail past SENT_MAIL_KEPT_DAYS, in its outbox rounds. */
const FORGET_EVERY_MS = 60 * 60_000;

type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Queues an e-mail in the caller's transaction (the request's, so it is sent after commit; or plain). */
export type QueueMail = (key: string, message: MailMessage) => Promise<void>;

/** Queues `message` in `db` (the caller's transaction); a second message with the same key is dropped. */
export async function queueMail(db: Database, key: string, message: MailMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    // Due from now, to the millisecond: the senders' clocks count in milliseconds, and a message
    // stamped with the database's microseconds would not yet be due to a sender asking in the same
    // millisecond (the send right after the commit), and would wait for the next round.
    .values({ key, recipients: [...message.to], subject: message.subject, body: message.text, nextAttemptAt: sql`date_trunc('milliseconds', now())` })
    .onConflictDoNothing({ target: mailOutbox.key });
}

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface MailOutbox {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  log: Log;
}

async function claimDue(db: Database, now: Date): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now))))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function send({ db, mailer, now, log }: MailOutbox, mail: MailOutboxRow): Promise<boolean> {
  try {
    await mailer.send({ to: mail.recipients, subject: mail.subject, text: mail.body });
  } catch (error) {
    const delay = retryDelayMs(mail.attempts);
    await db
      .update(mailOutbox)
      .set({ claimedUntil: null, nextAttemptAt: new Date(now().getTime() + delay), lastError: String(error) })
      .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
    // The mail server's answer names the recipient ("550 <thandi@…>: Recipient address rejected"),
    // so the log has its code and the row its words (last_error), where the address is already.
    log[mail.attempts >= ATTEMPTS_BEFORE_ALARM ? 'error' : 'warn'](
      { fault: describeFault(error) },
      `Mail ${mail.key} was not sent (attempt ${mail.attempts}); trying again in ${delay / 1000} s (its error is in mail_outbox.last_error)`,
    );
    return false;
  }
  await db.update(mailOutbox).set({ sentAt: now(), claimedUntil: null }).where(eq(mailOutbox.id, mail.id));
  return true;
}

/** Sends every message that is due and claimed by no other server; answers how many went out. */
export async function deliverDueMail(outbox: MailOutbox): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(outbox.db, outbox.now());
    if (claimed.length === 0) return sent;
    for (const mail of claimed) if (await send(outbox, mail)) sent += 1;
  }
}

/** What a sent message keeps once its words are forgotten: no address, no subject, no body. */
export const FORGOTTEN_MAIL = { recipients: [] as string[], subject: '', body: '', lastError: null };

/** Blanks every message sent more than SENT_MAIL_KEPT_DAYS before `now`; answers how many. */
export async function forgetOldMail(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 24 * 60 * 60_000);
  const forgotten = await db
    .update(mailOutbox)
    .set(FORGOTTEN_MAIL)
    .where(and(lt(mailOutbox.sentAt, cutoff), ne(mailOutbox.body, '')))
    .returning({ id: mailOutbox.id });
  return forgotten.length;
}

export interface MailOutboxSender {
  /** Looks for due messages now (again after the current round, if one is running). */
  wake(): void;
  /** No more rounds; resolves when the one running has finished. */
  stop(): Promise<void>;
}

/**
 * The server's sender: a round at once (what an earlier server left), then one every `everyMs`.
 * The first round, and one an hour after it, also blanks sent mail past SENT_MAIL_KEPT_DAYS: the
 * rounds run on every server as long as it runs, so the forgetting needs no timer of its own.
 */
export function startMailOutbox(outbox: MailOutbox, everyMs = 15_000): MailOutboxSender {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let forgotAt = Number.NEGATIVE_INFINITY;

  const forget = async (): Promise<void> => {
    const now = outbox.now();
    if (now.getTime() - forgotAt < FORGET_EVERY_MS) return;
    forgotAt = now.getTime();
    await forgetOldMail(outbox.db, now);
  };
  const round = async (): Promise<void> => {
    do {
      again = false;
      await deliverDueMail(outbox).catch((error: unknown) => outbox.log.error({ fault: describeFault(error) }, 'The mail outbox could not be read'));
      await forget().catch((error: unknown) => outbox.log.error({ fault: describeFault(error) }, 'Old sent mail could not be forgotten'));
    } while (again && !stopped);
    running = undefined;
  };
  const wake = () => {
    if (stopped) return;
    if (running) again = true;
    else running = round();
  };
  const timer = setInterval(wake, everyMs);
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
