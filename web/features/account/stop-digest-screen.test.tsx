import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DIGEST_STOPPED, LINK_NOT_VALID } from '../../../domain/schemas/diary-digest.ts';
import { hotelData } from '../../db.ts';
import { TEST_OWNER } from '../../test/owner.ts';
import { emptyOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { STOP_DIGEST_TEXTS } from './stop-digest-screen.tsx';

// /unsubscribe/digest?u=…&s=…: the page the link in each daily news e-mail opens (issue 34). Opening
// it sends nothing; its one button does, with the link's two parts.

vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

const SIGNATURE = 'q3Xb0fJ9v7mJrV2kq1o3w8Zr4lYw9bC0tT5nHk2aPzE';
const LINK = `/unsubscribe/digest?u=${TEST_OWNER.id}&s=${SIGNATURE}`;

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A visitor who is not signed in; the unsubscribe call answers `answer`, or fails to arrive when it is 'unreachable'. */
function stubServer(answer: Answer | 'unreachable') {
  document.cookie = 'hotel_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  const fetchStub = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path !== '/api/unsubscribe/digest') return json({ status: 401, body: { message: 'You are not signed in.' } });
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return json(answer);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const posts = (fetchStub: ReturnType<typeof stubServer>) =>
  fetchStub.mock.calls.filter(([input]) => String(input).endsWith('/api/unsubscribe/digest'));

beforeEach(async () => {
  vi.restoreAllMocks();
  await emptyOwnerData();
});

describe('/unsubscribe/digest', () => {
  it('sends nothing when opened; its button stops the e-mails, and a phone holding the owner shows them off', async () => {
    await hotelData.profile.put(TEST_OWNER);
    const fetchStub = stubServer({ status: 200, body: { diaryDigest: false } });
    const user = userEvent.setup();
    await renderApp(LINK);
    const button = await screen.findByRole('button', { name: STOP_DIGEST_TEXTS.stop });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(STOP_DIGEST_TEXTS.title);
    expect(posts(fetchStub)).toEqual([]);

    await user.click(button);
    expect((await screen.findByRole('heading', { level: 1, name: STOP_DIGEST_TEXTS.stoppedTitle })).textContent).toBe(STOP_DIGEST_TEXTS.stoppedTitle);
    expect(screen.getByText(DIGEST_STOPPED).textContent).toBe(DIGEST_STOPPED);
    expect(screen.getByRole('link', { name: STOP_DIGEST_TEXTS.toProfile }).getAttribute('href')).toBe('/dashboard?tab=profile');
    expect(screen.queryByRole('button', { name: STOP_DIGEST_TEXTS.stop })).toBeNull();
    expect(posts(fetchStub)).toHaveLength(1);
    expect(posts(fetchStub)[0]![1]!.method).toBe('POST');
    expect(JSON.parse(String(posts(fetchStub)[0]![1]!.body))).toEqual({ u: TEST_OWNER.id, s: SIGNATURE });
    expect((await hotelData.profile.get(TEST_OWNER.id))?.diaryDigest).toBe(false);
  });

  it('says the link is not valid when the hotel refuses it, and offers nothing more', async () => {
    stubServer({ status: 400, body: { message: LINK_NOT_VALID } });
    const user = userEvent.setup();
    await renderApp(LINK);
    await user.click(await screen.findByRole('button', { name: STOP_DIGEST_TEXTS.stop }));
    expect((await screen.findByText(LINK_NOT_VALID)).textContent).toBe(LINK_NOT_VALID);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(STOP_DIGEST_TEXTS.refusedTitle);
    expect(screen.queryByRole('button', { name: STOP_DIGEST_TEXTS.stop })).toBeNull();
  });

  it('says a link cut short is not valid without asking the hotel', async () => {
    const fetchStub = stubServer({ status: 200, body: { diaryDigest: false } });
    await renderApp(`/unsubscribe/digest?u=${TEST_OWNER.id}&s=${SIGNATURE.slice(0, 20)}`);
    expect((await screen.findByText(LINK_NOT_VALID)).textContent).toBe(LINK_NOT_VALID);
    expect(screen.queryByRole('button', { name: STOP_DIGEST_TEXTS.stop })).toBeNull();
    expect(posts(fetchStub)).toEqual([]);
  });

  it('keeps the button when the hotel could not be reached, to press again', async () => {
    const fetchStub = stubServer('unreachable');
    const user = userEvent.setup();
    await renderApp(LINK);
    await user.click(await screen.findByRole('button', { name: STOP_DIGEST_TEXTS.stop }));
    expect((await screen.findByText(STOP_DIGEST_TEXTS.needsConnection)).textContent).toBe(STOP_DIGEST_TEXTS.needsConnection);
    const again = screen.getByRole('button', { name: STOP_DIGEST_TEXTS.stop });
    expect([again.textContent, (again as HTMLButtonElement).disabled]).toEqual([STOP_DIGEST_TEXTS.stop, false]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(STOP_DIGEST_TEXTS.title);
    expect(posts(fetchStub)).toHaveLength(1);
  });
});
