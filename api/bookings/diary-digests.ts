import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { hotelClock } from '../../domain/dates.ts';
import { mailableAddress } from '../accounts/confirmed-address.ts';
import { digestStopAddress, unsubscribeKey } from '../accounts/unsubscribe-links.ts';
import type { AppDeps } from '../context.ts';
import { bookingCats, bookings, cats, mailOutbox, stayPhotos, users } from '../db/schema.ts';
import { describeFault } from '../http/fault-log.ts';
import { diaryDigestMessage } from '../mail/diary-digest.ts';
import { queueMail } from '../mail/outbox.ts';
import { type RepeatedWork, repeatWork } from '../repeated-work.ts';
import { stayPagesOf } from './stay-page.ts';

// Once a day during a stay, the day's news by e-mail (issue 34). A round, at server start and every
// quarter of an hour, on any server:
//
// 1. Nothing before the evening on the hotel's clock (DIGEST_FROM): the day is not over for the
//    cats. From then until midnight a round sends, so a server started late in the evening still
//    does. A day already over is never sent the next morning, even when no server ran that evening:
//    old news is not a digest, and the stay's page in the app has it all anyway.
// 2. Find the stays in the house: checked in and not yet checked out, whose owner has the e-mails
//    on. The day a cat goes home its report card tells the stay instead, so a stay checked out today
//    is no longer among them. A stay whose e-mail for today is already in the outbox is done.
// 3. Only to the owner's own confirmed address (issue 16), as every message about a stay.
// 4. The day's news: the care log's entries of the day, read as the stay's page reads them, and the
//    photos posted of the day. A day with neither sends nothing.
// 5. Queue the e-mail under `diary-digest:<booking>:<day>`: the outbox keeps one message per key,
//    so two servers, or a round run again after a restart, queue it once. The stay's id in the key
//    lets an account's deletion find it (api/accounts/deletion.ts).

const QUARTER_HOUR_MS = 15 * 60_000;

/** From when on the hotel's clock the day's news goes out: the cats have had their evening meal. */
export const DIGEST_FROM = '19:00';

/** The part of the app's deps a round needs. */
type DigestDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'log'>;

/** The outbox key of a stay's news of one day. */
export function digestKey(bookingId: string, day: string): string {
  return `diary-digest:${bookingId}:${day}`;
}

interface StayInHouse {
  id: string;
  contactFirstName: string | null;
  owner: typeof users.$inferSelect;
}

/** Steps 3 to 5 for one stay; answers whether an e-mail was queued. */
async function tellTheDay(deps: DigestDeps, key: Buffer, stay: StayInHouse, day: string): Promise<boolean> {
  const to = mailableAddress(stay.owner);
  if (to === null) return false;
  const { db } = deps;
  const [page, staying, [photos]] = await Promise.all([
    stayPagesOf(db, [stay.id]).then((pages) => pages.get(stay.id)!),
    db
      .select({ id: cats.id, name: cats.name })
      .from(bookingCats)
      .innerJoin(cats, eq(cats.id, bookingCats.catId))
      .where(eq(bookingCats.bookingId, stay.id))
      .orderBy(asc(cats.name)),
    db
      .select({ count: count() })
      .from(stayPhotos)
      .where(and(eq(stayPhotos.bookingId, stay.id), eq(stayPhotos.day, day))),
  ]);
  const entries = page.diary.filter((entry) => entry.day === day);
  const photoCount = photos?.count ?? 0;
  if (entries.length === 0 && photoCount === 0) return false;
  await queueMail(
    db,
    digestKey(stay.id, day),
    diaryDigestMessage({
      to: [to],
      ownerFirstName: stay.contactFirstName ?? stay.owner.firstName,
      bookingId: stay.id,
      day,
      cats: staying.map((cat) => ({ name: cat.name, entries: entries.filter((entry) => entry.catId === cat.id) })),
      photos: photoCount,
      stayPageUrl: `${deps.publicUrl}/stays/${stay.id}`,
      stopUrl: digestStopAddress(deps.publicUrl, key, stay.owner.id),
    }),
  );
  return true;
}

/**
 * One round at `now`: every stay in the house whose news of today is due, one at a time, until all
 * are done or `stopping` aborts. A stay that fails is logged and left to the next round, so it
 * never holds up the others. Answers how many e-mails were queued.
 */
export async function sendDiaryDigests(deps: DigestDeps, now: Date, stopping?: AbortSignal): Promise<number> {
  // Made at the first start, whatever the hour, so every server reads the same key from then on.
  const key = await unsubscribeKey(deps.db);
  const { date: today, time } = hotelClock(now);
  if (time < DIGEST_FROM) return 0;
  const inHouse = await deps.db
    .select({ id: bookings.id, contactFirstName: bookings.contactFirstName, owner: users })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(and(eq(bookings.status, 'checked_in'), eq(users.diaryDigest, true)))
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
  if (inHouse.length === 0) return 0;
  const queuedBefore = await deps.db
    .select({ key: mailOutbox.key })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.key,
        inHouse.map((stay) => digestKey(stay.id, today)),
      ),
    );
  const done = new Set(queuedBefore.map((mail) => mail.key));
  let queued = 0;
  for (const stay of inHouse) {
    if (stopping?.aborted === true) break;
    if (done.has(digestKey(stay.id, today))) continue;
    try {
      if (await tellTheDay(deps, key, stay, today)) queued += 1;
    } catch (error) {
      deps.log.error(
        { fault: describeFault(error) },
        `Daily news: the e-mail for booking ${stay.id} could not be queued; the next round tries again`,
      );
    }
  }
  if (queued > 0) deps.log.info(`Daily news: ${queued} e-mails queued in the mail outbox`);
  return queued;
}

/**
 * The server's rounds: one at once, then every quarter of an hour, so the news goes out within a
 * quarter of an hour of DIGEST_FROM; a round outside the evening reads only the key.
 */
export function startDiaryDigests(deps: AppDeps, everyMs = QUARTER_HOUR_MS): RepeatedWork {
  return repeatWork(
    (stopping) => sendDiaryDigests(deps, deps.now(), stopping),
    'Daily news: the stays in the house could not be read',
    deps.log,
    everyMs,
  );
}
