import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { clearPendingReservation, readPendingReservation, rememberPendingReservation } from '../../components/pending-reservation.ts';
import { ConfirmEmailFirst } from '../../components/email-confirmation.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { notify } from '../../components/toaster.tsx';
import { BookingSummary, DEPOSIT_AMOUNT, NoteText, stayLine } from './booking-summary.tsx';
import {
  catchUpAfter,
  type Checkout,
  COMPLETION_FAILED,
  completeDeposit,
  confirmEmailFirst,
  DepositError,
  failureText,
  PAYMENT_FAILED,
  SETUP_FAILED,
  setUpDeposit,
} from './deposit-api.ts';
import { DepositPage, Panel } from './deposit-page.tsx';
import { useHeldPendingReservation, usePayability } from './payability.ts';
import { NoBooking, PayabilityNotice } from './payability-notice.tsx';

/** Spec point 9: the simulated test payment waits 2 seconds. */
export const SIMULATED_PAYMENT_MS = 2000;
/** How often a page waiting for the provider's notice (PayFast's) asks again; PayFast's usually comes within seconds. */
export const NOTICE_CHECK_MS = 3000;

/** Back from a checkout whose provider has not yet told the hotel (PayFast): the server's words, and what to ask again. */
interface Awaiting {
  step: 'awaiting';
  bookingId: string;
  orderId: string;
  message: string;
}

type Phase =
  | { step: 'idle' }
  | { step: 'setting-up' }
  /** Refused until the owner's e-mail address is confirmed: the server's words. */
  | { step: 'unconfirmed'; message: string }
  | { step: 'ready'; checkout: Checkout }
  | { step: 'completing'; checkout?: Checkout }
  | Awaiting;

interface PaymentScreenProps {
  /** From the address; without it, the pending booking's. */
  bookingId?: string;
  /** The provider's order, when its checkout sends the owner back here (PayPal's `token`). */
  returnedOrder?: string;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The online-payment deposit page (spec points 2 and 4): set up the payment, ready, complete, then
 * the thank-you page. It needs a connection and is never queued (DESIGN 4.9). Nothing here can
 * charge twice: buttons hold while a call is out, the server hands back the checkout already open
 * for a booking (reloads, second tabs), and capturing an order twice answers the first capture.
 */
export function PaymentScreen({ bookingId, returnedOrder }: PaymentScreenProps) {
  const pending = useHeldPendingReservation();
  const id = bookingId ?? pending;
  const state = usePayability(id);
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const busy = useRef(false);
  const returnHandled = useRef(false);

  // This booking becomes the pending one, so Back and a provider's return find it.
  useEffect(() => {
    if (bookingId !== undefined && bookingId !== readPendingReservation()) rememberPendingReservation(bookingId);
  }, [bookingId]);

  /** `waiting`: this is a look again while the provider's notice is awaited, which keeps its words on screen. */
  async function complete(bookingToPay: string, orderId: string, checkout?: Checkout, waiting?: Awaiting) {
    if (waiting === undefined) setPhase({ step: 'completing', checkout });
    try {
      const completion = await completeDeposit(bookingToPay, orderId);
      if (completion.state === 'waiting') {
        setPhase({ step: 'awaiting', bookingId: bookingToPay, orderId, message: completion.message });
        return;
      }
      clearPendingReservation();
      notify('Payment Successful!', `Your ${DEPOSIT_AMOUNT} deposit is received and your stay is confirmed.`);
      await navigate({ to: '/thank-you', replace: true });
    } catch (error) {
      // While waiting, a lost connection or a busy server is only a missed look: the next one follows.
      if (waiting !== undefined && error instanceof DepositError && (error.status === 0 || error.status >= 500)) {
        setPhase({ ...waiting });
        return;
      }
      if (error instanceof DepositError && error.status === 402) notify(PAYMENT_FAILED.title, PAYMENT_FAILED.description, 'error');
      else notify(COMPLETION_FAILED.title, failureText(error, COMPLETION_FAILED.fallback), 'error');
      await catchUpAfter(error, bookingToPay);
      setPhase(checkout === undefined ? { step: 'idle' } : { step: 'ready', checkout });
    }
  }

  /** One call at a time: a double click, or a click while the return is being completed, does nothing. */
  async function once(work: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } finally {
      busy.current = false;
    }
  }

  // Back from the provider's checkout with an approved order: complete it, once.
  useEffect(() => {
    if (returnedOrder === undefined || returnHandled.current || state.kind !== 'payable') return;
    returnHandled.current = true;
    void once(() => complete(state.booking.id, returnedOrder));
    // complete and once close over setters and refs only, so they need not be dependencies.
  }, [returnedOrder, state]);

  // The provider's notice is awaited: look again every few seconds while the page is open.
  useEffect(() => {
    if (phase.step !== 'awaiting') return;
    const timer = window.setTimeout(() => void once(() => complete(phase.bookingId, phase.orderId, undefined, phase)), NOTICE_CHECK_MS);
    return () => window.clearTimeout(timer);
    // As above: complete and once need not be dependencies; each look sets a new phase, which sets the next timer.
  }, [phase]);

  // Paid in another tab (or by this one's return), or already paid when a checkout sends the owner
  // back: the local record says so, and the owner moves on.
  useEffect(() => {
    const waitingHere = phase.step === 'ready' || phase.step === 'awaiting' || (returnedOrder !== undefined && phase.step === 'idle');
    if (waitingHere && state.kind === 'paid') void navigate({ to: '/thank-you', replace: returnedOrder !== undefined });
  }, [phase.step, state.kind, navigate, returnedOrder]);

