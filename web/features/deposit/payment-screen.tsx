import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { clearPendingReservation } from '../../components/pending-reservation.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { notify } from '../../components/toaster.tsx';
import { BookingSummary, DEPOSIT_AMOUNT, NoteText, stayLine } from './booking-summary.tsx';
import { failureWords, RequestFailed } from '../../../sync/api-client.ts';
import { catchUpAfter, COMPLETION_FAILED, completeDeposit, PAYMENT_FAILED } from './deposit-api.ts';
import { DepositPage, Panel } from './deposit-page.tsx';
import { useHeldPendingReservation, usePayability } from './payability.ts';
import { NoBooking, PayabilityNotice } from './payability-notice.tsx';

/** How often a page waiting for the provider's notice (PayFast's) asks again; PayFast's usually comes within seconds. */
export const NOTICE_CHECK_MS = 3000;

type Phase =
  | { step: 'completing' }
  /** Back from a checkout whose provider has not yet told the hotel (PayFast): the server's words. */
  | { step: 'awaiting'; message: string }
  /** The completion failed; the toast said why, and the owner goes back to the booking to try again. */
  | { step: 'failed' };

/**
 * The end of the one deposit flow (spec point 2, the online-payment deposit page's completion): the
 * provider's checkout sends the owner back here, in the tab they paid from, with its order
 * (/payment?token=<order>). The server captures it and the owner goes on to the thank-you page.
 * It needs a connection and is never queued (DESIGN 4.9). Nothing here can charge twice: one
 * completion at a time, and capturing an order twice answers the first capture.
 */
export function PaymentScreen({ returnedOrder }: { returnedOrder: string }) {
  const id = useHeldPendingReservation();
  const state = usePayability(id);
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ step: 'completing' });
  const busy = useRef(false);
  const returnHandled = useRef(false);

  /** `waiting`: a look again while the provider's notice is awaited, which keeps its words on screen. */
  async function complete(bookingToPay: string, waiting: boolean) {
    if (busy.current) return;
    busy.current = true;
    try {
      const completion = await completeDeposit(bookingToPay, returnedOrder);
      if (completion.state === 'waiting') {
        setPhase({ step: 'awaiting', message: completion.message });
        return;
      }
      clearPendingReservation();
      notify('Payment Successful!', `Your ${DEPOSIT_AMOUNT} deposit is received and your stay is confirmed.`);
      await navigate({ to: '/thank-you', replace: true });
    } catch (error) {
      // While waiting, a lost connection or a busy server is only a missed look: the next one follows.
      if (waiting && error instanceof RequestFailed && (error.status === 0 || error.status >= 500)) {
        setPhase((now) => ({ ...now }));
        return;
      }
      if (error instanceof RequestFailed && error.status === 402) notify(PAYMENT_FAILED.title, PAYMENT_FAILED.description, 'error');
      else notify(COMPLETION_FAILED.title, failureWords(error, COMPLETION_FAILED.fallback), 'error');
      await catchUpAfter(error, bookingToPay);
      setPhase({ step: 'failed' });
    } finally {
      busy.current = false;
    }
  }

  // Back from the provider's checkout with its order: complete it, once.
  useEffect(() => {
    if (returnHandled.current || state.kind !== 'payable') return;
    returnHandled.current = true;
    void complete(state.booking.id, false);
    // complete closes over setters, refs and the order only, so it need not be a dependency.
  }, [state]);

  // The provider's notice is awaited: look again every few seconds while the page is open.
  useEffect(() => {
    if (phase.step !== 'awaiting' || id === null) return;
    const timer = window.setTimeout(() => void complete(id, true), NOTICE_CHECK_MS);
    return () => window.clearTimeout(timer);
    // As above; each look sets a new phase, which sets the next timer.
  }, [phase, id]);

  // Already paid when the checkout sends the owner back (another tab, the provider's notice): on to the thank-you page.
  useEffect(() => {
    if (phase.step !== 'failed' && state.kind === 'paid') void navigate({ to: '/thank-you', replace: true });
  }, [phase.step, state.kind, navigate]);

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
    const confirming = phase.step === 'completing' && (state.kind === 'payable' || state.kind === 'paid');
    body = (
      <Panel title={phase.step === 'failed' ? 'Your deposit is not paid yet' : 'Confirming your payment'}>
        <BookingSummary booking={booking} />
        {confirming && (
          <HStack gap="3" role="status">
            <Spinner size="sm" color="brand.700" />
            <Text color="fg">Confirming your payment… please keep this page open.</Text>
          </HStack>
        )}
        {phase.step === 'awaiting' && state.kind !== 'paid' && (
          <Stack gap="3" align="start">
            <HStack gap="3" role="status">
              <Spinner size="sm" color="brand.700" />
              <Text color="fg">{phase.message}</Text>
            </HStack>
            <NoteText>
              This page checks again every few seconds and moves on once your deposit is confirmed. If it takes more than a few minutes, please
              contact us before paying again.
            </NoteText>
            <Button variant="outline" colorPalette="brand" onClick={() => void complete(booking.id, true)}>
              Check again
            </Button>
          </Stack>
        )}
        {/* Not payable here (offline, cancelled meanwhile): the reason, in the owner's words. */}
        {state.kind !== 'payable' && state.kind !== 'paid' && <PayabilityNotice state={state} />}
        {phase.step === 'failed' && state.kind !== 'paid' && (
          <Stack gap="3" align="start">
            <Text color="fg">
              The hotel has not recorded your deposit. You can go back to your booking and try again; if your card was charged, please contact us
              first.
            </Text>
            <Button asChild colorPalette="brand">
              <SiteLink to="/reservation-confirm">Back to Your Booking</SiteLink>
            </Button>
          </Stack>
        )}
      </Panel>
    );
  }

  return (
    <DepositPage
      eyebrow="Deposit Payment"
      title={`Your ${DEPOSIT_AMOUNT} deposit`}
      lead={state.kind === 'loading' || state.kind === 'missing' ? undefined : `For your stay of ${stayLine(state.booking)}.`}
    >
      {body}
    </DepositPage>
  );
}
