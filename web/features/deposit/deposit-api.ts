// The deposit calls (spec point 7; api/payments/deposits.ts). Paying needs a connection and is never queued
// (DESIGN 4.9), so these go straight to the server, unlike every other change the owner makes.
import type { DepositAwaitingJson, DepositCheckoutJson, DepositPaidJson } from '../../../domain/contracts/deposit.ts';
import type { BookingRecord } from '../../../sync/local-data.ts';
import { callHotelFor, RequestFailed } from '../../../sync/api-client.ts';
import { keepServerBooking } from '../../../sync/pull.ts';
import { hotelData } from '../../db.ts';

export const NO_CONNECTION = 'Could not reach the hotel. Please check your connection and try again.';

/** A deposit call: its answer, or RequestFailed (status 0 when the hotel could not be reached). */
function post<T>(path: string, body: unknown): Promise<T> {
  return callHotelFor<T>('POST', path, { body, unreachable: NO_CONNECTION });
}

/** The checkout the server opened for the deposit (or the one already open: clicking twice opens no second order). */
export interface Checkout {
  bookingId: string;
  orderId: string;
  approveUrl: string;
  amount: string;
  /** The simulated provider (PAYMENTS=test): its checkout is this app's own test page. */
  simulated: boolean;
}

/** The test provider's checkout page (api/payments/test-provider.ts). */
export const TEST_CHECKOUT_PATH = '/payment/test-checkout';

function isTestCheckout(approveUrl: string): boolean {
  try {
    return new URL(approveUrl, window.location.origin).pathname.endsWith(TEST_CHECKOUT_PATH);
  } catch {
    return false;
  }
}

export async function setUpDeposit(bookingId: string): Promise<Checkout> {
  const answer = await post<DepositCheckoutJson>('/api/create-paypal-deposit', { bookingId });
  return {
    bookingId: answer.bookingId,
    orderId: answer.orderId,
    approveUrl: answer.approveUrl,
    amount: answer.amount,
    simulated: isTestCheckout(answer.approveUrl),
  };
}

/** What became of a checkout the owner came back from. */
export type Completion =
  | { state: 'paid'; booking: BookingRecord }
  /** The provider tells the hotel by its own notice (PayFast), which has not come yet: ask again shortly. */
  | { state: 'waiting'; message: string };

/**
 * Asks the server to capture the approved order. The server asks the provider what happened; the
 * status and amount sent here are the browser's word and are not trusted (api/payments/deposits.ts). The
 * paid booking of the answer goes straight into the local record, so every tab shows it paid.
 */
export async function completeDeposit(bookingId: string, orderId: string): Promise<Completion> {
  const answer = await post<DepositPaidJson | DepositAwaitingJson>('/api/paypal-deposit-complete', {
    bookingId,
    orderData: { id: orderId, status: 'APPROVED', amount: '100.00', currency: 'ZAR' },
  });
  if ('status' in answer) return { state: 'waiting', message: answer.message };
  await keepServerBooking(hotelData, answer.booking, new Date().toISOString());
  return { state: 'paid', booking: answer.booking };
}

/** After the server said the deposit is already paid: the local record catches up. */
export async function refreshBooking(bookingId: string): Promise<void> {
  try {
    await keepServerBooking(hotelData, await callHotelFor<BookingRecord>('GET', `/api/bookings/${bookingId}`), new Date().toISOString());
  } catch {
    // The next pull brings it.
  }
}

/**
 * The server's words when it takes no deposit until the owner's e-mail address is confirmed
 * (issue 16: a 403 from either deposit call), or null for any other failure.
 */
export function confirmEmailFirst(error: unknown): string | null {
  return error instanceof RequestFailed && error.status === 403 && error.fromServer ? error.message : null;
}

/** Spec point 8's fallbacks. */
export const SETUP_FAILED = { title: 'Payment Setup Failed', fallback: 'Failed to setup PayPal payment.' } as const;
export const COMPLETION_FAILED = { title: 'Payment Completion Failed', fallback: 'Failed to complete payment.' } as const;
export const PAYMENT_FAILED = { title: 'Payment Failed', description: 'Please try again or contact us for assistance.' } as const;

/**
 * A setup or completion refused because of the booking's state (409: already paid, cancelled):
 * the local record may be behind, so it catches up and the page shows the booking as it is.
 */
export async function catchUpAfter(error: unknown, bookingId: string): Promise<void> {
  if (error instanceof RequestFailed && error.status === 409) await refreshBooking(bookingId);
}
