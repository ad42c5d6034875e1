import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetailView } from '../../../../domain/contracts/desk-stays.ts';
import { CHANGE_ACCEPTED, type StayRequestView } from '../../../../domain/stay-requests.ts';
import { renderApp } from '../../../test/render.tsx';
import { deskCalls, goOffline, noNetwork, stubServer, TEST_STAFF } from '../desk.test-support.ts';
import { forgetDesk } from '../desk-snapshots.ts';
import { BOOKING, STAY, THANDI, THANDI_RECORD } from './records.test-support.ts';

beforeEach(async () => {
  await forgetDesk();
});

/** The staff API's answer to a read or change that went through. */
const ok = (body: unknown) => ({ status: 200, body });

/** The calls the page made to the staff API, leaving out who is signed in. */

const bookingPath = `/api/staff/bookings/${BOOKING.id}`;

function row(linkName: string) {
  return within(screen.getByRole('link', { name: linkName }).closest('li')!);
}

describe('Bookings', () => {
  it('searches by what the address asks for and lists each stay as a row to its page', async () => {
    const requests = stubServer(TEST_STAFF, () => ok({ bookings: [STAY], more: true }));
    await renderApp('/staff/bookings?q=Mochi&status=confirmed');

    const stay = await screen.findByRole('link', { name: '1 Dec 2026 – 8 Dec 2026' });
    expect(stay.getAttribute('href')).toBe(`/staff/bookings/${STAY.id}`);
    const found = row('1 Dec 2026 – 8 Dec 2026');
    expect(found.getByText('7 nights · Thandi Mokoena').textContent).toBe('7 nights · Thandi Mokoena');
    expect(found.getByText('Mochi, Luna').textContent).toBe('Mochi, Luna');
    expect(found.getByText('Confirmed').textContent).toBe('Confirmed');
    expect(found.getByText('R3 330 owed').textContent).toBe('R3 330 owed');
    expect(screen.getByText('More results: narrow the search to see them.').textContent).toBe('More results: narrow the search to see them.');

    const search = new URLSearchParams(deskCalls(requests)[0]!.search);
    expect(search.get('q')).toBe('Mochi');
    expect(search.get('status')).toBe('confirmed');
    expect((screen.getByLabelText('Owner or cat') as HTMLInputElement).value).toBe('Mochi');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('confirmed');
  });

  it('puts a new search in the address, so Back brings the last one back', async () => {
    const requests = stubServer(TEST_STAFF, () => ok({ bookings: [STAY], more: false }));
    const user = userEvent.setup();
    const { router } = await renderApp('/staff/bookings?q=Mochi');
    const box = await screen.findByLabelText('Owner or cat');

    await user.clear(box);
    await user.type(box, 'thandi@example.com');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.type(screen.getByLabelText('Staying from'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'thandi@example.com', status: 'pending', from: '2026-12-01' }));
    const last = deskCalls(requests).at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(last.search))).toEqual({
      q: 'thandi@example.com',
      status: 'pending',
      from: '2026-12-01',
    });

    router.history.back();
    await waitFor(() => expect((screen.getByLabelText('Owner or cat') as HTMLInputElement).value).toBe('Mochi'));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('refuses a range that ends before it starts, and asks the server nothing', async () => {
    const requests = stubServer(TEST_STAFF, () => ok({ bookings: [], more: false }));
    const user = userEvent.setup();
    await renderApp('/staff/bookings');
    expect((await screen.findByText('No bookings match. Try part of a name, or fewer filters.')).textContent).toBe(
      'No bookings match. Try part of a name, or fewer filters.',
    );

    await user.type(screen.getByLabelText('Staying from'), '2026-12-08');
    await user.type(screen.getByLabelText('Staying until'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect((await screen.findByText('The range must not end before it starts')).textContent).toBe('The range must not end before it starts');
    expect(deskCalls(requests)).toHaveLength(1);
  });

  it('says what went wrong when the records cannot be read, and tries again', async () => {
    // The router reports a loader's failure on the console before its error screen takes over.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reachable = false;
    stubServer(TEST_STAFF, () =>
      reachable ? ok({ bookings: [STAY], more: false }) : { status: 503, body: { message: 'The hotel’s database is busy' } },
    );
    const user = userEvent.setup();
    await renderApp('/staff/bookings');

    expect((await screen.findByText('The hotel’s database is busy')).textContent).toBe('The hotel’s database is busy');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '1 Dec 2026 – 8 Dec 2026' })).toBeTruthy();
  });
});

