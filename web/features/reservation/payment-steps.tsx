import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { BookingJson } from '../../../domain/contracts/booking.ts';
import { formatDay } from '../../../domain/dates.ts';
import { decimalToCents, formatRand } from '../../../domain/money.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME, DEPOSIT_CENTS } from '../../../domain/stay.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { notify } from '../../components/toaster.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { confirmEmailFirst, PAYMENT_FAILED, PAYMENT_NEEDS_CONNECTION, payDeposit } from './reservation-request.ts';
import { useOnline } from '../../components/online.ts';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { ConfirmEmailFirst } from '../../components/email-confirmation.tsx';
import { SummaryRow } from './stay-summary.tsx';

/** The server's amount as rand (D7); its text as sent should it ever not parse. */
const rand = (amount: string) => {
  const cents = decimalToCents(amount);
  return cents === undefined ? amount : formatRand(cents);
};

const cardProps = {
  bg: 'white',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'bg.muted',
  p: { base: '5', md: '8' },
  maxW: '2xl',
  mx: 'auto',
  w: 'full',
} as const;

/** Step 2 (spec point 2): the server's total, the R100 due now, the rest due at check-in. */
export function PaymentStep({ booking, onPaid }: { booking: BookingJson; onPaid: (booking: BookingJson) => void }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  /** The server's words when the deposit waits for the owner's e-mail address to be confirmed. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // A ref as well as state: two clicks in one frame both see the old state.
  const paying = useRef(false);

  async function pay() {
    if (paying.current) return;
    paying.current = true;
    setBusy(true);
    try {
      const outcome = await payDeposit(booking.id, DEPOSIT_CENTS / 100);
      if (outcome.state === 'approve') {
        // A real checkout (PayPal) approves on its own page, then returns to /payment.
        window.location.assign(outcome.approveUrl);
        return;
      }
      notify('Payment Successful!', 'Your deposit is paid and your stay is confirmed.');
      onPaid(outcome.booking);
    } catch (error) {
      if (confirmEmailFirst(error)) setUnconfirmed(error.message);
      else notify(PAYMENT_FAILED.title, failureWords(error, PAYMENT_FAILED.description), 'error');
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }

  return (
    <Stack gap="6" {...cardProps}>
      <Stack gap="1">
        <Text color="fg.muted">
          {formatDay(booking.checkInDate)} – {formatDay(booking.checkOutDate)} · {`${booking.nights}\u00a0nights`} ·{' '}
          {`${booking.numberOfCats}\u00a0${booking.numberOfCats === 1 ? 'cat' : 'cats'}`}
        </Text>
        <Text>Your reservation is saved. Pay the deposit to confirm it.</Text>
      </Stack>
      <Stack as="dl" gap="3">
        <SummaryRow label="Total cost">{rand(booking.totalAmount)}</SummaryRow>
        <SummaryRow label="Deposit due now" strong>
          {rand(booking.depositAmount)}
        </SummaryRow>
        <SummaryRow label="Due at check-in">{rand(booking.balanceAmount)}</SummaryRow>
        <SummaryRow label="Check-in time">{CHECK_IN_TIME}</SummaryRow>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        The deposit is non-refundable and deducted from your invoice. The balance is paid at check-in, by cash or card.
      </Text>
      <OfflineNotice why={PAYMENT_NEEDS_CONNECTION} />
      {unconfirmed !== null && <ConfirmEmailFirst message={unconfirmed} />}
      <Button
        colorPalette="brass"
        size="lg"
        onClick={() => void pay()}
        loading={busy}
        loadingText="Paying…"
        disabled={!online}
        alignSelf={{ base: 'stretch', sm: 'start' }}
      >
        Pay {formatRand(DEPOSIT_CENTS)} Deposit
      </Button>
    </Stack>
  );
}

/** Step 3 (spec point 2): confirmed, with the balance still due and the way on. */
export function ConfirmedStep({ booking }: { booking: BookingJson }) {
  return (
    <Stack gap="5" {...cardProps} textAlign={{ base: 'left', sm: 'center' }} align={{ base: 'stretch', sm: 'center' }}>
      <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="normal" color="brand.800">
        Reservation Confirmed
      </Heading>
      <Text>
        Thank you: your {rand(booking.depositAmount)} deposit is paid and your cat’s stay from {formatDay(booking.checkInDate)} to{' '}
        {formatDay(booking.checkOutDate)} is confirmed. A receipt is on its way to your e-mail.
      </Text>
      <Text bg="brass.50" borderWidth="1px" borderColor="brass.200" borderRadius="l2" px="4" py="3">
        Please remember: the balance of <strong>{rand(booking.balanceAmount)}</strong> is due at check-in ({CHECK_IN_TIME}), by cash or card.
        Check-out is at {CHECK_OUT_TIME}. Bring your cat’s vaccination book and proof of spay/neuter.
      </Text>
      <Flex gap="3" wrap="wrap" justify={{ sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Button asChild colorPalette="brand" size="lg">
          <SiteLink to="/dashboard">View My Bookings</SiteLink>
        </Button>
        <Button asChild colorPalette="brand" variant="outline" size="lg">
          <SiteLink to="/">Return Home</SiteLink>
        </Button>
      </Flex>
    </Stack>
  );
}
