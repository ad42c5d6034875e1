import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { rememberTermsConfirmed } from '../../components/pending-reservation.ts';
import { notify } from '../../components/toaster.tsx';
import { BookingSummary, DEPOSIT_AMOUNT, NoteText, stayLine } from './booking-summary.tsx';
import { catchUpAfter, type Checkout, confirmEmailFirst, failureText, SETUP_FAILED } from './deposit-api.ts';
import { DepositPage, Panel } from './deposit-page.tsx';
import { openCheckout } from './open-checkout.ts';
import { useHeldPendingReservation, usePayability } from './payability.ts';
import { ChoiceCard } from '../../components/choice-card.tsx';
import { ConfirmEmailFirst } from '../../components/email-confirmation.tsx';
import { BackToDashboard, NoBooking, PayabilityNotice } from './payability-notice.tsx';

/** Spec point 5: all three must be ticked before the deposit can be paid. */
export const ACKNOWLEDGEMENTS = [
  { key: 'vaccination', label: "I will bring my cat's vaccination book, with vaccinations up to date (including rabies)." },
  { key: 'sterilised', label: 'I will bring proof that my cat is spayed or neutered.' },
  { key: 'terms', label: 'I have read and agree to the terms and conditions, including the non-refundable R100 deposit.' },
] as const;

type AcknowledgementKey = (typeof ACKNOWLEDGEMENTS)[number]['key'];

/**
 * /reservation-confirm: the pending booking, the three acknowledgements, and the button that opens
 * the provider's checkout in a new tab. This page then waits: once the other tab has paid, the
 * local record turns deposit_paid (every tab sees it) and the owner moves on to the thank-you page.
 */
export function ConfirmScreen() {
  const bookingId = useHeldPendingReservation();
  const state = usePayability(bookingId);
  const navigate = useNavigate();
  const [ticked, setTicked] = useState<Record<AcknowledgementKey, boolean>>({ vaccination: false, sterilised: false, terms: false });
  const [opening, setOpening] = useState(false);
  const [checkout, setCheckout] = useState<{ checkout: Checkout; opened: boolean } | null>(null);
  /** The server's words when the deposit waits for the owner's e-mail address to be confirmed. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // A second click before React has re-rendered the disabled button must not open a second tab.
  const busy = useRef(false);
  const allTicked = ACKNOWLEDGEMENTS.every(({ key }) => ticked[key]);

  useEffect(() => {
    if (checkout !== null && state.kind === 'paid') void navigate({ to: '/thank-you' });
  }, [checkout, state.kind, navigate]);

  async function pay(id: string) {
    if (busy.current) return;
    busy.current = true;
    setOpening(true);
    rememberTermsConfirmed(id);
    try {
      setCheckout(await openCheckout(id));
    } catch (error) {
      const waitsForEmail = confirmEmailFirst(error);
      setUnconfirmed(waitsForEmail);
      if (waitsForEmail === null) notify(SETUP_FAILED.title, failureText(error, SETUP_FAILED.fallback), 'error');
      await catchUpAfter(error, id);
    } finally {
      busy.current = false;
      setOpening(false);
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
            {checkout !== null && (
              <Stack gap="2" bg="bg.subtle" borderRadius="l2" px="4" py="3" role="status">
                <Text color="fg" fontWeight="semibold">
                  {checkout.opened ? 'Your secure checkout is open in a new tab.' : 'Your secure checkout is ready.'}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  Finish paying there; this page moves on by itself once the deposit is paid.{' '}
                  <Link href={checkout.checkout.approveUrl} target="_blank" rel="noopener" color="brand.700" textDecoration="underline">
                    {checkout.opened ? 'Open the checkout again' : 'Open the checkout'}
                  </Link>
                </Text>
              </Stack>
            )}
            <HStack gap="3" wrap="wrap">
              <Button
                colorPalette="brass"
                size="lg"
                disabled={!allTicked || state.kind !== 'payable' || opening}
                loading={opening}
                loadingText="Opening checkout…"
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
      title="Almost there"
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
