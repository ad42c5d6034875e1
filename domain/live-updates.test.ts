import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXTRA_SERVICES } from './extra-services.ts';
import {
  byTimeOfDay,
  CALL_DAY_OUTSIDE,
  CALL_DAY_PAST,
  CALL_TIME,
  callChargeCents,
  callDayRefusal,
  callDays,
  callPrices,
  callState,
  freeCallsPerDay,
  LIVE_CALL_CENTS,
  LIVE_UPDATES_SERVICE_ID,
  type LiveCallView,
  mayAskForCalls,
  priceWords,
  withinCallHours,
} from './live-updates.ts';
import { liveCallDoneSchema, liveCallSchema } from './schemas/live-call.ts';

const MEDICATION = 1;

function call(id: string, changes: Partial<LiveCallView>): LiveCallView {
  return { id, day: '2026-12-02', at: '10:00', note: null, state: 'asked', doneAt: null, chargedCents: null, ...changes };
}

describe('the price of a Live Update call', () => {
  it('is the Live Updates service’s own R15, from the one catalogue', () => {
    expect(LIVE_CALL_CENTS).toBe(1_500);
    expect(EXTRA_SERVICES.find((service) => service.id === LIVE_UPDATES_SERVICE_ID)).toMatchObject({ name: 'Live Updates', priceCents: 1_500 });
  });

  it('leaves every stay one free call a day, and one more when the stay booked the Live Updates service', () => {
    expect(freeCallsPerDay([])).toBe(1);
    expect(freeCallsPerDay([MEDICATION])).toBe(1);
    expect(freeCallsPerDay([MEDICATION, LIVE_UPDATES_SERVICE_ID])).toBe(2);
  });

  it('charges R15 for each call of a day beyond its free ones', () => {
    expect([0, 1, 2, 3].map((made) => callChargeCents(made, [MEDICATION]))).toEqual([0, 1_500, 1_500, 1_500]);
    expect([0, 1, 2, 3].map((made) => callChargeCents(made, [LIVE_UPDATES_SERVICE_ID]))).toEqual([0, 0, 1_500, 1_500]);
  });

  it('shows what each call costs or will cost: made ones as charged, asked ones after them by time, each day on its own, cancelled ones nothing', () => {
    const calls = [
      call('a', { at: '09:00' }),
      call('b', { at: '15:00', state: 'done', doneAt: '2026-12-02T13:05:00.000Z', chargedCents: 0 }),
      call('c', { at: '08:30', state: 'cancelled' }),
      call('d', { at: '17:00' }),
      call('e', { day: '2026-12-03', at: '11:00' }),
    ];
    expect(Object.fromEntries(callPrices(calls, []))).toEqual({ a: 1_500, b: 0, c: 0, d: 1_500, e: 0 });
    expect(Object.fromEntries(callPrices(calls, [LIVE_UPDATES_SERVICE_ID]))).toEqual({ a: 0, b: 0, c: 0, d: 1_500, e: 0 });
  });

  it('is said "Free" or in rand', () => {
    expect(priceWords(0)).toBe('Free');
    expect(priceWords(1_500)).toBe('R15');
  });
});

describe('asking for a call', () => {
  const stay = { checkIn: '2026-12-01', checkOut: '2026-12-04' };

  it('is for a confirmed stay or one under way', () => {
    expect(['pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'].filter(mayAskForCalls)).toEqual(['confirmed', 'checked_in']);
  });

  it('takes a day of the stay, check-in day to check-out day, not yet past at the hotel', () => {
    expect(callDayRefusal('2026-12-01', stay, '2026-11-20')).toBeNull();
    expect(callDayRefusal('2026-12-04', stay, '2026-12-04')).toBeNull();
    expect(callDayRefusal('2026-11-30', stay, '2026-11-20')).toBe(CALL_DAY_OUTSIDE);
    expect(callDayRefusal('2026-12-05', stay, '2026-11-20')).toBe(CALL_DAY_OUTSIDE);
    expect(callDayRefusal('2026-12-02', stay, '2026-12-03')).toBe(CALL_DAY_PAST);
  });

  it('offers the days still to come of the stay', () => {
    expect(callDays(stay, '2026-11-20')).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(callDays(stay, '2026-12-03')).toEqual(['2026-12-03', '2026-12-04']);
    expect(callDays(stay, '2026-12-05')).toEqual([]);
  });

  it('takes a time within the hotel’s hours for calls, 08:00 to 18:00', () => {
    expect(['08:00', '12:30', '18:00'].filter(withinCallHours)).toEqual(['08:00', '12:30', '18:00']);
    expect(['07:59', '18:01', '23:00', '8:00', '24:00', 'noon'].filter(withinCallHours)).toEqual([]);
  });

  it('is checked by one schema: "9:30" is 09:30, an hour outside or a wrong day is refused with its message', () => {
    const id = '0190d6a4-0000-7000-8000-0000000000f1';
    expect(v.parse(liveCallSchema, { id, day: '2026-12-02', at: ' 9:30 ', note: '  Show me her new toy ' })).toEqual({
      id,
      day: '2026-12-02',
      at: '09:30',
      note: 'Show me her new toy',
    });
    expect(v.parse(liveCallSchema, { id, day: '2026-12-02', at: '14:00' }).note).toBeNull();
    const late = v.safeParse(liveCallSchema, { id, day: '2026-12-02', at: '19:00' });
    expect(late.issues?.[0]?.message).toBe(CALL_TIME);
    expect(v.safeParse(liveCallSchema, { id, day: '2026-02-30', at: '10:00' }).success).toBe(false);
    expect(v.safeParse(liveCallDoneSchema, { doneAt: 'yesterday' }).success).toBe(false);
    expect(v.parse(liveCallDoneSchema, { doneAt: '2026-12-02T12:05:00.000Z' })).toEqual({ doneAt: '2026-12-02T12:05:00.000Z' });
  });
});

describe('a call’s state and order', () => {
  it('is asked until made or cancelled; made stands even if cancelled after', () => {
    expect(callState({ doneAt: null, cancelledAt: null })).toBe('asked');
    expect(callState({ doneAt: null, cancelledAt: new Date() })).toBe('cancelled');
    expect(callState({ doneAt: new Date(), cancelledAt: null })).toBe('done');
  });

  it('lists by day, then time of day', () => {
    const calls = [call('c', { day: '2026-12-03', at: '08:00' }), call('b', { at: '15:00' }), call('a', { at: '09:00' })];
    expect(calls.sort(byTimeOfDay).map((one) => one.id)).toEqual(['a', 'b', 'c']);
  });
});
