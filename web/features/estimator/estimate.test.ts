import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates.ts';
import { chosenStay, estimateStay, ESTIMATOR_SERVICES, isBookable, pendingBookingFrom } from './estimate.ts';

const CHECK_IN = '2026-07-01';
const stayOf = (nights: number, cats = 1) => ({ checkIn: CHECK_IN, checkOut: addDays(CHECK_IN, nights), cats });

const MEDICATION = 1;
const LIVE_UPDATES = 2;
const SPECIAL_ATTENTION = 3;

describe('the estimator’s figures at every boundary (spec points 5 and 9)', () => {
  it.each([
    [1, 0, ''],
    [2, 0, ''],
    [3, 220_00, 'short'],
    [7, 220_00, 'short'],
    [8, 200_00, 'extended'],
    [20, 200_00, 'extended'],
    [21, 175_00, 'longterm'],
    [90, 175_00, 'longterm'],
    [91, 0, ''],
  ])('%i nights: rate %i cents, stay type "%s"', (nights, rateCents, stayType) => {
    const price = estimateStay(stayOf(nights));
    expect(price.nights).toBe(nights);
    expect(price.rateCents).toBe(rateCents);
    expect(price.stayType).toBe(stayType);
    expect(price.baseCents).toBe(nights * rateCents);
    expect(isBookable(price)).toBe(stayType !== '');
  });

  it('multiplies the base by cats, 1 and 5', () => {
    expect(estimateStay(stayOf(10, 1)).baseCents).toBe(10 * 200_00);
    expect(estimateStay(stayOf(10, 5)).baseCents).toBe(10 * 200_00 * 5);
    expect(estimateStay(stayOf(7, 5)).baseCents).toBe(7 * 220_00 * 5);
  });

  it('charges services per day of the stay and never per cat', () => {
    const one = estimateStay(stayOf(10, 1), [MEDICATION, LIVE_UPDATES]);
    const five = estimateStay(stayOf(10, 5), [MEDICATION, LIVE_UPDATES]);
    expect(one.servicesCents).toBe(10 * (20_00 + 15_00));
    expect(five.servicesCents).toBe(one.servicesCents);
    expect(five.totalCents).toBe(10 * 200_00 * 5 + 10 * 35_00);
  });

  it('offers Special Attention Care from 20 nights, not at 19', () => {
    expect(estimateStay(stayOf(19), [SPECIAL_ATTENTION]).services).toEqual([]);
    expect(estimateStay(stayOf(19), [SPECIAL_ATTENTION]).servicesCents).toBe(0);
    const twenty = estimateStay(stayOf(20, 3), [SPECIAL_ATTENTION]);
    expect(twenty.services).toEqual([{ id: SPECIAL_ATTENTION, amountCents: 20 * 90_00 }]);
    expect(twenty.totalCents).toBe(20 * 200_00 * 3 + 20 * 90_00);
  });

  it('offers the spec’s three services and Transport, which is charged once a booking, never per day or per cat', () => {
    expect(ESTIMATOR_SERVICES.map((service) => service.name)).toEqual([
      'Medication Administration',
      'Live Updates',
      'Special Attention Care',
      'Transport',
    ]);
    const price = estimateStay(stayOf(10, 3), [4]);
    expect(price.servicesCents).toBe(200_00);
    expect(price.totalCents).toBe(10 * 200_00 * 3 + 200_00);
  });

  it('has no stay until both dates are picked', () => {
    expect(chosenStay({ checkIn: CHECK_IN, checkOut: null }, 2)).toBeNull();
    expect(chosenStay({ checkIn: CHECK_IN, checkOut: '2026-07-11' }, 2)).toEqual({ checkIn: CHECK_IN, checkOut: '2026-07-11', cats: 2 });
  });
});

describe('the pending booking draft', () => {
  it('has the spec’s fields, amounts as decimal text', () => {
    expect(pendingBookingFrom(stayOf(10, 2), [MEDICATION])).toEqual({
      checkInDate: '2026-07-01',
      checkOutDate: '2026-07-11',
      numberOfCats: 2,
      selectedServices: [MEDICATION],
      stayDetails: {
        nights: 10,
        rate: '200.00',
        stayType: 'extended',
        baseAmount: '4000.00',
        servicesAmount: '200.00',
        totalAmount: '4200.00',
      },
    });
  });

  it('drops a service the stay is too short for, and refuses a stay that cannot be booked', () => {
    expect(pendingBookingFrom(stayOf(19), [SPECIAL_ATTENTION])?.selectedServices).toEqual([]);
    expect(pendingBookingFrom(stayOf(2))).toBeNull();
    expect(pendingBookingFrom(stayOf(91))).toBeNull();
  });
});
