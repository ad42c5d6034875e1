// Booking and payment states and the moves between them. The server applies them; the UI only shows them.
import { formatRand } from './money.ts';
import { DEPOSIT_CENTS } from './stay.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'deposit_pending', 'deposit_paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// The life of a stay (issue 14): a booking is confirmed by its deposit (online, or taken at the
// desk); a confirmed cat is checked in and later checked out (completed). A stay that never began may
// be cancelled, or marked a no-show once its check-in day has passed. The last three are final.
const BOOKING_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

// deposit_pending means a checkout was started; an abandoned checkout goes back to pending so the owner
// can try again. pending -> deposit_paid covers a payment captured in one step.
const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['deposit_pending', 'deposit_paid'],
  deposit_pending: ['deposit_paid', 'pending'],
  deposit_paid: ['paid'],
  paid: [],
};

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_MOVES[from].includes(to);
}

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

// Once the hotel has confirmed a stay it plans around it, so the owner may change only a pending one.
export function isEditable(status: BookingStatus): boolean {
  return status === 'pending';
}

export function isCancellable(status: BookingStatus): boolean {
  return canChangeBookingStatus(status, 'cancelled');
}

/**
 * Whether the booking's cats are still to arrive: only a stay that has not begun can still be
 * missed, so the moves say it. What must be ready for check-in (their records, issue 33) is for these.
 */
export function awaitsArrival(status: BookingStatus): boolean {
  return canChangeBookingStatus(status, 'no_show');
}

/** Whether the booking's cats occupy places on its nights (DESIGN D12). */
export function takesPlaces(status: BookingStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'checked_in';
}

/** The statuses whose bookings occupy places, for the queries that count them. */
export const PLACE_TAKING_STATUSES = BOOKING_STATUSES.filter(takesPlaces);

export function owesDeposit(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'pending' || paymentStatus === 'deposit_pending';
}

export const BOOKING_BADGE_COLOURS: Record<BookingStatus, 'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'gray'> = {
  confirmed: 'green',
  pending: 'yellow',
  cancelled: 'red',
  completed: 'blue',
  checked_in: 'purple',
  no_show: 'gray',
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  checked_in: 'Checked In',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** The badge an owner or the desk reads; a cancellation by the hotel says so. */
export function bookingStatusLabel(status: string, cancelledBy?: string | null): string {
  if (status === 'cancelled' && cancelledBy === 'hotel') return 'Cancelled by the hotel';
  return status in BOOKING_STATUS_LABELS ? BOOKING_STATUS_LABELS[status as BookingStatus] : status;
}

function isPaymentStatus(status: string): status is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(status);
}

const PAY_DEPOSIT = `Pay ${formatRand(DEPOSIT_CENTS)} Deposit`;

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: PAY_DEPOSIT,
  deposit_pending: PAY_DEPOSIT,
  deposit_paid: 'Deposit Paid',
  paid: 'Paid',
};

// Takes any text because the label must stay sensible for a status this build does not know yet.
export function paymentLabel(status: string): string {
  return isPaymentStatus(status) ? PAYMENT_LABELS[status] : 'Pending Payment';
}
