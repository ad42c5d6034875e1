import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { reserve, useTestHotel } from '../test/hotel.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { deliverDueMail, MAIL_CLAIM_MS, queueMail, startMailOutbox } from './outbox.ts';
import { recordingMailer } from './test/recording-mailer.ts';

// This hotel has no mailer: it is a server that stopped after the payment committed and before it
// sent the receipt. The senders below are the servers that come after it, on the same database.
const hotel = useTestHotel();

/** A mail server that takes a few milliseconds per message, so two senders really overlap. */
function slowMailer(): Mailer & { sent: MailMessage[] } {
  const mailer = recordingMailer();
  return { ...mailer, send: (message) => new Promise((resolve) => setTimeout(resolve, 5)).then(() => mailer.send(message)), sent: mailer.sent };
}

function letter(n: number, title = 'Letter'): MailMessage {
  return { to: ['owner@example.com'], subject: `${title} ${n}`, text: `${title} number ${n}` };
}

describe('the mail outbox', () => {
  it("keeps a paid deposit's receipt through a server stop, and the next server sends it once", async () => {
    const owner = await hotel.owner();
    const paid = await owner.post('/api/payment/deposit', { reservationId: await reserve(owner), amount: 100 });
    expect(paid.status).toBe(200);
    const key = `deposit-receipt:${paid.body.payment.id}`;
    const [queued] = await hotel.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, key));
    expect(queued).toMatchObject({ recipients: [owner.email], sentAt: null });

    const mailer = recordingMailer();
    const outbox = { db: hotel.database.db, mailer, now: () => new Date(), log: hotel.log.log };
    const nextServer = startMailOutbox(outbox);
    await nextServer.stop();
    const afterThat = startMailOutbox(outbox);
    await afterThat.stop();
    const receipts = mailer.sent.filter((message) => message.text.includes(paid.body.payment.id));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toMatch(/^Deposit receipt/);
  });

  it('queues one message per key', async () => {
    const { db } = hotel.database;
    await queueMail(db, 'letter-once', letter(1));
    await queueMail(db, 'letter-once', letter(2));
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'letter-once'));
    expect(rows.map((row) => row.subject)).toEqual(['Letter 1']);
  });

  it('is sent once when two servers send at the same moment', async () => {
    const { db } = hotel.database;
    for (let n = 0; n < 30; n += 1) await queueMail(db, `letter-race-${n}`, letter(n, 'Race'));
    const first = slowMailer();
    const second = slowMailer();
    await Promise.all([
      deliverDueMail({ db, mailer: first, now: () => new Date(), log: hotel.log.log }),
      deliverDueMail({ db, mailer: second, now: () => new Date(), log: hotel.log.log }),
    ]);
    const subjects = [...first.sent, ...second.sent].map((message) => message.subject).filter((subject) => subject.startsWith('Race'));
    expect(subjects.toSorted()).toEqual(Array.from({ length: 30 }, (_, n) => `Race ${n}`).toSorted());
  });

  it('leaves a message to the server that claimed it, until that claim runs out', async () => {
    const { db } = hotel.database;
    await queueMail(db, 'letter-claimed', letter(99));
    // This server claims the letter and then hangs (or dies) before its mail server answers.
    const hanging: Mailer = { description: 'hangs', send: () => new Promise(() => undefined) };
    void deliverDueMail({ db, mailer: hanging, now: () => new Date(), log: hotel.log.log });
    await expect.poll(async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'letter-claimed')))[0]?.claimedUntil).not.toBeNull();

    const other = recordingMailer();
    await deliverDueMail({ db, mailer: other, now: () => new Date(), log: hotel.log.log });
    expect(other.sent.map((message) => message.subject)).not.toContain('Letter 99');
    await deliverDueMail({ db, mailer: other, now: () => new Date(Date.now() + MAIL_CLAIM_MS + 1_000), log: hotel.log.log });
    expect(other.sent.map((message) => message.subject)).toContain('Letter 99');
  });

  // Last: its refusing mail server also meets any message the tests above left due.
  it("logs a refused message by its key and the mail server's code, never the address, which stays in last_error", async () => {
    const { db } = hotel.database;
    const to = `zanele.khumalo.${Date.now()}@example.com`;
    await queueMail(db, 'letter-refused', { to: [to], subject: 'Deposit receipt for Zanele', text: 'Dear Zanele' });
    const refusing: Mailer = {
      description: 'refusing',
      send: (message) =>
        Promise.reject(
          Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${message.to[0]}>: Recipient address rejected`), {
            code: 'EENVELOPE',
            responseCode: 550,
          }),
        ),
    };
    await deliverDueMail({ db, mailer: refusing, now: () => new Date(), log: hotel.log.log });
    expect(hotel.log.lines()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Mail letter-refused was not sent (attempt 1); trying again in 10 s (its error is in mail_outbox.last_error)',
        fault: expect.stringMatching(/^Error, code EENVELOPE\n\s+at /),
      }),
    );
    const log = hotel.log.text();
    for (const personal of [to, 'Zanele', 'Recipient address rejected']) expect(log).not.toContain(personal);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'letter-refused'));
    expect(row!.lastError).toContain(`<${to}>: Recipient address rejected`);
  });
});
