import { Badge } from '@chakra-ui/react';
import { BOOKING_BADGE_COLOURS, bookingStatusLabel, type BookingStatus } from '../../domain/booking-status.ts';

/** Badge text dark enough on its tint for AA contrast. */
const BADGE_TEXT: Record<(typeof BOOKING_BADGE_COLOURS)[BookingStatus], string> = {
  green: 'green.800',
  yellow: 'yellow.900',
  red: 'red.800',
  blue: 'blue.800',
  purple: 'purple.800',
  gray: 'gray.800',
};

/** A booking's status as the owner's reservations and the hotel's desk both show it. */
export function StatusBadge({ status, cancelledBy }: { status: string; cancelledBy?: string | null }) {
  const known = status in BOOKING_BADGE_COLOURS ? (status as BookingStatus) : undefined;
  const palette = known === undefined ? 'gray' : BOOKING_BADGE_COLOURS[known];
  return (
    <Badge colorPalette={palette} color={BADGE_TEXT[palette]} variant="subtle" size="md">
      {bookingStatusLabel(status, cancelledBy)}
    </Badge>
  );
}
