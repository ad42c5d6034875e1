import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthOf, monthWords } from '../../../domain/calendar-month.ts';
import { addDays, dayWords } from '../../../domain/dates.ts';
import { monthAddress } from './calendar-screen.tsx';
import { shortNight } from './desk-days.ts';
import { browserPage } from '../../components/browser-page.ts';
import { writePendingBooking } from '../../components/pending-booking.ts';
import { TEST_OWNER } from '../../test/owner.ts';
import { renderApp } from '../../test/render.tsx';
import {
  calendarView,
  closeDesk,
  type Call,
  deskCalls,
  detailOf,
  emptyDesk,
  goOffline,
  MOCHI_ARRIVING,
  noNetwork,
  stubServer,
  TEST_STAFF,
  todayView,
} from './desk.test-support.ts';
import { keptView, rememberedStaff } from './desk-snapshots.ts';
import { DESK_NEEDS_CONNECTION } from './staff-api.ts';
import { OLD_FORM } from './staff-pass-screen.tsx';

beforeEach(emptyDesk);
afterEach(async () => {
  await closeDesk();
  vi.useRealTimers();
});

function answerToday(call: Call) {
  return call.path === '/api/staff/today' ? { status: 200, body: todayView() } : undefined;
}

async function openToday() {
  const page = await renderApp('/staff');
  await screen.findByRole('heading', { level: 2, name: 'Arriving today' });
  return page;
}

function stayCard(name: RegExp) {
  return within(screen.getByRole('article', { name }));
}

describe('Today', () => {
  it('shows the arrivals with each cat’s medical note, care, services, what is owed and the owner a tap away', async () => {
    stubServer(TEST_STAFF, answerToday);
    await openToday();

    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeTruthy();
    expect(screen.getByText('3 of 5 places taken').textContent).toBe('3 of 5 places taken');
    const mochi = stayCard(/^Mochi/);
    expect(mochi.getByText('Asthma: one puff of her inhaler at 8:00').textContent).toBe('Asthma: one puff of her inhaler at 8:00');
    expect(mochi.getByText('Medical').textContent).toBe('Medical');
    expect(mochi.getByText('Renal diet, no fish').textContent).toBe('Renal diet, no fish');
    expect(mochi.getByText('Shy for the first day').textContent).toBe('Shy for the first day');
    expect(mochi.getByText('FVRCP and rabies, March 2026').textContent).toBe('FVRCP and rabies, March 2026');
    expect(mochi.getByText('Medication Administration').textContent).toBe('Medication Administration');
    expect(mochi.getByText('Mochi likes the sunny shelf').textContent).toBe('Mochi likes the sunny shelf');
    expect(mochi.getByText('Still owed R1 440').textContent).toBe('Still owed R1 440');
    expect(mochi.getByText('Confirmed').textContent).toBe('Confirmed');
    expect(mochi.getByRole('link', { name: 'Call Thandi Mokoena' }).getAttribute('href')).toBe('tel:+27825550142');
    expect(mochi.getByRole('link', { name: 'Chat with Thandi Mokoena on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/27825550142');
    expect(mochi.getByRole('button', { name: 'Check in' })).toBeTruthy();
    // An arrival sleeps here tonight too, but is shown once.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // The staff area has its own frame, not the public site's.
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('gives a kitten’s age in months in the cat’s care', async () => {
    const kitten = { ...MOCHI_ARRIVING, cats: [{ ...MOCHI_ARRIVING.cats[0]!, age: 0, ageMonths: 6 }] };
    stubServer(TEST_STAFF, (call) => (call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [kitten] }) } : undefined));
    await openToday();
    expect(stayCard(/^Mochi/).getByText(/^Ragdoll · 6 months · Female/).textContent).toBe('Ragdoll · 6 months · Female · 4.5 kg · Seal point');
  });

  it('marks an unpaid arrival whose hold lapsed: its places count as free until the deposit is paid', async () => {
    const unpaid = {
      ...MOCHI_ARRIVING,
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      heldUntil: new Date(Date.now() - 60_000).toISOString(),
    };
    stubServer(TEST_STAFF, (call) => (call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [unpaid] }) } : undefined));
    await openToday();
    expect(stayCard(/^Mochi/).getByText('Hold lapsed: its places count as free until the deposit is paid').textContent).toBe(
      'Hold lapsed: its places count as free until the deposit is paid',
    );
  });

  it('offline, shows the copy of the last pull marked with its time, and asks the server again when back online', async () => {
    stubServer(TEST_STAFF, answerToday);
    const { unmount } = await openToday();
    unmount();

    const calls = stubServer(TEST_STAFF, noNetwork);
    goOffline();
    await renderApp('/staff');
    expect((await screen.findByText('Offline: as of 14:05')).textContent).toBe('Offline: as of 14:05');
    expect(stayCard(/^Mochi/).getByText('Asthma: one puff of her inhaler at 8:00').textContent).toBe('Asthma: one puff of her inhaler at 8:00');
    // Offline, the phone does not even try.
    expect(deskCalls(calls)).toEqual([]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stubServer(TEST_STAFF, answerToday);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Offline: as of 14:05')).toBeNull());
  });

  it('offline with nothing kept on this phone, says so instead of showing an empty day', async () => {
    stubServer(TEST_STAFF, answerToday);
    const { unmount } = await openToday();
    unmount();
    // Another staff member signs in here: what Sipho's desk kept is not theirs.
    const lerato = { ...TEST_STAFF, id: '0190d6a4-0000-7000-8000-0000000000a2', firstName: 'Lerato' };
    stubServer(lerato, (call) => (call.path.startsWith('/api/staff') ? 'no network' : undefined));
    await renderApp('/staff');
    expect((await screen.findByText(/has no copy of this screen yet/)).textContent).toMatch(/has no copy of this screen yet/);
    expect(screen.queryByText('Asthma: one puff of her inhaler at 8:00')).toBeNull();
  });
});

