import { callHotelFor } from '../../../sync/api-client.ts';
import type { Owner } from '../../components/current-owner.tsx';

export type AccountMode = 'login' | 'register';

/** Spec point 8: the server's message, or this when it gave none. */
export const CHECK_YOUR_DETAILS = 'Please check your details and try again.';

/** Said instead of sending anything: a session can only come from the server. */
export const SIGN_IN_NEEDS_CONNECTION =
  'Signing in needs an internet connection. Connect to the internet and try again; your cats and bookings on this device are safe.';

/**
 * What a sign-in came to: the signed-in account, or (for the hotel's staff, issue 30) the code
 * app's code still to be given, with the server's words asking for it.
 */
export type SignInAnswer = { owner: Owner } | { codeNeeded: string };

/** What the server answers a sign-in with: the account (200, 201), or the code app's code asked next (202). */
export type SignInBody = Owner | { codeNeeded: true; message: string };

/** How a call about the account is sent: refused in the server's words, or ours when it gave none. */
export const ACCOUNT_ASKING = { fallback: CHECK_YOUR_DETAILS } as const;

export function signInAnswerOf(body: SignInBody): SignInAnswer {
  return 'codeNeeded' in body ? { codeNeeded: body.message } : { owner: body };
}

/** A sign-in call: fails with RequestFailed in the server's words, or answers. */
export async function sendSignIn(path: string, input: Record<string, unknown>): Promise<SignInAnswer> {
  return signInAnswerOf(await callHotelFor<SignInBody>('POST', path, { ...ACCOUNT_ASKING, body: input, offline: SIGN_IN_NEEDS_CONNECTION }));
}

/** POST /api/login or /api/register (spec point 7). */
export function sendAccountRequest(mode: AccountMode, input: Record<string, unknown>): Promise<SignInAnswer> {
  return sendSignIn(`/api/${mode}`, input);
}
