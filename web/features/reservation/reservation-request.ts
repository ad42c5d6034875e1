import type { BookingJson } from '../../../domain/contracts/booking.ts';

/** Spec point 8's words for each failure, used when the server gave no message of its own. */
export const RESERVATION_FAILED = { title: 'Error', description: 'Failed to create reservation. Please try again.' } as const;
export const PAYMENT_FAILED = { title: 'Payment Failed', description: 'Please try again or contact us for assistance.' } as const;
export const SIGN_IN_FIRST = { title: 'Please log in', description: 'You need to create an account to make a reservation.' } as const;

export const PAYMENT_NEEDS_CONNECTION =
  'Paying the deposit needs an internet connection. Connect to the internet and try again; your reservation is saved.';
export const RESERVATION_NEEDS_CONNECTION =
  'Sending your reservation needs an internet connection. Connect to the internet and try again; what you typed stays here.';

/** A call the server refused, or that never reached it, with words to show the owner. */
export class ReservationRefused extends Error {
  /** 401: the session ended, or never began. */
  readonly signedOut: boolean;
  /** 403 from the deposit: the owner's e-mail address is not confirmed yet (issue 16), and `message` says so. */
  readonly confirmEmailFirst: boolean;

  constructor(message: string, signedOut = false, confirmEmailFirst = false) {
    super(message);
    this.signedOut = signedOut;
    this.confirmEmailFirst = confirmEmailFirst;
  }
}

async function messageOf(answer: Response, fallback: string): Promise<string> {
  const text = await answer.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  } catch {
    // Not JSON (a proxy's error page, say): nothing the owner can act on.
  }
  return fallback;
}

async function post(path: string, body: unknown, fallback: string, offline: string): Promise<Response> {
  if (navigator.onLine === false) throw new ReservationRefused(offline);
  let answer: Response;
  try {
    answer = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ReservationRefused(offline);
  }
  if (answer.status === 401) throw new ReservationRefused(SIGN_IN_FIRST.description, true);
  if (!answer.ok) throw new ReservationRefused(await messageOf(answer, fallback), false, answer.status === 403);
  return answer;
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
  const answer = await post('/api/reservations', input, RESERVATION_FAILED.description, RESERVATION_NEEDS_CONNECTION);
  return (await answer.json()) as BookingJson;
}

export type DepositOutcome = { state: 'paid'; booking: BookingJson } | { state: 'approve'; approveUrl: string };

/**
 * POST /api/payment/deposit (spec point 7): the R100, never queued (DESIGN 4.9). A provider that
 * needs the owner's approval first answers 202 with the checkout's address.
 */
export async function payDeposit(reservationId: string, amount: number): Promise<DepositOutcome> {
  const answer = await post('/api/payment/deposit', { reservationId, amount }, PAYMENT_FAILED.description, PAYMENT_NEEDS_CONNECTION);
  const body = (await answer.json()) as { booking?: BookingJson; approveUrl?: string | null };
  if (answer.status === 202 && typeof body.approveUrl === 'string') return { state: 'approve', approveUrl: body.approveUrl };
  if (body.booking === undefined) throw new ReservationRefused(PAYMENT_FAILED.description);
  return { state: 'paid', booking: body.booking };
}
