// The cookie that says a browser may hold a session. In domain/, free of server code, because the
// server sets and clears it (api/auth/owner.ts) and the page's first script reads it
// (web/components/signed-in-hint.ts): one name for both.

/**
 * Set beside the session cookie, holding no secret: it says only that a session cookie was given,
 * so a visitor who never signed in is not sent to ask who they are (a 401 on every page view, and
 * a request the public pages do not need), and their public pages stay quiet (decision 0023).
 */
export const SIGNED_IN_HINT_COOKIE = 'hotel_signed_in';
