import type { BookingJson } from '../../../domain/contracts/booking.ts';
import type { DepositApprovalJson, DepositPaidJson } from '../../../domain/contracts/deposit.ts';
import { answerOf, callHotel, RequestFailed } from '../../../sync/api-client.ts';

/** Spec point 8's words for each failure, used when the server gave no message of its own. */
export const RESERVATION_FAILED = { title: 'Error', description: 'Failed to create reservation. Please try again.' } as const;
export const PAYMENT_FAILED = { title: 'Payment Failed', description: 'Please try again or contact us for assistance.' } as const;
export const SIGN_IN_FIRST = { title: 'Please log in', description: 'You need to create an account to make a reservation.' } as const;

export const PAYMENT_NEEDS_CONNECTION =
  'Paying the deposit needs an internet connection. Connect to the internet and try again; your reservation is saved.';
export const RESERVATION_NEEDS_CONNECTION =
  'Sending your reservation needs an internet connection. Connect to the internet and try again; what you typed stays here.';

/** 401: the session ended, or never began; the owner is asked to sign in whatever the server said. */
export const askedToSignIn = (error: unknown): boolean => error instanceof RequestFailed && error.status === 401;

/** 403 from the deposit: the owner's e-mail address is not confirmed yet (issue 16), and the message says so. */
export const confirmEmailFirst = (error: unknown): error is RequestFailed => error instanceof RequestFailed && error.status === 403;

/** A post whose answer the owner waits for: its status and JSON, or RequestFailed with words to show. */
async function post<T>(path: string, body: unknown, fallback: string, offline: string): Promise<{ status: number; body: T }> {
  try {
    const answer = await callHotel('POST', path, { body, fallback, offline });
    // An answer that cannot be read says no more than a refusal without words.
    return { status: answer.status, body: await answerOf<T>(answer, { unreachable: fallback }) };
  } catch (error) {
    if (askedToSignIn(error)) throw new RequestFailed(SIGN_IN_FIRST.description, { status: 401 });
    throw error;
  }
}

export interface ReservationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  checkInDate: string;
  checkOutDate: string;
  numberOfCats: number;
  stayType: string;
  specialRequirements: string | null;
}

/** POST /api/reservations (spec point 7). The server prices the stay and ignores any total (D9). */
export async function createReservation(input: ReservationInput): Promise<BookingJson> {
  return (await post<BookingJson>('/api/reservations', input, RESERVATION_FAILED.description, RESERVATION_NEEDS_CONNECTION)).body;
}

export type DepositOutcome = { state: 'paid'; booking: BookingJson } | { state: 'approve'; approveUrl: string };

/**
 * POST /api/payment/deposit (spec point 7): the R100, never queued (DESIGN 4.9). A provider that
 * needs the owner's approval first answers 202 with the checkout's address.
 */
export async function payDeposit(reservationId: string, amount: number): Promise<DepositOutcome> {
  const { status, body } = await post<DepositPaidJson | DepositApprovalJson>(
    '/api/payment/deposit',
    { reservationId, amount },
    PAYMENT_FAILED.description,
    PAYMENT_NEEDS_CONNECTION,
  );
  if (status === 202 && 'approveUrl' in body && typeof body.approveUrl === 'string') return { state: 'approve', approveUrl: body.approveUrl };
  if (!('booking' in body) || body.booking === undefined) throw new RequestFailed(PAYMENT_FAILED.description, { status });
  return { state: 'paid', booking: body.booking };
}
