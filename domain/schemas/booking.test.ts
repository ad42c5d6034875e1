import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, bookingChangesSchema, newBookingSchema } from './booking.ts';
import { accepted, refusals } from './schema.test-support.ts';

const LUNA = '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a90';
const MILO = '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a91';
const catsNamed = (count: number) =>
  Array.from({ length: count }, (_, index) => `0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a${String(index).padStart(2, '0')}`);

const request = {
  booking: {
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-08',
    specialRequests: 'Milo needs his evening tablet',
    totalAmount: '1.00',
    status: 'confirmed',
    paymentStatus: 'paid',
  },
  catIds: [LUNA, MILO],
  extraServiceIds: [1],
};

describe('newBookingSchema', () => {
  it('accepts the dashboard request and drops what the server decides', () => {
    expect(accepted(newBookingSchema, request)).toEqual({
      booking: { checkInDate: '2026-12-01', checkOutDate: '2026-12-08', specialRequests: 'Milo needs his evening tablet', transportAddress: null },
      catIds: [LUNA, MILO],
      extraServiceIds: [1],
    });
  });

  it.each([
    [{ specialRequests: '' }, { specialRequests: null }],
    [{ specialRequests: undefined }, { specialRequests: null }],
    [{ checkInDate: '2026-11-30T22:00:00.000Z' }, { checkInDate: '2026-12-01' }],
    [{ id: LUNA.toUpperCase() }, { id: LUNA }],
  ])('stores booking %j as %j', (change, expected) => {
    expect(accepted(newBookingSchema, { ...request, booking: { ...request.booking, ...change } }).booking).toMatchObject(expected);
  });

  it.each([
    [{ extraServiceIds: undefined }, []],
    [{ extraServiceIds: null }, []],
    [{ extraServiceIds: [4, 3] }, [4, 3]],
  ])('reads %j as extra services %j', (change, extraServiceIds) => {
    expect(accepted(newBookingSchema, { ...request, ...change }).extraServiceIds).toEqual(extraServiceIds);
  });

  it.each([
    [1, undefined],
    [5, undefined],
    [6, 'Please select at most 5 cats'],
  ])('%i cats: %s', (count, message) => {
    const issues = refusals(newBookingSchema, { ...request, catIds: catsNamed(count) });
    expect(issues).toEqual(message === undefined ? [] : [{ field: 'catIds', message }]);
  });

  it.each([
    ['catIds', 'Please select at least one cat', []],
    ['catIds', 'Please select at least one cat', undefined],
    ['catIds', 'Please select at least one cat', 'all of them'],
    ['catIds', 'Please select each cat only once', [LUNA, LUNA.toUpperCase()]],
    ['catIds.1', 'Invalid id', [LUNA, 'milo']],
    ['extraServiceIds', 'Please select each extra service only once', [2, 2]],
    ['extraServiceIds.0', 'Please choose extra services from the list', [0]],
    ['extraServiceIds.0', 'Please choose extra services from the list', [1.5]],
    ['extraServiceIds.0', 'Please choose extra services from the list', ['1']],
  ])('refuses %s: "%s"', (field, message, value) => {
    const key = field.split('.')[0] ?? field;
    expect(refusals(newBookingSchema, { ...request, [key]: value })).toEqual([{ field, message }]);
  });

  it.each([
    ['booking.checkInDate', 'Check-in date is required', { checkInDate: undefined }],
    ['booking.checkOutDate', 'Check-out date is required', { checkOutDate: '' }],
    ['booking.checkInDate', 'Invalid date', { checkInDate: '2026-02-30' }],
    ['booking.checkOutDate', 'Check-out must be after check-in', { checkOutDate: '2026-12-01' }],
    ['booking.specialRequests', 'Must be at most 2000 characters', { specialRequests: 'r'.repeat(2001) }],
    ['booking.id', 'Invalid id', { id: 'booking-1' }],
  ])('refuses %s: "%s"', (field, message, change) => {
    expect(refusals(newBookingSchema, { ...request, booking: { ...request.booking, ...change } })).toEqual([{ field, message }]);
  });

  it('asks for the booking when it is missing', () => {
    expect(refusals(newBookingSchema, { catIds: [LUNA] })).toEqual([{ field: 'booking', message: 'Required' }]);
  });
});

describe('bookingChangesSchema', () => {
  it.each([
    [
      { checkOutDate: '2026-12-10', version: 3 },
      { checkOutDate: '2026-12-10', version: 3 },
    ],
    [{ specialRequests: '' }, { specialRequests: null }],
    [{ extraServiceIds: [] }, { extraServiceIds: [] }],
    [{ catIds: [MILO] }, { catIds: [MILO] }],
    [
      { checkInDate: '2026-12-05', checkOutDate: '2026-12-12', status: 'confirmed' },
      { checkInDate: '2026-12-05', checkOutDate: '2026-12-12' },
    ],
  ])('changes only what is sent: %j', (changes, expected) => {
    expect(accepted(bookingChangesSchema, changes)).toEqual(expected);
  });

  it.each([{}, { version: 2 }, { totalAmount: '0.00' }])('refuses %j: nothing to change', (changes) => {
    expect(refusals(bookingChangesSchema, changes)).toEqual([{ field: '', message: 'Nothing to change' }]);
  });

  it.each([
    ['checkOutDate', 'Check-out must be after check-in', { checkInDate: '2026-12-05', checkOutDate: '2026-12-05' }],
    ['checkInDate', 'Check-in date is required', { checkInDate: '' }],
    ['catIds', 'Please select at least one cat', { catIds: [] }],
    ['version', 'Invalid input', { catIds: [LUNA], version: -1 }],
    ['version', 'Invalid input', { catIds: [LUNA], version: 1.5 }],
    ['version', 'Invalid input', { catIds: [LUNA], version: '3' }],
  ])('refuses %s: "%s"', (field, message, changes) => {
    expect(refusals(bookingChangesSchema, changes)).toEqual([{ field, message }]);
  });
});

describe('availabilityQuerySchema', () => {
  it('counts one cat unless told', () => {
    expect(accepted(availabilityQuerySchema, { checkIn: '2026-12-01', checkOut: '2026-12-04' })).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      cats: 1,
    });
  });

  it.each([
    ['1', 1],
    ['5', 5],
  ])('reads cats=%s as %i', (cats, expected) => {
    expect(accepted(availabilityQuerySchema, { checkIn: '2026-12-01', checkOut: '2026-12-04', cats }).cats).toBe(expected);
  });

  it.each([
    ['cats', 'Number of cats must be from 1 to 5', { cats: '0' }],
    ['cats', 'Number of cats must be from 1 to 5', { cats: '6' }],
    ['cats', 'Number of cats must be from 1 to 5', { cats: '' }],
    ['checkIn', 'Check-in date is required', { checkIn: undefined }],
    ['checkOut', 'Invalid date', { checkOut: 'next week' }],
    ['checkOut', 'Check-out must be after check-in', { checkOut: '2026-11-30' }],
  ])('refuses %s: "%s"', (field, message, change) => {
    expect(refusals(availabilityQuerySchema, { checkIn: '2026-12-01', checkOut: '2026-12-04', ...change })).toEqual([{ field, message }]);
  });
});
