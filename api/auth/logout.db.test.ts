// Logout ends the session only when the owner asked for it on this site. The session cookie is
// SameSite=Lax, so another site's link or image to /api/logout brings it along; such a visit is
// sent to the question page instead, whose button posts, and a post from another site is refused.
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, useTestHotel, type Visitor } from '../test/hotel.ts';
import { LOG_OUT_QUESTION_PATH } from './routes.ts';

const hotel = useTestHotel();

async function signedIn(visitor: Visitor): Promise<boolean> {
  return (await visitor.get('/api/auth/user')).status === 200;
}

/** The session as the browser held it before, sent again: still open, or ended on the server. */
async function stillOpen(cookie: string | undefined): Promise<boolean> {
  const replayed = hotel.visitor();
  replayed.cookie = cookie;
  return signedIn(replayed);
}

function expectCookiesCleared(headers: Headers) {
  expect(headers.getSetCookie()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^hotel_session=;.*Max-Age=0/), expect.stringMatching(/^hotel_signed_in=;.*Max-Age=0/)]),
  );
}

describe('GET /api/logout, as the browser navigates to it', () => {
  it.each([
    ['another site’s link or image', { 'sec-fetch-site': 'cross-site' }],
    ['a sister site on the same domain', { 'sec-fetch-site': 'same-site' }],
    ['a browser that sends no Fetch Metadata', {}],
  ])('from %s asks first: a redirect to the question, and the session stays', async (_from, headers) => {
    const owner = await hotel.owner();
    const answer = await owner.get('/api/logout', { headers });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(LOG_OUT_QUESTION_PATH);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await signedIn(owner)).toBe(true);
  });

  it.each([
    ['a page of this site', 'same-origin'],
    ['the address bar or a bookmark', 'none'],
  ])('from %s ends the session and goes home', async (_from, site) => {
    const owner = await hotel.owner();
    const cookie = owner.cookie;
    const answer = await owner.get('/api/logout', { headers: { 'sec-fetch-site': site } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expectCookiesCleared(answer.headers);
    expect(await stillOpen(cookie)).toBe(false);
  });

  it('with no session, from anywhere, goes home: there is nothing to ask about', async () => {
    const answer = await hotel.visitor().get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
  });
});

describe('POST /api/logout, the question’s button', () => {
  it('from this site ends the session and sends the browser home with 303', async () => {
    const owner = await hotel.owner();
    const cookie = owner.cookie;
    const answer = await owner.post('/api/logout', undefined, { headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expectCookiesCleared(answer.headers);
    expect(await stillOpen(cookie)).toBe(false);
  });

  it.each([
    ['an Origin of another site', { origin: 'https://cats-for-free.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('with %s is refused with 403, and the session stays', async (_what, headers) => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/logout', undefined, { headers });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Changes are only accepted from this site' });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await signedIn(owner)).toBe(true);
  });

  it('as a plain form post, which older browsers send with no Origin, is refused too, and the session stays', async () => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/logout', '', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(415);
    expect(await signedIn(owner)).toBe(true);
  });
});
