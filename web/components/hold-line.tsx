import { Text } from '@chakra-ui/react';
import { owesDeposit, type PaymentStatus } from '../../domain/booking-status.ts';
import { holdIsLive, holdLine } from '../../domain/places-hold.ts';
import type { LocalBooking } from '../db.ts';
import { useClock } from './clock.ts';

type HeldBooking = Pick<LocalBooking, 'status' | 'paymentStatus' | 'heldUntil'>;

/** Until when an unpaid booking's places are held, or that they no longer are (issue 15). */
export function useHold(booking: HeldBooking): { line: string; live: boolean } | null {
  const now = useClock();
  // A booking made offline has no hold until the hotel has it; a paid or ended one needs none.
  if (booking.status !== 'pending' || booking.heldUntil === null || !owesDeposit(booking.paymentStatus as PaymentStatus)) return null;
  return { line: holdLine(booking.heldUntil, now), live: holdIsLive(booking.heldUntil, now) };
}

/** The hold as one line of a booking's card; `lapsed` words a lapsed hold for whoever reads it. */
export function HoldLine({ booking, lapsed }: { booking: HeldBooking; lapsed?: string }) {
  const hold = useHold(booking);
  if (hold === null) return null;
  return (
    <Text fontSize="sm" fontWeight="semibold" color={hold.live ? 'brass.800' : 'red.800'}>
      {hold.live ? hold.line : (lapsed ?? hold.line)}
    </Text>
  );
}
