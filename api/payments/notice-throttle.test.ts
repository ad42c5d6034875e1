import { describe, expect, it } from 'vitest';
import { NOTICE_LIMITS, NOTICE_WINDOW_MS, noticeThrottle } from './notice-throttle.ts';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), pass: (ms: number) => void (now += ms) };
}

describe('the notices checked with the provider in a minute', () => {
  it('lets one sender have 30 checked, then says how long to wait until the oldest is a minute old', () => {
    const clock = clockAt(Date.UTC(2026, 10, 29, 8));
    const throttle = noticeThrottle(clock.now);
    for (let i = 0; i < NOTICE_LIMITS.perAddress; i += 1) {
      expect(throttle.admit('198.51.100.7').admitted).toBe(true);
      clock.pass(1000);
    }
    expect(throttle.admit('198.51.100.7')).toEqual({
      admitted: false,
      retryAfterSeconds: (NOTICE_WINDOW_MS - NOTICE_LIMITS.perAddress * 1000) / 1000,
    });
    // Another sender is not held back by the first one's forgeries.
    expect(throttle.admit('203.0.113.9').admitted).toBe(true);
    clock.pass(NOTICE_WINDOW_MS - NOTICE_LIMITS.perAddress * 1000);
    expect(throttle.admit('198.51.100.7').admitted).toBe(true);
  });

  it('does not count a notice the provider vouched for', () => {
    const clock = clockAt(Date.UTC(2026, 10, 29, 8));
    const throttle = noticeThrottle(clock.now);
    for (let i = 0; i < NOTICE_LIMITS.perAddress * 3; i += 1) {
      const admission = throttle.admit('paypal-sender');
      if (!admission.admitted) throw new Error(`refused at ${i}`);
      admission.turn.vouched();
    }
    expect(throttle.admit('paypal-sender').admitted).toBe(true);
  });

  it('holds every sender together to 300 a minute, so forgeries spread over many addresses are bounded too', () => {
    const clock = clockAt(Date.UTC(2026, 10, 29, 8));
    const throttle = noticeThrottle(clock.now);
    for (let i = 0; i < NOTICE_LIMITS.all; i += 1) expect(throttle.admit(`sender-${i}`).admitted).toBe(true);
    expect(throttle.admit('sender-new')).toEqual({ admitted: false, retryAfterSeconds: 60 });
    clock.pass(NOTICE_WINDOW_MS);
    expect(throttle.admit('sender-new').admitted).toBe(true);
  });
});
