import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHold } from '../../components/hold-line.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import type { LocalBooking } from '../../db.ts';
import { DepositPaidBadge } from './booking-summary.tsx';
import type { Payability } from './payability.ts';

function Notice({ status, title, children }: { status: 'info' | 'warning' | 'error' | 'success'; title: string; children: ReactNode }) {
  return (
    <Alert.Root status={status} borderRadius="l2" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function BackToDashboard({ variant = 'outline' }: { variant?: 'outline' | 'solid' }) {
  return (
    <Button asChild variant={variant} colorPalette="brand">
      <SiteLink to="/dashboard">Back to Dashboard</SiteLink>
    </Button>
  );
}

/** No pending booking, or one this phone does not hold: a friendly way back. */
export function NoBooking() {
  return (
    <Stack gap="4" align="start">
      <Text color="fg.muted">
        There is no booking waiting for its deposit on this device. Make a booking in your dashboard, or pay the deposit of an existing one from My
        Reservations.
      </Text>
      <BackToDashboard variant="solid" />
    </Stack>
  );
}

/**
 * Why the deposit cannot be paid right now, in the owner's words; null when it can. Paying needs
 * a connection and is never saved up for later (DESIGN 4.9), so offline it says so plainly.
 */
export function PayabilityNotice({ state }: { state: Payability }) {
  switch (state.kind) {
    case 'paid':
      return (
        <Stack gap="3" align="start">
          <HStack gap="3" wrap="wrap">
            <DepositPaidBadge />
            <Text color="fg">The deposit for this stay is paid. There is nothing more to pay until check-in.</Text>
          </HStack>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <SiteLink to="/thank-you">What Happens Next</SiteLink>
            </Button>
            <BackToDashboard />
          </HStack>
        </Stack>
      );
    case 'closed':
      return (
        <Notice status="info" title={`This booking is ${state.booking.status}`}>
          No deposit can be paid for it.
        </Notice>
      );
    case 'not-synced':
      return state.refusal === null ? (
        <Notice status="warning" title="This booking has not reached the hotel yet">
          It is sent automatically as soon as you are online. You can pay the deposit once it has synced.
        </Notice>
      ) : (
        <Notice status="error" title="The hotel could not accept this booking">
          {state.refusal} Please change or retry it in your dashboard before paying the deposit.
        </Notice>
      );
    case 'offline':
      return (
        <Notice status="warning" title="You are offline">
          Paying the deposit needs an internet connection, and payments are never saved up to send later. Please connect and try again.
        </Notice>
      );
    case 'payable':
      return <HoldNotice booking={state.booking} />;
    default:
      return null;
  }
}

/**
 * Back from the provider's checkout without paying (its cancel address): said plainly, with the
 * booking shown again below, still waiting for its deposit.
 */
export function CheckoutCancelled() {
  return (
    <Notice status="warning" title="Your payment was not made">
      You left the checkout before paying, so nothing was charged. Your booking is still waiting for its deposit: you can pay it here whenever you are
      ready.
    </Notice>
  );
}

/** Before paying: how long the booking stays held, and that the first deposit paid takes the places (decision 0024). */
function HoldNotice({ booking }: { booking: LocalBooking }) {
  const hold = useHold(booking);
  if (hold === null) return null;
  return hold.live ? (
    <Notice status="info" title={hold.line}>
      Your stay is booked once the deposit is paid. Until then, a guest who pays first may take these places: when you pay, we check that every night
      still has room, and if one has filled, nothing is charged.
    </Notice>
  ) : (
    <Notice status="warning" title={hold.line}>
      When you pay, we check that every night still has room. If one has filled, nothing is charged and you can choose other dates.
    </Notice>
  );
}
