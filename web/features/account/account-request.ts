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

/**
 * What a sign-in came to: the signed-in account, or (for the hotel's staff, issue 30) the code
 * app's code still to be given, with the server's words asking for it.
 */
export type SignInAnswer = { owner: Owner } | { codeNeeded: string };

/** A sign-in call: refused with the server's words, or its answer. */
export async function sendSignIn(path: string, input: Record<string, unknown>): Promise<SignInAnswer> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new AccountRefused(SIGN_IN_NEEDS_CONNECTION);
  let answer: Response;
  try {
    answer = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new AccountRefused(SIGN_IN_NEEDS_CONNECTION);
  }
  if (!answer.ok) throw new AccountRefused(await messageOf(answer));
  return signInAnswerOf(answer);
}

/** A sign-in's successful answer: the account (200, 201), or the code app's code asked next (202). */
export async function signInAnswerOf(answer: Response): Promise<SignInAnswer> {
  const body = (await answer.json()) as Owner | { codeNeeded: true; message: string };
  return 'codeNeeded' in body ? { codeNeeded: body.message } : { owner: body };
}

/** POST /api/login or /api/register (spec point 7). */
export function sendAccountRequest(mode: AccountMode, input: Record<string, unknown>): Promise<SignInAnswer> {
  return sendSignIn(`/api/${mode}`, input);
}
