import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayAtHotel } from '../../../domain/dates.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { renderApp } from '../../test/render.tsx';

const json = (body: unknown, status: number) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const checkIn = addDays(todayAtHotel(), 30);
const checkOut = addDays(checkIn, 4);

const booking = {
  id: '0190d6a4-0000-7000-8000-0000000000b1',
  checkInDate: checkIn,
  checkOutDate: checkOut,
  nights: 4,
  numberOfCats: 2,
  stayType: 'short',
  stayTypeName: 'Short Stay',
  totalAmount: '1760.00',
  depositAmount: '100.00',
  balanceAmount: '1660.00',
  status: 'pending',
  paymentStatus: 'pending',
};

interface Call {
  path: string;
  body: unknown;
}

/** Signed in as TEST_OWNER (or out), with the reservation and deposit calls answered by `answers`. */
function stubHotel(signedIn: boolean, answers: { reservation?: () => Response; deposit?: () => Response } = {}): Call[] {
  const auth = stubOwner(signedIn ? TEST_OWNER : null);
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname === '/api/auth/user') return auth(input);
      calls.push({ path: url.pathname, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
      if (url.pathname === '/api/reservations') return (answers.reservation ?? (() => json(booking, 201)))();
      if (url.pathname === '/api/payment/deposit') {
        return (answers.deposit ?? (() => json({ booking: { ...booking, status: 'confirmed', paymentStatus: 'deposit_paid' } }, 200)))();
      }
      return json({ message: 'Not Found' }, 404);
    }),
  );
  return calls;
}

const form = () => within(screen.getByRole('form', { name: 'Reservation details' }));
const submitButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

function fillStay() {
  fireEvent.change(form().getByLabelText(/Check-in date/), { target: { value: checkIn } });
  fireEvent.change(form().getByLabelText(/Check-out date/), { target: { value: checkOut } });
  fireEvent.change(form().getByLabelText(/Number of cats/), { target: { value: '2' } });
}

describe('the reservation page, signed out', () => {
  it('disables the submit button, refuses with the spec’s toast and points to log in or register', async () => {
    const calls = stubHotel(false);
    const user = userEvent.setup();
    await renderApp('/booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Cat’s Stay' })).toBeTruthy();
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'create an account' }).getAttribute('href')).toBe('/register');

    await user.click(submitButton());
    expect((await screen.findByText('Please log in')).textContent).toBe('Please log in');
    expect(screen.getByText('You need to create an account to make a reservation.').textContent).toBe(
      'You need to create an account to make a reservation.',
    );
    expect(calls).toEqual([]);
  });
});