describe('who may open the desk', () => {
  it('shows a signed-in owner only that the desk is for the staff, and asks for nothing of anyone', async () => {
    const calls = stubServer(TEST_OWNER, answerToday);
    await renderApp('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'This part of the app is for the hotel’s staff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    await renderApp('/staff/calendar');
    expect(deskCalls(calls)).toEqual([]);
  });

  it('shows a signed-out visitor the staff’s sign-in, with no Register or booking notice, then opens the desk (issue 31)', async () => {
    let signedIn: typeof TEST_STAFF | null = null;
    const calls = stubServer(
      () => signedIn,
      (call) => {
        if (call.path !== '/api/login') return answerToday(call);
        signedIn = TEST_STAFF;
        return { status: 200, body: TEST_STAFF };
      },
    );
    // An owner's booking waiting on this browser is no business of the staff's sign-in.
    writePendingBooking({
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-05',
      numberOfCats: 1,
      selectedServices: [],
      stayDetails: { nights: 4, rate: '220.00', stayType: 'short', baseAmount: '880.00', servicesAmount: '0.00', totalAmount: '880.00' },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/staff');

    const form = within(await screen.findByRole('form', { name: 'Staff Sign In' }));
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(screen.getByText('Staff desk').textContent).toBe('Staff desk');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByText(/Register|Create an account|finish your reservation/)).toBeNull();
    expect(deskCalls(calls)).toEqual([]);

    await user.type(form.getByLabelText(/^Email/), TEST_STAFF.email);
    await user.type(form.getByLabelText(/^Password/), 'tabby-and-tortie');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'), { timeout: 4000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Arriving today' })).toBeTruthy();
    window.sessionStorage.clear();
  });

  it('asks a member of staff with a code app for its code at the staff’s sign-in, then opens the desk (issue 31)', async () => {
    let signedIn: typeof TEST_STAFF | null = null;
    stubServer(
      () => signedIn,
      (call) => {
        if (call.path === '/api/login') return { status: 202, body: { codeNeeded: true, message: 'Enter the 6-digit code from your app.' } };
        if (call.path !== '/api/login/code') return answerToday(call);
        signedIn = TEST_STAFF;
        return { status: 200, body: TEST_STAFF };
      },
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/staff');
    const form = within(await screen.findByRole('form', { name: 'Staff Sign In' }));
    await user.type(form.getByLabelText(/^Email/), TEST_STAFF.email);
    await user.type(form.getByLabelText(/^Password/), 'tabby-and-tortie');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    const code = within(await screen.findByRole('form', { name: 'Code from your app' }));
    expect(screen.getByText('Enter the 6-digit code from your app.').textContent).toBe('Enter the 6-digit code from your app.');
    await user.type(code.getByLabelText(/^Code from your app/), '287082');
    await user.click(code.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'), { timeout: 4000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Arriving today' })).toBeTruthy();
  });

  it('clears the desk’s copy on this phone when the server says the session has ended (issue 30)', async () => {
    stubServer(TEST_STAFF, answerToday);
    const { unmount } = await openToday();
    unmount();
    expect(await keptView(TEST_STAFF.id, 'today')).toBeDefined();
    // Removed from the team, or the session ran out: /api/auth/user answers 401.
    stubServer(null);
    await renderApp('/staff');
    expect(await screen.findByRole('form', { name: 'Staff Sign In' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    await waitFor(async () => expect(await rememberedStaff()).toBeNull());
    expect(await keptView(TEST_STAFF.id, 'today')).toBeUndefined();
  });

  it('clears the desk’s copy when a screen’s read is answered 401 while the desk is open (issue 30)', async () => {
    stubServer(TEST_STAFF, answerToday);
    const { unmount } = await openToday();
    unmount();
    // The desk opens (the sign-in check still passes), then the session ends before the calendar's read.
    stubServer(TEST_STAFF, (call) => (call.path.startsWith('/api/staff') ? { status: 401, body: { message: 'You are not signed in.' } } : undefined));
    await renderApp('/staff/calendar');
    // The screen says why it has nothing, and shows nothing kept.
    await waitFor(() => expect(document.body.textContent).toContain('This screen could not be loadedYou are not signed in.'));
    await waitFor(async () => expect(await rememberedStaff()).toBeNull());
    expect(await keptView(TEST_STAFF.id, 'today')).toBeUndefined();
  });

  it('shows a manager without a code app its setup instead of the desk, then the recovery codes once (issue 30)', async () => {
    const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const recoveryCodes = ['abcde-fghij', 'klmno-pqrst'];
    const calls = stubServer({ ...TEST_STAFF, role: 'manager' }, (call) => {
      const route = `${call.method} ${call.path}`;
      if (route === 'GET /api/staff/code')
        return { status: 200, body: { state: 'needed', since: null, recoveryCodesLeft: 0, staffNeedCodeApp: false } };
      if (route === 'POST /api/staff/code/setup')
        return { status: 200, body: { key, address: `otpauth://totp/Sunningdale%20Cat%20Hotel:sipho?secret=${key}` } };
      if (route === 'POST /api/staff/code/confirm') {
        return (call.body as { code: string }).code === '287082'
          ? { status: 201, body: { recoveryCodes } }
          : { status: 400, body: { message: 'That code is not right, or it was already used.', field: 'code' } };
      }
      return answerToday(call);
    });
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = await renderApp('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/code-app'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set up your code app');
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/staff/today')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Show My Setup Key' }));
    expect((await screen.findByLabelText('Setup key')).textContent).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ');
    expect(screen.getByRole('link', { name: 'open the key in your app' }).getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    const confirm = within(screen.getByRole('form', { name: 'Confirm your code app' }));
    await user.type(confirm.getByLabelText(/^Code from your app/), '000000');
    await user.click(confirm.getByRole('button', { name: 'Turn On the Code App' }));
    await waitFor(() => expect(confirm.getByLabelText(/^Code from your app/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('That code is not right, or it was already used.');
    await user.clear(confirm.getByLabelText(/^Code from your app/));
    await user.type(confirm.getByLabelText(/^Code from your app/), '287082');
    await user.click(confirm.getByRole('button', { name: 'Turn On the Code App' }));

    const codes = within(await screen.findByRole('list', { name: 'Recovery codes' }));
    expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodes);
    await user.click(screen.getByRole('button', { name: 'I Have Kept My Codes: Open the Desk' }));
    expect(assign).toHaveBeenCalledWith('/staff');
  });

  it('shows a manager the Settings tab and the name of who is at the desk', async () => {
    stubServer({ ...TEST_STAFF, role: 'manager' }, answerToday);
    await openToday();
    const tabs = within(screen.getByRole('navigation', { name: 'Staff' }));
    expect(tabs.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/staff/settings');
    expect(screen.getByText('Sipho Dlamini').textContent).toBe('Sipho Dlamini');
  });

  it('logs out: the desk’s copy on this phone goes with the session', async () => {
    stubServer(TEST_STAFF, answerToday);
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    const { unmount } = await openToday();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    unmount();

    stubServer(TEST_STAFF, noNetwork);
    await renderApp('/staff');
    // Nobody is remembered on this phone any more: offline, the desk cannot open, and signing in waits for a connection.
    expect(await screen.findByRole('form', { name: 'Staff Sign In' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });
});

describe('the desk’s actions', () => {
  it('offline, a check-in is kept on this phone and says it waits; sent once when the signal returns; the other actions need a connection', async () => {
    let checkedIn = false;
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST' && call.path === `/api/staff/bookings/${MOCHI_ARRIVING.id}/check-in`) {
        checkedIn = true;
        return {
          status: 200,
          body: detailOf(MOCHI_ARRIVING, { status: 'checked_in', paymentStatus: 'paid', owedAmount: '0.00', actions: ['check-out'], version: 4 }),
        };
      }
      const mochi = checkedIn ? { ...MOCHI_ARRIVING, status: 'checked_in' as const, actions: ['check-out' as const], version: 4 } : MOCHI_ARRIVING;
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [mochi] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    goOffline();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Cancel stay' }));
    expect((await screen.findByText(DESK_NEEDS_CONNECTION)).textContent).toBe(DESK_NEEDS_CONNECTION);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check in' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Check in Mochi?' })).getByRole('button', { name: 'Paid in cash' }));
    const waits = await stayCard(/^Mochi/).findByRole('status');
    expect(waits.textContent).toBe('Check-in waiting to be sent: kept on this phone until there is a signal.');
    expect((await screen.findByText('Check-in waiting to be sent')).textContent).toBe('Check-in waiting to be sent');
    expect((await screen.findByText('1 change waiting to sync')).textContent).toBe('1 change waiting to sync');
    expect(stayCard(/^Mochi/).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(stayCard(/^Mochi/).getByRole('button', { name: 'Check out' }).textContent).toBe('Check out'));
    expect(screen.queryByText('1 change waiting to sync')).toBeNull();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      [`/api/staff/bookings/${MOCHI_ARRIVING.id}/check-in`, { version: 3, method: 'cash' }],
    ]);
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('check in: shows the balance, asks cash or card (spec §9), one change per confirmed tap, with the version shown and a key of its own', async () => {
    let checkedIn = false;
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST' && call.path === `/api/staff/bookings/${MOCHI_ARRIVING.id}/check-in`) {
        checkedIn = true;
        return {
          status: 200,
          body: detailOf(MOCHI_ARRIVING, { status: 'checked_in', paymentStatus: 'paid', owedAmount: '0.00', actions: ['check-out'], version: 4 }),
        };
      }
      const mochi = checkedIn ? { ...MOCHI_ARRIVING, status: 'checked_in' as const, actions: ['check-out' as const], version: 4 } : MOCHI_ARRIVING;
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [mochi] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check in Mochi?' }));
    expect(dialog.getByText('Balance R1 440').textContent).toBe('Balance R1 440');
    expect(dialog.getByText(/^The total of R1 540 less the R100 deposit, paid at check-in\. How was it paid\?$/).textContent).toMatch(
      /^The total of R1 540 less the R100 deposit, paid at check-in\. How was it paid\?$/,
    );
    expect(dialog.queryByRole('button', { name: 'Check in' })).toBeNull();
    await user.dblClick(dialog.getByRole('button', { name: 'Paid by card' }));

    expect((await screen.findByText('Mochi is in the house. Paid by card.')).textContent).toBe('Mochi is in the house. Paid by card.');
    await waitFor(() => expect(stayCard(/^Mochi/).getByText('Checked In')).toBeTruthy());
    expect(stayCard(/^Mochi/).getByRole('button', { name: 'Check out' })).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ version: 3, method: 'card' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('check in: weighs each cat, refusing a weight that is not one before anything is sent (issue 33)', async () => {
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST')
        return { status: 200, body: detailOf(MOCHI_ARRIVING, { status: 'checked_in', paymentStatus: 'paid', actions: ['check-out'], version: 4 }) };
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [MOCHI_ARRIVING] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check in Mochi?' }));
    await user.type(dialog.getByLabelText('Mochi’s weight (kg)'), '42');
    await user.click(dialog.getByRole('button', { name: 'Paid in cash' }));
    expect(dialog.getByRole('alert').textContent).toBe('Weigh each cat in kilograms, such as 4.2 (0.1 to 20 kg)');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.clear(dialog.getByLabelText('Mochi’s weight (kg)'));
    await user.type(dialog.getByLabelText('Mochi’s weight (kg)'), '4,2');
    await user.click(dialog.getByRole('button', { name: 'Paid in cash' }));
    expect((await screen.findByText('Mochi is in the house. Paid in cash.')).textContent).toBe('Mochi is in the house. Paid in cash.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { version: 3, method: 'cash', weights: [{ catId: MOCHI_ARRIVING.cats[0]!.id, kilograms: '4,2' }] },
    ]);
  });

  it('check in with nothing left to pay: a plain confirmation, no way of paying asked', async () => {
    const prepaid = { ...MOCHI_ARRIVING, owedAmount: '0.00' };
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST') return { status: 200, body: detailOf(prepaid, { status: 'checked_in', actions: ['check-out'], version: 4 }) };
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [prepaid] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check in Mochi?' }));
    expect(dialog.getByText(/Nothing is left to pay\.$/).textContent).toMatch(/Nothing is left to pay\.$/);
    expect(dialog.queryByRole('button', { name: 'Paid in cash' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByText('Mochi is in the house.')).textContent).toBe('Mochi is in the house.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ version: 3 }]);
  });

  it('check out after the balance was taken at check-in: nothing left to pay, no way of paying asked', async () => {
    const inHouse = {
      ...MOCHI_ARRIVING,
      status: 'checked_in' as const,
      paymentStatus: 'paid' as const,
      owedAmount: '0.00',
      actions: ['check-out' as const],
    };
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST') return { status: 200, body: detailOf(inHouse, { status: 'completed', actions: [] }) };
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [inHouse] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check out Mochi' }));
    expect(dialog.getByText('Nothing is left to pay: the balance was taken at check-in.').textContent).toBe(
      'Nothing is left to pay: the balance was taken at check-in.',
    );
    expect(dialog.queryByRole('button', { name: 'Paid in cash' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Check out' }));
    expect((await screen.findByText('Mochi went home.')).textContent).toBe('Mochi went home.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ version: 3 }]);
  });

  it('check out: still collects what was added to the stay since check-in, asking cash or card', async () => {
    const inHouse = {
      ...MOCHI_ARRIVING,
      status: 'checked_in' as const,
      paymentStatus: 'paid' as const,
      owedAmount: '250.00',
      actions: ['check-out' as const],
    };
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST') return { status: 200, body: detailOf(inHouse, { status: 'completed', owedAmount: '0.00', actions: [] }) };
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [inHouse] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check out Mochi' }));
    expect(dialog.getByText('Left to pay R250').textContent).toBe('Left to pay R250');
    expect(dialog.getByText('Added to the stay since the balance was taken at check-in. How was it paid?').textContent).toBe(
      'Added to the stay since the balance was taken at check-in. How was it paid?',
    );
    await user.click(dialog.getByRole('button', { name: 'Paid in cash' }));
    expect((await screen.findByText('Mochi went home. Paid in cash.')).textContent).toBe('Mochi went home. Paid in cash.');
    const [sent] = calls.filter((call) => call.method === 'POST');
    expect(sent).toMatchObject({ path: `/api/staff/bookings/${MOCHI_ARRIVING.id}/check-out`, body: { version: 3, method: 'cash' } });
  });

  it('cancel: a reason is required before anything is sent', async () => {
    const calls = stubServer(TEST_STAFF, answerToday);
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Cancel stay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this stay?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel stay' }));
    expect((await dialog.findByText('Please give the owner a reason of at least 3 characters')).textContent).toBe(
      'Please give the owner a reason of at least 3 characters',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when the stay changed meanwhile (409), shows the server’s words and the stay as it is now', async () => {
    const changed = 'This booking changed meanwhile: Mochi is already checked in.';
    let reloaded = false;
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST') return { status: 409, body: { message: changed } };
      if (call.path === `/api/staff/bookings/${MOCHI_ARRIVING.id}`) {
        reloaded = true;
        return { status: 200, body: detailOf(MOCHI_ARRIVING, { status: 'checked_in', actions: ['check-out'], version: 4 }) };
      }
      const mochi = reloaded ? { ...MOCHI_ARRIVING, status: 'checked_in' as const, actions: ['check-out' as const], version: 4 } : MOCHI_ARRIVING;
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [mochi] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check in' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Check in Mochi?' })).getByRole('button', { name: 'Paid in cash' }));

    expect(await screen.findByText(changed)).toBeTruthy();
    await waitFor(() => expect(stayCard(/^Mochi/).getByText('Checked In')).toBeTruthy());
    expect(stayCard(/^Mochi/).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.some((call) => call.path === `/api/staff/bookings/${MOCHI_ARRIVING.id}` && call.method === 'GET')).toBe(true);
  });
});

describe('a deposit over the places (decision 0024)', () => {
  const unpaid = {
    ...MOCHI_ARRIVING,
    status: 'pending' as const,
    paymentStatus: 'deposit_pending' as const,
    actions: ['deposit' as const, 'cancel' as const],
  };
  const full = 'Those nights are taken by paid stays: Wed 2 Dec has 0 places left for 1 cat.';

  function deskWithFullNights(member: typeof TEST_STAFF) {
    return stubServer(member, (call) => {
      if (call.method === 'POST') {
        return (call.body as { overbook?: boolean }).overbook === true
          ? { status: 200, body: detailOf(unpaid, { status: 'confirmed', paymentStatus: 'deposit_paid', actions: ['check-in'], version: 4 }) }
          : { status: 409, body: { message: full } };
      }
      if (call.path === `/api/staff/bookings/${unpaid.id}`) return { status: 200, body: detailOf(unpaid) };
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [unpaid] }) } : undefined;
    });
  }

  async function takeDepositInCash() {
    const user = userEvent.setup();
    await openToday();
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Take deposit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Take the deposit' })).getByRole('button', { name: 'Paid in cash' }));
    expect((await screen.findByText(full)).closest('[role="alert"]')).not.toBeNull();
    return user;
  }

  it('lets a manager take it anyway, on purpose, sending overbook once', async () => {
    const calls = deskWithFullNights({ ...TEST_STAFF, role: 'manager' });
    const user = await takeDepositInCash();
    await user.click(await screen.findByRole('button', { name: 'Take the Deposit Anyway, Over the Places' }));
    await waitFor(() => expect(screen.queryByText(full)).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { version: unpaid.version, method: 'cash' },
      { version: unpaid.version, method: 'cash', overbook: true },
    ]);
  });

  it('offers plain staff no way over the places', async () => {
    deskWithFullNights(TEST_STAFF);
    await takeDepositInCash();
    expect(screen.queryByRole('button', { name: 'Take the Deposit Anyway, Over the Places' })).toBeNull();
  });
});

