import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { owesDeposit, type PaymentStatus } from '../../../domain/booking-status.ts';
import { usePendingReservation } from '../../components/pending-reservation.ts';
import { useOnline } from '../../components/online.ts';
import { hotelData, type LocalBooking, type OutboxEntry } from '../../db.ts';

/** Whether the deposit of a booking can be paid now, and if not, why not. */
export type Payability =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'closed'; booking: LocalBooking }
  | { kind: 'paid'; booking: LocalBooking }
  /** The server does not have the booking yet (made offline), or refused it. */
  | { kind: 'not-synced'; booking: LocalBooking; refusal: string | null }
  | { kind: 'offline'; booking: LocalBooking }
  | { kind: 'payable'; booking: LocalBooking };

export function payabilityOf(booking: LocalBooking | null | undefined, waiting: readonly OutboxEntry[] | undefined, online: boolean): Payability {
  if (booking === undefined || waiting === undefined) return { kind: 'loading' };
  if (booking === null) return { kind: 'missing' };
  if (!owesDeposit(booking.paymentStatus as PaymentStatus)) return { kind: 'paid', booking };
  if (booking.status === 'cancelled' || booking.status === 'completed') return { kind: 'closed', booking };
  // The hotel must know the booking, as the owner sees it, before a deposit can be paid for it.
  if (waiting.length > 0) {
    const refused = waiting.find((entry) => entry.state === 'rejected');
    return {
      kind: 'not-synced',
      booking,
      refusal: refused === undefined ? null : (refused.error ?? 'The hotel could not accept this booking.'),
    };
  }
  if (!online) return { kind: 'offline', booking };
  return { kind: 'payable', booking };
}

/** The booking from the local database (every tab's writes show at once), and whether it can be paid. */
export function usePayability(bookingId: string | null): Payability {
  const online = useOnline();
  const booking = useLiveQuery(async () => (bookingId === null ? null : ((await hotelData.bookings.get(bookingId)) ?? null)), [bookingId], undefined);
  const waiting = useLiveQuery(
    async () => (bookingId === null ? [] : hotelData.outbox.where('subject.id').equals(bookingId).toArray()),
    [bookingId],
    undefined,
  );
  return payabilityOf(booking, waiting, online);
}

/**
 * The pending booking's id, held once seen: when the deposit is paid in another tab (or this one)
 * the pending booking is cleared, and this page must still show whose deposit it was.
 */
export function useHeldPendingReservation(): string | null {
  const pending = usePendingReservation();
  const [held, setHeld] = useState(pending);
  if (pending !== null && pending !== held) setHeld(pending);
  return pending ?? held;
}
