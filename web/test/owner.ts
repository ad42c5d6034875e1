import { vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/signed-in-hint.ts';
import type { Owner } from '../components/current-owner.tsx';

export const TEST_OWNER: Owner = {
  id: '0190d6a4-0000-7000-8000-000000000001',
  email: 'thandi@example.com',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  phone: null,
  address: null,
  role: 'owner',
  emailConfirmed: true,
  diaryDigest: true,
  createdAt: '2026-01-05T08:00:00.000Z',
};

/**
 * Makes the browser look signed in (the hint cookie, and `/api/auth/user` answering 200 with the
 * owner) or signed out (no cookie, and a 401 should the app ask anyway). The signed-out stub
 * answers 401 even though the app may skip the call without the cookie: either way it must end
 * signed out. Returns the fetch stub so a test can see which calls were made.
 */
export function stubOwner(owner: Owner | null) {
  document.cookie =
    owner === null ? `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/` : `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
  const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').pathname !== '/api/auth/user') return json({ message: 'Not Found' }, 404);
    return owner === null ? json({ message: 'You are not signed in.' }, 401) : json(owner, 200);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
