import { encodeBase32NoPadding } from '@oslojs/encoding';
import { describe, expect, it } from 'vitest';
import { codeAt, matchingStep, newCodeKey, newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeHash, stepAt } from './one-time-codes.ts';

// RFC 6238 appendix B's SHA-1 key; its 8-digit codes end in the 6 digits an app shows.
const RFC_KEY = encodeBase32NoPadding(new TextEncoder().encode('12345678901234567890'));

describe('the code app’s codes', () => {
  it('are RFC 6238’s: the test vectors’ last six digits at their times', () => {
    expect(codeAt(RFC_KEY, stepAt(new Date(59_000)))).toBe('287082');
    expect(codeAt(RFC_KEY, stepAt(new Date(1111111109_000)))).toBe('081804');
    expect(codeAt(RFC_KEY, stepAt(new Date(2000000000_000)))).toBe('279037');
  });

  it('match within a step of the server’s clock either way, and no further', () => {
    const now = new Date(1_800_000_000_000);
    const step = stepAt(now);
    for (const off of [-1, 0, 1]) expect(matchingStep(RFC_KEY, codeAt(RFC_KEY, step + off), now, null)).toBe(step + off);
    for (const off of [-2, 2]) expect(matchingStep(RFC_KEY, codeAt(RFC_KEY, step + off), now, null)).toBeUndefined();
  });

  it('are taken once: a step no later than the last one taken never matches again', () => {
    const now = new Date(1_800_000_000_000);
    const step = stepAt(now);
    expect(matchingStep(RFC_KEY, codeAt(RFC_KEY, step), now, step)).toBeUndefined();
    expect(matchingStep(RFC_KEY, codeAt(RFC_KEY, step - 1), now, step - 1)).toBeUndefined();
    expect(matchingStep(RFC_KEY, codeAt(RFC_KEY, step + 1), now, step)).toBe(step + 1);
  });

  it('may be typed with a space in the middle, and anything but six digits matches nothing', () => {
    const now = new Date(1_800_000_000_000);
    const code = codeAt(RFC_KEY, stepAt(now));
    expect(matchingStep(RFC_KEY, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(stepAt(now));
    for (const typed of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(matchingStep(RFC_KEY, typed, now, null)).toBeUndefined();
  });

  it('come from keys of 160 random bits, new each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newCodeKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('recovery codes', () => {
  it('are ten, distinct, and hash alike however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const [code] = codes;
    const hash = recoveryCodeHash(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const typed of [code!.toUpperCase(), code!.replace('-', ''), ` ${code!.replace('-', ' ')} `]) expect(recoveryCodeHash(typed)).toBe(hash);
    for (const typed of ['', '123456', 'abcde-fghi', 'abcde-fghij1', 'abcde-fgh0j']) expect(recoveryCodeHash(typed)).toBeUndefined();
  });
});
