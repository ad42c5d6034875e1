import { describe, expect, it } from 'vitest';
import { completeDepositSchema, reservationDepositSchema, startDepositSchema } from './deposit.ts';
import { accepted, refusals } from './schema.test-support.ts';

const BOOKING = '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a90';

describe('startDepositSchema', () => {
  it.each([
    [{ bookingId: BOOKING }, []],
    [{}, [{ field: 'bookingId', message: 'Required' }]],
    [{ bookingId: 'abc' }, [{ field: 'bookingId', message: 'Invalid id' }]],
  ])('%j gives %j', (input, issues) => {
    expect(refusals(startDepositSchema, input)).toEqual(issues);
  });
});

describe('completeDepositSchema', () => {
  it('keeps only the order id from what the browser says about the order', () => {
    expect(
      accepted(completeDepositSchema, {
        bookingId: BOOKING,
        orderData: { id: ' 5O190127TN364715T ', status: 'COMPLETED', amount: '1.00', currency: 'USD' },
      }),
    ).toEqual({ bookingId: BOOKING, orderData: { id: '5O190127TN364715T' } });
  });

  it.each([
    ['orderData', 'Required', undefined],
    ['orderData', 'Invalid input', 'paid'],
    ['orderData.id', 'Required', {}],
    ['orderData.id', 'Required', { id: '  ' }],
    ['orderData.id', 'Invalid input', { id: 42 }],
    ['orderData.id', 'Must be at most 100 characters', { id: 'o'.repeat(101) }],
  ])('refuses %s: "%s"', (field, message, orderData) => {
    expect(refusals(completeDepositSchema, { bookingId: BOOKING, orderData })).toEqual([{ field, message }]);
  });
});

describe('reservationDepositSchema', () => {
  it.each([100, 100.0, 1e2, '100', '100.00', '100.0', ' 100 '])('accepts %j rand', (amount) => {
    expect(refusals(reservationDepositSchema, { reservationId: BOOKING, amount })).toEqual([]);
  });

  it.each([99, 101, 100.01, 10000, '1e2', '100.001', 'R100', '', null, {}])('refuses %j rand', (amount) => {
    expect(refusals(reservationDepositSchema, { reservationId: BOOKING, amount })).toEqual([{ field: 'amount', message: 'The deposit is R100' }]);
  });

  it('asks for the reservation and the amount', () => {
    expect(refusals(reservationDepositSchema, {})).toEqual([
      { field: 'reservationId', message: 'Required' },
      { field: 'amount', message: 'Required' },
    ]);
  });
});
