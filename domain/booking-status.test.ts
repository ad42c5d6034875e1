import { describe, expect, it } from 'vitest';
import {
  awaitsArrival,
  BOOKING_BADGE_COLOURS,
  BOOKING_STATUSES,
  bookingStatusLabel,
  canChangeBookingStatus,
  canChangePaymentStatus,
  isCancellable,
  isEditable,
  owesDeposit,
  PAYMENT_STATUSES,
  paymentLabel,
  takesPlaces,
} from './booking-status.ts';
import type { BookingStatus, PaymentStatus } from './booking-status.ts';

const pairs = <T>(values: readonly T[]): [T, T][] => values.flatMap((from) => values.map((to): [T, T] => [from, to]));

describe('canChangeBookingStatus', () => {
  const allowed = new Set([
    'pending>confirmed',
    'pending>cancelled',
    'pending>no_show',
    'confirmed>checked_in',
    'confirmed>cancelled',
    'confirmed>no_show',
    'checked_in>completed',
  ]);

  it.each(pairs<BookingStatus>(BOOKING_STATUSES))('%s -> %s', (from, to) => {
    expect(canChangeBookingStatus(from, to)).toBe(allowed.has(`${from}>${to}`));
  });
});

describe('canChangePaymentStatus', () => {
  const allowed = new Set([
    'pending>deposit_pending',
    'pending>deposit_paid',
    'deposit_pending>deposit_paid',
    'deposit_pending>pending',
    'deposit_paid>paid',
  ]);

  it.each(pairs<PaymentStatus>(PAYMENT_STATUSES))('%s -> %s', (from, to) => {
    expect(canChangePaymentStatus(from, to)).toBe(allowed.has(`${from}>${to}`));
  });
});

describe('booking status rules', () => {
  it.each([
    ['pending', true, true, true, true, 'yellow'],
    ['confirmed', false, true, true, true, 'green'],
    ['cancelled', false, false, false, false, 'red'],
    ['completed', false, false, false, false, 'blue'],
    ['checked_in', false, false, true, false, 'purple'],
    ['no_show', false, false, false, false, 'gray'],
  ] as const)(
    '%s: editable %s, cancellable %s, takes places %s, awaits arrival %s, badge %s',
    (status, editable, cancellable, places, arriving, colour) => {
      expect(isEditable(status)).toBe(editable);
      expect(isCancellable(status)).toBe(cancellable);
      expect(takesPlaces(status)).toBe(places);
      expect(awaitsArrival(status)).toBe(arriving);
      expect(BOOKING_BADGE_COLOURS[status]).toBe(colour);
    },
  );
});

describe('payment status rules', () => {
  it.each([
    ['pending', true, 'Pay R100 Deposit'],
    ['deposit_pending', true, 'Pay R100 Deposit'],
    ['deposit_paid', false, 'Deposit Paid'],
    ['paid', false, 'Paid'],
  ] as const)('%s: owes deposit %s, labelled %s', (status, owes, label) => {
    expect(owesDeposit(status)).toBe(owes);
    expect(paymentLabel(status)).toBe(label);
  });

  it.each(['refunded', '', 'PAID', 'toString'])('labels unknown "%s" as Pending Payment', (status) => {
    expect(paymentLabel(status)).toBe('Pending Payment');
  });
});

describe('bookingStatusLabel', () => {
  it.each([
    ['checked_in', null, 'Checked In'],
    ['completed', null, 'Completed'],
    ['no_show', null, 'No-show'],
    ['cancelled', 'owner', 'Cancelled'],
    ['cancelled', 'hotel', 'Cancelled by the hotel'],
    ['archived', null, 'archived'],
  ] as const)('%s cancelled by %s reads %s', (status, by, label) => {
    expect(bookingStatusLabel(status, by)).toBe(label);
  });
});
