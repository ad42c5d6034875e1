import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { type CancellationRuleKey, LATE_CANCELLATION_HOURS } from '../../domain/cancellation-policy.ts';
import { cancellationRuleFor } from '../../domain/cancellation.ts';
import { centsToDecimal } from '../../domain/money.ts';
import type { StayRequestInput } from '../../domain/schemas/stay-request.ts';
import { mayAskHotel, NOT_ASKABLE, NOTHING_ASKED, ONE_OPEN_REQUEST, type WantedStay } from '../../domain/stay-requests.ts';
import { signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import { stayRequests } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { recordBookingEvent } from '../staff/booking-history.ts';
import type { OwnBookingJson } from '../../domain/contracts/booking.ts';
import { bookingJson, type BookingRow, findOwnBooking, linksOf, type StoredLinks } from './records.ts';
import { withStayPage } from './stay-page.ts';
import { planStay } from './stay-plan.ts';

// An owner asks the hotel to change or cancel a confirmed stay (issue 31), in the transaction
// `changesInTransaction` opened under the request's Idempotency-Key, so a repeat sends nothing twice:
//
// 1. Find and lock the owner's own booking: another owner's answers exactly like none (404), and a
//    second request for the same stay, sent at once from another phone, waits here.
// 2. Only a confirmed stay is asked about (a pending one the owner changes directly), and only
//    when no request of it is open: the hotel answers one thing at a time.
// 3. A change must ask for something: other dates, cats or services, or at least a note. The stay
//    it asks for must pass every rule a booking does (own cats, nights, services, places), and the
//    server prices it (DESIGN D9), so the desk and the owner see what it would cost.
// 4. Write the request and the step in the booking's history (a cancellation notes the terms that
//    applied when it was asked); answer with the booking and its stay page.

/** Which cancellation terms applied when the owner asked, as the desk's history reads them. */
const TERMS_WORDS: Record<CancellationRuleKey, string> = {
  early: `more than ${LATE_CANCELLATION_HOURS} hours before check-in`,
  late: `within ${LATE_CANCELLATION_HOURS} hours of check-in`,
  'no-show': 'after check-in time',
};

export function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** The stay a change asks for, checked and priced as a booking would be; null when it asks for nothing new. */
async function wantedStay(c: Context<AppEnv>, booking: BookingRow, links: StoredLinks, input: Extract<StayRequestInput, { kind: 'change' }>) {
  const { db, deps } = c.var;
  const datesUnchanged = input.checkInDate === booking.checkIn && input.checkOutDate === booking.checkOut;
  const catsUnchanged = sameSet(input.catIds, links.catIds);
  if (datesUnchanged && catsUnchanged && sameSet(input.extraServiceIds, links.extraServiceIds)) {
    if (input.note === null) throw new Problem(400, NOTHING_ASKED);
  }
  const plan = await planStay(db, deps, booking.ownerId, {
    checkIn: input.checkInDate,
    checkOut: input.checkOutDate,
    catIds: input.catIds,
    extraServiceIds: input.extraServiceIds,
    bookingId: booking.id,
    datesUnchanged,
    placesUnchanged: datesUnchanged && catsUnchanged,
  });
  const wanted: WantedStay = {
    checkInDate: plan.checkIn,
    checkOutDate: plan.checkOut,
    catIds: [...plan.catIds],
    extraServiceIds: [...input.extraServiceIds],
    totalAmount: centsToDecimal(plan.price.totalCents),
  };
  return wanted;
}

export async function askHotel(c: Context<AppEnv>, bookingId: string, input: StayRequestInput): Promise<OwnBookingJson> {
  const owner = signedInOwner(c);
  const { db, deps } = c.var;
  const now = deps.now();
  const booking = await findOwnBooking(db, owner.id, bookingId, { forUpdate: true });
  if (!mayAskHotel(booking.status)) throw new Problem(409, NOT_ASKABLE);
  const [open] = await db
    .select({ id: stayRequests.id })
    .from(stayRequests)
    .where(and(eq(stayRequests.bookingId, booking.id), eq(stayRequests.state, 'open')));
  if (open !== undefined) throw new Problem(409, ONE_OPEN_REQUEST);

  const links = (await linksOf(db, [booking.id])).get(booking.id)!;
  const wanted = input.kind === 'change' ? await wantedStay(c, booking, links, input) : null;
  await db.insert(stayRequests).values({ bookingId: booking.id, ownerId: owner.id, kind: input.kind, wanted, note: input.note, createdAt: now });
  await recordBookingEvent(db, now, {
    bookingId: booking.id,
    actorId: owner.id,
    action: input.kind === 'change' ? 'change-asked' : 'cancel-asked',
    fromStatus: booking.status,
    toStatus: booking.status,
    reason: input.note ?? undefined,
    details:
      wanted === null
        ? { terms: TERMS_WORDS[cancellationRuleFor(booking.checkIn, now).key] }
        : { checkIn: wanted.checkInDate, checkOut: wanted.checkOutDate, cats: wanted.catIds.length, total: wanted.totalAmount },
  });
  return withStayPage(db, bookingJson(booking, links));
}
