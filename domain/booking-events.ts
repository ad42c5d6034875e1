// The steps in a booking's history (issue 14), as the server records them in `booking_events` and
// the booking's page at the desk names them. Who took a step is the event's actor: an owner's
// cancellation and the hotel's are both `cancelled`, told apart by the actor's role.

export const BOOKING_EVENT_ACTIONS = [
  'created',
  'changed',
  'deposit-online',
  'deposit-desk',
  'checked-in',
  'checked-out',
  'cancelled',
  'no-show',
  'deposit-refunded',
  'deposit-reversed',
  'deposit-paid-twice',
  'change-asked',
  'cancel-asked',
  'request-accepted',
  'request-declined',
  'live-call-charged',
] as const;
export type BookingEventAction = (typeof BOOKING_EVENT_ACTIONS)[number];

export const BOOKING_EVENT_LABELS: Record<BookingEventAction, string> = {
  created: 'Booked',
  changed: 'Dates, cats or services changed',
  'deposit-online': 'Deposit paid online',
  'deposit-desk': 'Deposit taken at the desk',
  'checked-in': 'Checked in',
  'checked-out': 'Checked out',
  cancelled: 'Cancelled',
  'no-show': 'Marked no-show',
  'deposit-refunded': 'Deposit refunded by the payment service',
  'deposit-reversed': 'Deposit reversed (chargeback)',
  'deposit-paid-twice': 'Deposit paid a second time: refund one',
  'change-asked': 'Owner asked for a change',
  'cancel-asked': 'Owner asked to cancel',
  'request-accepted': 'Request accepted',
  'request-declined': 'Request declined',
  'live-call-charged': 'Live Update call made, beyond the day’s free calls: added to the bill',
};

// Takes any text: a history written by a newer build may name a step this one does not know.
export function bookingEventLabel(action: string): string {
  return action in BOOKING_EVENT_LABELS ? BOOKING_EVENT_LABELS[action as BookingEventAction] : action;
}
