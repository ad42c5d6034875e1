import { describe, expect, it } from 'vitest';
import { reservationSchema } from './reservation.ts';
import { accepted, refusals } from './schema.test-support.ts';

const form = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.co.za',
  phone: '082 555 0123',
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-08',
  numberOfCats: 2,
  stayType: 'extended',
  specialRequirements: 'Luna hides under blankets at first',
};

describe('reservationSchema', () => {
  it('accepts the form, without its totalAmount (the server prices the stay)', () => {
    expect(accepted(reservationSchema, { ...form, totalAmount: '3080.00' })).toEqual({ ...form, extraServiceIds: [], transportAddress: null });
  });

  it('accepts the pending booking the dashboard sends as text', () => {
    expect(
      accepted(reservationSchema, {
        ...form,
        checkInDate: '2026-11-30T22:00:00.000Z',
        checkOutDate: '2026-12-07T22:00:00.000Z',
        numberOfCats: '2',
        totalAmount: 3080,
        specialRequirements: '',
        extraServiceIds: [1, 2],
      }),
    ).toMatchObject({
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-08',
      numberOfCats: 2,
      specialRequirements: null,
      extraServiceIds: [1, 2],
    });
  });

  it('keeps a phone-made id', () => {
    const id = '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a90';
    expect(accepted(reservationSchema, { ...form, id }).id).toBe(id);
  });

  it('gives every required field its own message, in the order of the form', () => {
    expect(refusals(reservationSchema, {})).toEqual([
      { field: 'firstName', message: 'First name must be at least 2 characters' },
      { field: 'lastName', message: 'Last name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'checkInDate', message: 'Check-in date is required' },
      { field: 'checkOutDate', message: 'Check-out date is required' },
      { field: 'numberOfCats', message: 'Required' },
      { field: 'stayType', message: 'Please select a stay type' },
    ]);
  });

  it('refuses what is not a form', () => {
    expect(refusals(reservationSchema, 'Thandi')).toEqual([{ field: '', message: 'Invalid input' }]);
  });

  it.each([
    ['firstName', 'First name must be at least 2 characters', 'T'],
    ['lastName', 'Last name must be at least 2 characters', ' M '],
    ['email', 'Please enter a valid email address', 'thandi@'],
    ['phone', 'Please enter a valid phone number', '082555012'],
    ['checkInDate', 'Check-in date is required', ''],
    ['checkInDate', 'Check-in date is required', null],
    ['checkOutDate', 'Check-out date is required', '  '],
    ['checkInDate', 'Invalid date', '2026-02-30'],
    ['checkOutDate', 'Invalid date', '08/12/2026'],
    ['checkOutDate', 'Invalid date', '2026-12-08T10:00:00'],
    ['checkInDate', 'Invalid date', 20261201],
    ['numberOfCats', 'Number of cats must be from 1 to 5', 0],
    ['numberOfCats', 'Number of cats must be from 1 to 5', 6],
    ['numberOfCats', 'Number of cats must be from 1 to 5', '6'],
    ['numberOfCats', 'Number of cats must be from 1 to 5', 1.5],
    ['numberOfCats', 'Number of cats must be from 1 to 5', 'two'],
    ['numberOfCats', 'Number of cats must be from 1 to 5', ''],
    ['stayType', 'Please select a stay type', ''],
    ['stayType', 'Please select a stay type', 'weekend'],
    ['specialRequirements', 'Must be at most 2000 characters', 's'.repeat(2001)],
    ['extraServiceIds', 'Please select each extra service only once', [1, 1]],
    ['extraServiceIds.0', 'Please choose extra services from the list', ['1']],
  ])('refuses a %s: "%s"', (field, message, value) => {
    const key = field.split('.')[0] ?? field;
    expect(refusals(reservationSchema, { ...form, [key]: value })).toEqual([{ field, message }]);
  });

  it.each([
    [1, ' short '],
    [5, 'longterm'],
    ['1', 'short'],
    [' 5 ', 'extended'],
  ])('accepts %j cats on a %j stay', (numberOfCats, stayType) => {
    expect(accepted(reservationSchema, { ...form, numberOfCats, stayType })).toMatchObject({
      numberOfCats: Number(numberOfCats),
      stayType: stayType.trim(),
    });
  });

  it.each([
    ['2026-12-08', '2026-12-08'],
    ['2026-12-08', '2026-12-01'],
    ['2026-12-08', '2026-12-07T21:59:59Z'],
  ])('refuses check-in %s with check-out %s', (checkInDate, checkOutDate) => {
    expect(refusals(reservationSchema, { ...form, checkInDate, checkOutDate })).toEqual([
      { field: 'checkOutDate', message: 'Check-out must be after check-in' },
    ]);
  });

  it('reports dates in the wrong order alongside other mistakes', () => {
    expect(refusals(reservationSchema, { ...form, phone: '', checkOutDate: '2026-11-01' })).toEqual([
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'checkOutDate', message: 'Check-out must be after check-in' },
    ]);
  });

  it('leaves a date that is itself wrong to its own message', () => {
    expect(refusals(reservationSchema, { ...form, checkInDate: 'soon' })).toEqual([{ field: 'checkInDate', message: 'Invalid date' }]);
  });
});
