import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32NoPadding, encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';

// The second factor of the hotel's staff (issue 30): a code app's six digits (TOTP, RFC 6238, as
// every authenticator app makes them: SHA-1, 30 seconds, 6 digits), and ten recovery codes for a
// lost phone. Pure functions; the routes are in second-factor.ts.

const STEP_SECONDS = 30;
const DIGITS = 6;
/** The app's clock may be a step off the server's either way, as RFC 6238 section 5.2 allows. */
const STEPS_OF_DRIFT = 1;
export const RECOVERY_CODE_COUNT = 10;

/** What a member of staff is told after the password, when the code app's code comes next. */
export const ENTER_CODE = 'Enter the 6-digit code your code app shows for Sunningdale Cat Hotel, or one of your recovery codes.';

/** A member of staff whose sign-in asks for the code app's code: it was set up and proved. */
export function hasCodeApp(account: { role: string; codeAppSince: Date | null }): boolean {
  return account.role !== 'owner' && account.codeAppSince !== null;
}

/** The name the code app shows beside the codes. */
export const CODE_APP_ISSUER = 'Sunningdale Cat Hotel';

/** 160 random bits, RFC 4226's recommended key length, written as the base32 the apps are given. */
export function newCodeKey(): string {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  return encodeBase32NoPadding(key);
}

/** The `otpauth://` address a phone's code app opens (or reads from a QR code) to add the account. */
export function codeKeyAddress(key: string, accountName: string): string {
  return createTOTPKeyURI(CODE_APP_ISSUER, accountName, decodeBase32IgnorePadding(key), STEP_SECONDS, DIGITS);
}

export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS);
}

/** The code the app shows at `step` (the tests play the phone with it). */
export function codeAt(key: string, step: number): string {
  return generateHOTP(decodeBase32IgnorePadding(key), BigInt(step), DIGITS);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The step whose code `typed` is, within a step of `now`, and later than `lastStep`: a code is
 * taken once, so one seen over a shoulder or in a phishing page's log cannot be used again.
 * Undefined when it matches no such step.
 */
export function matchingStep(key: string, typed: string, now: Date, lastStep: number | null): number | undefined {
  const code = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return undefined;
  const current = stepAt(now);
  for (let step = current - STEPS_OF_DRIFT; step <= current + STEPS_OF_DRIFT; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (sameText(codeAt(key, step), code)) return step;
  }
  return undefined;
}

/**
 * Ten codes of 50 random bits, as `abcde-fghij`: each signs in once without the phone. Kept only as
 * their SHA-256, as session tokens are: with 50 random bits each, no slow hash is needed.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = new Uint8Array(7);
    crypto.getRandomValues(bytes);
    const text = encodeBase32LowerCaseNoPadding(bytes).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as typed, whatever its case, spaces or dash, made into what is hashed. */
export function recoveryCodeHash(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z2-7]{10}$/.test(code)) return undefined;
  return createHash('sha256').update(code).digest('hex');
}