describe('the reservation page, signed in', () => {
  it('fills in the owner’s name and e-mail, and shows the schema’s messages without sending', async () => {
    const calls = stubHotel(true);
    const user = userEvent.setup();
    await renderApp('/booking');

    await waitFor(() => expect((form().getByLabelText(/First name/) as HTMLInputElement).value).toBe('Thandi'));
    expect((form().getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Mokoena');
    expect((form().getByLabelText(/^Email/) as HTMLInputElement).value).toBe('thandi@example.com');
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();

    await user.clear(form().getByLabelText(/First name/));
    await user.type(form().getByLabelText(/First name/), 'T');
    await user.clear(form().getByLabelText(/^Email/));
    await user.type(form().getByLabelText(/^Email/), 'thandi@');
    await user.click(submitButton());

    expect((await screen.findByText('First name must be at least 2 characters')).textContent).toBe('First name must be at least 2 characters');
    expect(screen.getByText('Please enter a valid email address').textContent).toBe('Please enter a valid email address');
    expect(screen.getByText('Please enter a valid phone number').textContent).toBe('Please enter a valid phone number');
    expect(screen.getByText('Check-in date is required').textContent).toBe('Check-in date is required');
    expect(screen.getByText('Check-out date is required').textContent).toBe('Check-out date is required');
    expect(screen.getByText('Please select a stay type').textContent).toBe('Please select a stay type');
    expect((form().getByLabelText(/^Email/) as HTMLInputElement).value).toBe('thandi@');
    expect(calls).toEqual([]);

    // A corrected field drops its message; the others keep theirs until they are corrected too.
    await user.type(form().getByLabelText(/^Phone/), '0821234567');
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    expect(screen.getByText('Check-in date is required').textContent).toBe('Check-in date is required');
  });

  it('prices the stay in the summary and picks the stay type from the dates', async () => {
    stubHotel(true);
    await renderApp('/booking');
    fillStay();
    expect((form().getByLabelText(/Stay type/) as HTMLSelectElement).value).toBe('short');
    const summary = within(screen.getByRole('region', { name: 'Booking summary' }));
    // 4 nights x R220 x 2 cats.
    expect(summary.getByText('R1 760').textContent).toBe('R1 760');
    expect(summary.getByText('R1 660').textContent).toBe('R1 660');
    expect(summary.getByText('Short Stay').textContent).toBe('Short Stay');
  });

  it('keeps what was typed when the server refuses, with its message or the spec’s', async () => {
    let answer = () => json({ message: 'The hotel is full on 3 of these nights' }, 409);
    const calls = stubHotel(true, { reservation: () => answer() });
    const user = userEvent.setup();
    await renderApp('/booking');
    await user.type(form().getByLabelText(/^Phone/), '0821234567');
    fillStay();
    await user.type(form().getByLabelText(/Special requirements/), 'Luna hides at first');
    await user.click(submitButton());

    expect((await screen.findByText('The hotel is full on 3 of these nights')).textContent).toBe('The hotel is full on 3 of these nights');
    expect(screen.getByText('Error').textContent).toBe('Error');
    expect(calls).toEqual([
      {
        path: '/api/reservations',
        body: {
          firstName: 'Thandi',
          lastName: 'Mokoena',
          email: 'thandi@example.com',
          phone: '0821234567',
          checkInDate: checkIn,
          checkOutDate: checkOut,
          numberOfCats: 2,
          stayType: 'short',
          specialRequirements: 'Luna hides at first',
        },
      },
    ]);
    expect((form().getByLabelText(/Special requirements/) as HTMLTextAreaElement).value).toBe('Luna hides at first');
    expect((form().getByLabelText(/Check-in date/) as HTMLInputElement).value).toBe(checkIn);

    answer = () => json(null, 500);
    await user.click(submitButton());
    expect((await screen.findByText('Failed to create reservation. Please try again.')).textContent).toBe(
      'Failed to create reservation. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Book Your Cat’s Stay' })).toBeTruthy();
  });

  it('goes from details to payment to confirmed, paying R100 once', async () => {
    const calls = stubHotel(true);
    const user = userEvent.setup();
    await renderApp('/booking');
    await user.type(form().getByLabelText(/^Phone/), '0821234567');
    fillStay();
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay the Deposit' })).toBeTruthy();
    expect(screen.getByText('Reservation Created!').textContent).toBe('Reservation Created!');
    expect(screen.getByText('Total cost').nextElementSibling?.textContent).toBe('R1 760');
    expect(screen.getByText('Deposit due now').nextElementSibling?.textContent).toBe('R100');
    expect(screen.getByText('Due at check-in').nextElementSibling?.textContent).toBe('R1 660');
    expect(screen.getByText('Check-in time').nextElementSibling?.textContent).toBe('11:00 AM');

    const pay = screen.getByRole('button', { name: 'Pay R100 Deposit' });
    await user.dblClick(pay);
    expect(await screen.findByRole('heading', { name: 'Reservation Confirmed' })).toBeTruthy();
    expect(screen.getByText('Payment Successful!').textContent).toBe('Payment Successful!');
    expect(screen.getByText(/the balance of/).textContent).toContain('R1 660');
    expect(screen.getByRole('link', { name: 'View My Bookings' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(calls.filter((call) => call.path === '/api/payment/deposit')).toEqual([
      { path: '/api/payment/deposit', body: { reservationId: booking.id, amount: 100 } },
    ]);
  });

  it('says a deposit needs a connection, and shows Payment Failed when it is refused', async () => {
    stubHotel(true, { deposit: () => json({ message: 'The payment was declined: insufficient funds' }, 402) });
    const user = userEvent.setup();
    await renderApp('/booking');
    await user.type(form().getByLabelText(/^Phone/), '0821234567');
    fillStay();
    await user.click(submitButton());
    const pay = await screen.findByRole('button', { name: 'Pay R100 Deposit' });

    await user.click(pay);
    expect((await screen.findByText('Payment Failed')).textContent).toBe('Payment Failed');
    expect(screen.getByText('The payment was declined: insufficient funds').textContent).toBe('The payment was declined: insufficient funds');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect((await screen.findByText('You are offline')).textContent).toBe('You are offline');
    expect((screen.getByRole('button', { name: 'Pay R100 Deposit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the confirm-first words with Send the link again when the address is not confirmed (issue 16)', async () => {
    const gate = `Please confirm your e-mail address before paying the deposit: open the link we sent to ${TEST_OWNER.email}. You can have the link sent again from your dashboard.`;
    stubHotel(true, { deposit: () => json({ message: gate }, 403) });
    const user = userEvent.setup();
    await renderApp('/booking');
    await user.type(form().getByLabelText(/^Phone/), '0821234567');
    fillStay();
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Pay R100 Deposit' }));
    expect(await screen.findByText(gate)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(screen.queryByText('Payment Failed')).toBeNull();
  });
});
