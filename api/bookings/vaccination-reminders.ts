import { and, asc, eq, gt, gte, lte, or } from 'drizzle-orm';
import { addDays, hotelClock } from '../../domain/dates.ts';
import { FIRST_REMINDER_DAYS, reminderDue, type VaccinationReminder } from '../../domain/vaccination-reminders.ts';
import { stayRecordLines, type VaccinationRules } from '../../domain/vaccinations.ts';
import { mailableAddress } from '../accounts/confirmed-address.ts';
import { recordsOfCats } from '../cats/records.ts';
import { houseVaccinationRules } from '../cats/vaccination-rules.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats, stayReminders, users } from '../db/schema.ts';
import { describeFault } from '../http/fault-log.ts';
import { queueMail } from '../mail/outbox.ts';
import { vaccinationReminderMessage } from '../mail/vaccination-reminder.ts';
import { type RepeatedWork, repeatWork } from '../repeated-work.ts';

// The owner is e-mailed two weeks and again two days before arrival while the stay's cats' records
// do not meet the house's rules (issue 33). A round, at server start and every hour, on any server:
//
// 1. Find the stays still expected whose check-in is at most two weeks away.
// 2. For each, in a transaction of its own, lock the booking, so a cancel or a second server waits,
//    and read which reminder is due today (domain/vaccination-reminders.ts) and whether it was sent.
// 3. Check the cats' records against the manager's rules; a stay in order gets nothing, and is
//    checked again next round, as an owner may delete a record.
// 4. Remember the reminder (stay_reminders) and queue its e-mail in the same transaction, so both
//    are kept or neither: a crash never loses a reminder nor sends one twice. The mail outbox sends
//    it once committed.

const HOUR_MS = 60 * 60_000;

/**
 * The hours, on the hotel's clock, in which reminders are written: an hourly round would otherwise
 * wake an owner's phone just after midnight. A reminder due at night goes the next morning.
 */
const WRITING_HOURS = { from: '08:00', until: '20:00' } as const;

/** The part of the app's deps a round needs. */
type ReminderDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'log'>;

/**
 * Stays a reminder may be due for on `today`: checking in from today to two weeks ahead, and still
 * expected. A confirmed stay is; a pending one only while its hold lasts (decision 0024): a booking
 * left unpaid past its hold is most often one its owner gave up, and is not in line for its places.
 * Once its deposit is paid it is confirmed, and the reminder it missed comes then. Cancelled and
 * no-show stays are never expected, and a checked-in cat's records were checked at the desk.
 */
function expectedSoon(now: Date, today: string) {
  return and(
    or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'pending'), gt(bookings.heldUntil, now))),
    gte(bookings.checkIn, today),
    lte(bookings.checkIn, addDays(today, FIRST_REMINDER_DAYS)),
  );
}

/** The outbox key of a stay's reminder: one message per stay and kind, and the stay's id in it for an account's deletion. */
function reminderKey(reminder: VaccinationReminder, bookingId: string): string {
  return `vaccination-reminder:${reminder}:${bookingId}`;
}

/** What a round knows before it looks at any stay: the rules are read once for all of them. */
interface Round {
  deps: ReminderDeps;
  rules: VaccinationRules;
  now: Date;
  /** The hotel's calendar date at `now`. */
  today: string;
}

/** Steps 2 to 4 for one stay, in `tx`; answers whether a reminder was queued. */
async function remindOfStay(tx: Database, { deps, rules, now, today }: Round, bookingId: string): Promise<boolean> {
  // Read again under the lock: the stay may have been cancelled, moved or paid since step 1.
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), expectedSoon(now, today)))
    .for('update');
  const reminder = booking === undefined ? null : reminderDue(booking.checkIn, today);
  if (booking === undefined || reminder === null) return false;
  const [sent] = await tx
    .select({ sentAt: stayReminders.sentAt })
    .from(stayReminders)
    .where(and(eq(stayReminders.bookingId, bookingId), eq(stayReminders.kind, reminder)));
  if (sent !== undefined) return false;
  // Only to the account's own confirmed address (issue 16), as every message about a stay; nothing
  // is remembered without one, so an owner who confirms it later is still reminded.
  const [owner] = await tx.select().from(users).where(eq(users.id, booking.ownerId));
  const to = owner === undefined ? null : mailableAddress(owner);
  if (owner === undefined || to === null) return false;

  const staying = await tx
    .select({
      id: cats.id,
      name: cats.name,
      gender: cats.gender,
      spayNeuterCheckedBy: cats.spayNeuterCheckedBy,
      spayNeuterCheckedAt: cats.spayNeuterCheckedAt,
    })
    .from(bookingCats)
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .where(eq(bookingCats.bookingId, bookingId))
    .orderBy(asc(cats.name));
  const records = await recordsOfCats(tx, staying, 'owner');
  const recordLines = stayRecordLines(
    staying.map((cat) => ({ ...cat, ...records(cat.id) })),
    rules,
    booking,
  );
  if (recordLines.length === 0) return false;

  await tx.insert(stayReminders).values({ bookingId, kind: reminder, sentAt: now });
  await queueMail(
    tx,
    reminderKey(reminder, bookingId),
    vaccinationReminderMessage({
      to: [to],
      ownerFirstName: booking.contactFirstName ?? owner.firstName,
      bookingId,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      cats: staying,
      recordLines,
      spayNeuterProof: rules.spayNeuterProof,
      myCatsUrl: `${deps.publicUrl}/dashboard?tab=cats`,
      stayPageUrl: `${deps.publicUrl}/stays/${bookingId}`,
    }),
  );
  return true;
}

/**
 * One round at `now`: every stay due a reminder, one at a time, until all are done or `stopping`
 * aborts (a server shutting down finishes the stay in hand only). A stay that fails is logged and
 * left to the next round, so it never holds up the others. Answers how many reminders were queued.
 */
export async function remindOfVaccinationRecords(deps: ReminderDeps, now: Date, stopping?: AbortSignal): Promise<number> {
  const { date: today, time } = hotelClock(now);
  if (time < WRITING_HOURS.from || time >= WRITING_HOURS.until) return 0;
  const round: Round = { deps, rules: await houseVaccinationRules(deps.db), now, today };
  const stays = await deps.db.select({ id: bookings.id }).from(bookings).where(expectedSoon(now, today)).orderBy(asc(bookings.checkIn));
  let queued = 0;
  for (const { id } of stays) {
    if (stopping?.aborted === true) break;
    try {
      if (await deps.db.transaction((tx) => remindOfStay(tx, round, id))) queued += 1;
    } catch (error) {
      deps.log.error(
        { fault: describeFault(error) },
        `Vaccination reminders: the reminder for booking ${id} could not be queued; the next round tries again`,
      );
    }
  }
  if (queued > 0) deps.log.info(`Vaccination reminders: ${queued} queued in the mail outbox`);
  return queued;
}

/**
 * The server's rounds: one at once, then hourly. Reminders fall due by the calendar day, so an hour
 * late costs nothing, and a round that finds nothing to send is a few light queries; an hour also
 * means a reminder due at night goes out within the first hour of the writing hours.
 */
export function startVaccinationReminders(deps: AppDeps, everyMs = HOUR_MS): RepeatedWork {
  return repeatWork(
    (stopping) => remindOfVaccinationRecords(deps, deps.now(), stopping),
    'Vaccination reminders: the stays due one could not be read',
    deps.log,
    everyMs,
  );
}
