import type { Owner } from '../../components/current-owner.tsx';

export type AccountMode = 'login' | 'register';

/** Spec point 8: the server's message, or this when it gave none. */
export const CHECK_YOUR_DETAILS = 'Please check your details and try again.';

/** Said instead of sending anything: a session can only come from the server. */
export const SIGN_IN_NEEDS_CONNECTION =
  'Signing in needs an internet connection. Connect to the internet and try again; your cats and bookings on this device are safe.';

/** A refused sign-in or sign-up, with the words to show the owner. */
export class AccountRefused extends Error {}

/** The server's words for a refusal, for the owner to read. */
export async function messageOf(answer: Response): Promise<string> {
  const text = await answer.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  } catch {
    // Not JSON (a proxy's error page, say): nothing the owner can act on.
  }
  return CHECK_YOUR_DETAILS;
}

/** POST /api/login or /api/register (spec point 7); the answer is the signed-in owner. */
export async function sendAccountRequest(mode: AccountMode, input: Record<string, unknown>): Promise<Owner> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new AccountRefused(SIGN_IN_NEEDS_CONNECTION);
  let answer: Response;
  try {
    answer = await fetch(`/api/${mode}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new AccountRefused(SIGN_IN_NEEDS_CONNECTION);
  }
  if (!answer.ok) throw new AccountRefused(await messageOf(answer));
  return (await answer.json()) as Owner;
}
