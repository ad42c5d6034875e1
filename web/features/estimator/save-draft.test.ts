import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_BOOKING_KEY, readPendingBooking } from '../../components/pending-booking.ts';
import { hotelData } from '../../db.ts';
import { pendingBookingFrom } from './estimate.ts';
import { ESTIMATOR_DRAFT_ID } from '../../components/pending-booking.ts';
import { continueAddress, saveDraft } from './save-draft.ts';

afterEach(async () => {
  window.sessionStorage.clear();
  await hotelData.drafts.clear();
});

describe('saving the estimator’s draft', () => {
  it('writes the spec’s shape to session storage under pendingBooking and a draft to Dexie', async () => {
    const draft = pendingBookingFrom({ checkIn: '2026-07-01', checkOut: '2026-07-11', cats: 2 }, [1]);
    if (draft === null) throw new Error('a 10-night stay can be booked');
    await saveDraft(draft, new Date('2026-06-10T08:00:00Z'));

    const stored = JSON.parse(window.sessionStorage.getItem(PENDING_BOOKING_KEY) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['checkInDate', 'checkOutDate', 'numberOfCats', 'selectedServices', 'stayDetails']);
    expect(stored).toEqual({
      checkInDate: '2026-07-01',
      checkOutDate: '2026-07-11',
      numberOfCats: 2,
      selectedServices: [1],
      stayDetails: { nights: 10, rate: '200.00', stayType: 'extended', baseAmount: '4000.00', servicesAmount: '200.00', totalAmount: '4200.00' },
    });
    expect(readPendingBooking()).toEqual(stored);

    expect(await hotelData.drafts.get(ESTIMATOR_DRAFT_ID)).toEqual({
      id: ESTIMATOR_DRAFT_ID,
      checkInDate: '2026-07-01',
      checkOutDate: '2026-07-11',
      numberOfCats: 2,
      catIds: [],
      extraServiceIds: [1],
      specialRequests: '',
      updatedAt: '2026-06-10T08:00:00.000Z',
    });
  });

  it('replaces the last estimate rather than keeping both', async () => {
    const first = pendingBookingFrom({ checkIn: '2026-07-01', checkOut: '2026-07-11', cats: 2 });
    const second = pendingBookingFrom({ checkIn: '2026-08-01', checkOut: '2026-08-05', cats: 1 });
    if (first === null || second === null) throw new Error('both can be booked');
    await saveDraft(first);
    await saveDraft(second);
    expect(await hotelData.drafts.count()).toBe(1);
    expect(readPendingBooking()?.checkInDate).toBe('2026-08-01');
  });

  it('reads nothing from a missing or foreign value', () => {
    expect(readPendingBooking()).toBeNull();
    window.sessionStorage.setItem(PENDING_BOOKING_KEY, 'stale');
    expect(readPendingBooking()).toBeNull();
    window.sessionStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify({ checkInDate: '2026-12-01', numberOfCats: 1 }));
    expect(readPendingBooking()).toBeNull();
  });

  it('sends a visitor to /register and a signed-in owner to /dashboard', () => {
    expect(continueAddress({ status: 'signed-out' })).toBe('/register');
    expect(continueAddress({ status: 'loading' })).toBe('/register');
    expect(continueAddress({ status: 'unreachable' })).toBe('/dashboard');
    expect(continueAddress({ status: 'signed-in', owner: {} as never })).toBe('/dashboard');
  });
});