describe('check-in and the vaccination records (issue 33)', () => {
  const problems = ['Mochi has no rabies vaccination on record'];
  const withoutRecords = {
    ...MOCHI_ARRIVING,
    recordProblems: problems,
    cats: MOCHI_ARRIVING.cats.map((cat) => ({
      ...cat,
      vaccinations: [
        {
          id: '0190d6a4-0000-7000-8000-00000000a001',
          vaccine: 'fvrcp' as const,
          otherName: null,
          givenOn: '2026-02-01',
          validUntil: '2027-02-01',
          vet: 'Blouberg Vet',
          proof: { id: '0190d6a4-0000-7000-8000-00000000b001', contentType: 'image/jpeg' as const, size: 300, addedAt: '2026-02-02T08:00:00.000Z' },
          checkedBy: null,
          checkedAt: null,
        },
      ],
    })),
  };
  const refusal = `${problems[0]}. A manager may check in anyway, with a reason.`;

  function deskWithoutRecords(member: typeof TEST_STAFF) {
    return stubServer(member, (call) => {
      if (call.method === 'POST' && call.path.endsWith('/check-in')) {
        return (call.body as { recordsOverride?: string }).recordsOverride === undefined
          ? { status: 409, body: { message: refusal, field: 'records' } }
          : {
              status: 200,
              body: detailOf(withoutRecords, { status: 'checked_in', paymentStatus: 'paid', recordProblems: [], actions: ['check-out'], version: 4 }),
            };
      }
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [withoutRecords] }) } : undefined;
    });
  }

  async function checkInInCash() {
    const user = userEvent.setup();
    await openToday();
    expect(stayCard(/^Mochi/).getByRole('note', { name: 'Vaccination records' }).textContent).toContain(problems[0]);
    await user.click(stayCard(/^Mochi/).getByRole('button', { name: 'Check in' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Check in Mochi?' })).getByRole('button', { name: 'Paid in cash' }));
    expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
    return user;
  }

  it('lets a manager check in anyway with a reason, asked before anything is sent, and sent once', async () => {
    const calls = deskWithoutRecords({ ...TEST_STAFF, role: 'manager' });
    const user = await checkInInCash();
    await user.click(screen.getByRole('button', { name: 'Check In Anyway' }));
    expect(screen.getByText('Please say why the cat may stay without its records, in at least 3 characters').textContent).toBe(
      'Please say why the cat may stay without its records, in at least 3 characters',
    );
    await user.type(screen.getByLabelText('Why may the cat stay without them?'), 'The vet confirmed by phone');
    await user.click(screen.getByRole('button', { name: 'Check In Anyway' }));
    expect((await screen.findByText('Mochi is in the house. Paid in cash.')).textContent).toBe('Mochi is in the house. Paid in cash.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { version: withoutRecords.version, method: 'cash' },
      { version: withoutRecords.version, method: 'cash', recordsOverride: 'The vet confirmed by phone' },
    ]);
  });

  it('offers plain staff no way past the records, and says whom to ask', async () => {
    deskWithoutRecords(TEST_STAFF);
    await checkInInCash();
    expect(screen.queryByRole('button', { name: 'Check In Anyway' })).toBeNull();
    expect(screen.getByText('Ask the owner for the vaccination book, or a manager to check the cat in anyway.').textContent).toBe(
      'Ask the owner for the vaccination book, or a manager to check the cat in anyway.',
    );
  });

  it('marks a record as matching the book, once, and shows who checked it', async () => {
    const vaccination = withoutRecords.cats[0]!.vaccinations[0]!;
    const checked = { ...vaccination, checkedBy: 'Sipho Dlamini', checkedAt: '2026-12-01T07:30:00.000Z' };
    let done = false;
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST' && call.path === `/api/staff/vaccinations/${vaccination.id}/check`) {
        done = true;
        return { status: 200, body: { ...withoutRecords.cats[0], vaccinations: [checked] } };
      }
      const stay = done ? { ...withoutRecords, cats: [{ ...withoutRecords.cats[0]!, vaccinations: [checked] }] } : withoutRecords;
      if (call.path === `/api/staff/bookings/${withoutRecords.id}`) return { status: 200, body: detailOf(stay) };
      return call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [stay] }) } : undefined;
    });
    const user = userEvent.setup();
    await openToday();
    const card = stayCard(/^Mochi/);
    expect(card.getByRole('link', { name: 'Photo of the FVRCP (tricat) page' }).getAttribute('href')).toBe(
      `/api/staff/proofs/${vaccination.proof.id}`,
    );
    await user.click(card.getByRole('button', { name: 'Mochi’s FVRCP (tricat) vaccination matches the book' }));
    await waitFor(() => expect(card.getByText(/^Checked by Sipho Dlamini, /)).toBeTruthy());
    expect(card.queryByRole('button', { name: 'Mochi’s FVRCP (tricat) vaccination matches the book' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/staff/vaccinations/${vaccination.id}/check`]);
  });
});

describe('the care plan at the desk (issue 33)', () => {
  const tablet = {
    id: '0190d6a4-0000-7000-8000-00000000c001',
    kind: 'medication' as const,
    name: 'Felimazole 2.5 mg',
    amount: 'Half a tablet',
    times: ['08:00', '20:00'],
    withFood: true,
    until: null,
    notes: null,
  };
  const withTablet = (services: typeof MOCHI_ARRIVING.services) => ({
    ...MOCHI_ARRIVING,
    services,
    cats: MOCHI_ARRIVING.cats.map((cat) => ({ ...cat, carePlan: [tablet] })),
  });

  it('shows each medicine with its dose and times, and says when the stay has not booked Medication Administration', async () => {
    stubServer(TEST_STAFF, (call) =>
      call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [withTablet([])] }) } : undefined,
    );
    await openToday();
    const card = stayCard(/^Mochi/);
    expect(card.getByText('Medicine: Felimazole 2.5 mg').textContent).toBe('Medicine: Felimazole 2.5 mg');
    expect(card.getByText('Half a tablet at 08:00 and 20:00, with food').textContent).toBe('Half a tablet at 08:00 and 20:00, with food');
    expect(card.getByRole('note', { name: 'Medication' }).textContent).toContain('has not booked Medication Administration');
  });

  it('says nothing of the service when the stay has it', async () => {
    stubServer(TEST_STAFF, (call) =>
      call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [withTablet(MOCHI_ARRIVING.services)] }) } : undefined,
    );
    await openToday();
    expect(stayCard(/^Mochi/).getByText('Medicine: Felimazole 2.5 mg').textContent).toBe('Medicine: Felimazole 2.5 mg');
    expect(stayCard(/^Mochi/).queryByRole('note', { name: 'Medication' })).toBeNull();
  });
});

describe('Calendar and nights', () => {
  /** The calendar's answer for whichever month is asked; every ask is recorded by the stub. */
  const answerMonths = (call: Call) =>
    call.path === '/api/staff/calendar' ? { status: 200, body: calendarView(new URLSearchParams(call.search).get('month') ?? undefined) } : undefined;

  it('shows this month a night a square with its places, full, over-capacity and closed nights marked, each opening its night', async () => {
    const calls = stubServer(TEST_STAFF, answerMonths);
    await renderApp('/staff/calendar');
    const month = calendarView();
    expect(await screen.findByRole('heading', { level: 2, name: monthWords(month.month!) })).toBeTruthy();
    expect(new URLSearchParams(deskCalls(calls)[0]!.search).get('month')).toBe(month.month);

    const nights = within(screen.getByRole('list', { name: 'Nights' })).getAllByRole('link');
    expect(nights).toHaveLength(month.nights.length);
    expect(nights[0]!.getAttribute('aria-label')).toMatch(/: 3 of 5 places taken$/);
    expect(nights[1]!.getAttribute('aria-label')).toMatch(/: 6 cats for 5 places: over by 1$/);
    expect(nights[1]!.textContent).toBe(`${dayWords(month.nights[1]!.date).day}6/5Over`);
    expect(nights[2]!.getAttribute('aria-label')).toMatch(/: Closed: Closed 25 Dec$/);
    expect(nights[2]!.textContent).toBe(`${dayWords(month.nights[2]!.date).day}Closed`);
    expect(nights[3]!.getAttribute('aria-label')).toMatch(/: Full: 1 of 1 place$/);
    expect(nights[1]!.getAttribute('href')).toBe(`/staff/nights/${month.nights[1]!.date}`);
    // Under the squares, in words, what the desk must act on, each opening its night.
    const marked = within(screen.getByRole('region', { name: 'Closed and over the places' })).getAllByRole('link');
    expect(marked.map((link) => link.textContent)).toEqual([
      `${shortNight(month.nights[1]!.date)}: 6 cats for 5 places: over by 1`,
      `${shortNight(month.nights[2]!.date)}: Closed: Closed 25 Dec`,
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Staff' }))
        .getByRole('link', { name: 'Calendar' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('pages back and forth any number of months, across the year, each in the address (issue 31)', async () => {
    const calls = stubServer(TEST_STAFF, answerMonths);
    const user = userEvent.setup();
    const { router } = await renderApp('/staff/calendar?month=2026-12');
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'January 2027 →' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'January 2027' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'February 2027 →' }));
    await user.click(await screen.findByRole('link', { name: 'March 2027 →' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2027' })).toBeTruthy();
    // Easter 2027: 28 March is the fifth Sunday of the month's squares.
    expect(await screen.findByRole('link', { name: /^Sun 28 Mar: / })).toBeTruthy();
    expect(router.state.location.search).toEqual({ month: '2027-03' });

    for (const month of ['February 2027', 'January 2027', 'December 2026', 'November 2026']) {
      await user.click(await screen.findByRole('link', { name: `← ${month}` }));
      expect(await screen.findByRole('heading', { level: 2, name: month })).toBeTruthy();
    }
    const asked = deskCalls(calls).map((call) => new URLSearchParams(call.search).get('month'));
    expect(asked).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-02', '2027-01', '2026-12', '2026-11']);
  });

  it('offline, opens a month seen before from this phone’s copy, and says a month never seen has no copy yet', async () => {
    stubServer(TEST_STAFF, answerMonths);
    const online = await renderApp('/staff/calendar?month=2027-04');
    await screen.findByRole('list', { name: 'Nights' });
    online.unmount();

    stubServer(TEST_STAFF, noNetwork);
    goOffline();
    const user = userEvent.setup();
    await renderApp('/staff/calendar?month=2027-04');
    expect((await screen.findByText('Offline: as of 14:05')).textContent).toBe('Offline: as of 14:05');
    expect(screen.getByRole('link', { name: /^Thu 1 Apr: 3 of 5 places taken$/ })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'May 2027 →' }));
    expect((await screen.findByText(/has no copy of this screen yet/)).textContent).toMatch(/has no copy of this screen yet/);
    expect(screen.getByRole('heading', { level: 2, name: 'May 2027' })).toBeTruthy();
  });

  it('shows who stays on a night, with their cats’ care', async () => {
    const night = addDays(calendarView().from, 1);
    stubServer(TEST_STAFF, (call) =>
      call.path === '/api/staff/night' && call.search === `?date=${night}`
        ? {
            status: 200,
            body: { date: night, asOf: calendarView().asOf, booked: 2, capacity: 5, closed: null, stays: [{ ...MOCHI_ARRIVING, numberOfCats: 2 }] },
          }
        : undefined,
    );
    await renderApp(`/staff/nights/${night}`);
    expect((await screen.findByText('2 of 5 places taken')).textContent).toBe('2 of 5 places taken');
    // The count beside the list is of cats, not of bookings (issue 31).
    expect(within(screen.getByRole('region', { name: 'Staying this night' })).getByText('2 cats')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Calendar' }).getAttribute('href')).toBe(monthAddress(monthOf(night)));
    expect(stayCard(/^Mochi/).getByText('Asthma: one puff of her inhaler at 8:00').textContent).toBe('Asthma: one puff of her inhaler at 8:00');
    expect(
      within(screen.getByRole('navigation', { name: 'Staff' }))
        .getByRole('link', { name: 'Calendar' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('answers /staff/nights with the calendar, and an address that names no night with the 404 screen', async () => {
    stubServer(TEST_STAFF, (call) => (call.path === '/api/staff/calendar' ? { status: 200, body: calendarView() } : undefined));
    const { router, unmount } = await renderApp('/staff/nights');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/calendar'));
    unmount();
    await renderApp('/staff/nights/someday');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});

describe('the setup and invitation addresses', () => {
  it('says why a dead setup address cannot be used, in the server’s words, and offers no form; the token goes in a body', async () => {
    const used = 'This setup address has already been used. Sign in at /login, or ask a manager for an invitation.';
    const calls = stubServer(null, (call) => (call.path === '/api/staff/pass/check' ? { status: 410, body: { message: used } } : undefined));
    await renderApp('/staff/setup#token=spent-token');
    expect(await screen.findByText(used)).toBeTruthy();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    const check = calls.find((call) => call.path === '/api/staff/pass/check');
    expect(check).toMatchObject({ method: 'POST', search: '', body: { token: 'spent-token' } });
  });

  it.each([
    ['/staff/join?token=old-token', OLD_FORM.invitation],
    ['/staff/setup?token=old-token', OLD_FORM.setup],
  ])('refuses an address of the old form (%s) without sending its token anywhere (issue 30)', async (address, message) => {
    const calls = stubServer(null, () => undefined);
    await renderApp(address);
    await waitFor(() => expect(document.body.textContent).toContain(message));
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(JSON.stringify(calls)).not.toContain('old-token');
    expect(window.location.search).toBe('');
  });

  it('creates the invited account for the invited e-mail, which nobody types, and opens the desk', async () => {
    let member: typeof TEST_STAFF | null = null;
    const calls = stubServer(
      () => member,
      (call) => {
        if (call.path === '/api/staff/pass/check')
          return { status: 200, body: { kind: 'invitation', role: 'staff', email: 'sipho@sunningdale.test' } };
        if (call.path === '/api/staff/pass') {
          member = TEST_STAFF;
          return { status: 201, body: TEST_STAFF };
        }
        return answerToday(call);
      },
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/staff/join#token=fresh-token');
    const form = within(await screen.findByRole('form', { name: 'Create your staff account' }));
    expect(form.queryByLabelText(/Email/)).toBeNull();
    expect(document.body.textContent).toContain('sipho@sunningdale.test');
    await user.type(form.getByLabelText(/First name/), 'Sipho');
    await user.type(form.getByLabelText(/Last name/), 'Dlamini');
    await user.type(form.getByLabelText(/Password/), 'purr-purr-7');
    await user.click(form.getByRole('button', { name: 'Create Staff Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Arriving today' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/staff/pass')?.body).toEqual({
      token: 'fresh-token',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      password: 'purr-purr-7',
    });
  });
});
