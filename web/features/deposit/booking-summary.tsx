import { Badge, DataList, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { owesDeposit, type PaymentStatus } from '../../../domain/booking-status.ts';
import { formatDay } from '../../../domain/dates.ts';
import { decimalToCents, formatRand } from '../../../domain/money.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME, DEPOSIT_CENTS } from '../../../domain/stay.ts';
import { type LocalBooking, useCats, useExtraServices } from '../../db.ts';

const rand = (decimal: string) => {
  const cents = decimalToCents(decimal);
  return cents === undefined ? decimal : formatRand(cents);
};

export const DEPOSIT_AMOUNT = `R${(DEPOSIT_CENTS / 100).toFixed(2)}`;

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <DataList.Item flexDirection="row" justifyContent="space-between" alignItems="baseline" gap="4">
      <DataList.ItemLabel color="fg.muted" minW="0" flexShrink={1}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue justifyContent="end" textAlign="end" fontWeight={strong ? 'semibold' : 'normal'} color="fg" flex="initial">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** The stay the deposit secures, from the local record (the server's total once it has synced). */
export function BookingSummary({ booking }: { booking: LocalBooking }) {
  const cats = useCats();
  const services = useExtraServices();
  const names = booking.catIds.map((id) => cats?.find((cat) => cat.id === id)?.name).filter((name) => name !== undefined);
  const count = `${booking.numberOfCats} ${booking.numberOfCats === 1 ? 'cat' : 'cats'}`;
  const extras = booking.extraServiceIds.map((id) => services?.find((service) => service.id === id)?.name).filter((name) => name !== undefined);
  const balance = (decimalToCents(booking.totalAmount) ?? 0) - DEPOSIT_CENTS;
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" gap="3" size="md">
        <Row label="Check-in">
          {formatDay(booking.checkInDate)}, from {CHECK_IN_TIME}
        </Row>
        <Row label="Check-out">
          {formatDay(booking.checkOutDate)}, by {CHECK_OUT_TIME}
        </Row>
        <Row label="Stay">
          {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
          {booking.stayTypeName !== '' && ` · ${booking.stayTypeName}`}
        </Row>
        <Row label="Guests">{names.length > 0 ? `${names.join(', ')} (${count})` : count}</Row>
        {extras.length > 0 && <Row label="Extra services">{extras.join(', ')}</Row>}
        <Row label="Stay total" strong>
          {rand(booking.totalAmount)}
        </Row>
      </DataList.Root>
      <Separator borderColor="bg.muted" />
      <DataList.Root orientation="horizontal" gap="3" size="md">
        <Row label={owesDeposit(booking.paymentStatus as PaymentStatus) ? 'Deposit due now (non-refundable)' : 'Deposit (paid)'} strong>
          {DEPOSIT_AMOUNT}
        </Row>
        <Row label="Balance due at check-in">{balance > 0 ? formatRand(balance) : 'See Invoice'}</Row>
      </DataList.Root>
    </Stack>
  );
}

export function DepositPaidBadge() {
  return (
    <Badge colorPalette="green" color="green.800" variant="subtle" size="lg">
      Deposit Paid
    </Badge>
  );
}

/** Whose stay: one line for the top of the page. */
export function stayLine(booking: LocalBooking): string {
  return `${formatDay(booking.checkInDate)} – ${formatDay(booking.checkOutDate)}`;
}

export function NoteText({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}
