import type { Context, MiddlewareHandler, Next } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/signed-in-hint.ts';
import type { AppEnv } from '../context.ts';
import { Problem } from '../http/problem.ts';
import { type Session, type UserRow, validateSessionToken } from './sessions.ts';

/** The session cookie's name on http://localhost, where a Secure cookie would never come back. */
export const SESSION_COOKIE = 'hotel_session';
/**
 * Its name over https. The browser takes a `__Host-` cookie only from this very host, Secure, with
 * Path=/ and no Domain, so neither a sibling subdomain nor a plain-http page can plant a session
 * of its own choosing in its place (session fixation).
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/**
 * Secure cookies need https; on http://localhost a Secure cookie would never come back. The
 * request's URL is absolute, so its scheme is its start: parsing it cost a public read on http 5%
 * of its time (npm run bench's profile), since every request asks which cookie name to read.
 */
function isSecure(c: Context<AppEnv>): boolean {
  return c.var.deps.publicUrl.startsWith('https:') || c.req.url.startsWith('https:');
}

/** hono's `prefix: 'host'` writes the `__Host-` name and holds the cookie to that prefix's rules. */
const hostPrefix = (c: Context<AppEnv>) => (isSecure(c) ? 'host' : undefined);

export function setSessionCookie(c: Context<AppEnv>, token: string, session: Session): void {
  // Until the session ends: 30 days, or fewer once its 90 days from sign-in are near.
  const maxAge = Math.max(0, Math.round((session.expiresAt.getTime() - c.var.deps.now().getTime()) / 1000));
  const lifetime = { path: '/', sameSite: 'Lax', secure: isSecure(c), expires: session.expiresAt, maxAge } as const;
  setCookie(c, SESSION_COOKIE, token, { ...lifetime, httpOnly: true, prefix: hostPrefix(c) });
  // The hint holds no secret and the app's script reads it by its one name (web/components/current-owner.tsx).
  // A session still waiting for its code signs nobody in, so it gives no hint.
  if (!session.awaitingCode) setCookie(c, SIGNED_IN_HINT_COOKIE, '1', lifetime);
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c), prefix: hostPrefix(c) });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'Lax', secure: isSecure(c) });
}

/**
 * The Cookie header, read from Node's own request when there is one: building the Fetch
 * `Headers` for it costs the busiest public reads a fifth of their speed.
 */
function cookieHeader(c: Context<AppEnv>): string | undefined {
  const incoming = c.env?.incoming;
  return incoming === undefined ? c.req.header('cookie') : incoming.headers.cookie;
}

/**
 * Reads the session cookie on every request; a renewed session gets a renewed cookie. A request
 * with no session token (every public read) passes straight on, without a step of its own in the
 * middleware chain.
 */
export const identifyOwner: MiddlewareHandler<AppEnv> = (c, next) => {
  // A change in a batch belongs to the owner whose session the batch's own request showed.
  const batched = c.env?.batched;
  c.set('owner', batched?.owner ?? null);
  c.set('sessionId', batched?.sessionId ?? null);
  c.set('awaitingCode', null);
  if (batched !== undefined) return next();
  const header = cookieHeader(c);
  // Over https only the __Host- cookie counts: a plain one may have been planted by another host.
  const name = isSecure(c) ? HOST_SESSION_COOKIE : SESSION_COOKIE;
  const token = header === undefined ? undefined : parse(header, name)[name];
  if (token === undefined || !/^[a-z2-7]{32}$/.test(token)) return next();
  return identifyBy(c, token, next);
};

async function identifyBy(c: Context<AppEnv>, token: string, next: Next): Promise<void> {
  const check = await validateSessionToken(c.var.deps.db, token, c.var.deps.now());
  if (check === null) {
    clearSessionCookie(c);
  } else {
    // Waiting for its code, a session signs nobody in: only the code step and logout use it.
    c.set(check.session.awaitingCode ? 'awaitingCode' : 'owner', check.user);
    c.set('sessionId', check.session.id);
    if (check.renewed) setSessionCookie(c, token, check.session);
  }
  await next();
}

export const NOT_SIGNED_IN = 'Please sign in to continue';

/** The signed-in owner, or a 401 that the app answers by asking the owner to sign in. */
export function signedInOwner(c: Context<AppEnv>): UserRow {
  const owner = c.var.owner;
  if (owner === null) throw new Problem(401, NOT_SIGNED_IN);
  return owner;
}

export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  signedInOwner(c);
  await next();
};
