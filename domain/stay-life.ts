// What the hotel's staff may do to a stay, and when (issue 14). The server refuses with these
// messages; the desk's screens offer only the actions that `deskActions` allows, so a button is
// never shown for a move the server would refuse.
import { type BookingStatus, canChangeBookingStatus, owesDeposit, type PaymentStatus } from './booking-status.ts';
import { formatDay } from './dates.ts';
import { DEPOSIT_CENTS } from './stay.ts';

export const DESK_ACTIONS = ['deposit', 'check-in', 'check-out', 'cancel', 'no-show'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** Money taken at the desk. */
export const DESK_PAYMENT_METHODS = ['cash', 'card'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

export const DESK_ACTION_LABELS: Record<DeskAction, string> = {
  deposit: 'Take deposit',
  'check-in': 'Check in',
  'check-out': 'Check out',
  cancel: 'Cancel stay',
  'no-show': 'Mark no-show',
};

/** What a rule needs to know of a booking. */
export interface StayFacts {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  checkIn: string;
  checkOut: string;
  totalCents: number;
  depositCents: number;
}

/**
 * When a stay is paid: the one rule (spec §1 and §9, as the estimator, the confirm and thank-you
 * pages and the receipt say). The R100 deposit secures the booking; the balance, the total less the
 * deposit, is paid at check-in by cash or card; check-out takes only what was added to the stay
 * after its balance was taken (a service given during the stay), if anything.
 *
 * `settledCents` is what the desk has taken beyond the deposit (the balance and any later
 * additions), which the server reads from the stay's payments.
 */
export interface StayMoney {
  paymentStatus: PaymentStatus;
  totalCents: number;
  depositCents: number;
  settledCents: number;
}

/** What is still to pay now: the whole stay before a deposit, then the total less the deposit and what the desk took. */
export function owedCents(stay: StayMoney): number {
  if (owesDeposit(stay.paymentStatus)) return stay.totalCents;
  return Math.max(0, stay.totalCents - stay.depositCents - stay.settledCents);
}

/** The desk actions that take what is owed, with a way of paying, when anything is: check-in (the balance) and check-out (later additions). */
export const SETTLING_ACTIONS = ['check-in', 'check-out'] as const satisfies readonly DeskAction[];
export type SettlingAction = (typeof SETTLING_ACTIONS)[number];

/** Which kind of payment a settling action records: the balance once, then additions (one captured balance per stay). */
export function settlementKind(stay: Pick<StayMoney, 'settledCents'>): 'balance' | 'extras' {
  return stay.settledCents === 0 ? 'balance' : 'extras';
}

/**
 * Why the desk may not do `action` to this stay today, or null when it may. `today` is the
 * calendar date at the hotel (D8).
 */
export function deskRefusal(action: DeskAction, stay: StayFacts, today: string): string | null {
  const { status } = stay;
  switch (action) {
    case 'deposit':
      if (status !== 'pending') return `This stay is ${statusWords(status)}; a deposit is taken only for a pending booking`;
      if (!owesDeposit(stay.paymentStatus)) return 'The deposit for this booking is already paid';
      return null;
    case 'check-in':
      if (status === 'pending') return 'Take the deposit first: a pending booking cannot be checked in';
      if (!canChangeBookingStatus(status, 'checked_in')) return `This stay is ${statusWords(status)}; it cannot be checked in`;
      if (today < stay.checkIn) return `Check-in opens on ${formatDay(stay.checkIn)}`;
      if (today >= stay.checkOut) return `This stay ended on ${formatDay(stay.checkOut)}; it can no longer be checked in`;
      return null;
    case 'check-out':
      if (status !== 'checked_in') return `This stay is ${statusWords(status)}; only a checked-in cat can be checked out`;
      return null;
    case 'cancel':
      if (!canChangeBookingStatus(status, 'cancelled')) return `This stay is ${statusWords(status)}; it can no longer be cancelled`;
      return null;
    case 'no-show':
      if (!canChangeBookingStatus(status, 'no_show')) return `This stay is ${statusWords(status)}; it cannot be marked a no-show`;
      if (today <= stay.checkIn) return `A no-show can be marked only after the check-in day (${formatDay(stay.checkIn)})`;
      return null;
  }
}

/** The actions the desk may take on this stay today, in the order the buttons show. */
export function deskActions(stay: StayFacts, today: string): DeskAction[] {
  return DESK_ACTIONS.filter((action) => deskRefusal(action, stay, today) === null);
}

function statusWords(status: BookingStatus): string {
  return status === 'checked_in' ? 'checked in' : status === 'no_show' ? 'a no-show' : status;
}

/** The deposit taken at the desk is the same R100 as online: the server alone fixes it. */
export const DESK_DEPOSIT_CENTS = DEPOSIT_CENTS;

/** The shortest reason a cancellation by the hotel may give: the owner reads it. */
export const MIN_REASON_LENGTH = 3;
