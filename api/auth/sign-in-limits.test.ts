import { describe, expect, it } from 'vitest';
import { type EarlierFailure, SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS, SIGN_UP_LIMIT, secondsToWait, tooManyTriesMessage } from './sign-in-limits.ts';

const NOW = new Date('2026-03-01T10:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

function failures(count: number, scope: Omit<EarlierFailure, 'failedAt'>, firstSecondsAgo = 600): EarlierFailure[] {
  // One a second, the oldest first.
  return Array.from({ length: count }, (_, i) => ({ ...scope, failedAt: ago(firstSecondsAgo - i) }));
}

const PAIR = { sameSubject: true, sameAddress: true };
const OTHER_ACCOUNTS_HERE = { sameSubject: false, sameAddress: true };
const ACCOUNT_ELSEWHERE = { sameSubject: true, sameAddress: false };

describe('secondsToWait', () => {
  it('lets a try through below every limit', () => {
    expect(secondsToWait([], NOW)).toBe(0);
    expect(secondsToWait(failures(SIGN_IN_LIMITS.emailFromAddress - 1, PAIR), NOW)).toBe(0);
    expect(secondsToWait(failures(SIGN_IN_LIMITS.address - 1, OTHER_ACCOUNTS_HERE), NOW)).toBe(0);
    expect(secondsToWait(failures(SIGN_IN_LIMITS.email - 1, ACCOUNT_ELSEWHERE), NOW)).toBe(0);
  });

  it('refuses at each limit until the oldest failure that matters is 15 minutes old', () => {
    // The oldest of the ten failed 600 s ago: room for one more in 900 - 600 = 300 s.
    expect(secondsToWait(failures(SIGN_IN_LIMITS.emailFromAddress, PAIR), NOW)).toBe(300);
    expect(secondsToWait(failures(SIGN_IN_LIMITS.address, OTHER_ACCOUNTS_HERE), NOW)).toBe(300);
    expect(secondsToWait(failures(SIGN_IN_LIMITS.email, ACCOUNT_ELSEWHERE), NOW)).toBe(300);
  });

  it('waits for enough of the oldest to age out when parallel tries passed the limit', () => {
    // Twelve failures, one a second from 600 s ago: the third oldest (598 s ago) must age out.
    expect(secondsToWait(failures(SIGN_IN_LIMITS.emailFromAddress + 2, PAIR), NOW)).toBe(302);
  });

  it('forgets failures older than 15 minutes, so no refusal outlasts them', () => {
    const old = failures(50, PAIR, SIGN_IN_WINDOW_MS / 1000 + 60);
    expect(secondsToWait(old, NOW)).toBe(0);
    const wait = secondsToWait(failures(SIGN_IN_LIMITS.emailFromAddress, PAIR, 1), NOW);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
  });

  it('does not count the same e-mail from other addresses toward the pair or address limits', () => {
    const spread = failures(SIGN_IN_LIMITS.email - 1, ACCOUNT_ELSEWHERE);
    expect(secondsToWait(spread, NOW)).toBe(0);
    expect(secondsToWait([...spread, ...failures(1, PAIR)], NOW)).toBeGreaterThan(0);
  });

  it('takes the longest wait when several limits are reached', () => {
    const pair = failures(SIGN_IN_LIMITS.emailFromAddress, PAIR, 100);
    const address = failures(SIGN_IN_LIMITS.address - SIGN_IN_LIMITS.emailFromAddress, OTHER_ACCOUNTS_HERE, 700);
    // The pair's oldest failed 100 s ago (800 s to wait); the address's thirty, 700 s ago (200 s).
    expect(secondsToWait([...pair, ...address], NOW)).toBe(800);
  });
});

describe('secondsToWait for a sign-up', () => {
  // Ten accounts made from this address, one a second from 600 s ago, the oldest first.
  const made = Array.from({ length: SIGN_UP_LIMIT }, (_, i) => ago(600 - i));

  it('refuses once the address made 10 accounts, until the oldest is 15 minutes old', () => {
    expect(secondsToWait([], NOW, made.slice(1))).toBe(0);
    expect(secondsToWait([], NOW, made)).toBe(300);
  });

  it('forgets accounts made more than 15 minutes ago', () => {
    expect(
      secondsToWait(
        [],
        NOW,
        made.map((at) => new Date(at.getTime() - SIGN_IN_WINDOW_MS)),
      ),
    ).toBe(0);
  });

  it('still applies the failure limits to a sign-up', () => {
    expect(secondsToWait(failures(SIGN_IN_LIMITS.emailFromAddress, PAIR), NOW, made.slice(1))).toBe(300);
  });
});

describe('tooManyTriesMessage', () => {
  it('says how many whole minutes to wait, rounded up', () => {
    expect(tooManyTriesMessage(1)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManyTriesMessage(60)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManyTriesMessage(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
    expect(tooManyTriesMessage(900)).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
});
