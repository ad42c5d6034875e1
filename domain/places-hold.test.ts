import { describe, expect, it } from 'vitest';
import { HOLD_LAPSED_LINE, holdEnds, holdIsLive, holdLine } from './places-hold.ts';

describe('an unpaid booking’s hold on its places', () => {
  const madeAt = new Date('2026-12-06T10:00:00Z'); // Sunday 12:00 at the hotel (UTC+2)

  it('ends PENDING_HOLD_MINUTES after the booking was made', () => {
    expect(holdEnds(madeAt, 2880).toISOString()).toBe('2026-12-08T10:00:00.000Z');
  });

  it('is live until the minute it ends, and a booking with no hold holds nothing', () => {
    const until = holdEnds(madeAt, 2880);
    expect(holdIsLive(until, new Date(until.getTime() - 1))).toBe(true);
    expect(holdIsLive(until, until)).toBe(false);
    expect(holdIsLive(until.toISOString(), new Date(until.getTime() + 60_000))).toBe(false);
    expect(holdIsLive(null, madeAt)).toBe(false);
  });

  it('reads "Held until Tue 12:00 unless another guest pays first" at the hotel’s clock, whatever the phone’s zone', () => {
    expect(holdLine(holdEnds(madeAt, 2880), madeAt)).toBe('Held until Tue 12:00 unless another guest pays first');
    expect(holdLine('2026-12-08T22:30:00Z', madeAt)).toBe('Held until Wed 00:30 unless another guest pays first');
  });

  it('names the date when the hold ends more than six days away', () => {
    expect(holdLine(holdEnds(madeAt, 10 * 24 * 60), madeAt)).toBe('Held until Wed 16 Dec 12:00 unless another guest pays first');
  });

  it('writes September as "Sep", as every other date does, whatever Intl calls it', () => {
    const september = new Date('2026-09-06T10:00:00Z');
    expect(holdLine(holdEnds(september, 10 * 24 * 60), september)).toBe('Held until Wed 16 Sep 12:00 unless another guest pays first');
  });

  it('says the places are no longer held once it lapsed', () => {
    expect(holdLine(holdEnds(madeAt, 60), new Date('2026-12-06T11:00:00Z'))).toBe(HOLD_LAPSED_LINE);
  });
});
