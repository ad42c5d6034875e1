import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayAtHotel } from '../../domain/dates.ts';
import { idempotencyKeys, mailOutbox } from '../db/schema.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { startMailOutbox } from '../mail/outbox.ts';
import { recordingMailer } from '../mail/test/recording-mailer.ts';
import { act, bookStay, MOCHI_CARE } from '../staff/desk.test-support.ts';
import { useTestHotel } from '../test/hotel.ts';
import { ANSWER_FORGOTTEN } from './deletion.ts';

// Deleting an account leaves none of the owner's personal data behind in the hotel's stored
// answers and mail (issue 30), and sent mail keeps its words only SENT_MAIL_KEPT_DAYS.

const mailer = recordingMailer();
const hotel = useTestHotel({ mailer });

describe('deleting an account', () => {
  it('blanks the stored Idempotency-Key answers that name the owner, the desk’s too, and the owner’s mail, sent or not', async () => {
    const owner = await hotel.owner();
    expect((await owner.patch('/api/user/profile', { firstName: 'Thandi', lastName: 'Mokoena', phone: '082 555 0199' })).status).toBe(200);
    const staff = await hotel.staff();
    const stay = await bookStay(owner, addDays(todayAtHotel(), 30));
    // The desk cancels the stay with a key: its stored answer names the owner and the cat's care notes,
    // and the owner is e-mailed (sent by the outbox right after the commit).
    const cancelled = await act(staff, stay.id, 'cancel', { version: stay.version, reason: 'Closed for repairs that week' }, 'desk-cancel-1');
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain(MOCHI_CARE.medicalInfo);
    await mailSettled();
    const { db } = hotel.database;
    const [deskKey] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, staff.id));
    expect(deskKey!.responseBody).toContain('Mokoena');
    const sent = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.key, `%${stay.id}%`));
    expect(sent).toEqual([expect.objectContaining({ recipients: [owner.email], sentAt: expect.any(Date) })]);
    await db.insert(mailOutbox).values({ key: 'test:unsent-to-owner', recipients: [owner.email], subject: 'Hello', body: 'Hi Thandi' });
    await db
      .insert(mailOutbox)
      .values({ key: 'test:someone-else', recipients: ['else@example.com'], subject: 'Hello', body: 'Hi', sentAt: new Date() });

    expect((await owner.post('/api/account/delete', { password: 'whiskers1' })).status).toBe(200);

    const keys = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, staff.id));
    expect(keys).toEqual([
      expect.objectContaining({ key: 'desk-cancel-1', status: 410, responseBody: JSON.stringify({ message: ANSWER_FORGOTTEN }) }),
    ]);
    for (const personal of ['Thandi', 'Mokoena', '0199', owner.email, MOCHI_CARE.medicalInfo, MOCHI_CARE.name]) {
      expect(JSON.stringify(await db.select().from(idempotencyKeys))).not.toContain(personal);
      expect(JSON.stringify(await db.select().from(mailOutbox))).not.toContain(personal);
    }
    // The same key again is told the answer is gone; the change is not made twice.
    const again = await act(staff, stay.id, 'cancel', { version: stay.version, reason: 'Closed for repairs that week' }, 'desk-cancel-1');
    expect(again).toMatchObject({ status: 410, body: { message: ANSWER_FORGOTTEN } });
    // Sent mail keeps its key and times only; unsent mail to the owner is gone; others' mail is untouched.
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.key, sent[0]!.key))).toEqual([
      expect.objectContaining({ recipients: [], subject: '', body: '', sentAt: sent[0]!.sentAt }),
    ]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'test:unsent-to-owner'))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'test:someone-else'))).toEqual([expect.objectContaining({ body: 'Hi' })]);
  });
});

describe('sent mail', () => {
  it('keeps its words 30 days: the outbox’s own round blanks older sent mail, and leaves unsent and newer mail', async () => {
    const { db } = hotel.database;
    const day = 24 * 60 * 60_000;
    const now = new Date();
    await db.insert(mailOutbox).values([
      { key: 'test:old-sent', recipients: ['old@example.com'], subject: 'Your receipt', body: 'R 450', sentAt: new Date(now.getTime() - 31 * day) },
      {
        key: 'test:recent-sent',
        recipients: ['new@example.com'],
        subject: 'Your receipt',
        body: 'R 450',
        sentAt: new Date(now.getTime() - 29 * day),
      },
    ]);
    const sender = startMailOutbox({ db, mailer, now: () => now, log: hotel.log.log });
    await sender.stop();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'test:old-sent'))).toEqual([
      expect.objectContaining({ recipients: [], subject: '', body: '', sentAt: expect.any(Date) }),
    ]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'test:recent-sent'))).toEqual([
      expect.objectContaining({ recipients: ['new@example.com'], body: 'R 450' }),
    ]);
  });
});
