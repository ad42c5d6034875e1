import * as v from 'valibot';
import { currentPassword } from './account.ts';
import { formObject } from './fields.ts';

// The staff's second factor (issue 30; api/auth/second-factor.ts): the code app's six digits, or
// one of the recovery codes shown once at setup (`abcde-fghij`), typed with spaces or without.

export const CODE_MESSAGES = {
  code: 'Enter the 6-digit code from your code app, or a recovery code',
} as const;

const typedCode = v.pipe(
  v.nullish(v.string(CODE_MESSAGES.code), ''),
  v.trim(),
  v.minLength(6, CODE_MESSAGES.code),
  // A recovery code with spaces or dashes between its groups is the longest a member types.
  v.maxLength(24, CODE_MESSAGES.code),
  v.regex(/^[0-9A-Za-z\s-]+$/, CODE_MESSAGES.code),
);

/** The sign-in's code step, and the code that proves the app at setup. */
export const codeSchema = formObject({ code: typedCode });

/** The password, asked again before a team change. */
export const passwordProofSchema = formObject({ password: currentPassword });

/** The password or a code, asked again before a team change. */
export const identitySchema = v.union([passwordProofSchema, codeSchema], CODE_MESSAGES.code);

/** The managers' rule: whether plain staff, too, need a code app. */
export const codeAppRuleSchema = formObject({ staffNeedCodeApp: v.boolean() });

/** GET /api/staff/code: the member's own code app. */
export interface CodeAppView {
  /** 'on' in use; 'needed' to be set up before the desk opens; 'optional' may be set up. */
  state: 'on' | 'needed' | 'optional';
  since: string | null;
  /** Recovery codes not yet used. */
  recoveryCodesLeft: number;
  /** The managers' rule: plain staff need a code app too. */
  staffNeedCodeApp: boolean;
}

/** POST /api/staff/code/setup: the key to give the code app, shown once. */
export interface CodeAppKeyView {
  key: string;
  /** The same key as an otpauth:// address, which a phone's code app opens. */
  address: string;
}
