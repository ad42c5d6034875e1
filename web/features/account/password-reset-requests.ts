import { AccountRefused, messageOf, type SignInAnswer, signInAnswerOf } from './account-request.ts';

// The two calls of a forgotten password (api/accounts/password-reset.ts).

export const RESET_NEEDS_CONNECTION =
  'Resetting a password needs an internet connection. Connect to the internet and try again; your cats and bookings on this device are safe.';

/** A reset link that no longer works (unknown, used, expired): the server says why and what to do. */
export class DeadLink extends Error {}

async function post(path: string, body: unknown): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new AccountRefused(RESET_NEEDS_CONNECTION);
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AccountRefused(RESET_NEEDS_CONNECTION);
  }
}

/** POST /api/password/forgot: resolves whether or not the address has an account, as the server does. */
export async function askForResetLink(email: string): Promise<void> {
  const answer = await post('/api/password/forgot', { email });
  if (!answer.ok) throw new AccountRefused(await messageOf(answer));
}

/**
 * POST /api/password/reset (a reset link) or /api/password/claim (the invitation to an account the
 * hotel's desk made, issue 31): the answer is the account, now signed in on this browser, or for a
 * member of staff the code app's code still to be given (issue 30).
 */
export async function setNewPassword(token: string, password: string, link: 'reset' | 'claim' = 'reset'): Promise<SignInAnswer> {
  const answer = await post(`/api/password/${link}`, { token, password });
  if (answer.status === 404 || answer.status === 410) throw new DeadLink(await messageOf(answer));
  if (!answer.ok) throw new AccountRefused(await messageOf(answer));
  return signInAnswerOf(answer);
}
