import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus, type PaymentStatus } from './booking-status.ts';
import { DESK_ACTIONS, type DeskAction, deskActions, deskRefusal, owedCents, settlementKind, type StayFacts } from './stay-life.ts';

// A four-night stay from 10 Dec 2026 costing R960, with its deposit of R100.
const stay = (status: BookingStatus, paymentStatus: PaymentStatus = 'deposit_paid'): StayFacts => ({
  status,
  paymentStatus,
  checkIn: '2026-12-10',
  checkOut: '2026-12-14',
  totalCents: 96_000,
  depositCents: 10_000,
});

const BEFORE = '2026-12-09';
const CHECK_IN_DAY = '2026-12-10';
const DURING = '2026-12-12';
const CHECK_OUT_DAY = '2026-12-14';
const AFTER = '2026-12-20';

describe('what the desk may do to a stay, and when', () => {
  // Every status on every kind of day: the actions the buttons offer are exactly the allowed ones.
  const offered: Record<BookingStatus, Record<string, DeskAction[]>> = {
    pending: {
      [BEFORE]: ['deposit', 'cancel'],
      [CHECK_IN_DAY]: ['deposit', 'cancel'],
      [DURING]: ['deposit', 'cancel', 'no-show'],
      [AFTER]: ['deposit', 'cancel', 'no-show'],
    },
    confirmed: {
      [BEFORE]: ['cancel'],
      [CHECK_IN_DAY]: ['check-in', 'cancel'],
      [DURING]: ['check-in', 'cancel', 'no-show'],
      [CHECK_OUT_DAY]: ['cancel', 'no-show'],
      [AFTER]: ['cancel', 'no-show'],
    },
    checked_in: { [CHECK_IN_DAY]: ['check-out'], [CHECK_OUT_DAY]: ['check-out'], [AFTER]: ['check-out'] },
    completed: { [CHECK_OUT_DAY]: [] },
    cancelled: { [CHECK_IN_DAY]: [] },
    no_show: { [AFTER]: [] },
  };

  it.each(BOOKING_STATUSES.flatMap((status) => Object.entries(offered[status]).map(([today, actions]) => [status, today, actions] as const)))(
    '%s on %s: %j',
    (status, today, actions) => {
      const paymentStatus = status === 'pending' ? 'pending' : status === 'completed' ? 'paid' : 'deposit_paid';
      expect(deskActions(stay(status, paymentStatus), today)).toEqual(actions);
    },
  );

  it.each([
    ['deposit', stay('confirmed'), DURING, 'This stay is confirmed; a deposit is taken only for a pending booking'],
    ['deposit', stay('pending', 'deposit_paid'), DURING, 'The deposit for this booking is already paid'],
    ['check-in', stay('pending', 'pending'), CHECK_IN_DAY, 'Take the deposit first: a pending booking cannot be checked in'],
    ['check-in', stay('confirmed'), BEFORE, 'Check-in opens on 10 Dec 2026'],
    ['check-in', stay('confirmed'), CHECK_OUT_DAY, 'This stay ended on 14 Dec 2026; it can no longer be checked in'],
    ['check-in', stay('checked_in'), DURING, 'This stay is checked in; it cannot be checked in'],
    ['check-out', stay('confirmed'), DURING, 'This stay is confirmed; only a checked-in cat can be checked out'],
    ['cancel', stay('checked_in'), DURING, 'This stay is checked in; it can no longer be cancelled'],
    ['cancel', stay('no_show'), AFTER, 'This stay is a no-show; it can no longer be cancelled'],
    ['no-show', stay('confirmed'), CHECK_IN_DAY, 'A no-show can be marked only after the check-in day (10 Dec 2026)'],
    ['no-show', stay('completed', 'paid'), AFTER, 'This stay is completed; it cannot be marked a no-show'],
  ] as const)('refuses %s of a %o on %s', (action, facts, today, message) => {
    expect(deskRefusal(action, facts, today)).toBe(message);
  });

  it('knows every action by its place in the buttons', () => {
    expect(DESK_ACTIONS).toEqual(['deposit', 'check-in', 'check-out', 'cancel', 'no-show']);
  });
});

describe('what is owed: the balance at check-in, later additions at check-out (spec §9)', () => {
  it.each([
    ['pending', 0, 96_000],
    ['deposit_pending', 0, 96_000],
    ['deposit_paid', 0, 86_000],
    // Checked in: the balance was taken.
    ['paid', 86_000, 0],
    // Something added after check-in (a service during the stay): check-out takes it.
    ['paid', 86_000 - 25_000, 25_000],
  ] as const)('with the payment %s and %i cents taken at the desk: %i cents', (paymentStatus, settledCents, cents) => {
    expect(owedCents({ ...stay('confirmed', paymentStatus), settledCents })).toBe(cents);
  });

  it('never owes a negative amount', () => {
    expect(owedCents({ paymentStatus: 'deposit_paid', totalCents: 5_000, depositCents: 10_000, settledCents: 0 })).toBe(0);
    expect(owedCents({ paymentStatus: 'paid', totalCents: 96_000, depositCents: 10_000, settledCents: 90_000 })).toBe(0);
  });

  it('records the balance once, and what comes after it as extras', () => {
    expect(settlementKind({ settledCents: 0 })).toBe('balance');
    expect(settlementKind({ settledCents: 86_000 })).toBe('extras');
  });
});
