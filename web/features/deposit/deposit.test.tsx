import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPendingReservation, rememberPendingReservation, rememberTermsConfirmed } from '../../components/pending-reservation.ts';
import { hotelData } from '../../db.ts';
import { TEST_OWNER } from '../../test/owner.ts';
import { CONFIRMED_STAY, emptyOwnerData, PENDING_STAY, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { HOLD_LAPSED_LINE, holdLine } from '../../../domain/places-hold.ts';

// No network for the sync engine: the deposit calls are answered by the fetch stub below.
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

// Leaving for the provider's page is the one thing jsdom cannot do; the tests read where it would go.
const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('./go-to-checkout.ts', () => ({ goToCheckout }));

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signed in as Thandi; each deposit call answers as `answers` says (404 when not given). */
function stubServer(answers: Record<string, Answer> = {}) {
  document.cookie = 'hotel_signed_in=1; path=/';
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/user') return json({ status: 200, body: TEST_OWNER });
    return json(answers[path] ?? { status: 404, body: { message: 'There is nothing at this address' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const CHECKOUT = {
  bookingId: PENDING_STAY.id,
  paymentId: 'p1',
  orderId: 'TEST-p1',
  approveUrl: 'http://localhost/payment/test-checkout?order=TEST-p1',
  amount: '100.00',
  currency: 'ZAR',
};

beforeEach(async () => {
  goToCheckout.mockClear();
  await emptyOwnerData();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await seedOwnerData();
});

describe('/reservation-confirm', () => {
  it('enables the payment button only when all three acknowledgements are ticked', async () => {
    stubServer();
    rememberPendingReservation(PENDING_STAY.id);
    await renderApp('/reservation-confirm');
    const pay = await screen.findByRole('button', { name: 'Pay R100.00 Deposit' });
    expect(screen.getByText('1 Dec 2026, from 11:00 AM').textContent).toBe('1 Dec 2026, from 11:00 AM');
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe('/terms');
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect((pay as HTMLButtonElement).disabled).toBe(true);
      await user.click(box);
    }
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(boxes[1]!);
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getAllByRole('link', { name: 'Back to Dashboard' })[0]!.getAttribute('href')).toBe('/dashboard');
  });

  it('points back to the dashboard when there is no pending booking', async () => {
    stubServer();
    await renderApp('/reservation-confirm');
    expect((await screen.findByText('No booking to confirm')).textContent).toBe('No booking to confirm');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

/** Ticks the three acknowledgements of the deposit flow. */
async function acknowledgeAll(user: ReturnType<typeof userEvent.setup>) {
  for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
}

describe('/payment/{bookingId}: the one deposit flow, from a card', () => {
  it('asks for the three acknowledgements, as the New Booking path does, and makes the booking the pending one', async () => {
    stubServer();
    await renderApp(`/payment/${PENDING_STAY.id}`);
    const pay = await screen.findByRole('button', { name: 'Pay R100.00 Deposit' });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      "I will bring my cat's vaccination book, with vaccinations up to date (including rabies).",
      'I will bring proof that my cat is spayed or neutered.',
      'I have read and agree to the terms and conditions, including the non-refundable R100 deposit.',
    ]);
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Set Up Payment' })).toBeNull();
    expect(readPendingReservation()).toBe(PENDING_STAY.id);
  });

  it('goes to the checkout in the same tab once all three are ticked, setting up once for a double click', async () => {
    const server = stubServer({ '/api/create-paypal-deposit': { status: 201, body: CHECKOUT } });
    const open = vi.spyOn(window, 'open');
    await renderApp(`/payment/${PENDING_STAY.id}`);
    const user = userEvent.setup();
    await acknowledgeAll(user);
    await user.dblClick(screen.getByRole('button', { name: 'Pay R100.00 Deposit' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT.approveUrl));
    expect(screen.getByText('Taking you to our secure checkout… Nothing is charged until you pay there.').textContent).toBe(
      'Taking you to our secure checkout… Nothing is charged until you pay there.',
    );
    expect(open).not.toHaveBeenCalled();
    expect(server.mock.calls.filter(([input]) => String(input).includes('/api/create-paypal-deposit'))).toHaveLength(1);
    expect(goToCheckout).toHaveBeenCalledTimes(1);
  });

  it('says until when a live hold lasts, and that a guest who pays first may take the places (decision 0024)', async () => {
    const heldUntil = new Date(Date.now() + 60 * 60_000).toISOString();
    await seedOwnerData({ bookings: [{ ...PENDING_STAY, heldUntil }] });
    stubServer();
    await renderApp(`/payment/${PENDING_STAY.id}`);
    await waitFor(() => expect(document.body.textContent).toContain(holdLine(heldUntil, new Date())));
    expect(document.body.textContent).toMatch(
      /Your stay is booked once the deposit is paid\. Until then, a guest who pays first may take these places/,
    );
  });

  it('warns that a booking whose hold lapsed has its places checked again when paid', async () => {
    await seedOwnerData({ bookings: [{ ...PENDING_STAY, heldUntil: new Date(Date.now() - 60_000).toISOString() }] });
    stubServer();
    await renderApp(`/payment/${PENDING_STAY.id}`);
    expect((await screen.findByText(HOLD_LAPSED_LINE)).textContent).toBe(HOLD_LAPSED_LINE);
    expect(screen.getByText(/If one has filled, nothing is charged/).textContent).toMatch(/If one has filled, nothing is charged/);
    await acknowledgeAll(userEvent.setup());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay R100.00 Deposit' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('says plainly that paying needs a connection when offline', async () => {
    stubServer();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(`/payment/${PENDING_STAY.id}`);
    expect((await screen.findByText('You are offline')).textContent).toBe('You are offline');
    expect(screen.getByText(/payments are never saved up to send later/).textContent).toMatch(/payments are never saved up to send later/);
    await acknowledgeAll(userEvent.setup());
    expect((screen.getByRole('button', { name: 'Pay R100.00 Deposit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no second payment for a booking whose deposit is paid', async () => {
    const server = stubServer();
    await renderApp(`/payment/${CONFIRMED_STAY.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your deposit is paid' })).toBeTruthy();
    expect(screen.getByText('Deposit Paid').textContent).toBe('Deposit Paid');
    expect(screen.getByText(/The deposit for this stay is paid/).textContent).toMatch(/The deposit for this stay is paid/);
    expect(screen.queryByRole('button', { name: 'Pay R100.00 Deposit' })).toBeNull();
    expect(server.mock.calls.some(([input]) => String(input).includes('deposit'))).toBe(false);
  });

  it('cannot pay a booking the hotel does not have yet', async () => {
    stubServer();
    await hotelData.outbox.add({
      id: 'e1',
      seq: 1,
      change: 'cancelBooking',
      subject: { kind: 'booking', id: PENDING_STAY.id },
      method: 'POST',
      path: `/api/bookings/${PENDING_STAY.id}/cancel`,
      createdAt: '2026-01-08T10:00:00.000Z',
      attempts: 0,
      state: 'waiting',
      summary: 'Cancel booking',
    });
    await renderApp(`/payment/${PENDING_STAY.id}`);
    expect((await screen.findByText('This booking has not reached the hotel yet')).textContent).toBe('This booking has not reached the hotel yet');
    await acknowledgeAll(userEvent.setup());
    expect((screen.getByRole('button', { name: 'Pay R100.00 Deposit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Payment Setup Failed with the server message and stays on the booking, payable', async () => {
    stubServer({
      '/api/create-paypal-deposit': {
        status: 503,
        body: { message: 'The payment service is not answering just now; please try again in a few minutes' },
      },
    });
    await renderApp(`/payment/${PENDING_STAY.id}`);
    const user = userEvent.setup();
    await acknowledgeAll(user);
    await user.click(screen.getByRole('button', { name: 'Pay R100.00 Deposit' }));
    expect((await screen.findByText('Payment Setup Failed')).textContent).toBe('Payment Setup Failed');
    expect(screen.getByText('The payment service is not answering just now; please try again in a few minutes').textContent).toBe(
      'The payment service is not answering just now; please try again in a few minutes',
    );
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay R100.00 Deposit' }) as HTMLButtonElement).disabled).toBe(false));
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});

describe('/reservation-confirm?payment=cancelled: back from a cancelled checkout', () => {
  it('says the payment was not made, keeps the ticks given for this booking, and the booking payable', async () => {
    stubServer({ '/api/create-paypal-deposit': { status: 201, body: CHECKOUT } });
    rememberPendingReservation(PENDING_STAY.id);
    rememberTermsConfirmed(PENDING_STAY.id);
    await renderApp('/reservation-confirm?payment=cancelled&token=TEST-p1');
    expect((await screen.findByText('Your payment was not made')).textContent).toBe('Your payment was not made');
    expect(screen.getByText(/You left the checkout before paying, so nothing was charged\./).textContent).toMatch(
      /You left the checkout before paying, so nothing was charged\./,
    );
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    const pay = screen.getByRole('button', { name: 'Pay R100.00 Deposit' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    await userEvent.setup().click(pay);
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT.approveUrl));
  });

  it('says nothing of a cancelled payment on the way in', async () => {
    stubServer();
    rememberPendingReservation(PENDING_STAY.id);
    await renderApp('/reservation-confirm');
    await screen.findByRole('button', { name: 'Pay R100.00 Deposit' });
    expect(screen.queryByText('Your payment was not made')).toBeNull();
  });
});

describe('/payment?token=: back from the checkout', () => {
  it('shows Payment Completion Failed when the capture fails, and leads back to the booking', async () => {
    stubServer({
      '/api/paypal-deposit-complete': { status: 409, body: { message: 'The payment has not been approved yet; finish the checkout first' } },
    });
    rememberPendingReservation(PENDING_STAY.id);
    await renderApp('/payment?token=TEST-p1');
    expect((await screen.findByText('Payment Completion Failed')).textContent).toBe('Payment Completion Failed');
    expect(screen.getByText('The payment has not been approved yet; finish the checkout first').textContent).toBe(
      'The payment has not been approved yet; finish the checkout first',
    );
    expect(screen.getByRole('link', { name: 'Back to Your Booking' }).getAttribute('href')).toBe('/reservation-confirm');
  });

  it('shows Payment Failed when the payment is declined', async () => {
    stubServer({ '/api/paypal-deposit-complete': { status: 402, body: { message: 'The payment was declined: Unknown test order' } } });
    rememberPendingReservation(PENDING_STAY.id);
    await renderApp('/payment?token=TEST-p1');
    expect((await screen.findByText('Payment Failed')).textContent).toBe('Payment Failed');
    expect(screen.getByText('Please try again or contact us for assistance.').textContent).toBe('Please try again or contact us for assistance.');
  });

  it('completes the order a checkout returns with, marks the booking paid and goes to the thank-you page', async () => {
    const paid = { ...PENDING_STAY, status: 'confirmed', paymentStatus: 'deposit_paid', version: 2 };
    stubServer({ '/api/paypal-deposit-complete': { status: 200, body: { booking: paid, payment: {} } } });
    rememberPendingReservation(PENDING_STAY.id);
    const page = await renderApp('/payment?token=TEST-p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your stay is confirmed' })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/thank-you');
    expect(await hotelData.bookings.get(PENDING_STAY.id)).toMatchObject({ paymentStatus: 'deposit_paid' });
    expect(readPendingReservation()).toBeNull();
  });

  it('back from PayFast before its notice: says it is waiting, checks again by itself, then goes to the thank-you page', async () => {
    const paid = { ...PENDING_STAY, status: 'confirmed', paymentStatus: 'deposit_paid', version: 2 };
    const answers: Record<string, Answer> = {
      '/api/paypal-deposit-complete': {
        status: 202,
        body: { status: 'awaiting_confirmation', bookingId: PENDING_STAY.id, message: 'We are waiting for PayFast to confirm your payment.' },
      },
    };
    const server = stubServer(answers);
    rememberPendingReservation(PENDING_STAY.id);
    const page = await renderApp('/payment?token=p1');
    expect((await screen.findByText('We are waiting for PayFast to confirm your payment.')).textContent).toBe(
      'We are waiting for PayFast to confirm your payment.',
    );
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeTruthy();
    expect(screen.getByText(/checks again every few seconds/).textContent).toMatch(/checks again every few seconds/);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.queryByText('Payment Completion Failed')).toBeNull();
    // PayFast's notice arrives; the page's next look finds the deposit paid.
    answers['/api/paypal-deposit-complete'] = { status: 200, body: { booking: paid, payment: {} } };
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your stay is confirmed' }, { timeout: 8000 })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/thank-you');
    expect(server.mock.calls.filter(([input]) => String(input).includes('/api/paypal-deposit-complete')).length).toBeGreaterThanOrEqual(2);
    expect(await hotelData.bookings.get(PENDING_STAY.id)).toMatchObject({ paymentStatus: 'deposit_paid' });
  });

  it('back from a checkout for a booking already paid: straight to the thank-you page, asking nothing', async () => {
    const server = stubServer();
    rememberPendingReservation(CONFIRMED_STAY.id);
    const page = await renderApp(`/payment?token=p1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your stay is confirmed' })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/thank-you');
    expect(server.mock.calls.some(([input]) => String(input).includes('deposit'))).toBe(false);
  });
});

describe('/thank-you', () => {
  it('says the deposit is received, what happens next, what to bring, and links on', async () => {
    stubServer();
    rememberPendingReservation(PENDING_STAY.id);
    await renderApp('/thank-you');
    expect((await screen.findByText(/Your R100 deposit is received and confirmed/)).textContent).toMatch(
      /Your R100 deposit is received and confirmed/,
    );
    expect(screen.getByText(/invoice by e-mail/).textContent).toMatch(/invoice by e-mail/);
    expect(screen.getByText('The balance is paid at check-in, from 11:00 AM.').textContent).toBe('The balance is paid at check-in, from 11:00 AM.');
    expect(screen.getByText(/Add your cat's details in your dashboard/).textContent).toMatch(/Add your cat's details in your dashboard/);
    expect(screen.getByText('Vaccination book, with vaccinations up to date (including rabies)').textContent).toBe(
      'Vaccination book, with vaccinations up to date (including rabies)',
    );
    expect(screen.getByText(/spayed or neutered/).textContent).toMatch(/spayed or neutered/);
    expect(screen.getByText('Check-in from 11:00 AM, check-out by 4:00 PM').textContent).toBe('Check-in from 11:00 AM, check-out by 4:00 PM');
    expect(screen.getByText('Deposit Paid').textContent).toBe('Deposit Paid');
    expect(screen.getByText('See Invoice').textContent).toBe('See Invoice');
    expect(screen.getByText('Cash or card at check-in').textContent).toBe('Cash or card at check-in');
    const main = screen.getByRole('link', { name: 'Go to Dashboard' }).closest('div')!;
    const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/dashboard', '/', '/faq', '/about']);
    expect(readPendingReservation()).toBeNull();
  });
});
