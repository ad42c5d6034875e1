import { describe, expect, it } from 'vitest';
import { CANCELLATION_RULES } from './cancellation-policy.ts';
import { cancellationRuleFor, hoursUntilCheckIn } from './cancellation.ts';

// Check-in on 10 Dec 2026 is 11:00 at the hotel (UTC+2), which is 09:00 UTC.
const CHECK_IN = '2026-12-10';
const at = (iso: string) => new Date(iso);

describe('hoursUntilCheckIn', () => {
  it('counts to 11:00 AM in Cape Town, whatever zone the phone is in', () => {
    expect(hoursUntilCheckIn(CHECK_IN, at('2026-12-10T09:00:00Z'))).toBe(0);
    expect(hoursUntilCheckIn(CHECK_IN, at('2026-12-08T09:00:00Z'))).toBe(48);
    expect(hoursUntilCheckIn(CHECK_IN, at('2026-12-10T10:30:00Z'))).toBe(-1.5);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => hoursUntilCheckIn('10/12/2026', new Date())).toThrow(RangeError);
  });
});

describe('cancellationRuleFor', () => {
  it.each([
    ['2026-11-01T12:00:00Z', 'early'],
    ['2026-12-08T08:59:00Z', 'early'],
    // Exactly 48 hours before is already within 48 hours.
    ['2026-12-08T09:00:00Z', 'late'],
    ['2026-12-09T20:00:00Z', 'late'],
    ['2026-12-10T08:59:00Z', 'late'],
    ['2026-12-10T09:00:00Z', 'no-show'],
    ['2026-12-12T09:00:00Z', 'no-show'],
  ])('at %s is the %s rule', (now, key) => {
    expect(cancellationRuleFor(CHECK_IN, at(now)).key).toBe(key);
  });

  it('keeps the specification’s three rules, in order', () => {
    expect(CANCELLATION_RULES.map((rule) => rule.key)).toEqual(['early', 'late', 'no-show']);
    expect(CANCELLATION_RULES[0]!.text).toMatch(/^More than 48 hours before check-in: the deposit is forfeited, and a partial refund/);
    expect(CANCELLATION_RULES[1]!.text).toMatch(/^Within 48 hours of check-in: the deposit is forfeited and extra fees may apply/);
    expect(CANCELLATION_RULES[2]!.text).toMatch(/^No-shows and early departures are non-refundable unless management approves/);
  });
});
