import { SIGNED_IN_HINT_COOKIE } from '../../domain/signed-in-hint.ts';

/**
 * Whether this browser may hold a session: the server sets this cookie beside the session cookie
 * (api/auth/owner.ts) and clears it at sign-out. It holds no secret (the session cookie stays
 * HttpOnly), and reading it costs nothing: the page's first script uses it to decide whether the
 * app must run at once (web/main.tsx).
 */
export function mayBeSignedIn(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
