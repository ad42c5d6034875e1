import { describe, expect, it } from 'vitest';
import { type CatStay, catAlreadyStaying, catAlreadyStayingMessage, nightsOverlap, stayDates } from './cat-stays.ts';

const mochi = 'cat-mochi';
const confirmed: CatStay = { bookingId: 'b1', catIds: [mochi], checkInDate: '2026-12-10', checkOutDate: '2026-12-15', status: 'confirmed' };

describe('one cat, one stay at a time', () => {
  it('finds the stay a cat is already in when the nights overlap', () => {
    const found = catAlreadyStaying({ checkInDate: '2026-12-12', checkOutDate: '2026-12-16', catIds: ['other', mochi] }, [confirmed]);
    expect(found).toEqual({ catId: mochi, other: confirmed });
  });

  it('lets a stay begin on the day the other one ends, and before it begins', () => {
    expect(catAlreadyStaying({ checkInDate: '2026-12-15', checkOutDate: '2026-12-18', catIds: [mochi] }, [confirmed])).toBeUndefined();
    expect(catAlreadyStaying({ checkInDate: '2026-12-05', checkOutDate: '2026-12-10', catIds: [mochi] }, [confirmed])).toBeUndefined();
    expect(nightsOverlap({ checkInDate: '2026-12-14', checkOutDate: '2026-12-20' }, confirmed)).toBe(true);
  });

  it('ignores other cats, ended stays and the stay being edited', () => {
    const stay = { checkInDate: '2026-12-11', checkOutDate: '2026-12-14', catIds: [mochi] };
    expect(catAlreadyStaying({ ...stay, catIds: ['other'] }, [confirmed])).toBeUndefined();
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      expect(catAlreadyStaying(stay, [{ ...confirmed, status }])).toBeUndefined();
    }
    expect(catAlreadyStaying({ ...stay, bookingId: 'b1' }, [confirmed])).toBeUndefined();
    expect(catAlreadyStaying(stay, [{ ...confirmed, status: 'pending' }])?.other.bookingId).toBe('b1');
  });

  it('names the cat and the other stay’s dates', () => {
    expect(stayDates('2026-11-28', '2026-12-03')).toBe('28 Nov-3 Dec');
    expect(catAlreadyStayingMessage('Mochi', confirmed)).toBe(
      'Mochi is already booked for 10-15 Dec, and a cat can be in one stay at a time. Choose other dates, or leave Mochi out of this booking.',
    );
  });
});
