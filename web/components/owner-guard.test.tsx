import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubOwner, TEST_OWNER } from '../test/owner.ts';
import { emptyOwnerData, seedOwnerData } from '../test/owner-data.ts';
import { renderApp } from '../test/render.tsx';
import { addCat, hotelData } from '../db.ts';
import { browserPage } from './browser-page.ts';
import { LOGIN_REDIRECT_DELAY_MS, SIGN_IN_NEEDS_CONNECTION } from './owner-guard.tsx';

// The engine would talk to the network; these tests are about the gate.
vi.mock('../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

beforeEach(emptyOwnerData);
afterEach(() => {
  vi.useRealTimers();
});

describe('the owner area’s guard', () => {
  it('shows a spinner while the server has not said who is signed in', async () => {
    document.cookie = 'hotel_signed_in=1; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await renderApp('/dashboard');
    expect(screen.getByText('Loading your account…').textContent).toBe('Loading your account…');
    expect(screen.queryByRole('tab', { name: 'My Reservations' })).toBeNull();
  });

  it('tells a signed-out visitor to log in, then goes to the server’s login path after 1 s', async () => {
    stubOwner(null);
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderApp('/dashboard');

    expect((await screen.findByText('Redirecting to Login...')).textContent).toBe('Redirecting to Login...');
    expect((await screen.findByText('Authentication Required')).textContent).toBe('Authentication Required');
    expect(screen.getByText('Please log in to access this page.').textContent).toBe('Please log in to access this page.');
    expect(screen.queryByRole('tab', { name: 'My Reservations' })).toBeNull();
    expect(assign).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('with no connection, says signing in needs one, and goes to the login path once it is back', async () => {
    stubOwner(null);
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderApp('/dashboard');

    expect((await screen.findByText(SIGN_IN_NEEDS_CONNECTION)).closest('[role="status"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(assign).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect((await screen.findByText('Redirecting to Login...')).closest('[role="status"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(assign).toHaveBeenCalledWith('/api/login');
    onLine.mockRestore();
  });

  it('lets a signed-in owner in', async () => {
    await seedOwnerData();
    stubOwner(TEST_OWNER);
    await renderApp('/dashboard');
    expect((await screen.findByRole('tab', { name: 'My Reservations', selected: true })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Thandi' })).toBeTruthy();
  });

  it('sends a signed-in member of the hotel’s staff on to /staff', async () => {
    stubOwner({ ...TEST_OWNER, role: 'staff' });
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(screen.queryByRole('tab', { name: 'My Reservations' })).toBeNull();
  });

  it('offline, still opens the dashboard for the owner this phone remembers', async () => {
    await seedOwnerData();
    document.cookie = 'hotel_signed_in=1; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    await renderApp('/dashboard');
    expect((await screen.findByRole('tab', { name: 'My Reservations', selected: true })).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByText('1 Dec 2026 – 8 Dec 2026')).textContent).toBe('1 Dec 2026 – 8 Dec 2026');
    await waitFor(() => expect(screen.queryByText('Redirecting to Login...')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  describe('when the server has ended the session and the phone still holds an owner’s data', () => {
    // A session that ran out, was ended on another device, or ended with a password change.
    const sessionEndedElsewhere = () => {
      document.cookie = 'hotel_signed_in=1; path=/';
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ message: 'Please sign in to continue' }), { status: 401 })),
      );
      return vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    };

    it('clears the phone’s copy, then sends the visitor to sign in', async () => {
      await seedOwnerData();
      const assign = sessionEndedElsewhere();
      await renderApp('/dashboard');
      expect((await screen.findByText('Redirecting to Login...')).closest('[role="status"]')).not.toBeNull();
      expect(await hotelData.profile.count()).toBe(0);
      expect(await hotelData.cats.count()).toBe(0);
      expect(await hotelData.bookings.count()).toBe(0);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: LOGIN_REDIRECT_DELAY_MS * 3 });
    });

    it('asks first about changes that have not reached the hotel; discarding them clears everything', async () => {
      await seedOwnerData();
      await addCat({ name: 'Pepper' });
      const assign = sessionEndedElsewhere();
      await renderApp('/dashboard');
      const question = within(await screen.findByRole('alertdialog', { name: 'Your session has ended' }));
      expect(question.getByText(/1 change made on this phone/).textContent).toBe(
        '1 change made on this phone as thandi@example.com has not reached the hotel yet. Keep them here and they are sent when you sign in again, or discard them and clear this phone.',
      );
      expect(await hotelData.cats.count()).toBe(2);
      await userEvent.setup().click(question.getByRole('button', { name: 'Discard and Clear' }));
      expect((await screen.findByText('Redirecting to Login...')).closest('[role="status"]')).not.toBeNull();
      expect(await hotelData.outbox.count()).toBe(0);
      expect(await hotelData.cats.count()).toBe(0);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: LOGIN_REDIRECT_DELAY_MS * 3 });
    });

    it('keeps everything when the owner keeps the unsent changes, to send them after signing in again', async () => {
      await seedOwnerData();
      await addCat({ name: 'Pepper' });
      const assign = sessionEndedElsewhere();
      await renderApp('/dashboard');
      const question = within(await screen.findByRole('alertdialog', { name: 'Your session has ended' }));
      await userEvent.setup().click(question.getByRole('button', { name: 'Keep Them' }));
      expect((await screen.findByText('Redirecting to Login...')).closest('[role="status"]')).not.toBeNull();
      expect(await hotelData.outbox.count()).toBe(1);
      expect(await hotelData.profile.count()).toBe(1);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: LOGIN_REDIRECT_DELAY_MS * 3 });
    });
  });
});
