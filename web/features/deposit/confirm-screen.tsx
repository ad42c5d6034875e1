import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ChoiceCard } from '../../components/choice-card.tsx';
import { ConfirmEmailFirst } from '../../components/email-confirmation.tsx';
import {
  readPendingReservation,
  rememberPendingReservation,
  rememberTermsConfirmed,
  termsConfirmedFor,
} from '../../components/pending-reservation.ts';
import { notify } from '../../components/toaster.tsx';
import { BookingSummary, DEPOSIT_AMOUNT, NoteText, stayLine } from './booking-summary.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { catchUpAfter, confirmEmailFirst, SETUP_FAILED, setUpDeposit } from './deposit-api.ts';
import { DepositPage, Panel } from './deposit-page.tsx';
import { goToCheckout } from './go-to-checkout.ts';
import { useHeldPendingReservation, usePayability } from './payability.ts';
import { BackToDashboard, CheckoutCancelled, NoBooking, PayabilityNotice } from './payability-notice.tsx';

/** Spec point 5: all three must be ticked before the deposit can be paid. */
export const ACKNOWLEDGEMENTS = [
  { key: 'vaccination', label: "I will bring my cat's vaccination book, with vaccinations up to date (including rabies)." },
  { key: 'sterilised', label: 'I will bring proof that my cat is spayed or neutered.' },
  { key: 'terms', label: 'I have read and agree to the terms and conditions, including the non-refundable R100 deposit.' },
] as const;

type AcknowledgementKey = (typeof ACKNOWLEDGEMENTS)[number]['key'];

/**
 * The one deposit flow (spec point 2, Reservation confirm), wherever it starts: the New Booking
 * path (/reservation-confirm, the pending booking) or a card's Pay R100 Deposit link
 * (/payment/{bookingId}). The booking, the three acknowledgements, then the provider's checkout in
 * this same tab; the provider sends the owner back to /payment?token=<order>, which completes the
 * deposit, or, cancelled, back here with `cancelled`, the booking still payable. One tab from start
 * to end: the owner never has two copies of the hotel open, and a cancelled checkout leaves none.
 */
export function ConfirmScreen({ bookingId, cancelled = false }: { bookingId?: string; cancelled?: boolean }) {
  const pending = useHeldPendingReservation();
  const id = bookingId ?? pending;
  const state = usePayability(id);
  // Ticked already for this booking (the owner went to the checkout and cancelled): they stay ticked.
  const [ticked, setTicked] = useState<Record<AcknowledgementKey, boolean>>(() => {
    const confirmed = id !== null && termsConfirmedFor(id);
    return { vaccination: confirmed, sterilised: confirmed, terms: confirmed };
  });
  const [leaving, setLeaving] = useState(false);
  /** The server's words when the deposit waits for the owner's e-mail address to be confirmed. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // A second click before React has re-rendered the disabled button must not set up twice.
  const busy = useRef(false);
  const allTicked = ACKNOWLEDGEMENTS.every(({ key }) => ticked[key]);

  // This booking becomes the pending one, so the provider's return and cancel addresses find it.
  useEffect(() => {
    if (bookingId !== undefined && bookingId !== readPendingReservation()) rememberPendingReservation(bookingId);
  }, [bookingId]);

  // Back from the provider's page with the browser's Back button: the page may come back as it was
  // left (the back-forward cache), still saying it is on its way to the checkout.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function pay(bookingToPay: string) {
    if (busy.current) return;
    busy.current = true;
    setLeaving(true);
    rememberTermsConfirmed(bookingToPay);
    try {
      const checkout = await setUpDeposit(bookingToPay);
      // The page stays busy until the browser has left it for the checkout.
      goToCheckout(checkout.approveUrl);
    } catch (error) {
      const waitsForEmail = confirmEmailFirst(error);
      setUnconfirmed(waitsForEmail);
      if (waitsForEmail === null) notify(SETUP_FAILED.title, failureWords(error, SETUP_FAILED.fallback), 'error');
      await catchUpAfter(error, bookingToPay);
      setLeaving(false);
    } finally {
      busy.current = false;
    }
  }

  let body: ReactNode;
  if (state.kind === 'loading') {
    body = <Spinner size="lg" color="brand.700" aria-label="Loading your booking" />;
  } else if (state.kind === 'missing') {
    body = (
      <Panel title="No booking to confirm">
        <NoBooking />
      </Panel>
    );
  } else {
    const { booking } = state;
    body = (
      <>
        {cancelled && state.kind !== 'paid' && <CheckoutCancelled />}
        <Panel title="Your stay">
          <BookingSummary booking={booking} />
        </Panel>
        {state.kind === 'paid' ? (
          <PayabilityNotice state={state} />
        ) : (
          <Panel title="Before you pay">
            <Text color="fg.muted">Please confirm each of these. We check them at check-in.</Text>
            <Stack gap="3">
              {ACKNOWLEDGEMENTS.map(({ key, label }) => (
                <ChoiceCard key={key} checked={ticked[key]} onChange={(checked) => setTicked((now) => ({ ...now, [key]: checked }))}>
                  {label}
                </ChoiceCard>
              ))}
            </Stack>
            <Text fontSize="sm">
              <Link href="/terms" target="_blank" rel="noopener" color="brand.700" textDecoration="underline">
                Read the terms and conditions (opens in a new tab)
              </Link>
            </Text>
            <PayabilityNotice state={state} />
            {unconfirmed !== null && <ConfirmEmailFirst message={unconfirmed} />}
            {leaving && (
              <HStack gap="3" role="status">
                <Spinner size="sm" color="brand.700" />
                <Text color="fg">Taking you to our secure checkout… Nothing is charged until you pay there.</Text>
              </HStack>
            )}
            <HStack gap="3" wrap="wrap">
              <Button
                colorPalette="brass"
                size="lg"
                disabled={!allTicked || state.kind !== 'payable' || leaving}
                loading={leaving}
                loadingText="Going to checkout…"
                onClick={() => void pay(booking.id)}
              >
                Pay {DEPOSIT_AMOUNT} Deposit
              </Button>
              <BackToDashboard />
            </HStack>
            {!allTicked && <NoteText>Tick all three to continue to payment.</NoteText>}
          </Panel>
        )}
      </>
    );
  }

  return (
    <DepositPage
      eyebrow="Confirm Your Reservation"
      title={state.kind === 'paid' ? 'Your deposit is paid' : 'Almost there'}
      lead={
        state.kind === 'loading' || state.kind === 'missing'
          ? 'Confirm your stay and pay the R100 deposit that secures it.'
          : `Your stay of ${stayLine(state.booking)}. A R100 non-refundable deposit secures it; the balance is due at check-in.`
      }
    >
      {body}
    </DepositPage>
  );
}
