import { callHotelFor, RequestFailed } from '../../../sync/api-client.ts';
import { ACCOUNT_ASKING, type SignInAnswer, signInAnswerOf, type SignInBody } from './account-request.ts';

// The two calls of a forgotten password (api/accounts/password-reset.ts).

export const RESET_NEEDS_CONNECTION =
  'Resetting a password needs an internet connection. Connect to the internet and try again; your cats and bookings on this device are safe.';

const RESET_ASKING = { ...ACCOUNT_ASKING, offline: RESET_NEEDS_CONNECTION } as const;

/** A reset link that no longer works (unknown, used, expired): the server says why and what to do. */
export const isDeadLink = (error: unknown): error is RequestFailed =>
  error instanceof RequestFailed && (error.status === 404 || error.status === 410);

/** POST /api/password/forgot: resolves whether or not the address has an account, as the server does. */
export async function askForResetLink(email: string): Promise<void> {
  await callHotelFor('POST', '/api/password/forgot', { ...RESET_ASKING, body: { email } });
}

/**
 * POST /api/password/reset (a reset link) or /api/password/claim (the invitation to an account the
 * hotel's desk made, issue 31): the answer is the account, now signed in on this browser, or for a
 * member of staff the code app's code still to be given (issue 30).
 */
export async function setNewPassword(token: string, password: string, link: 'reset' | 'claim' = 'reset'): Promise<SignInAnswer> {
  return signInAnswerOf(await callHotelFor<SignInBody>('POST', `/api/password/${link}`, { ...RESET_ASKING, body: { token, password } }));
}