  const setUp = (bookingToPay: string) =>
    once(async () => {
      setPhase({ step: 'setting-up' });
      try {
        setPhase({ step: 'ready', checkout: await setUpDeposit(bookingToPay) });
      } catch (error) {
        const unconfirmed = confirmEmailFirst(error);
        if (unconfirmed !== null) {
          setPhase({ step: 'unconfirmed', message: unconfirmed });
          return;
        }
        notify(SETUP_FAILED.title, failureText(error, SETUP_FAILED.fallback), 'error');
        await catchUpAfter(error, bookingToPay);
        setPhase({ step: 'idle' });
      }
    });

  const simulate = (bookingToPay: string, checkout: Checkout) =>
    once(async () => {
      setPhase({ step: 'completing', checkout });
      await wait(SIMULATED_PAYMENT_MS);
      await complete(bookingToPay, checkout.orderId, checkout);
    });

  let body: ReactNode;
  if (state.kind === 'loading') {
    body = <Spinner size="lg" color="brand.700" aria-label="Loading your booking" />;
  } else if (state.kind === 'missing') {
    body = (
      <Panel title="No booking to pay for">
        <NoBooking />
      </Panel>
    );
  } else {
    const { booking } = state;
    const payable = state.kind === 'payable';
    const completing = phase.step === 'completing' || (returnedOrder !== undefined && payable && phase.step === 'idle');
    const awaiting = phase.step === 'awaiting' && state.kind !== 'paid';
    body = (
      <>
        <Panel title="Payment summary">
          <Stack gap="1" bg="brand.50" borderRadius="l2" px="4" py="4">
            <Text color="fg.muted" fontSize="sm">
              Non-refundable deposit, deducted from your final invoice
            </Text>
            <Text fontFamily="heading" fontSize="4xl" color="brand.800" lineHeight="1">
              {DEPOSIT_AMOUNT}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Paid by card through our secure payment provider. The balance is paid at check-in, by cash or card.
            </Text>
          </Stack>
          <BookingSummary booking={booking} />
        </Panel>
        <Panel title={state.kind === 'paid' ? 'Nothing more to pay now' : awaiting ? 'Confirming your payment' : 'Pay the deposit'}>
          {/* Paid at the provider already: a reminder to pay before the hold runs out would only alarm. */}
          {!awaiting && <PayabilityNotice state={state} />}
          {completing && (
            <HStack gap="3" role="status">
              <Spinner size="sm" color="brand.700" />
              <Text color="fg">Confirming your payment… please keep this page open.</Text>
            </HStack>
          )}
          {awaiting && (
            <Stack gap="3" align="start">
              <HStack gap="3" role="status">
                <Spinner size="sm" color="brand.700" />
                <Text color="fg">{phase.message}</Text>
              </HStack>
              <NoteText>
                This page checks again every few seconds and moves on once your deposit is confirmed. If it takes more than a few
                minutes, please contact us before paying again.
              </NoteText>
              <Button variant="outline" colorPalette="brand" onClick={() => void once(() => complete(phase.bookingId, phase.orderId, undefined, phase))}>
                Check again
              </Button>
            </Stack>
          )}
          {state.kind !== 'paid' && state.kind !== 'closed' && !completing && !awaiting && (
            <>
              {phase.step === 'ready' ? (
                <Stack gap="3">
                  <Text color="fg" role="status">
                    Your payment is ready. Pay at the secure checkout; this page moves on once the deposit is paid.
                  </Text>
                  <HStack gap="3" wrap="wrap">
                    <Button asChild colorPalette="brass" size="lg">
                      <Link href={phase.checkout.approveUrl} target="_blank" rel="noopener" textDecoration="none">
                        Pay {DEPOSIT_AMOUNT} at Checkout
                      </Link>
                    </Button>
                    {phase.checkout.simulated && (
                      <Button variant="outline" colorPalette="brand" size="lg" onClick={() => void simulate(booking.id, phase.checkout)}>
                        Simulate Completed Order
                      </Button>
                    )}
                  </HStack>
                  {phase.checkout.simulated && (
                    <NoteText>Test mode: no money moves. The simulated order completes after 2 seconds.</NoteText>
                  )}
                </Stack>
              ) : (
                <Stack gap="2" align="start">
                  {phase.step === 'unconfirmed' && <ConfirmEmailFirst message={phase.message} />}
                  <Button
                    colorPalette="brass"
                    size="lg"
                    disabled={!payable || phase.step === 'setting-up'}
                    loading={phase.step === 'setting-up'}
                    loadingText="Setting up payment…"
                    onClick={() => void setUp(booking.id)}
                  >
                    Set Up Payment
                  </Button>
                  <NoteText>Nothing is charged until you confirm at the checkout.</NoteText>
                </Stack>
              )}
            </>
          )}
        </Panel>
      </>
    );
  }

  return (
    <DepositPage
      eyebrow="Deposit Payment"
      title={state.kind === 'paid' ? 'Your deposit is paid' : `Pay your ${DEPOSIT_AMOUNT} deposit`}
      lead={state.kind === 'loading' || state.kind === 'missing' ? undefined : `For your stay of ${stayLine(state.booking)}.`}
    >
      {body}
      <HStack>
        <Button asChild variant="ghost" colorPalette="brand">
          <SiteLink to="/reservation-confirm">← Back</SiteLink>
        </Button>
      </HStack>
    </DepositPage>
  );
}