describe('A booking’s page', () => {
  it('accepts an owner’s change, and offers a manager to accept it over the places when a night is full', async () => {
    const request: StayRequestView = {
      id: '0195f3a0-0000-7000-8000-00000000c0de',
      bookingId: BOOKING.id,
      kind: 'change',
      state: 'open',
      wanted: {
        checkInDate: '2026-12-01',
        checkOutDate: '2026-12-10',
        catIds: BOOKING.cats.map((cat) => cat.id),
        extraServiceIds: [],
        totalAmount: '3960.00',
      },
      note: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      answeredAt: null,
      answerReason: null,
    };
    const full = 'Sorry, we are full on 9 Dec 2026: no places left for 2 cats. Please choose other dates.';
    const calls = stubServer({ ...TEST_STAFF, role: 'manager' }, (call) => {
      if (call.path === '/api/staff/stay-requests') return ok([request]);
      if (call.path.endsWith('/accept')) {
        return (call.body as { overbook?: boolean }).overbook === true
          ? ok([{ ...request, state: 'accepted', answeredAt: '2026-11-29T08:00:00.000Z', answeredBy: 'Sipho Dlamini' }])
          : { status: 409, body: { message: full, field: 'checkInDate' } };
      }
      return ok(BOOKING);
    });
    await renderApp(`/staff/bookings/${BOOKING.id}`);

    const section = within(await screen.findByRole('region', { name: 'Owner’s Requests' }));
    expect(section.getByText(/^Accepting changes the stay now/).textContent).toBe(
      'Accepting changes the stay now, priced again; a night with no places left refuses it.',
    );
    await userEvent.click(section.getByRole('button', { name: 'Accept the Change' }));
    expect((await section.findByRole('alert')).textContent).toContain(full);
    await userEvent.click(section.getByRole('button', { name: 'Accept It Anyway, Over the Places' }));
    await waitFor(() => expect(section.queryByRole('alert')).toBeNull());
    expect(within(section.getByRole('list', { name: 'Answered requests' })).getByText('Accepted').textContent).toBe('Accepted');
    expect((await screen.findByText(CHANGE_ACCEPTED)).textContent).toBe(
      'The stay is now as the owner asked, priced again; the owner is told by e-mail.',
    );
    expect(calls.filter((call) => call.path.endsWith('/accept')).map((call) => call.body)).toEqual([
      { reason: null },
      { reason: null, overbook: true },
    ]);
  });

  it('shows the stay with its cats’ care, the price breakdown, the payments and the history', async () => {
    stubServer(TEST_STAFF, () => ok(BOOKING));
    await renderApp(`/staff/bookings/${BOOKING.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: '1 Dec 2026 – 8 Dec 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thandi Mokoena' }).getAttribute('href')).toBe(`/staff/owners/${THANDI.id}`);
    expect(screen.getByText('Asthma: one puff of her inhaler at 8:00').textContent).toBe('Asthma: one puff of her inhaler at 8:00');

    const price = within(screen.getByRole('region', { name: 'Price' }));
    const line = (label: string) => price.getByText(label).nextElementSibling?.textContent;
    expect(line('7 nights × R220 × 2 cats')).toBe('R3 080');
    expect(line('Medication Administration')).toBe('R350');
    expect(line('Total')).toBe('R3 430');
    expect(line('Deposit')).toBe('R100');
    expect(line('Balance after the deposit')).toBe('R3 330');
    expect(line('Still owed')).toBe('R3 330');

    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByText('Deposit · R100').textContent).toBe('Deposit · R100');
    expect(payments.getByText('Received').textContent).toBe('Received');
    // 07:30 UTC is 09:30 at the hotel.
    expect(payments.getByText('Cash at the desk · 8 Jan 2026, 09:30').textContent).toBe('Cash at the desk · 8 Jan 2026, 09:30');
    expect(payments.getByText('Taken by Sipho Dlamini').textContent).toBe('Taken by Sipho Dlamini');

    const history = within(screen.getByRole('region', { name: 'History' }));
    const steps = history.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toEqual([
      '7 Jan 2026, 10:15Booked by Thandi Mokoena (owner)Pending',
      '8 Jan 2026, 09:30Deposit taken at the desk by Sipho Dlamini (staff)Pending → ConfirmedMethod: cash · Amount: R100',
    ]);
  });

  it('shows the booking’s first step with its total as rand (issue 31)', async () => {
    const booked: BookingDetailView = {
      ...BOOKING,
      history: [{ ...BOOKING.history[0]!, details: { checkIn: '2026-12-01', checkOut: '2026-12-08', cats: 2, total: '960.00' } }],
    };
    stubServer(TEST_STAFF, () => ok(booked));
    await renderApp(`/staff/bookings/${BOOKING.id}`);
    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(history.getByText('Check in: 1 Dec 2026 · Check out: 8 Dec 2026 · Cats: 2 · Total: R960').textContent).toBe(
      'Check in: 1 Dec 2026 · Check out: 8 Dec 2026 · Cats: 2 · Total: R960',
    );
  });

  it('shows an owner’s edit in the history with the old and new dates and price', async () => {
    const edited: BookingDetailView = {
      ...BOOKING,
      history: [
        ...BOOKING.history,
        {
          id: '0190d6a4-0000-7000-8000-0000000000e9',
          at: '2026-01-09T08:00:00.000Z',
          action: 'changed',
          actor: { id: THANDI.id, name: 'Thandi Mokoena', role: 'owner' },
          fromStatus: 'confirmed',
          toStatus: 'confirmed',
          reason: null,
          details: { checkOutBefore: '2026-12-06', checkOutAfter: '2026-12-08', totalAmountBefore: '2990.00', totalAmountAfter: '3430.00' },
        },
      ],
    };
    stubServer(TEST_STAFF, () => ok(edited));
    await renderApp(`/staff/bookings/${BOOKING.id}`);
    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').at(-1)?.textContent).toBe(
      '9 Jan 2026, 10:00Dates, cats or services changed by Thandi Mokoena (owner)Check out: 6 Dec 2026 → 8 Dec 2026 · Total amount: R2 990 → R3 430',
    );
  });

  it('shows the new state the server answers after a desk action', async () => {
    const cancelled: BookingDetailView = {
      ...BOOKING,
      status: 'cancelled',
      cancelledBy: 'hotel',
      cancelReason: 'A burst pipe in the catio',
      owedAmount: '0.00',
      version: 4,
      actions: [],
      history: [
        ...BOOKING.history,
        {
          id: '0190d6a4-0000-7000-8000-0000000000e3',
          at: '2026-11-20T12:00:00.000Z',
          action: 'cancelled',
          actor: { id: TEST_STAFF.id, name: 'Sipho Dlamini', role: 'staff' },
          fromStatus: 'confirmed',
          toStatus: 'cancelled',
          reason: 'A burst pipe in the catio',
          details: null,
        },
      ],
    };
    let current = BOOKING;
    const requests = stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST' && call.path === `${bookingPath}/cancel`) current = cancelled;
      return ok(current);
    });
    const user = userEvent.setup();
    await renderApp(`/staff/bookings/${BOOKING.id}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel stay' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'A burst pipe in the catio');
    await user.click(dialog.getByRole('button', { name: 'Cancel stay' }));

    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect((await history.findByText('Reason: A burst pipe in the catio')).textContent).toBe('Reason: A burst pipe in the catio');
    expect(screen.getAllByText('Cancelled by the hotel').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel stay' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Price' })).getByText('Nothing more is charged for this stay; a deposit paid is not refunded.'),
    ).toBeTruthy();
    const cancel = requests.find((call) => call.method === 'POST')!;
    expect(cancel.body).toEqual({ version: 3, reason: 'A burst pipe in the catio' });
  });
});

