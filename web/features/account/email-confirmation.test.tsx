import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPendingReservation } from '../../components/pending-reservation.ts';
import { CONFIRMATION_TEXTS } from '../../components/email-confirmation.tsx';
import { hotelData } from '../../db.ts';
import { TEST_OWNER } from '../../test/owner.ts';
import { emptyOwnerData, PENDING_STAY, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { CONFIRM_EMAIL_TEXTS, confirmedLead } from './confirm-email-screen.tsx';

// No network for the sync engine: the calls are answered by the fetch stub below.
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UNCONFIRMED = { ...TEST_OWNER, emailConfirmed: false };
const GATE = `Please confirm your e-mail address before paying the deposit: open the link we sent to ${TEST_OWNER.email}. You can have the link sent again from your dashboard.`;

/** Signed in as Thandi, unconfirmed; each call answers as `answers` says (404 when not given). */
function stubServer(answers: Record<string, Answer> = {}) {
  document.cookie = 'hotel_signed_in=1; path=/';
  // `init` is in the signature so the test can read the bodies posted.
  const fetchStub = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/user') return json({ status: 200, body: UNCONFIRMED });
    return json(answers[path] ?? { status: 404, body: { message: 'There is nothing at this address' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(async () => {
  vi.restoreAllMocks();
  await emptyOwnerData();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await seedOwnerData();
  await hotelData.profile.put(UNCONFIRMED);
});

describe('/confirm-email', () => {
  it('posts the token from the fragment once and says the address is confirmed', async () => {
    const fetchStub = stubServer({ '/api/email/confirm': { status: 200, body: { email: TEST_OWNER.email, emailConfirmed: true } } });
    await renderApp('/confirm-email#token=abcdefghijklmnopqrstuvwxyz234567');
    expect(await screen.findByText(CONFIRM_EMAIL_TEXTS.confirmedTitle)).toBeTruthy();
    expect(screen.getByText(confirmedLead(TEST_OWNER.email))).toBeTruthy();
    expect(screen.getByRole('link', { name: CONFIRM_EMAIL_TEXTS.toDashboard }).getAttribute('href')).toBe('/dashboard');
    const posts = fetchStub.mock.calls.filter(([input]) => String(input).endsWith('/api/email/confirm'));
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz234567' });
    // The phone's copy of the owner says so too: the dashboard's banner goes without waiting for a pull.
    expect((await hotelData.profile.get(TEST_OWNER.id))?.emailConfirmed).toBe(true);
  });

  it('shows the server’s refusal for a dead link', async () => {
    const used = 'This confirmation link has already been used.';
    stubServer({ '/api/email/confirm': { status: 410, body: { message: used } } });
    await renderApp('/confirm-email#token=usedusedusedusedusedusedusedused');
    expect(await screen.findByText(used)).toBeTruthy();
    expect(screen.getByText(CONFIRM_EMAIL_TEXTS.refusedTitle)).toBeTruthy();
  });

  it('says the link is incomplete when the fragment has no token', async () => {
    const fetchStub = stubServer();
    await renderApp('/confirm-email');
    expect(await screen.findByText(CONFIRM_EMAIL_TEXTS.noToken)).toBeTruthy();
    expect(fetchStub.mock.calls.filter(([input]) => String(input).endsWith('/api/email/confirm'))).toEqual([]);
  });
});

describe('the dashboard while the address is unconfirmed', () => {
  it('says so, and sends the link again', async () => {
    stubServer({ '/api/email/confirmation': { status: 202, body: { email: TEST_OWNER.email } } });
    await renderApp('/dashboard');
    expect(await screen.findByText(CONFIRMATION_TEXTS.title)).toBeTruthy();
    expect(screen.getByText(/the confirmation link we e-mail to thandi@example\.com;/).textContent).toMatch(
      /the confirmation link we e-mail to thandi@example\.com;/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: CONFIRMATION_TEXTS.sendAgain }));
    expect(await screen.findByText(CONFIRMATION_TEXTS.sent)).toBeTruthy();
  });

  it('offline, says sending needs a connection', async () => {
    setOnline(false);
    stubServer();
    await renderApp('/dashboard');
    expect(await screen.findByText(CONFIRMATION_TEXTS.needsConnection)).toBeTruthy();
    expect((screen.getByRole('button', { name: CONFIRMATION_TEXTS.sendAgain }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no banner once the address is confirmed', async () => {
    stubServer();
    await hotelData.profile.put(TEST_OWNER);
    await renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: 'My Reservations' })).toBeTruthy();
    expect(screen.queryByText(CONFIRMATION_TEXTS.title)).toBeNull();
  });
});

describe('the deposit while the address is unconfirmed', () => {
  it('on /payment, shows the server’s words and sends the link again instead of a failure', async () => {
    stubServer({
      '/api/create-paypal-deposit': { status: 403, body: { message: GATE } },
      '/api/email/confirmation': { status: 202, body: { email: TEST_OWNER.email } },
    });
    await renderApp(`/payment/${PENDING_STAY.id}`);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pay R100.00 Deposit' });
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay R100.00 Deposit' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Pay R100.00 Deposit' }));
    expect((await screen.findByText(GATE)).textContent).toBe(GATE);
    expect(screen.queryByText('Payment Setup Failed')).toBeNull();
    await user.click(screen.getByRole('button', { name: CONFIRMATION_TEXTS.sendLinkAgain }));
    expect(await screen.findByText(CONFIRMATION_TEXTS.sent)).toBeTruthy();
  });

  it('on /reservation-confirm, shows the server’s words', async () => {
    stubServer({ '/api/create-paypal-deposit': { status: 403, body: { message: GATE } } });
    rememberPendingReservation(PENDING_STAY.id);
    await renderApp('/reservation-confirm');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pay R100.00 Deposit' });
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay R100.00 Deposit' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Pay R100.00 Deposit' }));
    expect((await screen.findByText(GATE)).textContent).toBe(GATE);
    expect(screen.getByRole('button', { name: CONFIRMATION_TEXTS.sendLinkAgain })).toBeTruthy();
  });
});