describe('Owners', () => {
  it('finds owners by the address’s search and opens their record', async () => {
    const requests = stubServer(TEST_STAFF, () => ok({ owners: [{ ...THANDI, cats: 2, stays: 1 }], more: false }));
    await renderApp('/staff/owners?q=thandi');

    const owner = await screen.findByRole('link', { name: 'Thandi Mokoena' });
    expect(owner.getAttribute('href')).toBe(`/staff/owners/${THANDI.id}`);
    const found = row('Thandi Mokoena');
    expect(found.getByText('thandi@example.com · 082 555 0142').textContent).toBe('thandi@example.com · 082 555 0142');
    expect(found.getByText('2 cats · 1 stay').textContent).toBe('2 cats · 1 stay');
    expect(new URLSearchParams(deskCalls(requests)[0]!.search).get('q')).toBe('thandi');
  });

  it('shows an owner’s record: contact a tap away (the owner’s own to change), the cats’ care, and the stays', async () => {
    stubServer(TEST_STAFF, () => ok(THANDI_RECORD));
    await renderApp(`/staff/owners/${THANDI.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thandi Mokoena' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Thandi Mokoena' }).getAttribute('href')).toBe('tel:+27825550142');
    expect(screen.getByRole('link', { name: 'E-mail Thandi Mokoena' }).getAttribute('href')).toBe('mailto:thandi@example.com');
    expect(screen.getByText('12 Marine Drive, Bloubergstrand').textContent).toBe('12 Marine Drive, Bloubergstrand');

    const cats = within(screen.getByRole('region', { name: 'Cats' }));
    expect(cats.getByText('Asthma: one puff of her inhaler at 8:00').textContent).toBe('Asthma: one puff of her inhaler at 8:00');
    expect(cats.getByText('Grain-free only').textContent).toBe('Grain-free only');

    const stays = within(screen.getByRole('region', { name: 'Stays' }));
    expect(stays.getByRole('link', { name: '1 Dec 2026 – 8 Dec 2026' }).getAttribute('href')).toBe(`/staff/bookings/${STAY.id}`);
    expect(stays.getByText('7 nights').textContent).toBe('7 nights');
    expect(within(screen.getByRole('region', { name: 'Contact' })).queryByRole('textbox')).toBeNull();
  });
});

describe('the records with no signal (issue 31)', () => {
  /** Opens `path` online with `answer`, then again offline: the screen as this phone kept it. */
  async function visitThenOpenOffline(path: string, answer: unknown) {
    stubServer(TEST_STAFF, () => ok(answer));
    const online = await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText('Asking the hotel’s server…')).toBeNull());
    online.unmount();
    const calls = stubServer(TEST_STAFF, noNetwork);
    goOffline();
    const offline = await renderApp(path);
    return { calls, ...offline };
  }

  /** The desk's frame stays: its tabs are there whatever the screen could read. */
  function expectDeskFrame() {
    expect(
      within(screen.getByRole('navigation', { name: 'Staff' }))
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Today', 'Calendar', 'Bookings', 'Owners']);
  }

  it('opens a bookings search made before, marked as this phone’s copy, in the desk’s frame', async () => {
    const { calls } = await visitThenOpenOffline('/staff/bookings?q=Mochi', { bookings: [STAY], more: false });
    expect((await screen.findByText(/^Offline: as of /)).textContent).toMatch(/^Offline: as of /);
    expect(row('1 Dec 2026 – 8 Dec 2026').getByText('Mochi, Luna')).toBeTruthy();
    expect((screen.getByLabelText('Owner or cat') as HTMLInputElement).value).toBe('Mochi');
    expectDeskFrame();
    expect(deskCalls(calls)).toEqual([]);
  });

  it('says a search never made on this phone cannot be shown yet, and keeps the form and the frame', async () => {
    await visitThenOpenOffline('/staff/bookings?q=Mochi', { bookings: [STAY], more: false });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Owner or cat'));
    await user.type(screen.getByLabelText('Owner or cat'), 'Luna');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByText(/has no copy of this screen yet/)).textContent).toMatch(/has no copy of this screen yet/);
    expect(screen.queryByText('Mochi, Luna')).toBeNull();
    expectDeskFrame();
  });

  it('opens a booking opened before, with its history', async () => {
    await visitThenOpenOffline(`/staff/bookings/${BOOKING.id}`, BOOKING);
    expect((await screen.findByText(/^Offline: as of /)).textContent).toMatch(/^Offline: as of /);
    expect(screen.getByRole('heading', { level: 1, name: '1 Dec 2026 – 8 Dec 2026' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText(/Deposit taken at the desk/)).toBeTruthy();
    expectDeskFrame();
  });

  it('opens the owners search made before', async () => {
    await visitThenOpenOffline('/staff/owners', { owners: [{ ...THANDI, cats: 2, stays: 1 }], more: false });
    expect((await screen.findByText(/^Offline: as of /)).textContent).toMatch(/^Offline: as of /);
    expect(row('Thandi Mokoena').getByText('2 cats · 1 stay')).toBeTruthy();
    expectDeskFrame();
  });

  it('opens an owner’s record opened before', async () => {
    await visitThenOpenOffline(`/staff/owners/${THANDI.id}`, THANDI_RECORD);
    expect((await screen.findByText(/^Offline: as of /)).textContent).toMatch(/^Offline: as of /);
    expect(screen.getByRole('heading', { level: 1, name: 'Thandi Mokoena' })).toBeTruthy();
    expect(screen.getByText('12 Marine Drive, Bloubergstrand').textContent).toBe('12 Marine Drive, Bloubergstrand');
    expectDeskFrame();
  });
});
